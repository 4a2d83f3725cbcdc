import { expect, test, type Page } from '@playwright/test';
import { lastMailedCode } from './support/outbox.js';
import { keepScreen } from './support/screens.js';

const email = `driver.${Date.now()}@example.com`;
const password = 'Passw0rd!';

async function logIn(page: Page, address: string, typed: string): Promise<void> {
  await page.goto('/#/lg-reg/login');
  await page.getByTestId('login-email').fill(address);
  await page.getByTestId('login-password').fill(typed);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/user\/index$/);
}

async function logOut(page: Page): Promise<void> {
  await page.locator('.app-header').getByRole('button').last().hover();
  await page.getByRole('menuitem', { name: /退出登录|Log out/ }).click();
  await expect(page).toHaveURL(/#\/lg-reg\/login$/);
}

test.describe.configure({ mode: 'serial' });

test('registers a personal account with the mailed code, logs in, sees the project list, logs out', async ({
  page,
}) => {
  await page.goto('/#/lg-reg/personnal');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('send-code').click();
  await expect.poll(() => lastMailedCode(email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  await page.getByTestId('register-code').fill(lastMailedCode(email));
  await page.getByTestId('register-name').fill('Zhang');
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirm').fill(password);
  // The terms open to be read, and reading them neither ticks the box nor leaves the form.
  await page.getByTestId('register-terms').click();
  const terms = page.locator('.ant-modal').filter({ hasText: '《用户服务协议》' });
  await expect(terms).toContainText('ISO 26262');
  await keepScreen(page, 'register-terms');
  await terms.locator('.ant-modal-close').click();
  await expect(terms).toBeHidden();
  await expect(page.getByTestId('register-agreement')).not.toBeChecked();
  await expect(page.getByTestId('register-name')).toHaveValue('Zhang');
  await page.getByTestId('register-agreement').check();
  await keepScreen(page, 'register-personal');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/#\/lg-reg\/login$/);

  await logIn(page, email, password);
  await expect(page.getByRole('tab', { name: /我的项目|My Project/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /我参与的|参与|Participate/ })).toBeVisible();
  await keepScreen(page, 'project-list-empty');
  await logOut(page);
});

test('logs in again in English', async ({ page }) => {
  await page.goto('/#/lg-reg/login');
  await page.evaluate(() => localStorage.setItem('language', 'en_us'));
  await page.reload();
  await expect(page.getByText('Welcome to ECUC Studio')).toBeVisible();
  await logIn(page, email, password);
  await expect(page.getByRole('tab', { name: 'My Project' })).toBeVisible();
  await keepScreen(page, 'project-list-en');
  await logOut(page);
});

test('the sidebar collapses below 1300 px', async ({ page }) => {
  await logIn(page, email, password);
  const created = await page.request.post('/vkproject/addData', {
    data: { name: 'Sidebar ECU', chip: 'TC275', compiler: 'tasking' },
  });
  const projectId = (await created.json()).data.id as number;
  await page.evaluate((id) => localStorage.setItem('projectId', String(id)), projectId);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/#/main/workspace');
  const sider = page.locator('.ant-layout-sider').first();
  await expect(sider).toBeVisible();
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(230);
  await keepScreen(page, 'workspace-wide');
  await page.setViewportSize({ width: 1200, height: 900 });
  await expect.poll(async () => (await sider.boundingBox())?.width).toBeLessThan(100);
  await keepScreen(page, 'workspace-narrow');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(230);
});
