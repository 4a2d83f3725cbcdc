import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const serverSource = join(dirname(fileURLToPath(import.meta.url)), '..');
const repository = join(serverSource, '..', '..', '..');

/** The entries of the bundle: the server's thread scripts, and what tests load into them. */
const ENTRIES = {
  'embedded-database': join(serverSource, 'threads', 'embedded-database.ts'),
  work: join(serverSource, 'threads', 'work.ts'),
  // The load bench's clients, in a thread apart from the server they measure.
  'load-clients': join(serverSource, 'testing', 'load-clients.ts'),
  // Registers the throwaway module of `@ecuc/core/testing` in a work thread (tests name no shipped module).
  'throwaway-module': join(
    repository,
    'packages',
    'core',
    'src',
    'testing',
    'throwaway-module',
    'register.ts',
  ),
};

let bundled: Promise<string> | undefined;

/**
 * The server's worker-thread scripts bundled from their TypeScript sources (a worker thread runs JavaScript
 * only), once per test process, into `node_modules/.cache` so that their packages resolve. Entries share
 * chunks: the throwaway module registers itself in the same registry the work thread reads.
 */
export function testThreadScripts(): Promise<string> {
  bundled ??= (async () => {
    const out = join(repository, 'node_modules', '.cache', 'ecuc-server-threads', String(process.pid));
    mkdirSync(out, { recursive: true });
    const bundle = await rolldown({
      input: Object.fromEntries(Object.entries(ENTRIES).filter(([, path]) => existsSync(path))),
      platform: 'node',
      resolve: { conditionNames: ['source', 'import', 'node', 'default'] },
      tsconfig: join(serverSource, '..', 'tsconfig.json'),
      // Workspace packages come from their sources; everything else from node_modules as it is.
      external: (id) =>
        !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('@ecuc/') && !/^[A-Za-z]:/.test(id),
      logLevel: 'warn',
    });
    const { output } = await bundle.generate({ format: 'esm', dir: out, entryFileNames: '[name].js' });
    await bundle.close();
    for (const file of output)
      writeFileSync(join(out, file.fileName), file.type === 'chunk' ? file.code : file.source);
    return out;
  })();
  return bundled;
}
