/**
 * Writes dist/pgdata.tar.gz, a new and empty PGlite cluster. A first start loads it instead of running initdb,
 * which holds two more PostgreSQL instances beside the one it opens and so doubled the process's peak memory
 * (docs/architecture.md, "The embedded database"). PGlite builds a cluster the same way itself (initdb in memory,
 * then the files copied into the folder); made at build time from the installed PGlite, so the versions match.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const pg = new PGlite();
await pg.waitReady;
const dump = await pg.dumpDataDir('gzip');
await pg.close();
fs.writeFileSync(path.join(dist, 'pgdata.tar.gz'), Buffer.from(await dump.arrayBuffer()));
