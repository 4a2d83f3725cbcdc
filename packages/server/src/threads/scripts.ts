import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The server's worker threads, each an entry of this folder. */
export type ThreadScript = 'embedded-database' | 'work';

/**
 * The file a worker thread runs: the compiled entry beside this one (`dist/threads/<name>.js`), or, when the
 * server runs from its TypeScript sources (tests), the same entry in the bundle `bundledDir` that
 * `testing/thread-scripts.ts` builds (a worker thread runs plain JavaScript only).
 */
export function threadScript(name: ThreadScript, bundledDir?: string): string {
  if (bundledDir) return join(bundledDir, `${name}.js`);
  if (import.meta.url.endsWith('.ts'))
    throw new Error(
      `the server runs from TypeScript sources: its worker threads need bundled scripts (threadScripts of the config)`,
    );
  return fileURLToPath(new URL(`./${name}.js`, import.meta.url));
}
