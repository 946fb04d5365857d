import { SESSION_CHANNEL } from './stored-traces';

/** The tabs' channel (TRUST-10); under Node (tests) it must not keep the process alive. */
export function sessionChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  (channel as { unref?: () => void }).unref?.();
  return channel;
}
