#!/usr/bin/env node
// Entry of the `ecuc` command. Runs the bundled CLI (dist/ecuc.js, made by `npm run build`); a fresh
// checkout without it builds it first: the TypeScript build (the server that `ecuc admin` loads) and
// the bundle.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const entry = join(here, '..', 'dist', 'ecuc.js');
if (!existsSync(entry)) {
  const { execFileSync } = await import('node:child_process');
  const root = join(here, '..', '..', '..');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', join(here, '..')],
    {
      stdio: 'inherit',
    },
  );
  execFileSync(process.execPath, [join(here, '..', 'bundle.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const { main } = await import(entry);
process.exitCode = await main(process.argv.slice(2));
