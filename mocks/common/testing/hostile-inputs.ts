/**
 * TRUST-18: one corpus of hostile inputs for every table-driven test of what reaches a mail, an
 * upload or a redirect, and the endpoint lists those tests walk, derived from the contract
 * (`sendsMail`, `upload`) so that a new endpoint is covered without touching a test. What an
 * endpoint needs beyond its documented example to run against the fixtures is in `SETUP`; the
 * guard test fails for an endpoint whose example does not run, so it cannot silently drop out.
 */
import { API_CONTRACTS } from '../../../src/shared/contract/apis';
import type { DocumentedEndpoint } from '../../../src/shared/contract/endpoint-docs';
import { config } from '../../../src/shared/config/config';
import { testTokenFor } from '../data/auth-tokens';
import { affiliations, memberships, type SentMail } from '../data/db';
import { USER_IDS } from '../data/fixtures/users';

/** Every hostile value ends its dangerous part with `evil.example` or a marker the checks find. */
export const HOSTILE_INPUTS = [
  ['CR/LF and a paragraph', 'Acme\r\nBcc: victim@example.org\r\n\r\nYour account is locked'],
  ['line and paragraph separators', 'Acme\u2028Your account is locked\u2029\u0085Sign in'],
  ['bidi override', 'Acme \u202egnp.exe\u202c \u2066x\u2069 \u200f\u061c'],
  ['overlong', 'A'.repeat(5000)],
  ['URL', 'Acme, sign in at https://evil.example/login'],
  ['bare host', 'Acme www.evil.example or evil.example/login'],
  ['HTML and script', '<script>alert(1)</script><a href="https://evil.example">Acme</a>'],
  ['formula =', '=HYPERLINK("https://evil.example","Acme")'],
  ['formula +', "+1+cmd|' /C calc'!A0"],
  ['formula -', "-2+3+cmd|' /C calc'!A0"],
  ['formula @', "@SUM(1+1)*cmd|' /C calc'!A0"],
  ['path segments /', '../../etc/passwd'],
  ['path segments \\', '..\\..\\windows\\win.ini'],
  ['null byte', 'Acme\u0000.pdf'],
  ['zero-width', 'Ac\u200bme\u200c \u200devil\u2060.example\ufeff'],
] as const;

// eslint-disable-next-line no-control-regex
const BREAKS_A_LINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
const HIDES_OR_TURNS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b-\u200d\u2060\ufeff]/;

/**
 * What no mail may carry from a hostile input: a character that breaks a line or hides text, a
 * clickable host of the corpus, a paragraph of its own, or more than a capped name of it. Returns
 * the problems found, so a failure names them.
 */
