/**
 * Writes the OpenAPI documents of the contract (`npm run openapi`). The test
 * `src/shared/contract/openapi.test.ts` fails when they are out of date.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_CONTRACTS } from '../src/shared/contract/apis';
import { OPENAPI_FILES, buildOpenApi } from '../src/shared/contract/openapi';
import pkg from '../package.json';

for (const [name, contract] of Object.entries(API_CONTRACTS)) {
  const file = path.join(__dirname, '..', OPENAPI_FILES[name as keyof typeof OPENAPI_FILES]);
  writeFileSync(file, `${JSON.stringify(buildOpenApi(contract, pkg.version), null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
