/// <reference types="node" />
/**
 * First load: the JavaScript the login page (`#/login`) fetches from the production build, in Debian's
 * Chromium, against the budget, beside what loading every chunk would cost. Builds nothing: run
 * `npm run build:web` first (skipped when `packages/web/dist` is missing).
 */
import { afterAll, bench, describe } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { scriptsFetchedBy } from '../../../e2e/support/firstLoad.js';
import { FIRST_LOAD_BUDGET_BYTES, kilobytes, totalGzipBytes } from './chunks/firstLoadBudget.js';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** dist/ on 127.0.0.1 as the server serves it; every other path answers 404 (the login page calls no API). */
async function serveDist(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(dist, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dist) || !existsSync(file) || !extname(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every JavaScript file of the build, gzipped: what loading everything would cost. */
function everyChunk(): { files: number; bytes: number } {
  const scripts = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  const bytes = scripts.reduce(
    (sum, name) => sum + gzipSync(readFileSync(join(dist, 'assets', name))).length,
    0,
  );
  return { files: scripts.length, bytes };
}

const built = existsSync(join(dist, 'index.html')) && existsSync(CHROMIUM);

describe.skipIf(!built)('first load of the production build (login page)', async () => {
  const site = await serveDist();
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  afterAll(async () => {
    await browser.close();
    await site.close();
  });

  const openLogin = async () => {
    const page = await browser.newPage();
    try {
      return await scriptsFetchedBy(page, `${site.url}/#/login`);
    } finally {
      await page.close();
    }
  };

  const scripts = await openLogin();
  const firstLoad = totalGzipBytes(scripts);
  const everything = everyChunk();
  console.log(
    [
      `first load (#/login): ${kilobytes(firstLoad)} gzipped JavaScript in ${scripts.length} files` +
        ` (budget ${kilobytes(FIRST_LOAD_BUDGET_BYTES)}: ${firstLoad < FIRST_LOAD_BUDGET_BYTES ? 'within' : 'OVER'})`,
      `every chunk of the build: ${kilobytes(everything.bytes)} gzipped in ${everything.files} files` +
        ` (the first load is ${Math.round((100 * firstLoad) / everything.bytes)} %)`,
    ].join('\n'),
  );

  bench(
    'open #/login in Chromium until the form shows and the network is idle',
    async () => {
      await openLogin();
    },
    {
      iterations: 3,
      time: 0,
      warmupIterations: 0,
      warmupTime: 0,
    },
  );
});
