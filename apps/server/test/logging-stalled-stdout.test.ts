import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres } from './helper.ts';

/**
 * The shop started as `npm start` starts it (src/main.ts: migrate, seed, listen, stop on SIGTERM), from the sources
 * through tsx because `npm test` runs this suite before anything is built, with a stdout nobody reads: a stalled
 * log collector or a parent that stopped reading. Logging must cost it some lines, never its answers or its stop.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
/** Each request logs its path: ~8 KB lines fill the 64 KB pipe and the log's own bounded backlog in a few hundred requests. */
const LONG_PATH = `/api/${'x'.repeat(8000)}`;
const REQUESTS = 1000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The status, or the reason there is none (timeout, refused). */
async function status(url: string, timeoutMs: number): Promise<number | string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status;
  } catch (err) {
    return String((err as Error).cause ?? err);
  }
}

/** Sends `count` requests, a few at a time; returns the ones that got no answer or an unexpected status. */
async function flood(url: string, count: number, expected: number): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const got = await status(url, 15_000);
      if (got !== expected) failures.push(String(got));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return failures;
}

function exited(
  child: ChildProcess,
  timeoutMs: number,
): Promise<{ code: number | null; signal: string | null } | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stalled-log-'));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Started on its own PGlite whatever the pass: the PostgreSQL pass would only repeat it.
describe.skipIf(onPostgres)('a server whose stdout nobody reads', () => {
  it('keeps answering, drops log lines instead of piling them up, and stops on SIGTERM', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JOBS: 'false',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'info',
      LOG_SAMPLE: '1',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    delete env.NODE_OPTIONS;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-20_000);
    });
    // Nothing reads stdout: no 'data' listener, and the stream stays paused.
    child.stdout!.pause();

    const base = `http://127.0.0.1:${port}`;
    // First start migrates an empty database: quick alone, minutes on a machine busy with other suites.
    const deadline = Date.now() + 300_000;
    while ((await status(`${base}/health`, 1000)) !== 200) {
      if (child.exitCode !== null)
        throw new Error(`the server exited (${child.exitCode}) before it was ready:\n${stderr}`);
      if (Date.now() > deadline) throw new Error(`the server was not ready within 300 s:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 200));
    }

    // Megabytes of log lines against a pipe that holds 64 KB: every request must still be answered.
    const failures = await flood(`${base}${LONG_PATH}`, REQUESTS, 404);
    expect(failures.slice(0, 5), `${failures.length} of ${REQUESTS} requests failed`).toEqual([]);
    expect(await status(`${base}/health`, 10_000)).toBe(200);

    // Once someone reads again, logging resumes and says how many lines it dropped meanwhile.
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout = (stdout + chunk.toString()).slice(-200_000);
    });
    child.stdout!.resume();
    const seen = Date.now() + 20_000;
    while (!/"dropped":\d+/.test(stdout) && Date.now() < seen) {
      await status(`${base}/health`, 10_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    const notice = stdout.split('\n').find((line) => /"dropped":\d+/.test(line));
    expect(notice, 'a line that counts the dropped lines').toBeDefined();
    expect((JSON.parse(notice!) as { dropped: number }).dropped).toBeGreaterThan(0);

    // Stalled again, then stopped: SIGTERM must end the process, whatever the log still holds.
    child.stdout!.removeAllListeners('data');
    child.stdout!.pause();
    const again = await flood(`${base}${LONG_PATH}`, REQUESTS, 404);
    expect(again.slice(0, 5), `${again.length} of ${REQUESTS} requests failed`).toEqual([]);
    child.kill('SIGTERM');
    const exit = await exited(child, 15_000);
    expect(exit, `still running 15 s after SIGTERM; stderr:\n${stderr}`).not.toBeNull();
    expect(exit!.code).toBe(0);
  }, 480_000);
});
