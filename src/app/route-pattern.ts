/** A path segment as the router sees it; a malformed escape (`%E0%A4%A`) stays as it is. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The route pattern of a location (`/companies/:companyId/dashboard`), so that monitoring never
 * records ids: every segment that holds a route parameter's value is replaced by its name, and the
 * part a splat route (`*`, the not-found page) matched is replaced by `*`, since an unknown path
 * may hold ids too (`/companies/cmp-0001/typo`).
 */
export function toRoutePattern(
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const byValue = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (value && name !== '*') byValue.set(value, name);
  }
  let segments = pathname.split('/');
  const splat = params['*'];
  let tail: string[] = [];
  if (splat) {
    const splatLength = splat.split('/').length;
    segments = segments.slice(0, Math.max(1, segments.length - splatLength));
    tail = ['*'];
  }
  return [
    ...segments.map((segment) => {
      const name = byValue.get(decodeSegment(segment));
      return name ? `:${name}` : segment;
    }),
    ...tail,
  ].join('/');
}
