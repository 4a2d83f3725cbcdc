import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isStylesheetPreloadError, loadChunk } from './chunkLoad.js';

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands over a chunk that loads', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'page' }))).resolves.toEqual({ default: 'page' });
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const failure = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as ChunkLoadError).timedOut).toBe(false);
  });

  it('fails a chunk that has not loaded after 120000 ms', async () => {
    const outcome = loadChunk(() => new Promise<never>(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await outcome;
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as ChunkLoadError).timedOut).toBe(true);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
  });
});

describe('isStylesheetPreloadError', () => {
  it('tells CSS preload failures from script ones', () => {
    expect(isStylesheetPreloadError(new Error('Unable to preload CSS for /assets/os-1a2b.css'))).toBe(true);
    expect(
      isStylesheetPreloadError(new Error('Failed to fetch dynamically imported module: /assets/os.js')),
    ).toBe(false);
  });
});
