import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { animationsDone, keepScreen } from './support/screens.js';
import { chooseOption, dialog, okButton } from './support/editor.js';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';
import { importFromPreview, previewDialog } from './support/imports.js';

/**
 * The acceptance of bus databases on the Com page: a corpus DBC uploaded, its node picked, its frames browsed,
 * DBC verify in the drawer, the CAN stack imported, a Com signal's init value changed in the editor, a changed
 * copy of the DBC imported again (the preview keeps the change), and the project's ECUC ARXML downloaded.
 */

const corpus = fileURLToPath(new URL('../../shared/corpus/dbc/', import.meta.url));

/**
 * A DBC of the corpus that DERIVE.tsv gives a node with 8 to 20 frames, none multiplexed, at least one sent:
 * the first such file in name order, and that node.
 */
function pickDbc(): { file: string; node: string; sent: number } {
  const rows = readFileSync(join(corpus, 'DERIVE.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .map(([file, node, direction, , , , multiplexed]) => ({
      file: file!,
      node: node!,
      direction,
      multiplexed,
    }));
  const byFile = new Map<string, typeof rows>();
  for (const row of rows) byFile.set(row.file, [...(byFile.get(row.file) ?? []), row]);
  for (const file of [...byFile.keys()].sort()) {
    const of = byFile.get(file)!;
    const sent = of.filter((r) => r.direction === 'tx').length;
    if (of.length >= 8 && of.length <= 20 && sent > 0 && of.every((r) => r.multiplexed === '0'))
      return { file, node: of[0]!.node, sent };
  }
  throw new Error('no suitable DBC in the corpus');
}

const stamp = Date.now();
const user = { email: `dbc.${stamp}@example.com`, name: 'BusAuthor' };
const projectName = `Bus ECU ${stamp % 100000}`;

test.describe.configure({ mode: 'serial' });

function busCard(page: Page) {
  return page.getByTestId('bus-databases').filter({ visible: true });
}

