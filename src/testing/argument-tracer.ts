/**
 * The tracing argument of `app-endpoints.ts`: a stand-in for an endpoint's argument that records
 * which properties the endpoint reads and turns each into a marker when used as text, so the
 * request it builds shows which part of the argument went where.
 */
const TRACE = Symbol('trace');
export type ArgPath = readonly string[];

const markerOf = (at: ArgPath) => `__arg${at.map((p) => `.${p}`).join('')}__`;
const MARKER = /^__arg((?:\.[^.]+?)*)__$/;
export const pathOfMarker = (text: string): ArgPath | null => {
  const match = MARKER.exec(text);
  return match ? match[1]!.split('.').slice(1) : null;
};

/**
 * String methods that keep the value it stands for recognisable (`country.toUpperCase()`): on a
 * stand-in they give its marker unchanged, so the request still shows where it came from. The run
 * with the example's values then checks that the example is already in the form they give.
 */
const KEEPS_MARKER = new Set([
  'toString',
  'valueOf',
  'toUpperCase',
  'toLowerCase',
  'toLocaleUpperCase',
  'toLocaleLowerCase',
  'trim',
  'trimStart',
  'trimEnd',
  'normalize',
]);

/** A stand-in argument: reading a property gives another stand-in, using it as text a marker. */
export function tracer(
  at: ArgPath,
  read: Set<string>,
  overrides: ReadonlyMap<string, unknown>,
): unknown {
  const key = at.join('.');
  if (overrides.has(key)) return overrides.get(key);
  return new Proxy(
    {},
    {
      get(_target, property) {
        if (property === TRACE) return at;
        if (
          property === Symbol.toPrimitive ||
          (typeof property === 'string' && KEEPS_MARKER.has(property))
        )
          return () => markerOf(at);
        if (typeof property === 'symbol' || property === 'then' || property === 'toJSON')
          return undefined;
        const child = [...at, property];
        read.add(child.join('.'));
        return tracer(child, read, overrides);
      },
      has: (_target, property) => property === TRACE,
      // An object rest (`{ companyId, ...body }`) of a stand-in is empty.
      ownKeys: () => [],
      getOwnPropertyDescriptor: () => undefined,
    },
  );
}

export const tracedPath = (value: unknown): ArgPath | null => {
  if (value && typeof value === 'object' && TRACE in value)
    return (value as { [TRACE]: ArgPath })[TRACE];
  return typeof value === 'string' ? pathOfMarker(value) : null;
};
