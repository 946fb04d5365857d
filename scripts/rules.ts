/**
 * `npm run rules` (RULE-1): every rule of the reference data, each fact it states with the
 * provision it rests on or why it is unverified, and the summary line. Fails when a basis or
 * reason does not fit the data (the provenance test says the same in detail).
 */
import { referenceFixture } from '../mocks/main-api/data/fixtures/reference';
import { rulesReport } from '../mocks/main-api/data/fixtures/rules-report';

const { lines, problems } = rulesReport(referenceFixture);
for (const line of lines) console.log(line);
if (problems.length > 0) {
  for (const problem of problems) console.error(`problem: ${problem}`);
  process.exit(1);
}
