import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';
import { animationsDone, keepScreen } from './support/screens.js';
import { dialog, moduleBadgeCount, okButton } from './support/editor.js';

/** The acceptance of the generic module editor, live verification, the verification drawer and the download. */

const stamp = Date.now();
const author = { email: `editor.${stamp}@example.com`, name: 'Author' };
const colleague = { email: `colleague.${stamp}@example.com`, name: 'Colleague' };
const projectName = `NvM ECU ${stamp % 100000}`;

async function asUser(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInThroughPage(page, email);
  return page;
}

async function switchModule(page: Page, projectId: number, module: string, enabled: boolean) {
  await projectCall(page, projectId, '/module/updateData', { project: projectId, module, enabled });
}

test.describe.configure({ mode: 'serial' });

let projectId = 0;

test.beforeAll(async ({ request }) => {
  await registerAccount(request, author);
  await registerAccount(request, colleague);
});

test('edits NvM blocks with live verification, follows an error to its field, downloads once error-free', async ({
  page,
}) => {
  await logInThroughPage(page, author.email);
  projectId = await createProject(page, projectName);
  await switchModule(page, projectId, 'NvM', true);
  await enterProject(page, projectId, projectName, '/main/NvM');

  const editor = page.getByTestId('module-editor');
  await expect(editor).toBeVisible();
  await page.getByTestId('tab-NvMBlockDescriptor').click();
  await expect(page.getByTestId('table-NvMBlockDescriptor')).toBeVisible();
  // A freshly enabled NvM is valid: its first block has a length and the first free block id.
  await expect(page.getByTestId('row-name-NvMBlockDescriptor_0')).toBeVisible();
  await expect.poll(() => moduleBadgeCount(page)).toBe(0);

  // Add two blocks through Add >> dialogs: each starts with the next free block id.
  for (const [length, blockId] of [
    ['64', '3'],
    ['32', '4'],
  ] as const) {
    await page.getByTestId('add-NvMBlockDescriptor').click();
    const add = dialog(page, /添加 >> /);
    await expect(add).toBeVisible();
    await expect(add.getByTestId('param-NvMNvramBlockIdentifier')).toHaveValue(blockId);
    // The blank draft of an open Add dialog is not counted as findings.
    await expect.poll(() => moduleBadgeCount(page)).toBe(0);
    await add.getByTestId('param-NvMNvBlockLength').fill(length);
    await add.getByRole('button', { name: okButton }).click();
    await expect(add).toBeHidden();
  }
  await expect(page.getByTestId('row-name-NvMBlockDescriptor_1')).toBeVisible();
  await expect(page.getByTestId('row-name-NvMBlockDescriptor_2')).toBeVisible();
  await expect.poll(() => moduleBadgeCount(page)).toBe(0);
  await keepScreen(page, 'editor-nvm-blocks');

  // An invalid value: the validator speaks on blur and the badge reacts before saving.
  await page.getByTestId('row-name-NvMBlockDescriptor_1').click();
  const edit = dialog(page, /编辑 >> NvMBlockDescriptor_1/);
  await expect(edit).toBeVisible();
  const lengthField = edit.getByTestId('param-NvMNvBlockLength');
  await lengthField.fill('70000');
  await lengthField.press('Tab');
  await expect(edit.locator('.ant-form-item-explain-error')).toContainText('65535');
  await expect.poll(() => moduleBadgeCount(page)).toBe(1);
  await keepScreen(page, 'editor-invalid-value');
  await lengthField.fill('128');
  await lengthField.press('Tab');
  await expect(edit.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await expect.poll(() => moduleBadgeCount(page)).toBe(0);
  // The block id cleared and saved: a finding that stays.
  await edit.getByTestId('param-NvMNvramBlockIdentifier').fill('');
  await edit.getByTestId('param-NvMNvramBlockIdentifier').press('Tab');
  await edit.getByRole('button', { name: okButton }).click();
  await expect(edit).toBeHidden();
  await expect.poll(() => moduleBadgeCount(page)).toBe(1);

  // Only the Os generates code: an NvM error does not stop its download, and the message says what was checked.
  await switchModule(page, projectId, 'Os', true);
  await page.reload();
  await expect.poll(() => moduleBadgeCount(page)).toBe(1);
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  await page.getByTestId('panel-generate').click();
  await expect(page.getByText('下载完成（检查的模块：EcuC, Os）')).toBeVisible();
  await expect.poll(() => downloads).toEqual([`${projectName}.zip`]);
  const drawer = page.getByRole('dialog', { name: /错误日志/ });
  await expect(drawer).toBeVisible();
  await animationsDone(drawer);
  await keepScreen(page, 'editor-download-despite-nvm-error');

  // An error in the Os (a task activated at most 0 times) refuses it, naming the modules checked.
  const task = (await projectCall(page, projectId, '/os/addData', {
    definitionPath: '/Os/OsTask',
    parentId: null,
    values: { OsTaskActivation: '0' },
  })) as { container: { id: string; version: number } };
  await page.reload();
  await page.getByTestId('panel-generate').click();
  await expect(page.getByText('项目存在错误，下载失败（检查的模块：EcuC, Os）')).toBeVisible();
  await expect(drawer).toBeVisible();
  await keepScreen(page, 'editor-download-refused');
  expect(downloads).toHaveLength(1);
  await projectCall(page, projectId, '/os/deleteIdData', { id: task.container.id });
  await page.reload();

  // The drawer lists the NvM finding; a click lands on the field.
  await page.getByTestId('panel-verify').click();
  await expect(drawer).toBeVisible();
  const row = drawer
    .locator('.verification-log__row')
    .filter({ hasText: 'NvMNvramBlockIdentifier' })
    .filter({ hasText: '/NvM/NvMBlockDescriptor_1' });
  await expect(row).toHaveCount(1);
  await keepScreen(page, 'editor-drawer');
  await row.click();
  const linked = dialog(page, /编辑 >> NvMBlockDescriptor_1/);
  await expect(linked).toBeVisible();
  const identifier = linked.getByTestId('param-NvMNvramBlockIdentifier');
  await expect(identifier).toBeFocused();
  await keepScreen(page, 'editor-deep-link');
  await identifier.fill('3');
  await identifier.press('Tab');
  await expect.poll(() => moduleBadgeCount(page)).toBe(0);
  await linked.getByRole('button', { name: okButton }).click();
  await expect(linked).toBeHidden();

  // Error-free: the download is allowed.
  await page.goto('/#/main/workspace');
  await page.reload();
  await expect(page.getByTestId('panel-generate')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('panel-generate').click();
  expect((await download).suggestedFilename()).toBe(`${projectName}.zip`);
  await keepScreen(page, 'editor-download-allowed');
});

test('a save over someone else’s change asks to refresh, and nothing is lost', async ({ browser }) => {
  const first = await asUser(browser, author.email);
  const name = `${projectName} shared`;
  const sharedId = await createProject(first, name);
  await switchModule(first, sharedId, 'NvM', true);
  await projectCall(first, sharedId, '/vkproject/addParticipant', { id: sharedId, email: colleague.email });
  const second = await asUser(browser, colleague.email);

  for (const page of [first, second]) {
    await enterProject(page, sharedId, name, '/main/NvM');
    await page.getByTestId('tab-NvMBlockDescriptor').click();
    await page.getByTestId('row-name-NvMBlockDescriptor_0').click();
    await expect(dialog(page, /编辑 >> NvMBlockDescriptor_0/)).toBeVisible();
  }

  const mine = dialog(first, /编辑 >> NvMBlockDescriptor_0/);
  await mine.getByTestId('param-NvMNvBlockLength').fill('100');
  await mine.getByRole('button', { name: okButton }).click();
  await expect(mine).toBeHidden();

  const theirs = dialog(second, /编辑 >> NvMBlockDescriptor_0/);
  await theirs.getByTestId('param-NvMBlockJobPriority').fill('5');
  await theirs.getByRole('button', { name: okButton }).click();
  const prompt = second.locator('.ant-modal-confirm').filter({ hasText: '数据已被他人修改' });
  await expect(prompt).toBeVisible();
  await keepScreen(second, 'editor-stale-prompt');
  await prompt.getByRole('button', { name: /刷\s*新/ }).click();
  await expect(prompt).toBeHidden();
  await animationsDone(theirs);
  await expect(theirs.getByTestId('param-NvMBlockJobPriority')).toHaveValue('5');
  await expect(theirs.getByTestId('param-NvMNvBlockLength')).toHaveValue('100');
  await keepScreen(second, 'editor-stale-refreshed');
  await theirs.getByRole('button', { name: okButton }).click();
  await expect(theirs).toBeHidden();

  const blocks = (await projectCall(second, sharedId, '/nvm/getProjectIdListData', {
    definitionPath: '/NvM/NvMBlockDescriptor',
  })) as { values: Record<string, unknown>; version: number }[];
  expect(blocks[0]?.values).toMatchObject({ NvMNvBlockLength: '100', NvMBlockJobPriority: '5' });
  expect(blocks[0]?.version).toBe(3);
});
