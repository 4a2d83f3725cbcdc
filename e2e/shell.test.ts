import { expect, test } from '@playwright/test';
import { keepScreen } from './support/screens.js';

test('/ lands on the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/lg-reg\/login$/);
  await expect(page.getByTestId('login-email')).toBeVisible();
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await keepScreen(page, 'login-zh');
});

test('switching to English survives a reload', async ({ page }) => {
  await page.goto('/#/lg-reg/login');
  await expect(page.getByText('欢迎使用 ECUC Studio')).toBeVisible();
  await page.getByRole('button', { name: /简体中文/ }).hover();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Welcome to ECUC Studio')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Welcome to ECUC Studio')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en_us');
  await keepScreen(page, 'login-en');
});

test('an unknown route shows the page-does-not-exist page with a link back to login', async ({ page }) => {
  await page.goto('/#/no/such/page');
  const back = page.getByRole('link', { name: /返回登录|Back to login/ });
  await expect(back).toBeVisible();
  await keepScreen(page, 'page-missing');
  await back.click();
  await expect(page).toHaveURL(/#\/lg-reg\/login$/);
});

test('the server answers the API contract on the same origin', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  const openApi = await request.get('/openapi.json');
  expect(Object.keys((await openApi.json()).paths).length).toBeGreaterThan(20);
  const login = await request.post('/user/login', { data: {} });
  expect((await login.json()).state).toBe(1030);
});

test('the app arrives compressed, its hashed files cached a year and its page asked again each time', async ({
  page,
}) => {
  const scripts: { encoding?: string; cache?: string; bytes: number }[] = [];
  page.on('response', (response) => {
    if (!/\/assets\/[^/]+\.js$/.test(response.url())) return;
    const headers = response.headers();
    scripts.push({
      encoding: headers['content-encoding'],
      cache: headers['cache-control'],
      bytes: Number(headers['content-length'] ?? 0),
    });
  });
  const document = await page.goto('/');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByTestId('login-email')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    // Chromium asks for br and gzip; the server sends the precompressed file rather than the plain one (the
    // build compresses files of 1 KiB and more).
    if (script.encoding === undefined) expect(script.bytes).toBeLessThan(1024);
    else expect(['br', 'gzip']).toContain(script.encoding);
    expect(script.cache).toBe('public, max-age=31536000, immutable');
  }
  expect(scripts.filter((script) => script.encoding !== undefined).length).toBeGreaterThan(0);
  // A second visit takes the scripts from the browser's cache: the server is asked for the page only.
  await page.goto('/');
  await expect(page.getByTestId('login-email')).toBeVisible();
  const servedAgain = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(servedAgain.length).toBeGreaterThan(0);
  expect(servedAgain.every((bytes) => bytes === 0)).toBe(true);
});
