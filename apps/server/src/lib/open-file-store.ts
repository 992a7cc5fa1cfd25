import type { AppConfig } from '../config.ts';
import { BucketFileStore } from './bucket-file-store.ts';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { parseStorageUrl } from './storage-url.ts';

/** The bucket of STORAGE_URL when set, else the local DATA_DIR folders. */
export function openFileStore(config: Pick<AppConfig, 'dataDir' | 'storageUrl'>): FileStore {
  return config.storageUrl
    ? new BucketFileStore(parseStorageUrl(config.storageUrl))
    : new LocalFileStore(config.dataDir);
}
