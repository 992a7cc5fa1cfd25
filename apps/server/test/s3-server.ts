import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client } from '../src/lib/bucket-file-store.ts';

export interface TestBucket {
  /** A STORAGE_URL for the bucket: `http://S3RVER:S3RVER@127.0.0.1:<port>/<bucket>` (path-style, as for an IP). */
  storageUrl: string;
  bucket: string;
  /** Writes an object as any S3 client could, bypassing the shop's key rules. */
  putRaw(key: string, body: string): Promise<void>;
  /** Another empty bucket on the same server, with its STORAGE_URL. */
  another(): Promise<{ storageUrl: string; bucket: string }>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials (it checks signatures, so the SDK signs as for any S3). */
const KEY = 'S3RVER';

/**
 * A real S3-protocol server (s3rver) on a loopback port with one empty bucket, its objects in a temporary folder.
 * Every request goes over HTTP through the AWS SDK as against MinIO, OSS or S3.
 */
export async function startTestBucket(name = 'shop'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const bucketName = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;
  const bucket = bucketName(name);
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const urlOf = (b: string) => `http://${KEY}:${KEY}@127.0.0.1:${port}/${b}`;
  const client = s3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    pathStyle: true,
    accessKeyId: KEY,
    secretAccessKey: KEY,
  });
  return {
    storageUrl: urlOf(bucket),
    bucket,
    async putRaw(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async another() {
      const b = bucketName(name);
      await client.send(new CreateBucketCommand({ Bucket: b }));
      return { storageUrl: urlOf(b), bucket: b };
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
