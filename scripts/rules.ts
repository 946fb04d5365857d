/**
 * `npm run rules` (RULE-1): every rule of the reference data, each fact it states with the
 * provision it rests on or why it is unverified, and the summary line. Fails when a basis or
 * reason does not fit the data (the provenance test says the same in detail), or when the tables
 * of countries in the README and docs/rules/countries.md (EU-1) are not those of the data:
 * `npm run rules -- --write` writes them.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { referenceFixture } from '../mocks/main-api/data/fixtures/reference';
import { rulesReport } from '../mocks/main-api/data/fixtures/rules-report';
import { fullTable, readmeTable, withTable } from '../mocks/main-api/data/fixtures/rules-table';

const root = path.resolve(__dirname, '..');
const TABLES = [
  { file: 'README.md', table: readmeTable },
  { file: 'docs/rules/countries.md', table: fullTable },
];

async function tableProblems(write: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const { file, table } of TABLES) {
    const full = path.join(root, file);
    const text = fs.readFileSync(full, 'utf8');
    const replaced = withTable(text, table(referenceFixture));
    if (replaced === null) {
      problems.push(`${file}: the countries-table markers are missing`);
      continue;
    }
    const options = { ...(await prettier.resolveConfig(full)), filepath: full };
    const formatted = await prettier.format(replaced, options);
    if (formatted === text) continue;
    if (write) fs.writeFileSync(full, formatted);
    else problems.push(`${file}: the table of countries is out of date (npm run rules -- --write)`);
  }
  return problems;
}

async function main() {
  const { lines, problems } = rulesReport(referenceFixture);
  for (const line of lines) console.log(line);
  const all = [...problems, ...(await tableProblems(process.argv.includes('--write')))];
  for (const problem of all) console.error(`problem: ${problem}`);
  if (all.length > 0) process.exit(1);
}

void main();
