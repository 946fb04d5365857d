/** Types of ./nginx-config.mjs (plain Node, run without a build step). */
export function sourceList(origins: string | undefined): string;
export function renderNginxConfig(
  template: string,
  values: Record<string, string | number>,
  options: { brotli: boolean },
): string;
/** The local stack's `/__test` and `/__dev` locations (its `EXTRA_LOCATIONS`). */
export const LOCAL_TEST_LOCATIONS: string;
