/**
 * TRUST-18: every mail-sending endpoint of the contract (`sendsMail`) and every text that reaches
 * a mail, against one corpus of hostile inputs (`testing/hostile-inputs.ts`). An input is refused
 * (400 naming the field) when the contract's schema refuses it, else the request succeeds and no
 * mail carries it in a harmful form (`mailProblems`). A new mail endpoint is covered by being
 * marked `sendsMail` with a documented example; a new mail of the scheduler by `runReminders`.
 */
import * as v from 'valibot';
import { addDays, today } from '../../src/domain/schedule';
import { bookings } from '../main-api/data/bookings';
import { runReminders } from '../main-api/data/reminders';
import { companies, outbox, pros, users } from './data/db';
import { testSwitches } from './data/test-switches';
import {
  HOSTILE_INPUTS,
  callEndpoint,
  mailEndpoints,
  mailProblems,
  prepare,
  stringFields,
  withField,
  type ContractEndpoint,
} from './testing/hostile-inputs';

const endpoints = mailEndpoints();

describe('[TRUST-18] the mail-sending endpoints, from the contract', () => {
  it.each(endpoints.map((e) => [e.id, e] as const))(
    '[TRUST-18] %s runs its documented example against the fixtures and sends mail',
    async (_id, endpoint) => {
      const { params, body } = await prepare(endpoint);
      const answer = await callEndpoint(endpoint, body, params);
      expect({ status: answer.status, ok: answer.status < 300 }).toMatchObject({ ok: true });
      expect(outbox.all().length).toBeGreaterThan(0);
      expect(outbox.all().flatMap(mailProblems)).toEqual([]);
    },
  );
});

/** Each string field of each endpoint's example, with each hostile input. */
const cases = endpoints.flatMap((endpoint) =>
  stringFields(endpoint.spec.example?.body).flatMap((field) =>
    HOSTILE_INPUTS.map(([label, value]) => ({ endpoint, field, label, value })),
  ),
);

const refusedByContract = (endpoint: ContractEndpoint, body: unknown) =>
  endpoint.spec.body ? !v.safeParse(endpoint.spec.body, body).success : false;

describe('[TRUST-18] hostile input in every field of a mail-sending request', () => {
  it.each(cases.map((c) => [c.endpoint.id, c.field, c.label, c] as const))(
    '[TRUST-18] %s, field %s, %s: refused by field or neutralised in every mail',
    async (_id, field, _label, { endpoint, value }) => {
      const prepared = await prepare(endpoint);
      const body = withField(prepared.body, field, value);
      const answer = await callEndpoint(endpoint, body, prepared.params);
      // The contract's schema refusing it means the service must (400); the service may refuse
      // more (an unknown adviser firm). Either way the test asserts the branch it is in.
      if (refusedByContract(endpoint, body)) expect(answer.status).toBe(400);
      if (answer.status === 400) {
        // Refused: naming the field (or the list it is in), nothing sent.
        const named = Object.keys(answer.body?.fields ?? {});
        expect(named.some((k) => k === field || field.startsWith(`${k}.`))).toBe(true);
        expect(outbox.all()).toEqual([]);
      } else {
        // Neutralised: accepted, and no mail carries the input in a harmful form.
        expect(answer.status).toBeLessThan(300);
        expect(outbox.all().map((m) => [m.kind, mailProblems(m)])).toEqual(
          outbox.all().map((m) => [m.kind, []]),
        );
      }
    },
  );
});

/** Every name someone chose that a mail may name, set to `value`. */
function nameEverythingAs(value: string) {
  for (const company of companies.all()) {
    companies.update(company.id, { name: value, address: { ...company.address, city: value } });
  }
  for (const user of users.all()) users.update(user.id, { givenName: value, familyName: value });
  for (const pro of pros.all()) pro.name = value;
  for (const booking of bookings.all()) booking.adviser = { ...booking.adviser, name: value };
}

describe('[TRUST-18] stored names that reach a mail (company, user, adviser, city)', () => {
  it.each(HOSTILE_INPUTS.map(([label, value]) => [label, value] as const))(
    '[TRUST-18] %s in every stored name: every mail of every endpoint and of the scheduler is clean',
    async (_label, value) => {
      nameEverythingAs(value);
      // Every mail endpoint in one test: the per-user and per-address hourly limits are not the subject.
      testSwitches.mailRateLimits = false;
      for (const endpoint of endpoints) {
        const { params, body } = await prepare(endpoint);
        const answer = await callEndpoint(endpoint, body, params);
        expect([endpoint.id, answer.status < 300 ? 'ok' : answer.body]).toEqual([
          endpoint.id,
          'ok',
        ]);
      }
      for (const days of [0, 3, 10, 25, 50]) {
        runReminders({ at: new Date(`${addDays(today(), days)}T07:00:00Z`) });
      }
      const kinds = new Set(outbox.all().map((m) => m.kind));
      expect([...kinds]).toEqual(
        expect.arrayContaining(['invitation', 'affiliationRequest', 'reminder', 'reminderDigest']),
      );
      expect(outbox.all().flatMap((m) => mailProblems(m).map((p) => `${m.kind}: ${p}`))).toEqual(
        [],
      );
    },
  );
});
