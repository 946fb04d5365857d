import type { AwsRum } from 'aws-rum-web';
import type { MonitoringConfig } from '@/shared/config/config';
import { createRumConfig } from './rum-config';

/**
 * Real-user monitoring (aws-rum-web), loaded lazily and only when the runtime config names a
 * monitor: it weighs 88 KB gzip and must never sit on the first render. Calls made before it has
 * loaded are queued; without a monitor each call is a no-op after one console warning.
 */
export const RUM_NOT_INITIALIZED = 'AWS RUM is not initialized';

type Command = (rum: AwsRum) => void;

/** Where monitoring stands on this page (the developer page shows it). */
export type MonitoringStatus = 'off' | 'loading' | 'on' | 'failed';

let status: MonitoringStatus = 'off';
export const monitoringStatus = (): MonitoringStatus => status;

let rum: AwsRum | null = null;
let queue: Command[] | null = null;
let warned = false;
let attributes: Record<string, string> = {};

function warnOnce(...details: unknown[]): void {
  if (warned) return;
  warned = true;
  console.warn(RUM_NOT_INITIALIZED, ...details);
}

/** A monitoring call that throws must never reach its caller (a loader, the router). */
function safely(target: AwsRum, command: Command): void {
  try {
    command(target);
  } catch (error) {
    console.warn('AWS RUM call failed', error);
  }
}

function run(command: Command): void {
  if (rum) safely(rum, command);
  else if (queue) queue.push(command);
  else warnOnce();
}

export async function initMonitoring(monitoring: MonitoringConfig | null): Promise<void> {
  if (!monitoring || rum || queue) return;
  queue = [];
  status = 'loading';
  try {
    const { AwsRum: Rum } = await import(/* webpackChunkName: "monitoring" */ 'aws-rum-web');
    const created = new Rum(
      monitoring.applicationId,
      monitoring.applicationVersion,
      monitoring.region,
      createRumConfig(monitoring),
    );
    // Calls made while the chunk loaded, in their order.
    for (const command of queue) safely(created, command);
    rum = created;
    status = 'on';
  } catch (error) {
    status = 'failed';
    // Monitoring must never break the product; later calls are silent no-ops (one warning).
    warnOnce(error);
  } finally {
    queue = null;
  }
}

/** `userId` (profile subject) and `companyId` as session attributes. */
export function setMonitoringAttributes(next: {
  userId?: string | null;
  companyId?: string | null;
}): void {
  const merged = { ...attributes };
  for (const [key, value] of Object.entries(next)) {
    if (value) merged[key] = value;
    else delete merged[key];
  }
  attributes = merged;
  run((r) => r.addSessionAttributes(merged));
}

/** A page view by route pattern, e.g. `/companies/:companyId/dashboard`. */
export function recordPageView(routePattern: string): void {
  run((r) => r.recordPageView(routePattern));
}

export function recordError(error: unknown): void {
  run((r) => r.recordError(error));
}

/** For tests: forget everything. */
export function resetMonitoring(): void {
  status = 'off';
  rum = null;
  queue = null;
  warned = false;
  attributes = {};
}
