import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { lastMailedCode } from './outbox.js';

/** The password every test account is registered with. */
export const TEST_PASSWORD = 'Passw0rd!';

/** Registers a personal account through the API (code read from the mail outbox). */
export async function registerAccount(
  request: APIRequestContext,
  user: { email: string; name: string },
): Promise<void> {
  const sent = await request.post('/user/sendEmail', { data: { email: user.email, type: 'register' } });
  expect((await sent.json()).state).toBe(200);
  await expect.poll(() => lastMailedCode(user.email), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  const registered = await request.post('/user/registered', {
    data: {
      email: user.email,
      code: lastMailedCode(user.email),
      name: user.name,
      password: createHash('sha256').update(TEST_PASSWORD).digest('hex'),
    },
  });
  expect((await registered.json()).state).toBe(200);
}

/** Logs in through the login page and waits for the project list. */
export async function logInThroughPage(page: Page, email: string): Promise<void> {
  await page.goto('/#/lg-reg/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(TEST_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/user\/index$/);
}

/** Calls the API in the page's session with the project header; expects state 200 and answers `data`. */
export async function projectCall(
  page: Page,
  projectId: number,
  url: string,
  data: unknown,
): Promise<unknown> {
  const answer = await page.request.post(url, { data, headers: { projectId: String(projectId) } });
  const body = (await answer.json()) as { state: number; data: unknown };
  expect(body.state, `${url} ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

/** Makes a project the current one (as the project list does) and opens a route of it. */
export async function enterProject(
  page: Page,
  projectId: number,
  name: string,
  route: string,
): Promise<void> {
  await page.evaluate(
    ([id, projectTitle]) => {
      localStorage.setItem('projectId', String(id));
      localStorage.setItem('projectName', String(projectTitle));
    },
    [projectId, name] as const,
  );
  await page.goto(`/#${route}`);
}

/** Creates a project through the API in the page's session (TC275 with Tasking unless told) and answers its id. */
export async function createProject(
  page: Page,
  name: string,
  target: { chip: string; compiler: string } = { chip: 'TC275', compiler: 'tasking' },
): Promise<number> {
  const data = (await projectCall(page, 0, '/vkproject/addData', { name, ...target })) as { id: number };
  return data.id;
}
