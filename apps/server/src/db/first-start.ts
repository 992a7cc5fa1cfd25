/**
 * The first start of the embedded database (a DATA_DIR with no cluster yet) creates the cluster, migrates and seeds
 * the demo shop in a child process that then exits. Memory that work needs is not all given back by the process
 * that used it (PGlite's WASM memory never shrinks, the allocator keeps what sharp and ended worker threads
 * freed): done in the serving process, it left a first start at about 1 GB against 430 MB for a restart. The
 * server then opens the prepared folder exactly as a restart does (docs/architecture.md, "The embedded database").
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';

/** Set in the child: main.ts migrates and seeds, then exits instead of serving. */
export const FIRST_START_CHILD = 'SHOP_FIRST_START_CHILD';

export function isFirstStartChild(): boolean {
  return process.env[FIRST_START_CHILD] === '1';
}

/** True when `dataDir` (PGlite's folder) holds no cluster yet. */
export function needsFirstStart(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** Runs this same entry (dist/main.js, or src/main.ts under tsx) as the child and waits for it to succeed. */
export async function firstStartInChildProcess(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) throw new Error('no entry script to run the first start with');
  const child = fork(entry, process.argv.slice(2), {
    env: { ...process.env, [FIRST_START_CHILD]: '1' },
    execArgv: process.execArgv,
    // Not 'inherit': a child sharing our stdout puts it back in blocking mode when it exits, and a blocking stdout
    // that nobody reads would freeze this process at its next log line (docs/logging.md). Its output is passed on.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  // Stopped while preparing: the child stops too (its seed is one transaction, so a later start seeds again).
  const stop = () => child.kill('SIGTERM');
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  try {
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    if (signal) process.exit(1);
    if (code !== 0)
      throw new Error(`the first start (migrations and seed) failed in its child process: exit code ${code}`);
  } finally {
    process.off('SIGTERM', stop);
    process.off('SIGINT', stop);
  }
}