test('a corpus DBC: node, frames, DBC verify, import, a changed init value kept by a re-import, ECUC ARXML', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const picked = pickDbc();
  const name = picked.file.replace(/^.*\//, '');
  const text = readFileSync(join(corpus, picked.file), 'latin1');
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  const projectId = await createProject(page, projectName, { chip: 'S32K144', compiler: 's32dsGcc' });
  await projectCall(page, projectId, '/module/updateData', { module: 'Com', enabled: true });
  await enterProject(page, projectId, projectName, '/main/com');
  const card = busCard(page);
  await expect(card).toBeVisible();

  // Upload; pick this ECU among the file's nodes.
  await card
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'latin1') });
  const files = card.getByTestId('dbc-files');
  await expect(files.getByRole('cell', { name })).toBeVisible();
  await card.getByTestId('dbc-buname').click();
  await chooseOption(page, new RegExp(`^${picked.node}$`));
  await expect(card.getByTestId('dbc-buname')).toContainText(picked.node);

  // The frames: what this node sends, a search, one frame's signals and bits.
  const messages = card.getByTestId('dbc-messages');
  const list = (await projectCall(page, projectId, '/dbc/getDbcMessageListData', {})) as {
    messages: { name: string; direction: string; signals: { name: string }[] }[];
  };
  expect(list.messages.filter((m) => m.direction === 'send')).toHaveLength(picked.sent);
  const sentFrame = list.messages.find((m) => m.direction === 'send' && m.signals.length > 0)!;
  await card.getByTestId('dbc-search').locator('input').fill(sentFrame.name);
  await expect(messages.locator('.ant-tag', { hasText: '发送' }).first()).toBeVisible();
  await card.getByTestId(`dbc-message-${sentFrame.name}`).click();
  const detail = card.getByTestId('dbc-message-detail');
  await expect(detail).toContainText(sentFrame.name);
  await expect(detail.getByTestId('dbc-signals')).toContainText(sentFrame.signals[0]!.name);
  await expect(
    detail.getByTestId('dbc-bit-grid').locator(`[data-signals~="${sentFrame.signals[0]!.name}"]`).first(),
  ).toBeVisible();
  await expect(card.getByTestId('bus-load')).toContainText('kbit/s');
  await keepScreen(page, 'dbc-browser');

  // The file's attribute mapping: what the server cannot use is refused with its problems, a valid one is kept.
  await card.getByTestId(`dbc-mapping-${name}`).click();
  const mappingDialog = page.locator('.ant-modal').filter({ has: page.getByTestId('mapping-text') });
  await expect(mappingDialog.getByTestId('mapping-shipped')).toContainText('GenMsgCycleTime');
  await mappingDialog.getByTestId('mapping-text').fill('{"cycleTime": 5');
  await mappingDialog.getByTestId('mapping-save').click();
  await expect(mappingDialog.getByTestId('mapping-problem')).toBeVisible();
  await mappingDialog.getByTestId('mapping-text').fill('{"cycleTime": 5}');
  await mappingDialog.getByTestId('mapping-save').click();
  await expect(page.getByText(/属性映射无法使用/)).toBeVisible();
  await mappingDialog.getByTestId('mapping-text').fill('{"cycleTime": ["TxPeriodMs"]}');
  await keepScreen(page, 'dbc-attribute-mapping');
  await mappingDialog.getByTestId('mapping-save').click();
  await expect(mappingDialog).toBeHidden();
  const files0 = (await projectCall(page, projectId, '/dbc/getDbcListData', {})) as { id: number }[];
  expect(
    (
      (await projectCall(page, projectId, '/dbc/getAttributeMapping', { id: files0[0]!.id })) as {
        own: unknown;
      }
    ).own,
  ).toEqual({ cycleTime: ['TxPeriodMs'] });

  // DBC verify in the drawer.
  await card.getByTestId('dbc-verify').click();
  const drawer = page.getByRole('dialog', { name: /错误日志/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('dbc-check-summary')).toContainText('DBC 校验');
  await keepScreen(page, 'dbc-check');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Import: the preview lists the frames it adds.
  await card.getByTestId(`dbc-import-${name}`).click();
  const preview = previewDialog(page);
  await expect(preview.getByTestId('derivation-summary')).toBeVisible();
  await expect(preview.getByTestId('derivation-added')).toContainText('0x');
  await keepScreen(page, 'dbc-import-preview');
  const withErrors = (await preview.getByTestId('import-accept-errors').count()) > 0;
  await importFromPreview(page, { acceptErrors: withErrors });
  await expect(files.locator('.ant-tag').first()).toBeVisible();

  // The frame's Com I-PDU and its signal layout; a signal's init value changed in the editor.
  const layout = page.getByTestId('signal-layout');
  await expect(layout).toBeVisible();
  await layout.getByTestId('signal-layout-ipdu').click();
  await chooseOption(page, new RegExp(`^${sentFrame.name}$`));
  const signalName = `${sentFrame.name}_${sentFrame.signals[0]!.name}`;
  await layout.getByTestId(`layout-item-${signalName}`).click();
  const editSignal = dialog(page, new RegExp(`编辑 >> ${signalName}`));
  await expect(editSignal).toBeVisible();
  await animationsDone(editSignal);
  // The layout opens the signal on its bit position: once that field has the focus, the init value is typed.
  await expect(editSignal.getByTestId('param-ComBitPosition')).toBeFocused();
  const init = editSignal.getByTestId('param-ComSignalInitValue');
  await init.fill('7');
  await expect(init).toHaveValue('7');
  await init.press('Tab');
  await editSignal.getByRole('button', { name: okButton }).click();
  await expect(editSignal).toBeHidden();
  await keepScreen(page, 'dbc-signal-layout');

  // A changed copy of the DBC: one more frame sent by this node. Uploaded over the first, imported again.
  const firstFrame = text.search(/^BO_ /m);
  const changed = `${text.slice(0, firstFrame)}BO_ 1984 AddedFrame: 8 ${picked.node}\n SG_ AddedSignal : 0|8@1+ (1,0) [0|255] "" Vector__XXX\n\n${text.slice(firstFrame)}`;
  await card
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(changed, 'latin1') });
  const overwrite = page.locator('.ant-modal-confirm').filter({ hasText: `${name} 已存在` });
  await expect(overwrite).toBeVisible();
  await animationsDone(overwrite);
  await overwrite.getByRole('button', { name: /覆\s*盖/ }).click();
  await expect(overwrite).toBeHidden();
  await card.getByTestId(`dbc-import-${name}`).click();
  await expect(preview.getByTestId('derivation-added')).toContainText('0x7C0');
  const overrides = preview.getByTestId('derivation-overrides');
  await expect(overrides).toContainText('ComSignalInitValue');
  await expect(overrides).toContainText('7');
  await keepScreen(page, 'dbc-reimport-preview');
  const reimportErrors = (await preview.getByTestId('import-accept-errors').count()) > 0;
  await importFromPreview(page, { acceptErrors: reimportErrors });

  // The change is kept; the new frame is there.
  const signals = (await projectCall(page, projectId, '/com/getProjectIdListData', {
    definitionPath: '/Com/ComConfig/ComSignal',
  })) as { shortName: string; values: Record<string, unknown> }[];
  expect(signals.find((s) => s.shortName === signalName)?.values['ComSignalInitValue']).toBe('7');
  expect(signals.some((s) => s.shortName === 'AddedFrame_AddedSignal')).toBe(true);

  // The project's ECUC ARXML carries both.
  await enterProject(page, projectId, projectName, '/main/workspace');
  const arxml = page.getByTestId('ecuc-arxml');
  await expect(arxml).toBeVisible();
  const download = page.waitForEvent('download');
  await arxml.getByTestId('arxml-export').click();
  const exported = readFileSync((await (await download).path())!, 'utf8');
  expect(exported).toContain(`<SHORT-NAME>${signalName}</SHORT-NAME>`);
  expect(exported).toContain('<SHORT-NAME>AddedFrame</SHORT-NAME>');
  const signalBlock = exported.slice(exported.indexOf(`<SHORT-NAME>${signalName}</SHORT-NAME>`));
  expect(signalBlock.slice(0, signalBlock.indexOf('</ECUC-CONTAINER-VALUE>'))).toMatch(
    /ComSignalInitValue<\/DEFINITION-REF>\s*<VALUE>7<\/VALUE>/,
  );
});

