import { readFileSync } from 'node:fs';
import { MODULE_CATALOGUE } from '@ecuc/core/catalogue';
import { moduleDefinition } from '@ecuc/core/modules';
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

/**
 * Imports that do not pretend: every import shows what it will create, change and remove and the errors the
 * result would have before it writes; a result with errors is written only once the user accepts it; what a
 * file held that was not imported reads grouped by kind; a file without ECUC values takes over nothing; a
 * vendor definition of another module is refused naming both.
 */

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const user = { email: `imports.${stamp}@example.com`, name: 'Importer' };
const projectName = `Import ECU ${stamp % 100000}`;
let projectId = 0;

const corpus = (path: string) => readFileSync(new URL(`../../shared/corpus/${path}`, import.meta.url));

async function osContainers(page: Page): Promise<{ definitionPath: string; shortName: string }[]> {
  return (await projectCall(page, projectId, '/os/getProjectIdListData', {})) as {
    definitionPath: string;
    shortName: string;
  }[];
}

async function uploadOil(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page
    .getByTestId('os-oil')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/plain', buffer });
  await expect(page.getByTestId('oil-files').getByRole('cell', { name })).toBeVisible();
}

test('an OIL that goil refuses is previewed with its errors and written only when they are accepted', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  projectId = await createProject(page, projectName);
  await projectCall(page, projectId, '/module/updateData', { module: 'Os', enabled: true });
  await enterProject(page, projectId, projectName, '/main/os');
  await expect(page.getByTestId('module-editor')).toBeVisible();
  const before = await osContainers(page);

  await uploadOil(
    page,
    'goil_autosar_st_s1.oil',
    corpus('oil/trampoline/tests/GOIL/goil_autosar_st_s1/goil_autosar_st_s1.oil'),
  );
  await page.getByTestId('oil-apply-goil_autosar_st_s1.oil').click();
  const preview = previewDialog(page);
  await expect(preview).toBeVisible();
  await animationsDone(preview);
  // What it would create, by kind, and the errors the OS would have: the import button waits for acceptance.
  await expect(preview.getByTestId('import-kinds')).toContainText('/Os/OsScheduleTable');
  await expect(preview.getByTestId('import-result-alert')).toBeVisible();
  await expect(preview.getByTestId('import-result-errors')).toContainText('OS0038');
  await expect(preview.getByTestId('import-apply')).toBeDisabled();
  await keepScreen(page, 'import-preview-errors');
  await preview.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect(preview).toBeHidden();
  expect(await osContainers(page)).toEqual(before);

  // Accepted: written, and the result says so.
  await page.getByTestId('oil-apply-goil_autosar_st_s1.oil').click();
  await importFromPreview(page, { acceptErrors: true });
  await expect(page.getByTestId('oil-result')).toBeVisible();
  const tables = (await osContainers(page)).filter((c) => c.definitionPath === '/Os/OsScheduleTable');
  expect(tables.length).toBeGreaterThan(0);
});

test('250 tasks imported are 250 tasks created, and the report groups what it says by kind', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughPage(page, user.email);
  await enterProject(page, projectId, projectName, '/main/os');
  await uploadOil(page, 'big-250-tasks.oil', corpus('oil/generated/big-250-tasks.oil'));
  await page.getByTestId('oil-apply-big-250-tasks.oil').click();
  const preview = previewDialog(page);
  await expect(preview).toBeVisible();
  await expect(
    preview.getByTestId('import-kinds').locator('tr').filter({ hasText: '/Os/OsTask' }).first(),
  ).toContainText('250');
  // The previous OS (the schedule tables) is removed.
  await expect(preview.getByTestId('import-counts')).toContainText('删除');
  // Nothing that was imported is among what was not.
  const notImported = preview.getByTestId('import-not-imported');
  if (await notImported.count()) await expect(notImported).not.toContainText('Task0');
  await keepScreen(page, 'import-preview-250-tasks');
  // Its ISRs are numbered for another target than a TC275: the user accepts those errors.
  await importFromPreview(page, { acceptErrors: true });
  const tasks = (await osContainers(page)).filter((c) => c.definitionPath === '/Os/OsTask');
  expect(tasks).toHaveLength(250);
  const result = page.getByTestId('oil-result');
  await expect(result).toContainText('250');
  // Remarks on the file read as one line per kind, with their count, and open to their lines.
  const remarks = result.getByTestId('oil-remarks');
  if (await remarks.count()) {
    const group = remarks.getByTestId('import-group').first();
    await expect(group).toContainText(/\(\d+\)|（\d+）/);
    await group.click();
    await expect(remarks.locator('.import-preview__lines li').first()).toBeVisible();
  }
  await keepScreen(page, 'import-result-250-tasks');
});

test('a system description without ECUC values takes over nothing', async ({ page }) => {
  await logInThroughPage(page, user.email);
  await enterProject(page, projectId, projectName, '/main/workspace');
  const input = page.getByTestId('ecuc-arxml').locator('input[type=file]');
  await input.setInputFiles({
    name: 'system.arxml',
    mimeType: 'application/xml',
    buffer: corpus('arxml/canmatrix/ARXMLCompuMethod1.arxml'),
  });
  const preview = previewDialog(page);
  await expect(preview.getByTestId('import-nothing')).toBeVisible();
  await expect(preview.getByTestId('import-apply')).toBeDisabled();
  await keepScreen(page, 'import-preview-nothing');
  await preview.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect(page.getByTestId('arxml-summary')).toHaveCount(0);
});

test('a vendor definition of another module is refused on a module’s page, naming both', async ({ page }) => {
  // A module of the catalogue that takes a vendor definition: one we do not ship, not a complex driver.
  const target = MODULE_CATALOGUE.find(
    (m) =>
      (m.kind ?? 'module') === 'module' &&
      m.availability === 'available' &&
      !m.instanceBased &&
      !m.vendorNamedDefinition &&
      moduleDefinition(m.name) === undefined,
  )!;
  await logInThroughPage(page, user.email);
  await projectCall(page, projectId, '/module/updateData', { module: target.name, enabled: true });
  await enterProject(page, projectId, projectName, `/main/${target.pageUrl}`);
  const card = page.getByTestId('vendor-definition');
  await expect(card).toBeVisible();
  await card.locator('input[type=file]').setInputFiles({
    name: 'VendorCdd_ParamDef.arxml',
    mimeType: 'application/xml',
    buffer: corpus('arxml/own/VendorCdd_ParamDef.arxml'),
  });
  const refusal = page.locator('.ant-message').filter({ hasText: 'AcmeSensorCdd' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(target.name);
  await expect(previewDialog(page)).toHaveCount(0);
  await expect(card).toContainText('本产品未内置模块');
});
