import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { testApp } from './helper.ts';

const HSTS = 'max-age=15552000; includeSubDomains';
const direct = await testApp();
const behindProxy = await testApp({
  config: { trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8' } as NodeJS.ProcessEnv).trustProxy },
});

/** A throwaway self-signed certificate for 127.0.0.1, made with the openssl command line. */
function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('Strict-Transport-Security', () => {
  it('is never sent over plain HTTP', async () => {
    for (const url of ['/api/common', '/', '/Admin/']) {
      const res = await direct.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  describe('over HTTPS straight to the server', () => {
    const server = https.createServer(selfSigned(), (req, res) => direct.app.routing(req, res));
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('is sent on API answers and pages alike', async () => {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const { port } = server.address() as AddressInfo;
      const headerOf = (url: string) =>
        new Promise<unknown>((resolve, reject) => {
          https
            .get({ host: '127.0.0.1', port, path: url, rejectUnauthorized: false }, (res) => {
              res.resume();
              resolve(res.headers['strict-transport-security']);
            })
            .on('error', reject);
        });
      expect(await headerOf('/api/common')).toBe(HSTS);
      expect(await headerOf('/')).toBe(HSTS);
    });
  });

  describe('behind a proxy TRUST_PROXY names (10.0.0.0/8)', () => {
    const call = (remoteAddress: string, proto: string) =>
      behindProxy.app.inject({
        method: 'GET',
        url: '/api/common',
        remoteAddress,
        headers: { 'x-forwarded-proto': proto, 'x-forwarded-for': '203.0.113.40' },
      });

    it('is sent when the proxy says the client came over HTTPS', async () => {
      expect((await call('10.1.2.3', 'https')).headers['strict-transport-security']).toBe(HSTS);
    });

    it('is not sent when the proxy says plain HTTP', async () => {
      expect((await call('10.1.2.3', 'http')).headers['strict-transport-security']).toBeUndefined();
    });

    it('is not sent for a forged X-Forwarded-Proto from an address that is not the proxy', async () => {
      expect((await call('192.0.2.77', 'https')).headers['strict-transport-security']).toBeUndefined();
      // Nor with no proxy trusted at all.
      const res = await direct.app.inject({
        method: 'GET',
        url: '/api/common',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });
});
