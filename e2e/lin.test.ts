import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { keepScreen } from './support/screens.js';
import { chooseOption } from './support/editor.js';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';
import { importFromPreview, previewDialog } from './support/imports.js';

/**
 * The acceptance of the LIN import: an LDF of the corpus uploaded on the Com page, its master picked, imported;
 * the LinIf page shows the master's schedule table as a timeline, and a slot opens its frame's signal layout.
 */

const ldfPath = new URL('../../shared/corpus/ldf/ldfparser/tests_ldf_lin20.ldf', import.meta.url);
const stamp = Date.now();
const user = { email: `lin.${stamp}@example.com`, name: 'LinAuthor' };
const projectName = `LIN ECU ${stamp % 100000}`;

test('an LDF: master picked, imported, its schedule table as a timeline, a slot opens its frame’s layout', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const text = readFileSync(ldfPath, 'utf8');
  const master = /Master:\s*(\w+)/.exec(text)![1]!;
  const schedule = /Schedule_tables\s*\{\s*(\w+)\s*\{\s*(\w+)/.exec(text)!;
  const [, table, firstFrame] = schedule;
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  const projectId = await createProject(page, projectName, { chip: 'S32K144', compiler: 's32dsGcc' });
  await projectCall(page, projectId, '/module/updateData', { module: 'Com', enabled: true });
  await enterProject(page, projectId, projectName, '/main/com');
  const card = page.getByTestId('bus-databases').filter({ visible: true });
  await card
    .locator('input[type=file]')
    .setInputFiles({ name: 'body.ldf', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(card.getByTestId('dbc-files').getByRole('cell', { name: 'body.ldf' })).toBeVisible();
  await card.getByTestId('dbc-buname').click();
  await chooseOption(page, new RegExp(`^${master}$`));
  await expect(card.getByTestId('dbc-buname')).toContainText(master);
  // The frames: the master publishes the first frame of its schedule.
  await card.getByTestId('dbc-search').locator('input').fill(firstFrame!);
  await expect(card.getByTestId(`dbc-message-${firstFrame}`)).toContainText('发送');
  await card.getByTestId('dbc-import-body.ldf').click();
  await expect(previewDialog(page).getByTestId('derivation-summary')).toBeVisible();
  const withErrors = (await previewDialog(page).getByTestId('import-accept-errors').count()) > 0;
  await importFromPreview(page, { acceptErrors: withErrors });

  // LinIf: the schedule table as a timeline, a slot per entry.
  await enterProject(page, projectId, projectName, '/main/linIf');
  const scheduleCard = page.getByTestId('lin-schedule');
  await expect(scheduleCard).toBeVisible();
  await expect(scheduleCard.getByTestId('lin-schedule-table')).toContainText(table!);
  const slot = scheduleCard.getByTestId('lin-slot-0');
  await expect(slot).toHaveAttribute('data-frame', firstFrame!);
  await expect(scheduleCard.getByTestId('lin-slot-1')).toBeVisible();
  await expect(scheduleCard.getByTestId('lin-schedule-short')).toHaveCount(0);
  await keepScreen(page, 'lin-schedule-timeline');
  // What was derived verifies without findings.
  const check = (await projectCall(page, projectId, '/generate/check', {})) as {
    errList: unknown[];
    warningList: unknown[];
  };
  expect([...check.errList, ...check.warningList]).toEqual([]);

  // A slot opens its frame's signal layout on the Com page.
  await slot.click();
  await expect(page).toHaveURL(/#\/main\/com\?ipdu=/);
  const layout = page.getByTestId('signal-layout');
  await expect(layout.getByTestId('signal-layout-ipdu')).toContainText(firstFrame!);
  await expect(layout.locator('[data-testid^="layout-item-"]').first()).toBeVisible();
  await keepScreen(page, 'lin-frame-layout');
});
