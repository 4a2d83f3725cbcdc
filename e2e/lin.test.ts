import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
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

/** Uploads an LDF on the Com page, picks `node` as this ECU (checking it publishes `published`) and imports it. */
async function importLdf(
  page: Page,
  projectId: number,
  name: string,
  text: string,
  node: string,
  published: string,
): Promise<void> {
  await projectCall(page, projectId, '/module/updateData', { module: 'Com', enabled: true });
  await enterProject(page, projectId, name, '/main/com');
  const card = page.getByTestId('bus-databases').filter({ visible: true });
  await card
    .locator('input[type=file]')
    .setInputFiles({ name: 'body.ldf', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(card.getByTestId('dbc-files').getByRole('cell', { name: 'body.ldf' })).toBeVisible();
  await card.getByTestId('dbc-buname').click();
  await chooseOption(page, new RegExp(`^${node}$`));
  await expect(card.getByTestId('dbc-buname')).toContainText(node);
  // The frames: the node publishes `published`.
  await card.getByTestId('dbc-search').locator('input').fill(published);
  await expect(card.getByTestId(`dbc-message-${published}`)).toContainText('发送');
  await card.getByTestId('dbc-import-body.ldf').click();
  await expect(previewDialog(page).getByTestId('derivation-summary')).toBeVisible();
  const withErrors = (await previewDialog(page).getByTestId('import-accept-errors').count()) > 0;
  await importFromPreview(page, { acceptErrors: withErrors });
}

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
  await importLdf(page, projectId, projectName, text, master, firstFrame!);

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

const diagnosticsLdfPath = new URL(
  '../../shared/corpus/ldf/ldfparser/tests_ldf_lin_diagnostics.ldf',
  import.meta.url,
);

test('an LDF with an event-triggered frame and node configuration: their slots, the collision-resolving table', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const text = readFileSync(diagnosticsLdfPath, 'utf8');
  const master = /Master:\s*(\w+)/.exec(text)![1]!;
  const [, triggered, resolver] = /Event_triggered_frames\s*\{\s*(\w+)\s*:\s*(\w+)/.exec(text)!;
  const firstFrame = new RegExp(`^\\s*(\\w+)\\s*:\\s*\\w+\\s*,\\s*${master}\\b`, 'm').exec(text)![1]!;
  // The schedule table that polls the event-triggered frame.
  const tables = [...text.matchAll(/^\s{4}(\w+)\s*\{([^}]*)\}/gm)];
  const withTriggered = tables.find(([, , body]) => new RegExp(`\\b${triggered}\\s+delay`).test(body!))![1]!;
  const configuration = tables.find(([, , body]) => /AssignNAD/.test(body!))![1]!;
  const other = { email: `lin.etf.${stamp}@example.com`, name: 'LinEngineer' };
  await registerAccount(request, other);
  await logInThroughPage(page, other.email);
  const name = `LIN ETF ${stamp % 100000}`;
  const projectId = await createProject(page, name, { chip: 'S32K144', compiler: 's32dsGcc' });
  await importLdf(page, projectId, name, text, master, firstFrame);

  await enterProject(page, projectId, name, '/main/linIf');
  const scheduleCard = page.getByTestId('lin-schedule');
  await scheduleCard.getByTestId('lin-schedule-table').click();
  await chooseOption(page, new RegExp(`/ ${withTriggered}$`));
  const slot = scheduleCard.locator(`[data-frame="${triggered}"]`);
  await expect(slot).toHaveAttribute('data-kind', 'eventTriggered');
  await expect(scheduleCard.getByTestId('lin-kind-eventTriggered')).toBeVisible();
  await slot.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: resolver! })).toBeVisible();
  await keepScreen(page, 'lin-event-triggered-slot');
  // The slot opens its collision-resolving table; back again.
  await slot.click();
  await expect(scheduleCard.getByTestId('lin-schedule-table')).toContainText(resolver!);
  await scheduleCard.getByTestId('lin-schedule-back').click();
  await expect(scheduleCard.getByTestId('lin-schedule-table')).toContainText(withTriggered);
  // Node configuration commands as slots of their own kind, with the bytes they send.
  await scheduleCard.getByTestId('lin-schedule-table').click();
  await chooseOption(page, new RegExp(`/ ${configuration}$`));
  const command = scheduleCard.getByTestId('lin-slot-0');
  await expect(command).toHaveAttribute('data-kind', 'configuration');
  await command.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: / B0 / })).toBeVisible();
  await keepScreen(page, 'lin-configuration-slot');
  // What was derived verifies without errors.
  const check = (await projectCall(page, projectId, '/generate/check', {})) as { errList: unknown[] };
  expect(check.errList).toEqual([]);
});
