#!/usr/bin/env node
// Entry of the `ecuc` command. Runs the compiled CLI; builds it first when a fresh checkout has no dist yet.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const entry = join(here, '..', 'dist', 'main.js');
if (!existsSync(entry)) {
  const root = join(here, '..', '..', '..');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', join(here, '..')],
    {
      stdio: 'inherit',
    },
  );
}
const { main } = await import(entry);
process.exitCode = await main(process.argv.slice(2));
