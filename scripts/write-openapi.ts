/**
 * Writes the OpenAPI documents of the contract beside each API's mock (`npm run openapi`).
 * `npm run openapi -- --check` (part of `npm run lint`) writes nothing and fails, naming the
 * file, when a committed document differs from what the contract generates.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_CONTRACTS } from '../src/shared/contract/apis';
import { OPENAPI_FILES, buildOpenApi } from '../src/shared/contract/openapi';
import pkg from '../package.json';

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [name, contract] of Object.entries(API_CONTRACTS)) {
  const file = path.join(__dirname, '..', OPENAPI_FILES[name as keyof typeof OPENAPI_FILES]);
  const text = `${JSON.stringify(buildOpenApi(contract, pkg.version), null, 2)}\n`;
  const shown = path.relative(process.cwd(), file);
  if (!check) {
    writeFileSync(file, text);
    console.log(`wrote ${shown}`);
    continue;
  }
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // missing: stale
  }
  if (committed === text) console.log(`${shown} is up to date`);
  else stale.push(shown);
}
if (stale.length) {
  console.error(
    `OpenAPI document out of date: ${stale.join(', ')}. Run \`npm run openapi\` and commit it.`,
  );
  process.exit(1);
}
