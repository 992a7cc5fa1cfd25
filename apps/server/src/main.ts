import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { DEMO_LOGINS, seed } from './db/seed/index.ts';

/**
 * Starts the shop: opens the database (PGlite under DATA_DIR, or DATABASE_URL), migrates, seeds the required data
 * and the demo shop on first start, listens, and stops gracefully on SIGTERM/SIGINT (requests in flight finish).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  await migrateDatabase(database);
  const { seeded } = await seed(database.db, {
    demo: config.seedDemo,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });
  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => database.close());
  await app.listen({ port: config.port, host: config.host });

  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Shop ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}${config.redisUrl ? ' + redis' : ''})${seeded ? ', seeded' : ''}`,
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
    try {
      await app.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
