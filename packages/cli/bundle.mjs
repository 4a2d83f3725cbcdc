#!/usr/bin/env node
// Bundles the `ecuc` command into packages/cli/dist/ecuc.js (what bin/ecuc.js runs): the CLI and the
// core it uses, from their TypeScript sources, in one file, so that start-up reads one module instead
// of some two hundred. Each command is its own chunk (dist/ecuc-<name>.js), loaded when the command
// runs; the server stays outside the bundle and is imported from its own dist by `ecuc admin` only.
//
// Run by `npm run build` (`build:cli`) and by bin/ecuc.js when the bundle is missing. Files are
// written under a temporary name and renamed, chunks first and the entry last, so that a command
// started while another one builds never loads half a file.
import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const cli = dirname(fileURLToPath(import.meta.url));
const out = join(cli, 'dist');
const ENTRY = 'ecuc.js';
const CHUNK_PREFIX = 'ecuc-';
const READERS =
  /cli[\\/]src[\\/](parse|source|formats|fileSystem|commandLine|usage)\.ts$|core[\\/]src[\\/](formats|i18n)[\\/]|[\\/](messages)\.ts$|node_modules[\\/](saxes|xmlchars)[\\/]/;

export async function bundleCli() {
  const started = performance.now();
  const bundle = await rolldown({
    input: { ecuc: join(cli, 'src', 'main.ts') },
    platform: 'node',
    // The workspace packages' `source` condition points at their TypeScript.
    resolve: { conditionNames: ['source', 'import', 'node', 'default'] },
    tsconfig: join(cli, 'tsconfig.json'),
    // The server (Fastify, PGlite, argon2...) keeps its own files and paths; only `admin` loads it.
    external: [/^node:/, /^@ecuc\/server(\/|$)/],
    logLevel: 'warn',
  });
  const { output } = await bundle.generate({
    format: 'esm',
    dir: out,
    entryFileNames: '[name].js',
    chunkFileNames: `${CHUNK_PREFIX}[name].js`,
    // `ecuc parse` (and lint, convert...) read files: the command, the format readers and the message
    // catalogues they print with make one chunk, so that parsing a file loads two files in all.
    codeSplitting: { groups: [{ name: 'readers', test: READERS }] },
    minify: true,
    sourcemap: false,
  });
  await bundle.close();

  const written = new Set();
  const write = (file) => {
    const target = join(out, file.fileName);
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, file.type === 'chunk' ? file.code : file.source);
    renameSync(temporary, target);
    written.add(file.fileName);
  };
  for (const file of output) if (file.fileName !== ENTRY) write(file);
  for (const file of output) if (file.fileName === ENTRY) write(file);
  // Chunks of an earlier build that this one no longer has.
  for (const name of readdirSync(out)) {
    if (name.startsWith(CHUNK_PREFIX) && name.endsWith('.js') && !written.has(name)) rmSync(join(out, name));
  }
  const size = output.reduce((n, file) => n + (file.type === 'chunk' ? file.code.length : 0), 0);
  return { files: written.size, bytes: size, ms: performance.now() - started };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, bytes, ms } = await bundleCli();
  process.stdout.write(
    `ecuc bundled: packages/cli/dist/${ENTRY} and ${files - 1} command chunks, ` +
      `${(bytes / 1024).toFixed(0)} KB, ${ms.toFixed(0)} ms\n`,
  );
}
