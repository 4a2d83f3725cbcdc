import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';
import { animationsDone, keepScreen } from './support/screens.js';
import { importFromPreview, previewDialog } from './support/imports.js';

/** The acceptance of ECUC ARXML through the web app: export a project, import the file into another. */

const stamp = Date.now();
const user = { email: `arxml.${stamp}@example.com`, name: 'Exchanger' };

interface SnapshotContainer {
  module: string;
  definitionPath: string;
  shortName: string;
  values: Record<string, unknown>;
}

/** A project's NvM configuration, independent of container ids. */
async function nvmOf(page: Page, projectId: number): Promise<string[]> {
  const snapshot = (await projectCall(page, projectId, '/generate/snapshot', {})) as {
    containers: SnapshotContainer[];
  };
  return snapshot.containers
    .filter((c) => c.module === 'NvM')
    .map(
      (c) => `${c.definitionPath} ${c.shortName} ${JSON.stringify(c.values, Object.keys(c.values).sort())}`,
    )
    .sort();
}

test('exports a project as ECUC ARXML and imports the file into another project', async ({
  page,
  request,
}) => {
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  const sourceName = `Source ${stamp % 100000}`;
  const sourceId = await createProject(page, sourceName);
  await projectCall(page, sourceId, '/module/updateData', { module: 'NvM', enabled: true });
  const blocks = (await projectCall(page, sourceId, '/nvm/getProjectIdListData', {
    definitionPath: '/NvM/NvMBlockDescriptor',
  })) as { id: string; version: number }[];
  await projectCall(page, sourceId, '/nvm/updateIdData', {
    id: blocks[0]!.id,
    version: blocks[0]!.version,
    values: { NvMNvBlockLength: '48' },
  });

  await enterProject(page, sourceId, sourceName, '/main/workspace');
  const card = page.getByTestId('ecuc-arxml');
  await expect(card).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByTestId('arxml-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${sourceName}.arxml`);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text).toContain('ECUC-MODULE-CONFIGURATION-VALUES');
  expect(text).toContain('/AUTOSAR/EcucDefs/NvM');

  const targetName = `Target ${stamp % 100000}`;
  const targetId = await createProject(page, targetName);
  await enterProject(page, targetId, targetName, '/main/workspace');
  await page.reload(); // same route: the kept-alive workspace reads the project anew
  await expect(page.getByTestId('ecuc-arxml')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /^NvM$/ })).toHaveCount(0);
  const importInput = page.getByTestId('ecuc-arxml').locator('input[type=file]');
  const importFile = { name: `${sourceName}.arxml`, mimeType: 'application/xml', buffer: Buffer.from(text) };
  // Cancelled from the preview: nothing is written.
  let written = 0;
  page.on('request', (request) => {
    if (request.url().includes('/ecuc/importArxml') && !request.url().includes('mode=preview')) written += 1;
  });
  await importInput.setInputFiles(importFile);
  const preview = previewDialog(page);
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('import-kinds')).toContainText('/NvM/NvMBlockDescriptor');
  await animationsDone(preview);
  await preview.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByTestId('arxml-summary')).toHaveCount(0);
  expect(written).toBe(0);
  await importInput.setInputFiles(importFile);
  await importFromPreview(page);

  const summary = page.getByTestId('arxml-summary');
  await expect(summary).toBeVisible();
  expect(written).toBe(1);
  await expect(summary.locator('.ant-tag').filter({ hasText: 'NvM' })).toBeVisible();
  // The sidebar follows: NvM was switched on by the import.
  await expect(page.getByRole('menuitem', { name: /^NvM$/ })).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await keepScreen(page, 'arxml-imported');

  // Renamed from the workspace summary: the sidebar and the breadcrumb follow at once.
  const renamed = `${targetName} v2`;
  await page
    .locator('.ant-card')
    .filter({ hasText: '项目概况' })
    .getByRole('button', { name: /修\s*改/ })
    .click();
  const edit = page.locator('.ant-modal').filter({ hasText: `编辑 >> ${targetName}` });
  await expect(edit).toBeVisible();
  await animationsDone(edit);
  await edit.getByTestId('modify-name').fill(renamed);
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator('.ant-layout-sider')).toContainText(renamed);
  await expect(page.locator('.ant-breadcrumb')).toContainText(renamed);

  // The imported configuration is the exported one.
  expect(await nvmOf(page, targetId)).toEqual(await nvmOf(page, sourceId));
  expect((await nvmOf(page, targetId)).some((row) => row.includes('"NvMNvBlockLength":"48"'))).toBe(true);
});
