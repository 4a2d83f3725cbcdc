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
const projectName = `Overview ${stamp % 100000}`;
let projectId = 0;

test.describe.configure({ mode: 'serial' });

test('the memory and system overviews show each module: on or off, its errors and warnings, its last change', async ({
  page,
  request,
}) => {
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  const name = projectName;
  projectId = await createProject(page, name);
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

test('a pinned verification drawer makes room: the page narrows, the panel and its badge stay visible, long rows wrap', async ({
  page,
}) => {
  await logInThroughPage(page, user.email);
  // A block with the synchronisation mechanism and a RAM block address: a warning (with a long message) to
  // acknowledge.
  const [block] = (await projectCall(page, projectId, '/nvm/getProjectIdListData', {
    definitionPath: '/NvM/NvMBlockDescriptor',
  })) as { id: string; version: number }[];
  await projectCall(page, projectId, '/nvm/updateIdData', {
    id: block!.id,
    version: block!.version,
    values: {
      NvMBlockUseSyncMechanism: true,
      NvMRamBlockDataAddress: '&NvM_RamBlock_WithAVeryLongAddressName_0',
    },
  });
  await enterProject(page, projectId, projectName, '/main/NvM');
  await page.getByTestId('tab-NvMBlockDescriptor').click();
  await page.getByTestId('panel-verify').click();
  const drawer = page.locator('.verification-drawer .ant-drawer-content-wrapper');
  await expect(drawer).toBeVisible();
  await page.getByTestId('drawer-pin').click();
  await expect(page.getByTestId('drawer-pin')).toHaveAttribute('aria-pressed', 'true');
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400); // the page's margin follows the drawer
    const drawerBox = (await drawer.boundingBox())!;
    const bodyBox = (await page.locator('.app-layout__body').boundingBox())!;
    // The page ends where the drawer begins; the right panel and its badge are beside the drawer, not under it.
    expect(bodyBox.x + bodyBox.width).toBeLessThanOrEqual(drawerBox.x + 1);
    const badge = (await page.getByTestId('panel-verify').boundingBox())!;
    expect(badge.x).toBeGreaterThanOrEqual(drawerBox.x + drawerBox.width - 1);
    // The table's row actions are in view, left of the drawer.
    const actions = page
      .getByTestId('table-NvMBlockDescriptor')
      .locator('.ant-table-row')
      .first()
      .locator('button')
      .last();
    const actionsBox = (await actions.boundingBox())!;
    expect(actionsBox.x + actionsBox.width).toBeLessThanOrEqual(drawerBox.x + 1);
    // Messages and paths wrap inside their cell.
    for (const cell of await page.locator('.verification-log__text').all())
      expect(await cell.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
    await keepScreen(page, `drawer-pinned-${width}`);
  }
  // In English, "Acknowledge" fits its column.
  await page.evaluate(() => localStorage.setItem('language', 'en_us'));
  await page.reload();
  await page.getByTestId('panel-verify').click();
  const acknowledge = page.getByRole('button', { name: 'Acknowledge' }).first();
  await expect(acknowledge).toBeVisible();
  expect(await acknowledge.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
  const cell = (await acknowledge
    .locator('xpath=ancestor::*[contains(@class, "ant-table-cell")][1]')
    .boundingBox())!;
  const button = (await acknowledge.boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(cell.x + cell.width + 1);
  await keepScreen(page, 'drawer-pinned-en');
});

test('the verify badge stays inside the window at 99+', async ({ page }) => {
  await logInThroughPage(page, user.email);
  // Forty blocks without their values (no defaults): well over 99 findings.
  for (let i = 0; i < 40; i++)
    await projectCall(page, projectId, '/nvm/addData', {
      definitionPath: '/NvM/NvMBlockDescriptor',
      parentId: null,
      withDefaults: false,
    });
  await enterProject(page, projectId, projectName, '/main/NvM');
  const badge = page.getByTestId('panel-verify-badge').locator('.ant-scroll-number');
  await expect(badge).toContainText('99+');
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const box = (await badge.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await keepScreen(page, `badge-99-${width}`);
  }
});
