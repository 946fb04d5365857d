import type { AwsRumConfig } from 'aws-rum-web';
import type { MonitoringConfig } from '@/shared/config/config';
import { scrubRumRequest } from './scrub';

/** Spec section 9, monitoring constants. */
export const RUM_SETTINGS = {
  batchLimit: 100,
  dispatchInterval: 5_000,
  eventCacheSize: 200,
  sessionLengthSeconds: 30 * 60,
  sessionSampleRate: 1,
  retries: 2,
  userIdRetentionDays: 30,
  telemetries: ['performance', 'errors', 'http'],
  allowCookies: true,
  signing: false,
  enableXRay: false,
} as const;

export function createRumConfig(monitoring: MonitoringConfig): AwsRumConfig {
  return {
    ...RUM_SETTINGS,
    telemetries: [...RUM_SETTINGS.telemetries],
    identityPoolId: monitoring.identityPoolId,
    ...(monitoring.guestRoleArn ? { guestRoleArn: monitoring.guestRoleArn } : {}),
    ...(monitoring.endpoint ? { endpoint: monitoring.endpoint } : {}),
    // Page views are recorded by route pattern (never with ids) from the router.
    disableAutoPageView: true,
    // TRUST-9: every batch goes through one scrubber (no query strings, ids, received values or
    // titles); so all of them are sent by fetch as plain JSON (no beacon, no gzip) it can read.
    fetchFunction: scrubRumRequest,
    useBeacon: false,
    compressionStrategy: { enabled: false },
  };
}