test('2,000 frames and 20,000 signals: the message browser scrolls and searches without a stall', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInThroughPage(page, user.email);
  const name = `Bus scale ${stamp % 100000}`;
  const projectId = await createProject(page, name, { chip: 'S32K144', compiler: 's32dsGcc' });
  await projectCall(page, projectId, '/module/updateData', { module: 'Com', enabled: true });
  const dbc = [
    'VERSION ""',
    'BU_: ECU GW',
    'BO_ 1 Seed: 8 ECU',
    ' SG_ S : 0|8@1+ (1,0) [0|255] "" GW',
    '',
  ].join('\n');
  // The list as a 2,000-frame database gives it (the server's reading of such a file is the bench's).
  await page.route('**/dbc/getDbcMessageListData', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { node: string | null; messages: Record<string, unknown>[] };
    };
    const fileId = (body.data.messages[0]?.['fileId'] as number | undefined) ?? 1;
    body.data.messages = [];
    for (let i = 0; i < 2000; i += 1)
      body.data.messages.push({
        id: `${fileId}/msg:0x${(0x100 + i).toString(16).toUpperCase()}`,
        fileId,
        file: 'scale.dbc',
        name: `Frame_${i}`,
        canId: 0x100 + i,
        extended: false,
        fd: false,
        size: 8,
        senders: [i % 2 === 0 ? 'ECU' : 'GW'],
        direction: i % 2 === 0 ? 'send' : 'receive',
        cycleTime: 10 + (i % 10) * 10,
        frameBits: 135,
        derived: 0,
        excluded: false,
        signals: Array.from({ length: 10 }, (_, s) => ({
          name: `Frame_${i}_Signal_${s}`,
          startBit: s * 6,
          length: 6,
          byteOrder: 'little_endian',
          signed: false,
          comBitPosition: s * 6,
          factor: 1,
          offset: 0,
          minimum: 0,
          maximum: 63,
          unit: '',
          receivers: ['GW'],
          multiplex: null,
          comment: null,
        })),
      });
    await route.fulfill({ response, json: body });
  });
  await enterProject(page, projectId, name, '/main/com');
  const card = busCard(page);
  await card
    .locator('input[type=file]')
    .setInputFiles({ name: 'scale.dbc', mimeType: 'text/plain', buffer: Buffer.from(dbc) });
  await expect(card.getByTestId('dbc-files').getByRole('cell', { name: 'scale.dbc' })).toBeVisible();
  const table = card.getByTestId('dbc-messages');
  await expect(card).toContainText('显示 2000 / 2000');
  // Only the visible rows are in the page.
  expect(await table.locator('.ant-table-row').count()).toBeLessThan(40);

  const longestTask = async (action: () => Promise<void>): Promise<number> => {
    await page.evaluate(() => {
      const w = window as unknown as { longest: number; observer?: PerformanceObserver };
      w.longest = 0;
      w.observer?.disconnect();
      w.observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
      });
      w.observer.observe({ type: 'longtask' });
    });
    await action();
    return page.evaluate(() => Math.round((window as unknown as { longest: number }).longest));
  };
  const figures: Record<string, number> = {};
  figures.searchSignal = await longestTask(async () => {
    await card.getByTestId('dbc-search').locator('input').fill('Frame_1999_Signal_9');
    await expect(card).toContainText('显示 1 / 2000');
  });
  figures.clearSearch = await longestTask(async () => {
    await card.getByTestId('dbc-search').locator('input').fill('');
    await expect(card).toContainText('显示 2000 / 2000');
  });
  figures.select = await longestTask(async () => {
    await card.getByTestId('dbc-message-Frame_0').click();
    await expect(card.getByTestId('dbc-message-detail')).toContainText('Frame_0');
  });
  const frames = await page.evaluate(async () => {
    const holder = document.querySelector('[data-testid="dbc-messages"] .ant-table-tbody-virtual-holder')!;
    const gaps: number[] = [];
    let last = performance.now();
    for (let i = 0; i < 60; i += 1) {
      holder.scrollTop += 400;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }
    gaps.sort((a, b) => a - b);
    return { median: Math.round(gaps[30]!), worst: Math.round(gaps[59]!) };
  });
  await expect(table.locator('.ant-table-row').first()).not.toContainText('Frame_0');
  await keepScreen(page, 'dbc-2000-frames');
  console.log(
    `2,000 frames, longest task (ms): ${JSON.stringify(figures)}; frame gaps while scrolling (ms): ${JSON.stringify(frames)}`,
  );
});
