import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';
import { animationsDone, keepScreen } from './support/screens.js';
import { importFromPreview, previewDialog } from './support/imports.js';
import { dialog, moduleBadgeCount, okButton } from './support/editor.js';

/**
 * The acceptance of vendor module definitions: a BSWMD (ECUC-MODULE-DEF) uploaded on the page of a
 * module we do not ship (CDD) is configured with the generic editor, verified live, and stays.
 */

const stamp = Date.now();
const user = { email: `bswmd.${stamp}@example.com`, name: 'Vendor' };
const projectName = `CDD ECU ${stamp % 100000}`;
const bswmd = readFileSync(
  new URL('../../shared/corpus/arxml/own/VendorCdd_ParamDef.arxml', import.meta.url),
);

test('a vendor definition uploaded on the CDD page is configured with the generic editor', async ({
  page,
  request,
}) => {
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  const projectId = await createProject(page, projectName);
  await projectCall(page, projectId, '/module/updateData', { module: 'CDD', enabled: true, instances: [0] });
  await enterProject(page, projectId, projectName, '/main/cdd/0');

  // No definition yet: the page says so and offers the upload; a wrong file is refused before sending.
  const card = page.getByTestId('vendor-definition');
  await expect(card).toContainText('本产品未内置模块');
  await expect(page.getByTestId('module-editor')).toHaveCount(0);
  await keepScreen(page, 'bswmd-empty');
  const input = card.locator('input[type=file]');
  await input.setInputFiles({ name: 'cdd.xml', mimeType: 'text/xml', buffer: bswmd });
  await expect(page.getByText('只能上传 .arxml 文件')).toBeVisible();

  // Upload: the definition's containers become the editor's tabs.
  await input.setInputFiles({ name: 'VendorCdd_ParamDef.arxml', mimeType: 'application/xml', buffer: bswmd });
  // Its preview names the module it defines; CDD is on without its mandatory containers, which the user accepts.
  await expect(previewDialog(page)).toContainText('AcmeSensorCdd');
  await importFromPreview(page, { acceptErrors: true });
  await expect(page.getByTestId('bswmd-summary')).toContainText('VendorCdd_ParamDef.arxml');
  await expect(page.getByTestId('bswmd-summary')).toContainText('6 个容器定义');
  const editor = page.getByTestId('module-editor');
  await expect(editor).toBeVisible();
  await expect(page.getByTestId('tab-AcmeGeneral')).toBeVisible();
  await expect(page.getByTestId('tab-AcmeChannel')).toBeVisible();
  // The mandatory AcmeGeneral and AcmeChannel are missing: verification counts them.
  // Both are counted once the live check has the vendor definition (the count may show 1 on the way).
  await expect.poll(() => moduleBadgeCount(page)).toBeGreaterThanOrEqual(2);
  const missing = await moduleBadgeCount(page);
  await keepScreen(page, 'bswmd-uploaded');

  // AcmeGeneral: the vendor's string length limit (16) speaks on blur; a valid value saves.
  await page.getByTestId('tab-AcmeGeneral').click();
  await page.getByTestId('add-AcmeGeneral').click();
  const general = dialog(page, /添加 >> /);
  await expect(general).toBeVisible();
  const tag = general.getByTestId('param-AcmeVendorTag');
  await tag.fill('A-VENDOR-TAG-FAR-TOO-LONG');
  await tag.press('Tab');
  await expect(general.locator('.ant-form-item-explain-error')).toContainText('16');
  await keepScreen(page, 'bswmd-invalid-value');
  await tag.fill('ACME-WSS-2');
  await tag.press('Tab');
  await expect(general.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await general.getByRole('button', { name: okButton }).click();
  await expect(general).toBeHidden();
  await expect(page.getByTestId('row-name-AcmeGeneral')).toBeVisible();
  await expect.poll(() => moduleBadgeCount(page)).toBeLessThan(missing);

  // AcmeChannel: the channel id is bounded 0..255 by the vendor definition.
  await page.getByTestId('tab-AcmeChannel').click();
  await page.getByTestId('add-AcmeChannel').click();
  const channel = dialog(page, /添加 >> /);
  await expect(channel).toBeVisible();
  const channelId = channel.getByTestId('param-AcmeChannelId');
  await channelId.fill('300');
  await channelId.press('Tab');
  await expect(channel.locator('.ant-form-item-explain-error')).toContainText('255');
  await channelId.fill('3');
  await channelId.press('Tab');
  await expect(channel.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await channel.getByRole('button', { name: okButton }).click();
  await expect(channel).toBeHidden();
  await expect(page.getByTestId('row-name-AcmeChannel_0')).toBeVisible();
  await keepScreen(page, 'bswmd-configured');

  // It stays: after a reload the definition and the configuration are there, and the server's check
  // reads the same vendor definition.
  await page.reload();
  await expect(page.getByTestId('bswmd-summary')).toContainText('VendorCdd_ParamDef.arxml');
  await page.getByTestId('tab-AcmeChannel').click();
  await expect(page.getByTestId('row-name-AcmeChannel_0')).toBeVisible();
  const check = (await projectCall(page, projectId, '/generate/check', {})) as {
    errList: { path: string }[];
    warningList: { path: string }[];
  };
  const cddRows = [...check.errList, ...check.warningList].filter((row) => /^\/CDD_0(\/|$)/.test(row.path));
  // The browser's live count is the server's (the Icu channel reference into a module no project can have
  // yet is not mentioned by either).
  await expect.poll(() => moduleBadgeCount(page)).toBe(cddRows.length);

  // A new version of the definition without AcmeChannel: the channels it does not know are counted,
  // and removed on request.
  const v2 = Buffer.from(
    bswmd
      .toString('utf8')
      .replace('<SHORT-NAME>AcmeChannel</SHORT-NAME>', '<SHORT-NAME>AcmeLane</SHORT-NAME>'),
  );
  await input.setInputFiles({ name: 'VendorCdd_ParamDef_v2.arxml', mimeType: 'application/xml', buffer: v2 });
  // Its preview says what it replaces and what the configured channels become; the mandatory AcmeLane is
  // missing, an error the user accepts.
  const preview = previewDialog(page);
  await expect(preview).toContainText('VendorCdd_ParamDef.arxml');
  await expect(preview.getByTestId('import-result-alert')).toBeVisible();
  await expect(preview.getByTestId('import-apply')).toBeDisabled();
  await animationsDone(preview);
  await keepScreen(page, 'bswmd-preview');
  await importFromPreview(page, { acceptErrors: true });
  await expect(page.getByTestId('bswmd-summary')).toContainText('VendorCdd_ParamDef_v2.arxml');
  await expect(page.getByTestId('tab-AcmeLane')).toBeVisible();
  const unknown = page.getByTestId('bswmd-unknown');
  await expect(unknown).toBeVisible();
  await keepScreen(page, 'bswmd-unknown-containers');
  await unknown.getByTestId('bswmd-prune').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: okButton }).click();
  await expect(unknown).toBeHidden();

  // Removing the definition keeps the data but takes the editor away.
  await page.getByTestId('bswmd-remove').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: okButton }).click();
  await expect(card).toContainText('本产品未内置模块');
  await expect(page.getByTestId('module-editor')).toHaveCount(0);
});
