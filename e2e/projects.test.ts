import { expect, test, type Browser, type Page } from '@playwright/test';
import { animationsDone, keepScreen } from './support/screens.js';
import { logInThroughPage, projectCall, registerAccount } from './support/accounts.js';
import { chooseOption } from './support/editor.js';

/** The acceptance of the projects issue: project actions, the workspace's module switches, cores and partitions. */

const stamp = Date.now();
const owner = { email: `owner.${stamp}@example.com`, name: 'Owner' };
const recipient = { email: `recipient.${stamp}@example.com`, name: 'Recipient' };
const participant = { email: `participant.${stamp}@example.com`, name: 'Partner' };
const projectName = `Body ECU ${stamp % 100000}`;
const copyName = `${projectName}_0`;

/** Registers a personal account through the API with the code the server mailed. */
async function asUser(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInThroughPage(page, email);
  return page;
}

/** The project list's row of a project (exact name in the name cell) in the tab shown. */
function projectRow(page: Page, name: string) {
  const exactly = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return page
    .locator('tr.ant-table-row:visible')
    .filter({ has: page.locator('td:first-child', { hasText: exactly }) });
}

/** Waits until no dialog is shown (closing animations done), so that screenshots show the page. */
async function dialogsClosed(page: Page): Promise<void> {
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const ok = await request.get('/healthz');
  expect(ok.status()).toBe(200);
  const okState = await request.post('/vkproject/version');
  expect((await okState.json()).state).toBe(200);
  for (const user of [owner, recipient, participant]) await registerAccount(request, user);
});

