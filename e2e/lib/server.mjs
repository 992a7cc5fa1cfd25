// Starts the production server (apps/server/dist/main.js) for the journeys: a free loopback port, a fresh
// temporary DATA_DIR (so PGlite migrates and seeds from scratch, as `npm start` does on a fresh clone) or a given
// one (to restart the same shop), rate limiting off, and no DATABASE_URL/REDIS_URL (the journeys exercise the
// default, embedded set-up).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { SERVER_MAIN } from '../../scripts/builds.mjs';

/** The output of each server running now, by its base URL (the journeys read SMS codes from it). */
const outputs = new Map();

/** What the server at `baseUrl` has written so far, or undefined when this process did not start it. */
export const serverOutput = (baseUrl) => outputs.get(baseUrl)?.();

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer ${baseUrl}/health within ${timeoutMs / 1000} s`);
}

/**
 * `dataDir` starts the server on an existing data folder (a restart on the same shop: no new seed) and leaves it
 * in place on stop; its owner deletes it. Without it every start gets a fresh folder, deleted on stop. `main` is
 * the built server to run (the bench measures another checkout's build with it); `pid` is that process's.
 * `logFile` sends the server's output to that file instead of this process (the bench's loads log a lot, and
 * reading it here would take CPU from the load generator).
 * @param {{ env?: Record<string, string>, timeoutMs?: number, dataDir?: string, main?: string, logFile?: string }} [opts]
 * @returns {Promise<{ baseUrl: string, port: number, pid: number, dataDir: string, readyMs: number, log: () => string, stop: () => Promise<void> }>}
 */
export async function startServer({ env = {}, timeoutMs = 90_000, dataDir: given, main = SERVER_MAIN, logFile } = {}) {
  const port = await freePort();
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-data-'));
  if (given) fs.mkdirSync(given, { recursive: true });
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  if (!('REDIS_URL' in env)) delete childEnv.REDIS_URL;
  const started = Date.now();
  const logFd = logFile ? fs.openSync(logFile, 'a') : null;
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: os.tmpdir(), // the built server must not depend on the working directory
    env: childEnv,
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
  });
  if (logFd !== null) fs.closeSync(logFd);
  let output = '';
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const tail = () => (logFile ? fs.readFileSync(logFile, 'utf8').slice(-1_000_000) : output);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    outputs.delete(baseUrl);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (err) {
    await stop();
    err.message += `\n--- server output ---\n${tail().slice(-5000)}`;
    throw err;
  }
  outputs.set(baseUrl, tail);
  return { baseUrl, port, pid: child.pid, dataDir, readyMs: Date.now() - started, log: tail, stop };
}
