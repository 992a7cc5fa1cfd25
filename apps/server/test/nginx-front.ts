import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed configuration, exactly as compose mounts it. */
const DEPLOY_NGINX = fileURLToPath(new URL('../../../deploy/nginx/', import.meta.url));

export const NGINX_MISSING = "nginx is missing: apt-get install -y nginx (Debian's package, as CI installs it)";

/** Debian's nginx (/usr/sbin is not on every PATH), else one on PATH; undefined when there is none. */
export function nginxBinary(): string | undefined {
  for (const dir of ['/usr/sbin', ...(process.env.PATH ?? '').split(path.delimiter)]) {
    const file = path.join(dir, 'nginx');
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

export interface NginxFront {
  /** http://127.0.0.1:<port> */
  base: string;
  /** What nginx wrote to stderr so far (its error log). */
  log(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

/**
 * deploy/nginx/shop.conf in front of `upstreams` (host:port): copied to a temporary prefix with the test's own
 * upstream.conf and only its `listen` line changed, then nginx in the foreground as a child process.
 */
export async function startNginx(binary: string, upstreams: string[]): Promise<NginxFront> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must reach the temp folders nginx makes in here.
  fs.chmodSync(prefix, 0o755);
  const port = await freePort();
  const conf = fs.readFileSync(path.join(DEPLOY_NGINX, 'shop.conf'), 'utf8');
  const listen = /^(\s*)listen 80;$/m;
  if (!listen.test(conf)) throw new Error('deploy/nginx/shop.conf: no `listen 80;` line for the test to replace');
  fs.writeFileSync(path.join(prefix, 'shop.conf'), conf.replace(listen, `$1listen 127.0.0.1:${port};`));
  fs.writeFileSync(path.join(prefix, 'upstream.conf'), upstreams.map((u) => `server ${u};\n`).join(''));

  const child = spawn(
    binary,
    [
      ...['-p', `${prefix}/`, '-e', 'stderr', '-c', path.join(prefix, 'shop.conf')],
      ...['-g', `daemon off; pid ${path.join(prefix, 'nginx.pid')}; error_log stderr;`],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await Promise.race([exit, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited) child.kill('SIGKILL');
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  const until = Date.now() + 10_000;
  while (!(await canConnect(port))) {
    if (exited || Date.now() > until) {
      await stop();
      throw new Error(`nginx did not start with deploy/nginx/shop.conf:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { base: `http://127.0.0.1:${port}`, log: () => stderr, stop };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came on the wire (never decompressed). */
  body: Buffer;
}

/**
 * One HTTP request with node:http, which leaves the body as sent (fetch would undo the content-encoding), from
 * `localAddress` when given (another loopback address than nginx's own 127.0.0.1).
 */
export function rawRequest(
  base: string,
  url: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
    agent?: http.Agent;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      { method: opts.method ?? 'GET', headers: opts.headers, localAddress: opts.localAddress, agent: opts.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}