export function mailProblems(mail: SentMail): string[] {
  const problems: string[] = [];
  const oneLine = [mail.to, mail.subject, ...Object.entries(mail.headers ?? {}).flat()];
  if (oneLine.some((v) => /[\r\n]/.test(v) || BREAKS_A_LINE.test(v) || HIDES_OR_TURNS.test(v)))
    problems.push('a header with a line break, control or bidi character');
  const text = mail.text;
  if (BREAKS_A_LINE.test(text)) problems.push('a control character or separator in the body');
  if (HIDES_OR_TURNS.test(text)) problems.push('a bidi or zero-width character in the body');
  if (/evil\.example|www\.evil|https?:\/\/evil/.test(`${text}\n${mail.subject}`))
    problems.push('a clickable host of the corpus');
  if (/^\s*(Bcc:|Your account is locked|Sign in)/m.test(text))
    problems.push('a line of its own from the input');
  if (/A{501}/.test(text)) problems.push('an overlong input not capped');
  if (mail.links.some((l) => /evil\.example/.test(l.url))) problems.push('a link to the corpus');
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The endpoints, from the contract.

export interface ContractEndpoint {
  api: keyof typeof API_CONTRACTS;
  id: string;
  spec: DocumentedEndpoint;
}

const everyEndpoint = (): ContractEndpoint[] =>
  (Object.keys(API_CONTRACTS) as (keyof typeof API_CONTRACTS)[]).flatMap((api) =>
    Object.entries(API_CONTRACTS[api].endpoints).map(([id, spec]) => ({ api, id, spec })),
  );

/** Every endpoint the contract marks `sendsMail`. */
export const mailEndpoints = () => everyEndpoint().filter((e) => e.spec.sendsMail);
/** Every endpoint the contract marks as an upload. */
export const uploadEndpoints = () => everyEndpoint().filter((e) => e.spec.upload);

const BASES = { account: config.accountApiUrl, main: config.mainApiUrl } as const;

interface Prepared {
  params: Record<string, string>;
  /** The request body to start from: the documented example unless the fixtures need another. */
  body: unknown;
}

/**
 * What an endpoint's example needs from the fixtures beyond the example itself: path parameters
 * made first, or a body that fits the fixtures. An endpoint not listed runs its example.
 */
const SETUP: Record<string, (example: unknown) => Promise<Partial<Prepared>>> = {
  // The fixtures' only adviser firm with users (who get the mail) is pro-0001.
  createAffiliation: async (example) => {
    affiliations
      .all()
      .filter((a) => a.companyId === 'cmp-0002' && a.proId === 'pro-0001')
      .forEach((a) => affiliations.remove(a.id));
    return { body: { ...(example as object), proId: 'pro-0001' } };
  },
  // The order is made first, for a company of the fixture owner (the example's is another's).
  uploadPowerOfAttorney: async () => {
    const order = everyEndpoint().find((e) => e.id === 'orderRepresentation')!;
    const companyId = 'cmp-0002';
    const answer = await callEndpoint(
      order,
      { selections: [{ country: 'ES', streams: ['weee'] }], acceptTerms: true },
      { companyId },
    );
    return { params: { companyId, processId: (answer.body as { data: { id: string } }).data.id } };
  },
  // The application is made first, from its own documented example.
  uploadNieNifDocument: async () => {
    const create = everyEndpoint().find((e) => e.id === 'createNieNifApplication')!;
    const answer = await callEndpoint(create, create.spec.example?.body);
    return { params: { processId: (answer.body as { data: { id: string } }).data.id } };
  },
};

/** The user who may call it: an owner of the company in the path, else the fixture owner. */
function callerFor(params: Record<string, string>): string {
  const companyId = params.companyId ?? params.id;
  const owner = companyId
    ? memberships.forCompany(companyId).find((m) => m.role === 'owner')
    : undefined;
  return owner?.userId ?? USER_IDS.owner;
}

export interface Answer {
  status: number;
  body: { data?: unknown; message?: string; fields?: Record<string, string> } | null;
  headers: Headers;
}

/** Calls the endpoint with its documented path parameters (after `SETUP`) and `body`. */
export async function callEndpoint(
  endpoint: ContractEndpoint,
  body: unknown,
  params: Record<string, string> = {},
): Promise<Answer> {
  const { spec } = endpoint;
  const all = { ...spec.example?.params, ...params };
  const path = spec.path.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(all[name] ?? name),
  );
  const headers = new Headers({ Accept: 'application/json' });
  if (spec.auth === 'bearer')
    headers.set('Authorization', `Bearer ${testTokenFor(callerFor(all))}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${BASES[endpoint.api]}${path}`, {
    method: spec.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text && response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : null,
    headers: response.headers,
  };
}

/** What the endpoint's example needs made first (`SETUP`), and the body to start from. */
export async function prepare(endpoint: ContractEndpoint): Promise<Prepared> {
  const example = endpoint.spec.example?.body;
  const made = (await SETUP[endpoint.id]?.(example)) ?? {};
  return { params: made.params ?? {}, body: 'body' in made ? made.body : example };
}

/** Every string of a body with its dotted path (`company.name`, `contentUrls.0`). */
export function stringFields(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringFields(v, join(prefix, i)));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringFields(v, join(prefix, k)));
  return [];
}
const join = (prefix: string, key: string | number) => (prefix ? `${prefix}.${key}` : `${key}`);

/** A deep copy of `body` with the string at `path` replaced. */
export function withField(body: unknown, path: string, value: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  keys.slice(0, -1).forEach((k) => (node = node[k] as Record<string, unknown>));
  node[keys.at(-1)!] = value;
  return copy;
}
