#!/usr/bin/env node
// `npm start`: builds what is missing or out of date (TypeScript packages, the web app), then serves
// the web app and the API on one origin (PORT, default 8080; HOST, default 127.0.0.1; DATA_DIR, default ./data).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (args, cwd = root) => execFileSync(process.execPath, args, { cwd, stdio: 'inherit' });

function newestMtime(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

run([
  join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
  '-b',
  'packages/core',
  'packages/server',
  'packages/cli',
]);

const webIndex = join(root, 'packages', 'web', 'dist', 'index.html');
const webSources = Math.max(
  newestMtime(join(root, 'packages', 'web')),
  newestMtime(join(root, 'packages', 'core', 'src')),
);
if (!existsSync(webIndex) || statSync(webIndex).mtimeMs < webSources) {
  run([join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], join(root, 'packages', 'web'));
}

await import(join(root, 'packages', 'server', 'dist', 'main.js'));
