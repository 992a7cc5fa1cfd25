import { describe, expect, it, vi } from 'vitest';
import { CHUNK_FAILED, loadChunk } from './lazy-page.ts';

describe('page chunks', () => {
  it('resolves a chunk that arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }), 1000)).resolves.toEqual({ default: 1 });
  });

  it("rejects with 'Loading chunk failed' after the timeout", async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}), 120_000);
    const check = expect(pending).rejects.toThrow(CHUNK_FAILED);
    await vi.advanceTimersByTimeAsync(120_000);
    await check;
    vi.useRealTimers();
  });

  it('reports a failed network load with the same message', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow(CHUNK_FAILED);
  });
});
