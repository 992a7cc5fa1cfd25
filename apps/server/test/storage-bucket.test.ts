import { generateKeyPairSync } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configs } from '../src/db/schema/index.ts';
import { BucketFileStore } from '../src/lib/bucket-file-store.ts';
import { LocalFileStore } from '../src/lib/local-file-store.ts';
import { parseStorageUrl } from '../src/lib/storage-url.ts';
import { testApp } from './helper.ts';
import { multipart, type FilePart } from './multipart.ts';
import { startTestBucket } from './s3-server.ts';

/** The shop with STORAGE_URL on a real S3-protocol server (s3rver): every upload goes through the AWS SDK. */
const s3 = await startTestBucket('uploads');
const t = await testApp({ config: { storageUrl: s3.storageUrl } });
const bucket = new BucketFileStore(parseStorageUrl(s3.storageUrl));
afterAll(async () => {
  await bucket.close();
  await s3.close();
});

async function upload(url: string, token: string, fields: Record<string, string>, files: FilePart[]) {
  const { payload, headers } = multipart(fields, files);
  headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  return JSON.parse(res.body) as { code: number; data: unknown };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const thumbOf = (url: string, w: number) => url.replace(/\.png$/, `_${w}.png`);

let seller: string;
let admin: string;
let home: string;
let goodsUrl: string;
beforeAll(async () => {
  [seller, admin, home] = await Promise.all([
    t.login('seller', '18888888888'),
    t.login('admin', 'admin'),
    t.login('home', '13800000000'),
  ]);
  const option = { width: 800, height: 800, thumb: [[300, 300]] };
  const r = await upload('/api/Seller/uploads', seller, { name: 'goods', option: JSON.stringify(option) }, [
    { filename: 'shoe.png', data: await picture(1000, 800) },
  ]);
  expect(r.code).toBe(200);
  goodsUrl = r.data as string;
});

describe('uploads in an S3 bucket', () => {
  it('writes the picture and its thumbnails to the bucket, none to DATA_DIR', async () => {
    expect(goodsUrl).toMatch(/^\/uploads\/goods\/\d{4}-\d{2}-\d{2}\/[0-9a-f]{40}\.png$/);
    const main = await bucket.read(keyOf(goodsUrl));
    expect((await sharp(main!).metadata()).width).toBe(800);
    const thumb = await bucket.read(keyOf(thumbOf(goodsUrl, 300)));
    expect((await sharp(thumb!).metadata()).width).toBe(300);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', keyOf(goodsUrl)))).toBe(false);
  });

  it('serves them at the same address with the local folder’s headers; HEAD and a byte range work', async () => {
    const stored = (await bucket.read(keyOf(goodsUrl)))!;
    const res = await t.app.inject({ method: 'GET', url: goodsUrl });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(stored)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(stored.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    // The CSP that keeps an upload from running anything, as for the local folder.
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");

    const thumb = await t.app.inject({ method: 'GET', url: thumbOf(goodsUrl, 300) });
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/png']);

    const head = await t.app.inject({ method: 'HEAD', url: goodsUrl });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, String(stored.length), '']);

    const again = await t.app.inject({ method: 'GET', url: goodsUrl, headers: { 'if-none-match': res.headers.etag } });
    expect([again.statusCode, again.body]).toEqual([304, '']);

    const part = await t.app.inject({ method: 'GET', url: goodsUrl, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${stored.length}`);
    expect(part.rawPayload.equals(stored.subarray(0, 8))).toBe(true);
  });

  it('answers 404 for a missing key and never lists, climbs out or shows a dotfile', async () => {
    // Not a key the shop would write, but one a bucket may hold.
    await s3.putRaw('goods/.hidden', 'hidden');
    for (const url of [
      goodsUrl.replace(/[0-9a-f]{40}/, '0'.repeat(40)),
      '/uploads/',
      '/uploads/goods/',
      '/uploads/goods',
      '/uploads/goods/.hidden',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/..%2fgoods/x.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('hidden');
      expect(res.body, url).not.toContain('<ListBucketResult');
    }
  });

  it('keeps certificates in the private namespace, never served, yet read as payment keys', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const r = await upload('/api/Admin/uploads', admin, { name: 'crt', uploadType: 'uploadFile' }, [
      { filename: 'app_private_key.pem', data: Buffer.from(privateKey) },
    ]);
    expect(r.code).toBe(200);
    const key = r.data as string;
    expect(key).toMatch(/^private\/crt\/\d{4}-\d{2}-\d{2}\/[0-9a-f]{40}\.pem$/);
    expect((await bucket.read(key))?.toString()).toBe(privateKey);
    for (const url of [`/uploads/${key}`, `/${key}`, `/uploads/../${key}`, `/uploads/x/../${key}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('PRIVATE KEY');
    }
    // A public folder named like the namespace would mix pictures into it: refused.
    const named = await upload('/api/uploads', home, { name: 'private' }, [
      { filename: 'a.png', data: await picture(10, 10) },
    ]);
    expect(named.code).toBe(400);

    // The Alipay settings name the uploaded key: the server reads it from the bucket.
    const alipay = { alipayscan: { app_id: 'ali-s3', app_secret_cert: key, alipay_public_cert_path: publicKey } };
    await t.app.db
      .update(configs)
      .set({ content: JSON.stringify(alipay) })
      .where(eq(configs.name, 'pay'));
    const methods = async () =>
      (await t.call<string[]>('GET', '/api/user/order/payments', { token: home, query: { device: 'scan' } })).data;
    expect(await methods()).toContain('alipay');
    await bucket.delete(key);
    expect(await methods()).not.toContain('alipay');
  });
});

describe('npm run uploads:to-bucket', () => {
  // A small DATA_DIR of its own: the command's cost is its start, not the files.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-to-bucket-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Asynchronous: the bucket's server runs in this process and must answer the command meanwhile.
  const run = (storageUrl: string) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(path.resolve('../../node_modules/.bin/tsx'), ['src/ops/uploads-to-bucket-command.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, STORAGE_URL: storageUrl },
        timeout: 60_000,
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  it('copies DATA_DIR/uploads and private/ into the bucket, then skips what is there', async () => {
    const target = await s3.another();
    const local = new LocalFileStore(dataDir);
    const png = await picture(40, 30);
    const files: Record<string, Buffer> = {
      'goods/2026-12-01/a.png': png,
      'goods/2026-12-01/a_300.png': png.subarray(0, 50),
      'store/seed/logo.png': png,
      'private/crt/2026-12-01/key.pem': Buffer.from('-----BEGIN PRIVATE KEY-----\n'),
    };
    for (const [k, v] of Object.entries(files)) await local.put(k, v);
    const keys = Object.keys(files);

    const first = await run(target.storageUrl);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`copied ${keys.length} files`);
    expect(first.stdout).toContain('skipped 0 ');
    expect(first.stdout).not.toContain('S3RVER:');

    const copy = new BucketFileStore(parseStorageUrl(target.storageUrl));
    const listed: string[] = [];
    for await (const k of copy.list()) listed.push(k);
    expect(listed.sort()).toEqual(keys.sort());
    for (const k of keys) expect((await copy.read(k))?.equals(files[k]!), k).toBe(true);

    // An object that differs (a partial copy of an interrupted run) is copied again, the rest skipped.
    await copy.put('store/seed/logo.png', Buffer.from('partial'));
    const again = await run(target.storageUrl);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('copied 1 files');
    expect(again.stdout).toContain(`skipped ${keys.length - 1} already`);
    expect((await copy.read('store/seed/logo.png'))?.equals(png)).toBe(true);
    await copy.close();
  });

  it('refuses without STORAGE_URL and stops on a malformed one', async () => {
    expect((await run('')).status).toBe(2);
    const bad = await run('https://no-credentials.example.com/shop');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('STORAGE_URL');
  });
});
