/** A lazily loaded page chunk that takes longer than this counts as failed (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A JavaScript chunk that failed to load or did not load in time. */
export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Wraps a dynamic import: a rejection becomes a ChunkLoadError, and so does an import that has not
 * settled after `timeoutMs`.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`chunk not loaded after ${timeoutMs} ms`, true));
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ChunkLoadError
            ? error
            : new ChunkLoadError(error instanceof Error ? error.message : String(error), false),
        );
      },
    );
  });
}

/** Whether a Vite preload failure (event `vite:preloadError`) concerns a stylesheet. */
export function isStylesheetPreloadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /\bcss\b|stylesheet/i.test(message);
}
