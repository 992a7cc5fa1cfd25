/**
 * `npm run uploads:to-bucket`: copies DATA_DIR/uploads and DATA_DIR/private into the bucket of STORAGE_URL
 * (docs/storage.md). Idempotent: files already in the bucket with the same size are skipped.
 */
import { loadConfig } from '../config.ts';
import { BucketFileStore } from '../lib/bucket-file-store.ts';
import { LocalFileStore } from '../lib/local-file-store.ts';
import { describeBucket, parseStorageUrl } from '../lib/storage-url.ts';
import { copyFiles } from './uploads-to-bucket.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.storageUrl) {
    console.error('STORAGE_URL is not set: it names the bucket to copy DATA_DIR/uploads into (docs/storage.md).');
    return 2;
  }
  const location = parseStorageUrl(config.storageUrl);
  const from = new LocalFileStore(config.dataDir);
  const to = new BucketFileStore(location);
  console.log(`copying ${config.dataDir}/{uploads,private} to ${describeBucket(location)}`);
  try {
    const c = await copyFiles(from, to);
    const mb = (c.bytes / 1024 / 1024).toFixed(1);
    console.log(`copied ${c.copied} files (${mb} MB), skipped ${c.skipped} already in the bucket`);
    return 0;
  } finally {
    await to.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
