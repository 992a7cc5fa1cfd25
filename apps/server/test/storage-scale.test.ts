import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from './helper.ts';
import { multipart } from './multipart.ts';
import { startTestBucket, type TestBucket } from './s3-server.ts';
import { twoInstances, type TwoInstances } from './two-instances.ts';

/**
 * Pictures shared through the bucket: uploaded through one instance, served by the other. Runs in the PostgreSQL
 * pass where Redis is configured too, as scale-out.test.ts.
 */
const redisUrl = process.env.REDIS_URL;

describe.runIf(onPostgres && !!redisUrl)('two instances sharing one bucket', () => {
  let s3: TestBucket;
  let two: TwoInstances;

  beforeAll(async () => {
    s3 = await startTestBucket('scale');
    two = await twoInstances({
      redisUrl: redisUrl!,
      name: 'storage',
      postgres: true,
      config: { storageUrl: s3.storageUrl },
    });
  }, 120_000);

  afterAll(async () => {
    await two?.close();
    await s3?.close();
  });

  it('serve through B the picture and thumbnail uploaded through A', async () => {
    const login = await fetch(`${two.a.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=13800000000&password=123456&provider=users',
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const option = JSON.stringify({ width: 500, height: 500, thumb: [[150, 150]] });
    const { payload, headers } = multipart({ name: 'goods', option }, [{ filename: 'p.png', data: png }]);
    const up = await fetch(`${two.a.base}/api/uploads`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: payload,
    });
    const url = ((await up.json()) as { data: string }).data;
    expect(url).toMatch(/^\/uploads\/goods\/.+\.png$/);
    // Nothing on the instances' disk: B can only have it from the bucket.
    expect(fs.existsSync(path.join(two.dataDir, url))).toBe(false);

    for (const [u, width] of [
      [url, 500],
      [url.replace(/\.png$/, '_150.png'), 150],
    ] as const) {
      const res = await fetch(`${two.b.base}${u}`);
      expect(res.status, u).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width, u).toBe(width);
    }
  });
});
