import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { firstStartInChildProcess, isFirstStartChild, needsFirstStart } from './db/first-start.ts';
import { DEMO_LOGINS, seed } from './db/seed/index.ts';
import { openFileStore } from './lib/open-file-store.ts';
import { logSink } from './http/platform/log-sink.ts';
import { shutDown } from './http/platform/shutdown.ts';

/**
 * Starts the shop: opens the database (PGlite under DATA_DIR, or DATABASE_URL), migrates, seeds the required data
 * and the demo shop on first start, listens, and stops gracefully on SIGTERM/SIGINT (http/platform/shutdown.ts:
 * readiness 503, sockets told to reconnect, requests in flight finish within SHUTDOWN_GRACE_SECONDS), then exits 0.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const dbDir = path.join(config.dataDir, 'db');
  const child = isFirstStartChild();
  const preparedApart = !config.databaseUrl && !child && needsFirstStart(dbDir);
  if (preparedApart) await firstStartInChildProcess();
  const open = () =>
    openDatabase({
      url: config.databaseUrl,
      dataDir: dbDir,
      // The first start's child only migrates and seeds: nothing waits on its event loop.
      worker: !child,
      // Requests would only fail from now on: exit, so that a supervisor (or the operator) starts the shop again.
      onWorkerCrash: (err) => {
        console.error(err);
        process.exit(1);
      },
    });
  const database = await open();
  await migrateDatabase(database);
  // The demo pictures go where the shop serves uploads from: the local folder, or STORAGE_URL's bucket.
  const files = openFileStore(config);
  const { seeded } = await seed(database.db, { demo: config.seedDemo, files }).finally(() => files.close());
  if (child) {
    await database.close();
    process.exit(0);
  }
  const app = await buildApp(config, { database });
  // Closed after the app rather than in an onClose hook: those run last-registered first, so the database would go
  // before a timed task the scheduler's hook still waits for.
  await app.listen({ port: config.port, host: config.host });

  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Shop ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}${config.redisUrl ? ' + redis' : ''})${seeded || preparedApart ? ', seeded' : ''}`,
    `  Storefront  ${base}/`,
    `  Admin       ${base}/Admin/`,
    `  Seller      ${base}/Seller/`,
    `  API docs    ${base}/api/docs`,
    '',
    ...(config.seedDemo
      ? [
          '  Demo logins:',
          ...DEMO_LOGINS.map((l) => `    ${l.area.padEnd(10)} ${l.username} / ${l.password}  ${l.note ?? ''}`),
          '',
        ]
      : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'stopping: finishing requests in flight');
    // The log gets a bounded moment to leave: a reader that stopped reading must not keep the shop from stopping.
    const exit = async (code: number) => {
      await logSink().drain(1000);
      process.exit(code);
    };
    try {
      const outcome = await shutDown(app, config.shutdownGraceMs);
      if (outcome === 'forced') {
        app.log.warn({ graceMs: config.shutdownGraceMs }, 'grace period over: stopping with work still running');
        return await exit(1);
      }
      await database.close();
      app.log.info('stopped');
      await exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while stopping');
      await exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
