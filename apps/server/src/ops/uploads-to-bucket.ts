import type { FileStore } from '../lib/file-store.ts';

export interface CopyCounts {
  /** Files written to the target. */
  copied: number;
  /** Files already there with the same size. */
  skipped: number;
  /** Bytes written. */
  bytes: number;
}

/** Requests in flight at once: enough to hide a bucket's latency, few enough for any endpoint's limits. */
const PARALLEL = 8;

/**
 * Copies every file of `from` (public and private keys alike) to `to` under the same key, skipping the ones `to`
 * already holds with the same size. Stored names are random and never rewritten, so a same-sized object is the
 * same file: running it again copies nothing, and an interrupted run resumes where it stopped.
 */
export async function copyFiles(from: FileStore, to: FileStore): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, bytes: 0 };
  const keys = from.list()[Symbol.asyncIterator]();
  const worker = async () => {
    for (let next = await keys.next(); !next.done; next = await keys.next()) {
      const key = next.value;
      const [size, there] = await Promise.all([from.size(key), to.size(key)]);
      if (size === null) continue;
      if (there === size) {
        counts.skipped += 1;
        continue;
      }
      const data = await from.read(key);
      if (!data) continue;
      await to.put(key, data);
      counts.copied += 1;
      counts.bytes += data.length;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return counts;
}
