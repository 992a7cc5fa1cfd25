// The reference beside each load: a bare Fastify route (reference-server.mjs, in its own process) that sends the
// bytes and headers the shop just answered for the same request. The shop's throughput divided by the reference's
// is what the shop's own work costs on top of HTTP on this machine, in the same run.
import http from 'node:http';
import path from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/lib/server.mjs';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reference-server.mjs');

/** What a browser sends: the shop may compress for it, and the reference then sends the same compressed bytes. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br', 'accept-language': 'zh-cn' };

/** Headers that belong to one connection or one moment, which the reference's own HTTP stack sets. */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One raw answer (no decompression: fetch would undo the shop's encoding): status, headers and body bytes. */
export function capture(baseUrl, urlPath, headers = BROWSER_HEADERS) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}${urlPath}`, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const kept = {};
        for (const [k, v] of Object.entries(res.headers)) if (!HOP_BY_HOP.has(k)) kept[k] = v;
        resolve({ status: res.statusCode, headers: kept, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(120_000, () => req.destroy(new Error(`GET ${urlPath} took over 120 s`)));
  });
}

/** Starts the reference process; `answer(captured)` makes it send those bytes to every GET until the next call. */
export async function startReference() {
  const port = await freePort();
  const child = fork(SERVER, [], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m?.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve();
      };
      const onExit = (code) => reject(new Error(`the reference server exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  await next('listening');
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async answer({ status, headers, body }) {
      const set = next('set');
      child.send({ type: 'answer', status, headers, body: body.toString('base64') });
      await set;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
