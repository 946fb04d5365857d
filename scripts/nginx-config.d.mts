/** Types of ./nginx-config.mjs (plain Node, run without a build step). */
export function sourceList(origins: string | undefined, name?: string): string;
export function reportUri(value: string | undefined, name?: string): string;
export function cspValues(env: Record<string, string | undefined>): {
  CSP_IDP_ORIGIN: string;
  CSP_CONNECT_ORIGINS: string;
  CSP_REPORT_URI: string;
};
export function renderNginxConfig(
  template: string,
  values: Record<string, string | number>,
  options: { brotli: boolean },
): string;
/** The local stack's `/__test` and `/__dev` locations (its `EXTRA_LOCATIONS`). */
export const LOCAL_TEST_LOCATIONS: string;
