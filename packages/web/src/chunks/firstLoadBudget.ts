/**
 * The first load (the login page, `#/login`) fetches less JavaScript than this, counted gzipped, in bytes
 * (kB as Vite's build report counts them: 1 kB = 1000 bytes). Checked by `e2e/firstLoad.test.ts` on the
 * production build and measured by `src/firstLoad.bench.ts` (`npm run bench`).
 */
export const FIRST_LOAD_BUDGET_BYTES = 300_000;

/** A JavaScript response of a page load: where it came from and its size once gzipped. */
export interface ScriptTransfer {
  url: string;
  gzipBytes: number;
}

/** The total of a page load's JavaScript, each file counted once. */
export function totalGzipBytes(transfers: readonly ScriptTransfer[]): number {
  const byUrl = new Map(transfers.map((transfer) => [transfer.url, transfer.gzipBytes]));
  return [...byUrl.values()].reduce((sum, bytes) => sum + bytes, 0);
}

/** Bytes as Vite's report shows them: `292.3 kB`. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
