import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BucketFileStore } from '../src/lib/bucket-file-store.ts';
import type { FileStore } from '../src/lib/file-store.ts';
import { LocalFileStore } from '../src/lib/local-file-store.ts';
import { parseStorageUrl } from '../src/lib/storage-url.ts';
import { loadConfig } from '../src/config.ts';
import { startTestBucket, type TestBucket } from './s3-server.ts';

describe('STORAGE_URL', () => {
  it('reads credentials, endpoint, bucket and region, path-style only where DNS cannot name the bucket', () => {
    expect(
      parseStorageUrl('https://AK%2Fx:s%2Bc%2Fret@oss-cn-hangzhou.aliyuncs.com/shop-pics?region=cn-hangzhou'),
    ).toEqual({
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      bucket: 'shop-pics',
      region: 'cn-hangzhou',
      accessKeyId: 'AK/x',
      secretAccessKey: 's+c/ret',
      pathStyle: false,
    });
    expect(parseStorageUrl('http://minio:minio123@127.0.0.1:9000/shop')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      pathStyle: true,
    });
    expect(parseStorageUrl('http://k:s@localhost:9000/shop/').pathStyle).toBe(true);
    expect(parseStorageUrl('https://k:s@minio.internal/shop?path_style=true').pathStyle).toBe(true);
  });

  it('stops the start on a typo', () => {
    for (const bad of [
      'oss-cn-hangzhou.aliyuncs.com/shop',
      'ftp://k:s@host/shop',
      'https://host/shop',
      'https://k:s@host/',
      'https://k:s@host/Shop_Pics',
      'https://k:s@host/a/b',
      'https://k:s@host/shop?regoin=cn-hangzhou',
      'https://k:s@host/shop?path_style=yes',
      'https://k:%E0%A4%A@host/shop',
    ]) {
      expect(() => loadConfig({ STORAGE_URL: bad }), bad).toThrow(/STORAGE_URL/);
    }
    expect(loadConfig({ STORAGE_URL: ' ' }).storageUrl).toBeUndefined();
  });
});

/** The same behaviour from both stores: what readers and writers rely on. */
function contract(name: string, open: () => Promise<FileStore>) {
  describe(name, () => {
    let store: FileStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('puts, reads, sizes, lists and deletes, private keys apart', async () => {
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5, 6]);
      await store.put('goods/2026-12-03/a.png', png, 'image/png');
      await store.put('goods/2026-12-03/a_300.png', png.subarray(0, 4), 'image/png');
      await store.put('private/crt/2026-12-03/k.pem', Buffer.from('-----BEGIN PRIVATE KEY-----'));
      expect(await store.read('goods/2026-12-03/a.png')).toEqual(png);
      expect(await store.size('goods/2026-12-03/a_300.png')).toBe(4);
      expect(await store.size('goods/2026-12-03/none.png')).toBeNull();
      expect(await store.read('goods/2026-12-03/none.png')).toBeNull();
      expect(await store.get('goods/2026-12-03/none.png')).toBeNull();

      const file = await store.get('goods/2026-12-03/a.png');
      expect(file).toMatchObject({ contentType: 'image/png', length: 10, size: 10 });
      file!.body.resume();
      const part = await store.get('goods/2026-12-03/a.png', { start: 2, end: 5 });
      const chunks: Buffer[] = [];
      for await (const c of part!.body) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks)).toEqual(png.subarray(2, 6));
      expect(part).toMatchObject({ length: 4, size: 10, range: { start: 2, end: 5 } });

      const all: string[] = [];
      for await (const k of store.list()) all.push(k);
      expect(all.sort()).toEqual([
        'goods/2026-12-03/a.png',
        'goods/2026-12-03/a_300.png',
        'private/crt/2026-12-03/k.pem',
      ]);
      const priv: string[] = [];
      for await (const k of store.list('private/')) priv.push(k);
      expect(priv).toEqual(['private/crt/2026-12-03/k.pem']);

      await store.delete('goods/2026-12-03/a_300.png');
      await store.delete('goods/2026-12-03/a_300.png');
      expect(await store.size('goods/2026-12-03/a_300.png')).toBeNull();
    });

    it('refuses keys that climb out, hide or are absolute', async () => {
      for (const key of ['../x.png', 'a/../../x', '/etc/passwd', '.env', 'a/.git/config', 'a//b', '', 'a\\b'])
        await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/storage key/);
    });
  });
}

let bucket: TestBucket;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-files-'));
beforeAll(async () => {
  bucket = await startTestBucket('store');
});
afterAll(async () => {
  await bucket?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

contract('the local folder', async () => new LocalFileStore(dataDir));
contract('an S3 bucket (s3rver)', async () => new BucketFileStore(parseStorageUrl(bucket.storageUrl)));

it('keeps the local layout: public keys under DATA_DIR/uploads, private ones under DATA_DIR/private', () => {
  expect(fs.existsSync(path.join(dataDir, 'uploads/goods/2026-12-03/a.png'))).toBe(true);
  expect(fs.existsSync(path.join(dataDir, 'private/crt/2026-12-03/k.pem'))).toBe(true);
  expect(fs.existsSync(path.join(dataDir, 'uploads/private'))).toBe(false);
});
