/**
 * `npm run bench:dashboard`: how long the dashboard takes from its data's arrival to the rendered
 * matrix (jsdom, the real route tree and store), with 9 countries x 4 streams and 200 deadlines,
 * then with 10x the data. Prints the medians and the growth factor; asserts nothing about time.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import {
  DEADLINE_STATUSES,
  OBLIGATION_STATUSES,
  type Deadline,
  type Obligation,
} from '@/shared/contract/main/obligations';
import { STREAMS } from '@/shared/contract/reference';
import { renderApp } from '@/testing/render-app';
import { server } from '../../mocks/common/node';
import { COMPANY_IDS } from '../../mocks/common/data/fixtures/companies';

const COUNTRY_POOL = (
  'AT DE DK ES FI FR GB PL PT BE BG CH CY CZ EE GR HR HU IE IS IT LI LT LU LV MT NL NO RO SE SI SK ' +
  'AD AL BA BY FO GE GI IM JE MC MD ME MK RS SM TR UA VA AM AZ KZ US CA MX BR AR CL CO PE UY AU NZ ' +
  'JP KR CN IN SG MY TH VN ID PH ZA EG MA TN NG KE IL AE SA QA KW OM BH JO LB TW HK MO PK BD LK NP'
).split(' ');

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function data(scale: number) {
  const countries = COUNTRY_POOL.slice(0, 9 * scale);
  const obligations: Obligation[] = countries.flatMap((country, c) =>
    STREAMS.map((stream, s): Obligation => {
      const status = OBLIGATION_STATUSES[(c + s) % OBLIGATION_STATUSES.length]!;
      return {
        country,
        stream,
        ruleCountry: country,
        status,
        reasons: ['registrationMissing'],
        duties: [],
        registration: null,
        processes: [],
        representative: 'notNeeded',
        nextDeadline: null,
        action: status === 'actionNeeded' ? { kind: 'startService', service: 'weee-de' } : null,
      };
    }),
  );
  const deadlines: Deadline[] = Array.from({ length: 200 * scale }, (_, i) => ({
    id: `d-${i}`,
    ruleId: 'de-weee-b2c-monthly-report',
    kind: 'report',
    country: countries[i % countries.length]!,
    stream: STREAMS[i % STREAMS.length]!,
    dueDate: day((i * 365) / (200 * scale) - 30),
    periodStart: null,
    periodEnd: null,
    status: DEADLINE_STATUSES[i % DEADLINE_STATUSES.length]!,
    fileable: true,
    reportId: null,
  }));
  return { countries, obligations, deadlines };
}

async function measure(scale: number): Promise<number> {
  const { countries, obligations, deadlines } = data(scale);
  let arrived = 0;
  const answer = (payload: unknown) => () => {
    arrived = Math.max(arrived, performance.now());
    return HttpResponse.json({ data: payload });
  };
  server.use(
    http.get(
      `${config.mainApiUrl}/companies/:companyId/obligations`,
      answer({ asOf: day(0), obligations, factsConfirmed: true }),
    ),
    http.get(
      `${config.mainApiUrl}/companies/:companyId/deadlines`,
      answer({ asOf: day(0), from: day(-365), to: day(365), deadlines }),
    ),
    http.get(`${config.mainApiUrl}/companies/:companyId/registrations`, answer([])),
  );
  await renderApp(`/companies/${COMPANY_IDS.alpenglueck}/dashboard`);
  await waitFor(
    () => {
      const rows = document.querySelectorAll('table[aria-label] tbody tr').length;
      if (rows !== countries.length || !screen.queryByTestId('todo')) throw new Error('not yet');
    },
    { timeout: 60_000, interval: 5 },
  );
  const elapsed = performance.now() - arrived;
  cleanup();
  server.resetHandlers();
  return elapsed;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const RUNS = 3;

it('[X-PERF-2] prints the dashboard render time for 1x and 10x the data', async () => {
  await measure(1); // compiles the lazy modules and warms the caches
  const times: Record<number, number[]> = { 1: [], 10: [] };
  for (let run = 0; run < RUNS; run += 1) {
    times[1]!.push(await measure(1));
    times[10]!.push(await measure(10));
  }
  const small = median(times[1]!);
  const large = median(times[10]!);
  process.stdout.write(
    [
      '',
      'Dashboard render after its data arrived (jsdom, median of 3):',
      `   1x: 9 countries x 4 streams, 200 deadlines:   ${small.toFixed(0)} ms`,
      `  10x: 90 countries x 4 streams, 2000 deadlines: ${large.toFixed(0)} ms`,
      `  growth factor for 10x the data: ${(large / small).toFixed(1)} (linear would be 10.0)`,
      '',
    ].join('\n'),
  );
}, 300_000);
