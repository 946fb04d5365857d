/**
 * Part of `npm run locales:check`: the mock services' texts per language (mails, the identity
 * provider's pages; `mocks/common/text-parity.ts`) have the same keys in every language.
 * Exits 1 naming each missing key.
 */
import { MOCK_TEXT_TABLES, textParityProblems } from '../mocks/common/text-parity';

let failed = false;
for (const [table, texts] of Object.entries(MOCK_TEXT_TABLES)) {
  for (const problem of textParityProblems(texts)) {
    failed = true;
    console.error(`mocks/${table}: ${problem}`);
  }
}
if (failed) process.exit(1);
console.log(
  `mock service texts: ${Object.keys(MOCK_TEXT_TABLES).length} tables, same keys in every language`,
);
