import { expect, test } from '@playwright/test';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';
import { keepScreen } from './support/screens.js';

/** The group overview pages and the ECU page: what each group's modules hold, at a glance. */

const stamp = Date.now();
const user = { email: `overview.${stamp}@example.com`, name: 'Overview' };

test('the memory and system overviews show each module: on or off, its errors and warnings, its last change', async ({
  page,
  request,
}) => {
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  const name = `Overview ${stamp % 100000}`;
  const projectId = await createProject(page, name);
  await projectCall(page, projectId, '/module/updateData', { module: 'NvM', enabled: true });
  await projectCall(page, projectId, '/module/updateData', { module: 'Os', enabled: true });
  // One NvM block without its length: one error in NvM.
  const [block] = (await projectCall(page, projectId, '/nvm/getProjectIdListData', {
    definitionPath: '/NvM/NvMBlockDescriptor',
  })) as { id: string; version: number }[];
  await projectCall(page, projectId, '/nvm/updateIdData', {
    id: block!.id,
    version: block!.version,
    values: { NvMNvBlockLength: null },
  });

  await enterProject(page, projectId, name, '/main/configMemory');
  const overview = page.getByTestId('group-overview');
  await expect(overview).toBeVisible();
  await expect(page.locator('.page-frame__title')).toContainText('存储配置总览');
  const row = (module: string) => overview.locator('tr.ant-table-row').filter({ hasText: module });
  await expect(row('NvM')).toContainText('已开启');
  await expect(page.getByTestId('overview-errors-NvM')).toContainText('1');
  await expect(row('NvM')).toContainText(/\d{4}\/\d{1,2}\/\d{1,2}/); // the last change, in the Chinese style
  await expect(row('MemIf')).toContainText('未开启');
  await expect(overview).toContainText('已开启 1 / 2 个模块 · 1 个错误');
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreen(page, `overview-memory-${width}`);
  }
  await page.getByTestId('overview-link-NvM').click();
  await expect(page).toHaveURL(/#\/main\/NvM$/);

  await page.goto('/#/main/configSystem');
  await expect(overview).toBeVisible();
  await expect(row('Os')).toContainText('已开启');
  await expect(page.getByTestId('overview-errors-Os')).toContainText('0');
  await expect(row('EcuM')).toContainText('未开启');
  await keepScreen(page, 'overview-system-1920');

  // The ECU page: the chip, the cores and partitions, and the system modules.
  await page.goto('/#/main/ecu');
  await expect(page.getByTestId('ecu-page')).toBeVisible();
  await expect(page.getByTestId('project-summary')).toContainText('TC275');
  await expect(page.getByText('核与分区')).toBeVisible();
  await expect(page.getByRole('button', { name: /添加核/ })).toBeEnabled();
  await expect(overview).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreen(page, 'ecu-page-1280');
});
