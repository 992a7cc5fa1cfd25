import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { firstStartInChildProcess, isFirstStartChild, needsFirstStart } from './db/first-start.ts';
import { DEMO_LOGINS, seed } from './db/seed/index.ts';
import { logSink } from './http/platform/log-sink.ts';

/**
 * Starts the shop: opens the database (PGlite under DATA_DIR, or DATABASE_URL), migrates, seeds the required data
 * and the demo shop on first start, listens, and stops gracefully on SIGTERM/SIGINT (requests in flight finish).
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
  const { seeded } = await seed(database.db, {
    demo: config.seedDemo,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });
  if (child) {
    await database.close();
    process.exit(0);
  }
  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => database.close());
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
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    // The log gets a bounded moment to leave: a reader that stopped reading must not keep the shop from stopping.
    const exit = async (code: number) => {
      await logSink().drain(1000);
      process.exit(code);
    };
    try {
      await app.close();
      clearTimeout(force);
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
