import { openDatabase, type Database } from '../src/db/client.ts';
import { onPostgres } from './helper.ts';
import { freshPostgresUrl } from './pg-helper.ts';

/** An empty database, not migrated, and how to throw it away once closed. */
export interface EmptyDatabase {
  /** 'pglite' or 'postgres', for the test names. */
  name: string;
  open(): Promise<{ database: Database; cleanup(): Promise<void> }>;
}

/**
 * An empty database of the kind this pass of the suite tests (`npm test` runs it twice: PGlite, then PostgreSQL
 * with TEST_DATABASE=postgres), for the tests that migrate or seed one themselves. One kind per pass, so that
 * neither pass repeats the other's work.
 */
export const emptyDatabase: EmptyDatabase = onPostgres
  ? {
      name: 'postgres',
      open: async () => {
        const pgdb = await freshPostgresUrl();
        return { database: await openDatabase({ url: pgdb.url }), cleanup: () => pgdb.drop() };
      },
    }
  : {
      name: 'pglite',
      open: async () => ({ database: await openDatabase({ dataDir: 'memory' }), cleanup: async () => {} }),
    };
