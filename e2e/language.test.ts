import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { createProject, registerAccount, TEST_PASSWORD } from './support/accounts.js';
import { animationsDone, keepScreen } from './support/screens.js';

/**
 * The server speaks the UI's language, whatever the browser's Accept-Language (Playwright's Chromium sends
 * en-US): a refused login shows the server's message in Chinese in the Chinese UI and in English after switching;
 * the project list writes its dates as the UI language does.
 */

const email = `languages.${Date.now()}@example.com`;
const projectName = `Language ECU ${Date.now()}`;

/** A date and time as the Chinese UI writes it (`2026/11/24 07:41:48`), and as the English one does. */
const CHINESE_DATE_TIME = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;
const ENGLISH_DATE_TIME = /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2} (AM|PM)$/;

async function tryWrongPassword(page: Page): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
}

/** The text of the creation time in the project list's row of the project. */
async function listedCreateTime(page: Page): Promise<string> {
  const row = page.getByRole('row').filter({ hasText: projectName });
  await expect(row).toBeVisible();
  const cells = await row.getByRole('cell').allInnerTexts();
  const time = cells.map((cell) => cell.trim()).find((cell) => /\d{2}:\d{2}:\d{2}/.test(cell));
  expect(time, cells.join(' | ')).toBeDefined();
  return time!;
}

test('server messages and dates follow the UI language', async ({ page }) => {
  await registerAccount(page.request, { email, name: 'Languages' });
  const login = await page.request.post('/user/login', {
    data: { email, password: createHash('sha256').update(TEST_PASSWORD).digest('hex') },
  });
  expect((await login.json()).state).toBe(200);
  await createProject(page, projectName);
  expect((await (await page.request.post('/user/exit')).json()).state).toBe(200);

  // The Chinese UI (the default) with a browser that asks for English: the server answers in Chinese.
  await page.goto('/#/lg-reg/login');
  await expect(page.getByText('欢迎使用 ECUC Studio')).toBeVisible();
  await tryWrongPassword(page);
  await expect(page.locator('.ant-message')).toContainText('邮箱或密码错误');
  await expect(page.locator('.ant-message')).not.toContainText('wrong e-mail or password');
  await animationsDone(page.locator('.ant-message'));
  await keepScreen(page, 'language-login-refused-zh');

  // Switched to English, the same refusal comes in English.
  await page.getByRole('button', { name: /简体中文/ }).hover();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Welcome to ECUC Studio')).toBeVisible();
  await tryWrongPassword(page);
  await expect(page.locator('.ant-message')).toContainText('wrong e-mail or password');
  await animationsDone(page.locator('.ant-message'));
  await keepScreen(page, 'language-login-refused-en');

  // The project list in English, then in Chinese: the same moment written as each language writes it.
  await page.getByTestId('login-password').fill(TEST_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/user\/index$/);
  const english = await listedCreateTime(page);
  expect(english).toMatch(ENGLISH_DATE_TIME);
  await keepScreen(page, 'language-project-list-en');

  await page.locator('.app-header').getByRole('button', { name: 'Language', exact: true }).hover();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('tab', { name: '我的项目' })).toBeVisible();
  await page.mouse.move(700, 500);
  const chinese = await listedCreateTime(page);
  expect(chinese).toMatch(CHINESE_DATE_TIME);
  const [, month, day, year, hour12, minute, second, half] =
    /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2}) (AM|PM)$/.exec(english)!;
  const hour = (Number(hour12) % 12) + (half === 'PM' ? 12 : 0);
  expect(chinese).toBe(`${year}/${month}/${day} ${String(hour).padStart(2, '0')}:${minute}:${second}`);
  await keepScreen(page, 'language-project-list-zh');
});
