import { expect, test } from '@playwright/test';
import {
  FIRST_LOAD_BUDGET_BYTES,
  kilobytes,
  totalGzipBytes,
} from '../packages/web/src/chunks/firstLoadBudget.js';
import { scriptsFetchedBy } from './support/firstLoad.js';

test('the login page fetches less JavaScript than the first-load budget', async ({ page }) => {
  const scripts = await scriptsFetchedBy(page, '/#/login');
  const total = totalGzipBytes(scripts);
  const files = scripts.map((script) => `${kilobytes(script.gzipBytes)}  ${new URL(script.url).pathname}`);
  expect(scripts.length).toBeGreaterThan(1);
  expect(total, `first load ${kilobytes(total)} gzipped:\n${files.join('\n')}`).toBeLessThan(
    FIRST_LOAD_BUDGET_BYTES,
  );
  // Nothing of the pages behind the login comes with it.
  expect(scripts.map((script) => script.url).join(' ')).not.toMatch(
    /ModuleEditor|MainLayout|AppFrame|OsScreens/,
  );
});
