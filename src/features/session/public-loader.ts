import type { LoaderStore } from '@/shared/api/settle';
import type { AuthPort } from '@/shared/auth/auth-port';
import { loadEffectiveFlags } from '@/shared/feature-flags/effective-flags';
import type { FeatureFlagsState } from '@/shared/feature-flags/flag-overrides-slice';

/**
 * The public layout hands its children the current user, or none, and loads the flags that apply:
 * the signed-in user's, or the visitors' (`GET /config/features`). A public page never fails for
 * want of flags: without them every gated offer stays hidden.
 */
export const publicLoader =
  (store: LoaderStore<{ featureFlags: FeatureFlagsState }>, auth: Pick<AuthPort, 'currentUser'>) =>
  async () => {
    const user = auth.currentUser;
    const signedIn = Boolean(user && !user.expired);
    await loadEffectiveFlags(store, signedIn).catch(() => ({}));
    return {
      user: signedIn && user ? { sub: user.profile.sub, name: user.profile.name ?? null } : null,
    };
  };

export type PublicLayoutData = Awaited<ReturnType<ReturnType<typeof publicLoader>>>;
