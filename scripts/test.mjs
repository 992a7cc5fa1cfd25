// `npm test`: every check of the repository, in order, stopping at the first failure.
//
//   1. typecheck   turbo run typecheck (every workspace) + the Storybook config
//   2. lint        eslint . (type-aware)
//   3. unit        each workspace's vitest suite, one workspace at a time (the server's on PGlite)
//   4. postgres    the server suite again on PostgreSQL (TEST_DATABASE=postgres) when DATABASE_URL is set;
//                  REDIS_URL, when set too, lets the scale-out tests run
//   5. build       the production builds (turbo run build) and the Storybook build
//   6. e2e         the browser journeys (e2e/run.mjs) against the built server
//
// Test cases are counted from vitest's JSON reporter and the e2e harness's JSON summary. The last line printed
// is `N passed, N failed`; a failed step that is not a test run (typecheck, lint, build) counts as one failure.
// Options: `npm test -- --only unit,e2e` or `npm test -- --skip build,e2e` (step names as above).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './builds.mjs';

const args = process.argv.slice(2);
const listArg = (flag) => {
  const i = args.indexOf(flag);
  return i >= 0 && args[i + 1] ? new Set(args[i + 1].split(',')) : null;
};
const only = listArg('--only');
const skip = listArg('--skip') ?? new Set();

// One task per core: eight type checkers at once on two cores only thrash.
const CONCURRENCY = `--concurrency=${Math.max(1, os.availableParallelism())}`;
/** ESLint threads: one per core, at most four (each holds a TypeScript program of the repository). */
const LINT_THREADS = String(Math.min(4, Math.max(1, os.availableParallelism())));
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
const baseEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
};

