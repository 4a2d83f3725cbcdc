import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A port of its own per run (set by the runner, inherited by its workers), so that several runs can share a machine.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
const port = Number(process.env.E2E_PORT);
// The config is loaded by the runner and again by each worker: the runner makes the data folder and the
// workers inherit it through the environment (tests read the mail outbox from it).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ecuc-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** End-to-end tests: Debian's Chromium (never a downloaded browser) against the real server on embedded PGlite. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.test.ts',
  // Per run, so that concurrent runs do not clean each other's results.
  outputDir: `artifacts/results/${process.env.E2E_PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node packages/server/dist/main.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Always a fresh embedded database: a DATABASE_URL of the environment (CI sets one for the server
      // tests) would carry data and rate-limit counts from run to run.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      BACKOFFICE_EMAIL: 'staff@ecuc.studio',
      BACKOFFICE_PASSWORD: 'backoffice-e2e',
    },
  },
});
