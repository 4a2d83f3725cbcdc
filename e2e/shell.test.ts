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
