import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { openApiJson } from './openapi.js';

/** `api/openapi.json`, the checked-in API document (`src/openapi` and `dist/openapi` both sit two levels below). */
export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

/**
 * The configuration the document is generated with: the defaults of `npm start` (local stand-ins, no test
 * clock), whatever the environment of the caller says.
 */
function documentConfig(): AppConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }), jwtSecret: 'openapi-document-openapi-document-0000' };
}

/** The API document as `api/openapi.json` holds it, from an app built over an empty in-memory database. */
export async function generateOpenApiJson(): Promise<string> {
  const db = createDatabase({ kind: 'memory' });
  try {
    await migrateToLatest(db);
    const app = await buildApp({ db, config: documentConfig() });
    try {
      await app.ready();
      return openApiJson(app);
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
  }
}
