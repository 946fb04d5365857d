/**
 * DOM-11 through the main API: each scenario of the table set up in the mock service's tables
 * for a company of the fixtures, then read over HTTP (`GET .../obligations/{country}/{stream}` and
 * `GET .../deadlines`), on the service's today. The same expectations as against the domain.
 */
import { SCENARIOS, type Scenario } from '../data/fixtures/scenarios';
import {
  markets,
  quantityTotals,
  registrations,
  registrationId,
  schemeContracts,
} from '../data/compliance';
import { companies } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { licences } from '../data/licensing';
import { processes } from '../data/processes';
import { ownRepresentatives, recordOwnRepresentative } from '../data/representation';
import { callMainApi } from '../../common/testing/main-api-call';
import { addDays, today } from '../../../src/domain/schedule';
import type { Deadline, Obligation } from '../../../src/shared/contract/main/obligations';
import * as v from 'valibot';
import { MarketFactsInputSchema } from '../../../src/shared/contract/main/markets';

const COMPANY = COMPANY_IDS.alpenglueck;

async function setUp(scenario: Scenario) {
  const day = today();
  const year = Number(day.slice(0, 4));
  const stamp = new Date().toISOString();
  companies.update(COMPANY, { country: scenario.home });
  markets.update(COMPANY, {
    establishments: [scenario.home, ...(scenario.establishments ?? [])],
    markets: [
      {
        country: scenario.country,
        streams: scenario.streams,
        since: addDays(day, -2 * 365),
        facts: v.parse(MarketFactsInputSchema, scenario.facts),
        size: scenario.size ?? null,
        confirmed: true,
      },
    ],
  });
  for (const r of registrations.where((r) => r.companyId === COMPANY)) registrations.remove(r.id);
  for (const r of scenario.registrations ?? [])
    registrations.insert({
      id: registrationId(COMPANY, scenario.country, r.stream),
      companyId: COMPANY,
      country: scenario.country,
      stream: r.stream,
      number: r.number,
      reportingFrequency: r.reportingFrequency ?? null,
      commercialReportingFrequency: r.commercialReportingFrequency ?? null,
      updatedAt: stamp,
    });
  // A clean company: no licences or processes of the fixtures (a licence lives with its process).
  for (const l of licences.where((l) => l.companyId === COMPANY)) licences.remove(l.id);
  for (const p of processes.where((p) => p.companyId === COMPANY)) processes.remove(p.id);
  (scenario.processes ?? []).forEach((p, i) =>
    processes.insert({
      id: `prc-scenario-${i}`,
      companyId: COMPANY,
      service: p.service,
      country: scenario.country,
      streams: [p.stream],
      status: p.status,
      year: p.service.endsWith('licensing-process') ? year : null,
      reference: null,
      createdAt: stamp,
      updatedAt: stamp,
    }),
  );
  for (const c of schemeContracts.where((c) => c.companyId === COMPANY))
    schemeContracts.remove(c.id);
  for (const c of scenario.schemeContracts ?? [])
    schemeContracts.insert({
      id: `${COMPANY}/${scenario.country}/${c.stream}`,
      companyId: COMPANY,
      country: scenario.country,
      stream: c.stream,
      scheme: c.scheme,
      membershipNumber: null,
      dates: {},
      updatedAt: stamp,
    });
  for (const r of ownRepresentatives.where((r) => r.companyId === COMPANY))
    ownRepresentatives.remove(r.id);
  if (scenario.ownRepresentative)
    recordOwnRepresentative(COMPANY, scenario.country, scenario.ownRepresentative.stream, {
      name: scenario.ownRepresentative.name,
      address: null,
      since: scenario.ownRepresentative.since,
    });
  if (scenario.lastYear)
    quantityTotals.insert({
      id: `${COMPANY}/${scenario.country}/${scenario.lastYear.stream}/${year - 1}`,
      companyId: COMPANY,
      country: scenario.country,
      stream: scenario.lastYear.stream,
      year: year - 1,
      kg: scenario.lastYear.kg,
      updatedAt: stamp,
    });
  for (const c of schemeContracts.where((c) => c.companyId === COMPANY))
    schemeContracts.remove(c.id);
  if (scenario.schemeMembership)
    schemeContracts.insert({
      id: `${COMPANY}/${scenario.country}/${scenario.schemeMembership.stream}`,
      companyId: COMPANY,
      country: scenario.country,
      stream: scenario.schemeMembership.stream,
      scheme: scenario.schemeMembership.scheme,
      membershipNumber: scenario.schemeMembership.number,
      dates: {},
      updatedAt: stamp,
    });
  // The facts RULE-2 asks for go through the API, as a company records them.
  if (scenario.thisYear) {
    const put = await callMainApi(
      USER_IDS.owner,
      'PUT',
      `/companies/${COMPANY}/quantity-totals/${scenario.country}/${scenario.thisYear.stream}/${year}`,
      { kg: scenario.thisYear.kg },
    );
    expect(put.status).toBe(200);
  }
  if (scenario.salesStartUnsaid) {
    markets.remove(COMPANY);
    const put = await callMainApi(USER_IDS.owner, 'PUT', `/companies/${COMPANY}/markets`, {
      facts: scenario.facts,
      establishments: [scenario.home, ...(scenario.establishments ?? [])],
      markets: [{ country: scenario.country, streams: scenario.streams }],
    });
    expect(put.status).toBe(200);
  }
}

const TRACKED = ['compliant', 'reportDue', 'overdue'];

describe('[DOM-11] the scenario table through the main API', () => {
  // Rows dated on one side of a rule's start hold on that day only; the service runs on today.
  const anyDay = SCENARIOS.filter((s) => !s.day);
  it.each(anyDay.map((s) => [s.title, s] as const))('[DOM-11] %s', async (_title, scenario) => {
    await setUp(scenario);
    const day = today();
    const deadlines = await callMainApi<{ deadlines: Deadline[] }>(
      USER_IDS.owner,
      'GET',
      `/companies/${COMPANY}/deadlines?from=${addDays(day, -365)}&to=${addDays(day, 365)}`,
    );
    expect(deadlines.status).toBe(200);
    for (const e of scenario.expect) {
      const answer = await callMainApi<Obligation>(
        USER_IDS.owner,
        'GET',
        `/companies/${COMPANY}/obligations/${scenario.country}/${e.stream}`,
      );
      expect(answer.status).toBe(200);
      const o = answer.data;
      expect({
        status: TRACKED.includes(o.status) ? 'tracked' : o.status,
        representative: o.representative,
        duties: Object.fromEntries(o.duties.map((d) => [d.id, d.state])),
        deadlines: [
          ...new Set(
            deadlines.data.deadlines.filter((d) => d.stream === e.stream).map((d) => d.ruleId),
          ),
        ].sort(),
      }).toMatchObject({
        status: e.status,
        ...(e.representative ? { representative: e.representative } : {}),
        ...(e.duties ? { duties: expect.objectContaining(e.duties) } : {}),
        ...(e.deadlines ? { deadlines: [...e.deadlines].sort() } : {}),
      });
    }
  });
});