/** Runs a command with inherited output; resolves to its exit code. */
function run(cmd, cmdArgs, { cwd = ROOT, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd, env: { ...baseEnv, ...env }, stdio: 'inherit' });
    child.on('error', (err) => {
      process.stderr.write(`cannot run ${cmd}: ${err.message}\n`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Workspaces (apps/*, packages/*) that have a test script, packages first. */
function testWorkspaces() {
  const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const dirs = [];
  for (const pattern of root.workspaces) {
    const base = pattern.replace(/\/\*$/, '');
    const parent = path.join(ROOT, base);
    if (!fs.existsSync(parent)) continue;
    for (const name of fs.readdirSync(parent).sort()) {
      const pkgFile = path.join(parent, name, 'package.json');
      if (!fs.existsSync(pkgFile)) continue;
      const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
      if (pkg.scripts?.test) dirs.push({ name: pkg.name, dir: path.join(parent, name), group: base });
    }
  }
  return dirs.sort((a, b) => (a.group === b.group ? 0 : a.group === 'packages' ? -1 : 1));
}

/** Runs one workspace's vitest suite with the JSON reporter beside the default one; returns counts. */
async function vitest(ws, label, env = {}) {
  const out = path.join(tmp, `${label.replace(/[^a-z0-9]+/gi, '_')}.json`);
  const code = await run(
    'npm',
    [
      'run',
      'test',
      '--silent',
      '-w',
      ws.name,
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { env },
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = r.numPassedTests ?? 0;
    failed = r.numFailedTests ?? 0;
    skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    // A suite that fails to load (syntax error, failing hook) has no failed test but a failed file.
    if (code !== 0 && failed === 0) failed = Math.max(1, r.numFailedTestSuites ?? 0);
  } else if (code !== 0) {
    failed = 1;
  }
  return { code, passed, failed, skipped };
}

const steps = [
  {
    name: 'typecheck',
    async run() {
      const code = await run(bin('turbo'), [
        'run',
        'typecheck',
        CONCURRENCY,
        '--continue',
        '--output-logs=errors-only',
      ]);
      if (code !== 0) return { code };
      return { code: await run(bin('tsc'), ['--noEmit', '-p', '.storybook']) };
    },
  },
  // Type-aware linting of the whole repository took 215 s on one thread of a 2-core machine, 106 s on two (5.5 GB
  // resident at most).
  { name: 'lint', run: async () => ({ code: await run(bin('eslint'), ['.', '--concurrency', LINT_THREADS]) }) },
  {
    name: 'unit',
    async run() {
      const total = { code: 0, passed: 0, failed: 0, skipped: 0 };
      for (const ws of testWorkspaces()) {
        process.stdout.write(`\n── ${ws.name} ─────────────────────────────\n`);
        const r = await vitest(ws, ws.name);
        total.passed += r.passed;
        total.failed += r.failed;
        total.skipped += r.skipped;
        if (r.code !== 0) return { ...total, code: r.code, detail: `${ws.name} failed` };
      }
      return total;
    },
  },
  {
    name: 'postgres',
    async run() {
      if (!process.env.DATABASE_URL) return { code: 0, skippedStep: 'DATABASE_URL is not set' };
      const server = testWorkspaces().find((w) => w.name === '@shop/server');
      if (!server) return { code: 0, skippedStep: 'no server workspace' };
      process.stdout.write(
        `\n── @shop/server on PostgreSQL${process.env.REDIS_URL ? ' + Redis' : ''} ─────────────────────────────\n`,
      );
      return vitest(server, 'server-postgres', { TEST_DATABASE: 'postgres' });
    },
  },
  {
    name: 'build',
    async run() {
      const code = await run(bin('turbo'), ['run', 'build', CONCURRENCY, '--continue', '--output-logs=errors-only']);
      if (code !== 0) return { code };
      return { code: await run(bin('storybook'), ['build', '--quiet', '-o', path.join(tmp, 'storybook-static')]) };
    },
  },
  {
    name: 'e2e',
    async run() {
      const out = path.join(tmp, 'e2e.json');
      const code = await run(process.execPath, [path.join(ROOT, 'e2e/run.mjs'), '--json', out]);
      const r = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : { passed: 0, failed: code ? 1 : 0 };
      return { code, passed: r.passed, failed: code !== 0 && !r.failed ? 1 : r.failed, skipped: r.skipped ?? 0 };
    },
  },
];

const started = Date.now();
const results = [];
let failedStep = null;
for (const step of steps) {
  if ((only && !only.has(step.name)) || skip.has(step.name)) {
    results.push({ name: step.name, status: 'skipped', note: 'not selected' });
    continue;
  }
  if (failedStep) {
    results.push({ name: step.name, status: 'skipped', note: `after ${failedStep} failed` });
    continue;
  }
  process.stdout.write(`\n━━ ${step.name} ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n`);
  const t0 = Date.now();
  const r = await step.run();
  const seconds = (Date.now() - t0) / 1000;
  process.stdout.write(`\n━━ ${step.name}: exit ${r.code} after ${seconds.toFixed(1)} s\n`);
  if (r.skippedStep) {
    results.push({ name: step.name, status: 'skipped', note: r.skippedStep, seconds });
    continue;
  }
  const ok = r.code === 0;
  results.push({ name: step.name, status: ok ? 'ok' : 'FAILED', seconds, ...r });
  if (!ok) failedStep = step.name;
}

let passed = 0;
let failed = 0;
let skippedTests = 0;
const lines = ['', '━━ summary ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━'];
for (const r of results) {
  passed += r.passed ?? 0;
  skippedTests += r.skipped ?? 0;
  // A failing step with no failed test case of its own (typecheck, lint, build) counts as one failure.
  const stepFailures = r.status === 'FAILED' ? Math.max(1, r.failed ?? 0) : (r.failed ?? 0);
  failed += stepFailures;
  const counts =
    r.passed !== undefined
      ? `  ${r.passed} passed, ${stepFailures} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`
      : '';
  const time = r.seconds !== undefined ? `${r.seconds.toFixed(1).padStart(6)} s` : '        ';
  lines.push(
    `  ${r.name.padEnd(10)} ${r.status.padEnd(8)} ${time}${counts}${r.note ? `  (${r.note})` : ''}${r.detail ? `  (${r.detail})` : ''}`,
  );
}
lines.push(
  `  total                ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s${skippedTests ? `  (${skippedTests} test cases skipped)` : ''}`,
);
lines.push('');
if (failedStep) lines.push(`npm test: ${failedStep} failed; later steps were not run.`);
lines.push(`${passed} passed, ${failed} failed`);
process.stdout.write(`${lines.join('\n')}\n`);
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(failed > 0 || failedStep ? 1 : 0);
