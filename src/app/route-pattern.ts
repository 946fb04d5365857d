/**
 * The route pattern of a location (`/companies/:companyId/dashboard`), so that monitoring never
 * records ids: every segment that holds a route parameter's value is replaced by its name.
 */
export function toRoutePattern(
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const byValue = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (value && name !== '*') byValue.set(value, name);
  }
  return pathname
    .split('/')
    .map((segment) => {
      const name = byValue.get(decodeURIComponent(segment));
      return name ? `:${name}` : segment;
    })
    .join('/');
}
