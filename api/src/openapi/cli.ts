import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateOpenApiJson, OPENAPI_FILE } from './generate.js';

/** `npm run openapi -w api`: writes `api/openapi.json` from the contract (the API test fails when it is stale). */
async function writeOpenApi(): Promise<void> {
  writeFileSync(OPENAPI_FILE, await generateOpenApiJson());
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}

writeOpenApi().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
