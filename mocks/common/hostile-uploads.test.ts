/**
 * TRUST-18: every upload endpoint of the contract (`upload`) against the hostile-input corpus in
 * its file name: refused (400 naming the field) or stored under a name without control, bidi or
 * zero-width characters and without path segments. The endpoints come from the contract, the
 * field from the documented example (the string field called `name` or `fileName`).
 */
import {
  HOSTILE_INPUTS,
  callEndpoint,
  prepare,
  stringFields,
  uploadEndpoints,
  withField,
} from './testing/hostile-inputs';

/* eslint-disable no-control-regex */
const UNSAFE_IN_A_NAME =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b-\u200d\u2060\ufeff]|(^|[/\\])\.\.([/\\]|$)|[/\\]/;
/* eslint-enable no-control-regex */

/** Every string of an answer. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

const cases = uploadEndpoints().flatMap((endpoint) => {
  const field = stringFields(endpoint.spec.example?.body).find((f) =>
    /(^|\.)(file)?name$/i.test(f),
  );
  return HOSTILE_INPUTS.map(([label, value]) => ({ endpoint, field, label, value }));
});

describe('[TRUST-18] hostile file names on every upload endpoint', () => {
  it.each(uploadEndpoints().map((e) => [e.id, e] as const))(
    '[TRUST-18] %s has a documented example with a file name that runs against the fixtures',
    async (_id, endpoint) => {
      const { params, body } = await prepare(endpoint);
      const field = stringFields(body).find((f) => /(^|\.)(file)?name$/i.test(f));
      expect(field).toBeDefined();
      const answer = await callEndpoint(endpoint, body, params);
      expect([answer.status < 300, answer.body]).toEqual([true, expect.anything()]);
    },
  );

  it.each(cases.map((c) => [c.endpoint.id, c.label, c] as const))(
    '[TRUST-18] %s, file name with %s: refused by field or stored without it',
    async (_id, _label, { endpoint, field, value }) => {
      const { params, body } = await prepare(endpoint);
      const answer = await callEndpoint(endpoint, withField(body, field!, value), params);
      if (answer.status === 400) {
        expect(Object.keys(answer.body?.fields ?? {})).toContain(field);
      } else {
        expect(answer.status).toBeLessThan(300);
        const names = stringsOf(answer.body?.data).filter((s) => s.length > 0);
        const stored = names.filter(
          (s) => UNSAFE_IN_A_NAME.test(s) && !/^[a-z]+\/[\w.+-]+$/.test(s),
        );
        expect(stored).toEqual([]);
      }
    },
  );
});