test('creates a TC275 project, switches Os on and off, and edits cores and partitions', async ({ page }) => {
  await logInThroughPage(page, owner.email);
  await page.getByRole('button', { name: /新建项目/ }).click();
  await expect(page).toHaveURL(/#\/user\/addProject$/);
  // The browser's back button does not navigate (spec: blocked), outside the project pages too.
  await page.goBack();
  await expect(page).toHaveURL(/#\/user\/addProject$/);
  await expect(page.getByTestId('project-name')).toBeVisible();
  await page.getByTestId('project-name').fill(projectName);
  await page.getByLabel('芯片').click();
  await page.keyboard.type('TC275');
  await page.keyboard.press('Enter');
  await page.getByLabel('编译器').click();
  await chooseOption(page, 'Tasking');
  await keepScreen(page, 'projects-add');
  await page.getByTestId('project-submit').click();
  await expect(page).toHaveURL(/#\/user\/index$/);
  const row = projectRow(page, projectName);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'TC275' })).toBeVisible();

  await row.getByRole('button', { name: /进入/ }).click();
  await expect(page).toHaveURL(/#\/main\/workspace$/);
  const summary = page.getByTestId('project-summary');
  await expect(summary).toContainText(projectName);
  await expect(summary).toContainText('TC275');
  await expect(summary).toContainText('Tasking');

  // Os on: it appears in the sidebar.
  const sidebar = page.locator('.ant-layout-sider').first();
  await page.getByRole('switch', { name: 'Os', exact: true }).click();
  await expect(sidebar.getByRole('menuitem', { name: /^Os$/ })).toBeVisible();
  await keepScreen(page, 'projects-os-on');

  // Os off (confirmed): it leaves the sidebar and its route leads to the not-found page.
  await page.getByRole('switch', { name: 'Os', exact: true }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('Os');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(sidebar.getByRole('menuitem', { name: /^Os$/ })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Os', exact: true })).not.toBeChecked();

  // Cores and partitions.
  const cores = page.locator('.ant-card').filter({ hasText: '核与分区' });
  await cores.getByRole('button', { name: /添加核/ }).click();
  const coreDialog = page.locator('.ant-modal').filter({ hasText: '添加 >> 核' });
  await expect(coreDialog).toBeVisible();
  await expect(coreDialog.getByRole('switch')).toBeChecked();
  await keepScreen(page, 'projects-core-add');
  await coreDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(coreDialog).toBeHidden();
  const core0 = cores.locator('tbody tr.ant-table-row').filter({ hasText: 'CPU0' });
  await expect(core0).toContainText('主核');
  // The master core cannot be deleted.
  await expect(core0.getByRole('button', { name: '删除核 0' })).toBeDisabled();

  await core0.getByRole('button', { name: '为核 0 添加分区' }).click();
  const partitionDialog = page.locator('.ant-modal').filter({ hasText: '添加 >> 核 0 的分区' });
  await expect(partitionDialog).toBeVisible();
  await animationsDone(partitionDialog);
  await partitionDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(partitionDialog).toBeHidden();
  await expect(core0).toContainText('Partition_0');
  // A core with a partition is locked; its only partition stays.
  await expect(core0.getByRole('button', { name: '编辑核 0' })).toBeDisabled();
  await expect(core0.getByRole('button', { name: '删除分区 Partition_0' })).toBeDisabled();
  // The disabled × says why.
  await core0.getByTestId('partition-remove-Partition_0').hover();
  await expect(page.locator('.ant-tooltip:visible')).toContainText('每个核至少保留一个分区');

  // A second core, a second partition on the first: now one partition may go.
  await cores.getByRole('button', { name: /添加核/ }).click();
  await expect(coreDialog.getByTestId('core-id')).toHaveValue('1');
  await coreDialog.getByRole('button', { name: /确\s*定/ }).click();
  const core1 = cores.locator('tbody tr.ant-table-row').filter({ hasText: 'CPU1' });
  await expect(core1).toContainText('从核');
  await expect(core1.getByRole('button', { name: '删除核 1' })).toBeEnabled();
  await core0.getByRole('button', { name: '为核 0 添加分区' }).click();
  await partitionDialog.getByTestId('partition-name').fill('SafetyPartition');
  await partitionDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(core0).toContainText('SafetyPartition');
  await expect(core0.getByRole('button', { name: '删除分区 Partition_0' })).toBeEnabled();
  await dialogsClosed(page);
  await keepScreen(page, 'projects-workspace');

  // Edit >> core 1: another hardware core; CPU0 is offered but taken.
  await core1.getByRole('button', { name: '编辑核 1' }).click();
  const editCore = page.locator('.ant-modal').filter({ hasText: '编辑 >> 核 1' });
  await expect(editCore).toBeVisible();
  await animationsDone(editCore);
  await editCore.locator('.ant-select').click();
  const dropdown = page.locator('.ant-select-dropdown:not([class*="-leave"])').filter({ visible: true });
  const options = dropdown.locator('.ant-select-item-option');
  await expect(options.filter({ hasText: 'CPU0' })).toHaveClass(/ant-select-item-option-disabled/);
  await animationsDone(dropdown);
  await options.filter({ hasText: 'CPU2' }).click();
  await expect(dropdown).toHaveCount(0);
  await expect(editCore.locator('.ant-select')).toContainText('CPU2');
  await keepScreen(page, 'projects-core-edit');
  await editCore.getByRole('button', { name: /确\s*定/ }).click();
  await expect(editCore).toBeHidden();
  const core1OnCpu2 = cores.locator('tbody tr.ant-table-row').filter({ hasText: 'CPU2' });
  await expect(core1OnCpu2).toContainText('从核');
  await expect(core1).toHaveCount(0);
  // A partition an NvM block refers to: the refusal ends in a message naming the block, the confirmation
  // closes, and nothing is thrown.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const listed = await page.request.post('/vkproject/getMyProjectListData', { data: {} });
  const projectId = ((await listed.json()) as { data: { id: number; name: string }[] }).data.find(
    (p) => p.name === projectName,
  )!.id;
  await projectCall(page, projectId, '/module/updateData', { module: 'NvM', enabled: true });
  const coreRows = (await projectCall(page, projectId, '/core/getListData', {})) as {
    partitions: { id: string; name: string }[];
  }[];
  const safety = coreRows.flatMap((c) => c.partitions).find((p) => p.name === 'SafetyPartition')!;
  const [block] = (await projectCall(page, projectId, '/nvm/getProjectIdListData', {
    definitionPath: '/NvM/NvMBlockDescriptor',
  })) as { id: string; version: number }[];
  await projectCall(page, projectId, '/nvm/updateIdData', {
    id: block!.id,
    version: block!.version,
    references: { NvMBlockEcucPartitionRef: [safety.id] },
  });
  await core0.getByRole('button', { name: '删除分区 SafetyPartition' }).click();
  const popconfirm = page.locator('.ant-popconfirm').filter({ hasText: 'SafetyPartition' });
  await popconfirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('NvMBlockDescriptor_0');
  await expect(popconfirm).toBeHidden();
  await keepScreen(page, 'projects-partition-referenced');
  await expect(core0).toContainText('SafetyPartition');
  expect(pageErrors).toEqual([]);
  await projectCall(page, projectId, '/module/updateData', { module: 'NvM', enabled: false });

  await core0.getByRole('button', { name: '删除分区 SafetyPartition' }).click();
  await popconfirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(core0).not.toContainText('SafetyPartition');
  await core1OnCpu2.getByRole('button', { name: '删除核 1' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(core1OnCpu2).toHaveCount(0);
  await dialogsClosed(page);

  // The Os route now leads to the not-found page.
  await page.goto('/#/main/os');
  await expect(page).toHaveURL(/#\/main\/404$/);
  await keepScreen(page, 'projects-os-404');
});

test('copies, modifies, transfers and shares the project', async ({ page }) => {
  await logInThroughPage(page, owner.email);
  const row = projectRow(page, projectName);
  // Copy asks the new project's name, proposing the first unused suffix; a name already taken is refused.
  await row.getByRole('button', { name: '复制' }).click();
  const copyDialog = page.locator('.ant-modal').filter({ hasText: `复制 >> ${projectName}` });
  await expect(copyDialog.getByTestId('copy-name')).toHaveValue(copyName);
  await animationsDone(copyDialog);
  await keepScreen(page, 'projects-copy');
  await copyDialog.getByTestId('copy-name').fill(projectName);
  await copyDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(copyDialog).toBeVisible();
  await copyDialog.getByTestId('copy-name').fill(copyName);
  await copyDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(copyDialog).toBeHidden();
  await expect(projectRow(page, copyName)).toBeVisible();

  // Modify: Edit >> dialog; a name with a slash is refused, a new version is saved.
  await projectRow(page, copyName).getByRole('button', { name: '修改' }).click();
  const edit = page.locator('.ant-modal').filter({ hasText: `编辑 >> ${copyName}` });
  await expect(edit).toBeVisible();
  await edit.getByTestId('modify-name').fill('Body/ECU');
  await edit.getByLabel('版本').click();
  await expect(edit).toContainText('项目名称不能包含 \\ 或 /');
  await edit.getByTestId('modify-name').fill(copyName);
  await edit.getByLabel('版本').fill('2.0.0');
  await keepScreen(page, 'projects-modify');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(edit).toBeHidden();
  await expect(projectRow(page, copyName).getByRole('cell', { name: '2.0.0' })).toBeVisible();

  // Merge the copy into the original. Both have Os (switched on through the API) and EcuC: Os needs a
  // choice before the merge can be applied, EcuC keeps the target's by default.
  const listed = await (await page.request.post('/vkproject/getMyProjectListData', { data: {} })).json();
  const idOf = (name: string) =>
    (listed.data as { id: number; name: string }[]).find((project) => project.name === name)!.id;
  for (const id of [idOf(projectName), idOf(copyName)]) {
    const switched = await page.request.post('/module/updateData', {
      headers: { projectId: String(id) },
      data: { project: id, module: 'Os', enabled: true },
    });
    expect((await switched.json()).state).toBe(200);
  }
  await projectRow(page, copyName).getByRole('button', { name: '合并' }).click();
  const merge = page.locator('.ant-modal').filter({ hasText: `合并 >> ${copyName}` });
  await merge.locator('.ant-select').click();
  await chooseOption(page, projectName);
  const mergeRow = (module: string) => merge.locator('tbody tr.ant-table-row').filter({ hasText: module });
  await expect(mergeRow('EcuC').getByRole('radio', { name: '保留目标项目' })).toBeChecked();
  await expect(mergeRow('Os').getByRole('radio', { name: '使用源项目' })).not.toBeChecked();
  const apply = merge.getByRole('button', { name: /合\s*并/ }).last();
  await expect(apply).toBeDisabled();
  await expect(merge).toContainText('请为以下模块选择保留的一方：Os');
  await mergeRow('Os').getByText('使用源项目').click();
  await expect(apply).toBeEnabled();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await keepScreen(page, 'projects-merge');
  await apply.click();
  await expect(merge).toBeHidden();
  await expect(page.locator('.ant-message')).toContainText(`已将 ${copyName} 合并到 ${projectName}`);

  // Transfer the copy to the recipient.
  await projectRow(page, copyName).getByRole('button', { name: '转让' }).click();
  const transfer = page.locator('.ant-modal').filter({ hasText: `转让 >> ${copyName}` });
  // The server's refusal is shown and the dialog stays.
  await transfer.getByTestId('transfer-email').fill(`nobody.${stamp}@example.com`);
  await transfer
    .getByRole('button', { name: /转\s*让/ })
    .last()
    .click();
  await expect(page.locator('.ant-message')).toContainText('邮箱未注册');
  await expect(transfer).toBeVisible();
  await transfer.getByTestId('transfer-email').fill(recipient.email);
  await keepScreen(page, 'projects-transfer');
  await transfer
    .getByRole('button', { name: /转\s*让/ })
    .last()
    .click();
  await expect(transfer).toBeHidden();
  await expect(projectRow(page, copyName)).toHaveCount(0);

  // The participant is added to the original.
  await projectRow(page, projectName).getByRole('button', { name: '参与者' }).click();
  const participants = page.locator('.ant-modal').filter({ hasText: `参与者 >> ${projectName}` });
  await participants.getByTestId('participant-email').fill(participant.email);
  await participants.getByRole('button', { name: /添加参与者/ }).click();
  await expect(participants.getByRole('cell', { name: participant.email })).toBeVisible();
  await keepScreen(page, 'projects-participants');
  await participants.getByRole('button', { name: '关 闭' }).click();
  await dialogsClosed(page);
  await keepScreen(page, 'projects-list-owner');
});

test('the recipient owns the copy and passes it on; the participant sees the original under Participate', async ({
  browser,
}) => {
  const recipientPage = await asUser(browser, recipient.email);
  await expect(projectRow(recipientPage, copyName)).toBeVisible();
  await expect(projectRow(recipientPage, copyName).getByRole('button', { name: '删除' })).toBeEnabled();
  await keepScreen(recipientPage, 'projects-recipient');
  // The recipient gives all their projects on to the participant.
  await recipientPage.getByRole('button', { name: /转让全部项目/ }).click();
  const transferAll = recipientPage.locator('.ant-modal').filter({ hasText: '转让 >> 转让全部项目' });
  await expect(transferAll).toContainText('1 个项目');
  await transferAll.getByTestId('transfer-all-email').fill(participant.email);
  await transferAll
    .getByRole('button', { name: /转\s*让/ })
    .last()
    .click();
  await expect(transferAll).toBeHidden();
  await expect(projectRow(recipientPage, copyName)).toHaveCount(0);
  await recipientPage.context().close();

  const participantPage = await asUser(browser, participant.email);
  await expect(projectRow(participantPage, copyName)).toBeVisible();
  await expect(projectRow(participantPage, projectName)).toHaveCount(0);
  await participantPage.getByRole('tab', { name: /参与的项目/ }).click();
  const shared = projectRow(participantPage, projectName);
  await expect(shared).toBeVisible();
  await expect(shared.getByRole('button', { name: '删除' })).toBeDisabled();
  await expect(shared.getByRole('button', { name: '转让' })).toBeDisabled();
  await keepScreen(participantPage, 'projects-participant');
  await shared.getByRole('button', { name: /进入/ }).click();
  await expect(participantPage).toHaveURL(/#\/main\/workspace$/);
  await expect(participantPage.getByTestId('project-summary')).toContainText(owner.name);
  await participantPage.context().close();
});

test('the creator removes the participant, sees English dialog titles and deletes the project', async ({
  page,
}) => {
  await logInThroughPage(page, owner.email);
  await projectRow(page, projectName).getByRole('button', { name: '参与者' }).click();
  const participants = page.locator('.ant-modal').filter({ hasText: `参与者 >> ${projectName}` });
  await participants.getByRole('button', { name: `移除参与者 ${participant.name}` }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(participants).toContainText('暂无参与者');
  await participants.getByRole('button', { name: '关 闭' }).click();
  await dialogsClosed(page);

  await page.getByRole('button', { name: '语言' }).hover();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await projectRow(page, projectName).getByRole('button', { name: 'Modify' }).click();
  const edit = page.locator('.ant-modal').filter({ hasText: `Edit >> ${projectName}` });
  await expect(edit).toBeVisible();
  await expect(edit.getByTestId('modify-name')).toHaveValue(projectName);
  await keepScreen(page, 'projects-modify-en');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await dialogsClosed(page);
  await page.getByRole('button', { name: 'Language' }).hover();
  await page.getByRole('menuitem', { name: '简体中文' }).click();

  await projectRow(page, projectName).getByRole('button', { name: '删除' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(projectName);
  await keepScreen(page, 'projects-delete');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(projectRow(page, projectName)).toHaveCount(0);
  await expect(page.getByText('暂无项目')).toBeVisible();
});
