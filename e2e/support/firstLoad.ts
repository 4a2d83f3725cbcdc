import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import type { ScriptTransfer } from '../../packages/web/src/chunks/firstLoadBudget.js';

/**
 * Opens `url` in `page` and answers the JavaScript the page fetched until the login form shows and the
 * network is idle, each response gzipped as a server would send it.
 */
export async function scriptsFetchedBy(page: Page, url: string): Promise<ScriptTransfer[]> {
  const pending: Promise<ScriptTransfer | undefined>[] = [];
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' ||
      /javascript/.test(response.headers()['content-type'] ?? '');
    if (!isScript) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), gzipBytes: gzipSync(body).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(url);
  await page.getByTestId('login-submit').waitFor();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((transfer) => transfer !== undefined);
}
