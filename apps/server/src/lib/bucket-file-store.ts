import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertKey,
  contentTypeOf,
  isPrivateKey,
  type ByteRange,
  type FileStore,
  type StoredFile,
} from './file-store.ts';
import type { BucketLocation } from './storage-url.ts';

/** Public objects are named at random and never rewritten: caches (a CDN in front of the bucket too) keep them. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

const notFound = (err: unknown): boolean =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

const rangeNotSatisfiable = (err: unknown): boolean =>
  err instanceof S3ServiceException && (err.name === 'InvalidRange' || err.$metadata.httpStatusCode === 416);

/** An SDK client for the bucket's endpoint (every S3 client of the shop and its tests is made here). */
export function s3Client(location: Omit<BucketLocation, 'bucket'>): S3Client {
  // The SDK's own switch for its notice that its versions from 2027 need Node 22 (printed once per process on
  // Node 20): the notice is for whoever upgrades the SDK, not for an operator reading the shop's log. An operator
  // who sets the variable keeps their choice.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.pathStyle,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    // The SDK waits forever by default: an unreachable bucket must fail a request, not hang it. Idle rather than
    // total time for the socket, so a large picture streamed to a slow phone is not cut off.
    requestHandler: { connectionTimeout: 5000, socketTimeout: 60_000 },
    // OSS and COS do not implement the newer optional CRC checksums (nor does s3rver).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Alibaba Cloud OSS, Tencent COS) through the official SDK.
 * Objects are written without an ACL, so they stay as private as the bucket (the shop serves the public ones
 * itself, docs/storage.md); private keys get `no-store` on top.
 */
export class BucketFileStore implements FileStore {
  readonly kind = 'bucket';
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(location: BucketLocation) {
    this.bucket = location.bucket;
    this.client = s3Client(location);
  }

  async put(key: string, data: Buffer, contentType = contentTypeOf(key)): Promise<void> {
    assertKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
        CacheControl: isPrivateKey(key) ? 'no-store' : PUBLIC_CACHE,
      }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    assertKey(key);
    const ask = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: ask }));
      const length = out.ContentLength ?? 0;
      // `bytes 0-99/1234`: present only when the range was served.
      const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(out.ContentRange ?? '');
      return {
        body: out.Body as Readable,
        contentType: out.ContentType || contentTypeOf(key),
        length,
        size: m ? Number(m[3]) : length,
        range: m ? { start: Number(m[1]), end: Number(m[2]) } : undefined,
        lastModified: out.LastModified,
        etag: out.ETag,
      };
    } catch (err) {
      if (notFound(err)) return null;
      // A range past the end: answer the whole file, as a server without Range support would.
      if (range && rangeNotSatisfiable(err)) return this.get(key);
      throw err;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const file = await this.get(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async size(key: string): Promise<number | null> {
    assertKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return out.ContentLength ?? 0;
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix = ''): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key) yield o.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
