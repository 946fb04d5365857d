import type { AwsRum } from 'aws-rum-web';
import type { MonitoringConfig } from '@/shared/config/config';
import { createRumConfig } from './rum-config';
import { MONITORED_TITLE, scrubMessage } from './scrub';

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

/**
 * A page view by route pattern, e.g. `/companies/:companyId/dashboard`, with a title that names no
 * company (aws-rum-web would take `document.title`), TRUST-9.
 */
export function recordPageView(routePattern: string): void {
  run((r) =>
    r.recordPageView({ pageId: routePattern, pageAttributes: { title: MONITORED_TITLE } }),
  );
}

/** An error without the values it carries in its message (TRUST-9); its stack and name stay. */
function scrubbedError(error: unknown): unknown {
  if (error instanceof Error) {
    const copy = new Error(scrubMessage(error.message));
    copy.name = error.name;
    if (error.stack) copy.stack = scrubMessage(error.stack);
    return copy;
  }
  if (typeof error === 'string') return scrubMessage(error);
  if (error && typeof error === 'object') {
    // An API error or the like: its kind and status, never its message, fields or body.
    const { kind, status, name } = error as { kind?: unknown; status?: unknown; name?: unknown };
    return new Error(
      [name, kind, status]
        .filter((part) => typeof part === 'string' || typeof part === 'number')
        .join(' ') || 'Non-error thrown',
    );
  }
  return error;
}

export function recordError(error: unknown): void {
  const scrubbed = scrubbedError(error);
  run((r) => r.recordError(scrubbed));
}

/** For tests: forget everything. */
export function resetMonitoring(): void {
  status = 'off';
  rum = null;
  queue = null;
  warned = false;
  attributes = {};
}
