import { isIP } from 'node:net';

/** Where the bucket is and how to reach it, from STORAGE_URL. */
export interface BucketLocation {
  /** `https://host[:port]` (or `http://` for a local MinIO or s3rver). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`. */
  pathStyle: boolean;
}

/** S3's own rule for bucket names (OSS and COS follow it): 3-63 lower-case letters, digits, dots and dashes. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;

const fail = (why: string): never => {
  throw new Error(`STORAGE_URL: ${why} (expected https://ACCESS_KEY:SECRET@endpoint[:port]/bucket?region=…)`);
};

/**
 * Parses `https://ACCESS_KEY:SECRET@endpoint[:port]/bucket?region=cn-hangzhou[&path_style=true]`. Credentials are
 * percent-encoded (a secret may hold `/` or `+`). Path-style addressing for an IP address or `localhost` (a MinIO
 * or s3rver has no wildcard DNS), virtual-hosted otherwise, since OSS refuses path-style requests.
 * Anything else is an error, so a typo stops the start instead of the first upload.
 */
export function parseStorageUrl(raw: string): BucketLocation {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return fail('not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    fail(`the scheme must be https or http, not ${url.protocol}`);
  let accessKeyId = '';
  let secretAccessKey = '';
  try {
    accessKeyId = decodeURIComponent(url.username);
    secretAccessKey = decodeURIComponent(url.password);
  } catch {
    fail('the credentials are not properly percent-encoded');
  }
  if (!accessKeyId || !secretAccessKey) fail('the access key and the secret are missing');
  const bucket = url.pathname.replace(/^\/|\/$/g, '');
  if (!BUCKET.test(bucket) || bucket.includes('..')) fail(`"${bucket}" is not a bucket name (3-63 of a-z 0-9 . -)`);
  const allowed = new Set(['region', 'path_style']);
  for (const key of url.searchParams.keys()) if (!allowed.has(key)) fail(`unknown option "${key}"`);
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!REGION.test(region)) fail(`"${region}" is not a region`);
  const pathStyleOption = url.searchParams.get('path_style');
  if (pathStyleOption !== null && pathStyleOption !== 'true' && pathStyleOption !== 'false')
    fail('path_style is true or false');
  if (url.hash) fail('no #fragment');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const pathStyle = pathStyleOption === null ? isIP(host) !== 0 || host === 'localhost' : pathStyleOption === 'true';
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    pathStyle,
  };
}

/** STORAGE_URL with the secret replaced, for logs and command output. */
export function describeBucket(b: BucketLocation): string {
  return `${b.endpoint}/${b.bucket} (${b.region}${b.pathStyle ? ', path-style' : ''})`;
}
