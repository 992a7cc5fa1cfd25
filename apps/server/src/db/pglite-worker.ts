/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WASM) runs every statement synchronously on
 * the thread that owns it, so on the server's thread a 50 ms query stalled every request for 50 ms. Here it stalls
 * only this thread. Requests are handled one at a time in arrival order, which is what keeps a transaction's
 * statements, sent between its BEGIN and COMMIT by the server's thread, apart from everyone else's
 * (docs/architecture.md, "The embedded database").
 */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import type { ErrorData, Reply, Request, Status, WorkerStart } from './pglite-protocol.ts';
import { PreparedStatements } from './pglite-statements.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const start = workerData as WorkerStart;

const keepText = (text: string) => text;

function errorData(err: unknown): ErrorData {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    try {
      fields[key] = structuredClone(value);
    } catch {
      // a field that cannot cross (a function) is left behind
    }
  }
  return { name: err.name, message: err.message, stack: err.stack, fields };
}

function fresh(dataDir: string, tarball: string | undefined): { loadDataDir?: Blob } {
  if (!tarball || fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return {};
  return { loadDataDir: new Blob([fs.readFileSync(tarball)]) };
}

async function handle(pg: PGlite, statements: PreparedStatements, req: Request): Promise<unknown> {
  switch (req.op) {
    case 'query': {
      const options: QueryOptions & { paramTypes?: number[] } = {
        rowMode: req.rowMode,
        parsers: Object.fromEntries(req.raw.map((oid) => [oid, keepText])),
      };
      if (req.paramTypes) options.paramTypes = req.paramTypes;
      const { rows, fields, affectedRows } = await statements.query(req.sql, req.params, options, req.begin);
      return { rows, fields, affectedRows };
    }
    case 'exec':
      statements.forgetPlanMode();
      if (req.begin) await pg.exec('BEGIN');
      return (await pg.exec(req.sql)).map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    case 'commit': {
      statements.forgetPlanMode();
      const [result] = await pg.exec('COMMIT');
      // PostgreSQL answers COMMIT of a failed transaction with ROLLBACK (PGlite's own transaction() checks it too).
      return (result as { command?: string } | undefined)?.command === 'ROLLBACK';
    }
    case 'close':
      await pg.close();
      return null;
  }
}

async function main(): Promise<void> {
  let pg: PGlite;
  try {
    pg = start.dataDir
      ? new PGlite(start.dataDir, fresh(start.dataDir, start.clusterTarball))
      : new PGlite(start.loadDataDir ? { loadDataDir: start.loadDataDir } : undefined);
    await pg.waitReady;
  } catch (err) {
    port!.postMessage({ ready: false, error: errorData(err) } satisfies Status);
    return;
  }
  const statements = new PreparedStatements(pg);
  let turn: Promise<unknown> = Promise.resolve();
  port!.on('message', (req: Request) => {
    turn = turn.then(async () => {
      let reply: Reply;
      try {
        reply = { id: req.id, ok: true, value: await handle(pg, statements, req) };
      } catch (err) {
        reply = { id: req.id, ok: false, error: errorData(err) };
      }
      port!.postMessage(reply);
      if (req.op === 'close') port!.close();
    });
  });
  port!.postMessage({ ready: true } satisfies Status);
}

void main();
