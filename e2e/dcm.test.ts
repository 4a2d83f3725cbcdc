import { expect, test, type Page } from '@playwright/test';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';
import { dialog, okButton } from './support/editor.js';
import { animationsDone, keepScreen } from './support/screens.js';
import {
  fillForm as fill,
  moduleEditor as editor,
  addContainer as add,
  editContainer as edit,
  manageRow as manage,
  upTo as up,
} from './support/moduleEditor.js';

/**
 * The Dcm acceptance: sessions, a security level, two data elements, DID 0xF190 with two signals and its DID
 * info configured in the generic editor; read access ticked in the DID card for the extended session and
 * security level 1 only; the matrix and the byte layout checked; a signal moved so that the DID no longer adds
 * up (E_Dcm0005): the layout turns red, the drawer names the finding and opens the signal's form, the offset is set
 * back and the finding and the red go.
 */

const stamp = Date.now();
const user = { email: `dcm.${stamp}@example.com`, name: 'Diagnoser' };
const projectName = `Dcm ECU ${stamp % 100000}`;

test.use({ actionTimeout: 15_000 });

test.beforeAll(async ({ request }) => {
  await registerAccount(request, user);
});

/** The E_Dcm0005 messages of the project check. */
async function lengthFindings(page: Page, projectId: number): Promise<string[]> {
  const check = (await projectCall(page, projectId, '/generate/check', {})) as {
    errList: { code: string; message: string }[];
  };
  return check.errList.filter((row) => row.code === 'E_Dcm0005').map((row) => row.message);
}

test('DID 0xF190: byte layout, read access by session and security, a length finding followed and fixed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logInThroughPage(page, user.email);
  const projectId = await createProject(page, projectName);
  await projectCall(page, projectId, '/module/updateData', { module: 'Dcm', enabled: true });
  await enterProject(page, projectId, projectName, '/main/dcm');

  // No DID yet: the card says where to add one.
  const card = page.getByTestId('dcm-dids');
  await expect(card.getByTestId('dcm-did-empty')).toBeVisible();
  await expect(editor(page)).toHaveCount(1);

  // The service processor with its sessions and security level, in the generic editor.
  await manage(page, 'DcmConfigSet', 'DcmConfigSet');
  await add(page, 'DcmDsp', {});
  await manage(page, 'DcmDsp', 'DcmDsp');
  await manage(page, 'DcmDspSession', 'DcmDspSession');
  await edit(page, 'DcmDspSessionRow', 'DcmDspSessionRow_0', {
    name: 'Default',
    text: { DcmDspSessionLevel: '1' },
  });
  await add(page, 'DcmDspSessionRow', { name: 'Extended', text: { DcmDspSessionLevel: '3' } });
  await up(page, 'DcmDsp');
  await manage(page, 'DcmDspSecurity', 'DcmDspSecurity');
  await add(page, 'DcmDspSecurityRow', {
    name: 'Level1',
    text: { DcmDspSecurityLevel: '1', DcmDspSecuritySeedSize: '4', DcmDspSecurityKeySize: '4' },
  });
  await up(page, 'DcmDsp');

  // Two data elements of 2 and 1 bytes, the DID info, DID 0xF190 naming it with two signals at 0 and 2.
  await add(page, 'DcmDspData', { name: 'Counter', pick: { DcmDspDataType: 'UINT16' } });
  await add(page, 'DcmDspData', { name: 'Status', pick: { DcmDspDataType: 'UINT8' } });
  await add(page, 'DcmDspDidInfo', { name: 'EcuInfo' });
  await add(page, 'DcmDspDid', {
    name: 'VinDid',
    text: { DcmDspDidIdentifier: '61840' },
    pick: { DcmDspDidInfoRef: 'EcuInfo' },
  });
  await manage(page, 'DcmDspDid', 'VinDid');
  await add(page, 'DcmDspDidSignal', {
    name: 'CounterSignal',
    text: { DcmDspDidByteOffset: '0' },
    pick: { DcmDspDidDataRef: 'Counter' },
  });
  await add(page, 'DcmDspDidSignal', {
    name: 'StatusSignal',
    text: { DcmDspDidByteOffset: '2' },
    pick: { DcmDspDidDataRef: 'Status' },
  });
  await keepScreen(page, 'dcm-editor-signals');

  // The DID card: 0xF190, three bytes of two elements end to end, no finding.
  const did = card.getByTestId('dcm-did');
  await expect(did).toHaveAttribute('data-did', '0xF190');
  await expect(card.getByTestId('dcm-did-0xF190')).toContainText('VinDid');
  const layout = did.getByTestId('dcm-did-layout');
  await expect(layout).toHaveAttribute('data-state', 'ok');
  await expect(layout.getByTestId('dcm-span')).toHaveCount(2);
  await expect(layout.locator('[data-signal="CounterSignal"]')).toHaveAttribute('data-size', '2');
  await expect(layout.locator('[data-signal="StatusSignal"]')).toHaveAttribute('data-offset', '2');
  await expect(layout.locator('.dcm-byte')).toHaveCount(3);
  await expect(layout.getByTestId('dcm-layout-summary')).toHaveText('数据元素共 3 字节，记录长度 3 字节');
  await expect(card.getByTestId('dcm-did-findings-0xF190')).toHaveAttribute('data-count', '0');

  // Read access: not configured yet; the switch creates it, open to every session and level.
  const read = did.getByTestId('dcm-access-read');
  await expect(read).toHaveAttribute('data-configured', 'false');
  await read.getByTestId('dcm-access-enable-read').click();
  await expect(read).toHaveAttribute('data-configured', 'true');
  await expect(read.locator('[data-allowed="true"]')).toHaveCount(4);
  // Extended session only, security level 1 only: one cell left.
  await expect(read.getByTestId('dcm-access-enable-read')).not.toHaveClass(/ant-switch-loading/);
  await expect(read.getByTestId('dcm-session-read-Extended')).toBeEnabled();
  await read.getByTestId('dcm-session-read-Extended').click();
  await expect(read.getByTestId('dcm-session-read-Extended')).toBeChecked();
  await expect(read.getByTestId('dcm-security-read-Level1')).toBeEnabled();
  await read.getByTestId('dcm-security-read-Level1').click();
  await expect(read.getByTestId('dcm-security-read-Level1')).toBeChecked();
  await expect(read.getByTestId('dcm-security-read-locked')).not.toBeChecked();
  await expect(read.locator('[data-allowed="true"]')).toHaveCount(1);
  await expect(read.getByTestId('dcm-cell-read-Extended-Level1')).toHaveAttribute('data-allowed', 'true');
  for (const cell of ['Default-locked', 'Default-Level1', 'Extended-locked'])
    await expect(read.getByTestId(`dcm-cell-read-${cell}`)).toHaveAttribute('data-allowed', 'false');
  await keepScreen(page, 'dcm-did-read-access');
  // Stored as the DcmDspDidRead's references.
  const snapshot = (await projectCall(page, projectId, '/generate/snapshot', {})) as {
    containers: {
      id: string;
      shortName: string;
      definitionPath: string;
      references: Record<string, string[]>;
    }[];
  };
  const byName = new Map(snapshot.containers.map((c) => [c.shortName, c.id]));
  const readContainer = snapshot.containers.find((c) => c.definitionPath.endsWith('/DcmDspDidRead'));
  expect(readContainer?.references).toEqual({
    DcmDspDidReadSessionRef: [byName.get('Extended')],
    DcmDspDidReadSecurityLevelRef: [byName.get('Level1')],
  });

  // The status moved to offset 4: a two-byte gap, the layout red, the drawer names E_Dcm0005.
  await layout.locator('[data-signal="StatusSignal"]').getByTestId('dcm-span-signal').click();
  const signalForm = dialog(page, /编辑 >> StatusSignal/);
  await expect(signalForm).toBeVisible();
  await animationsDone(signalForm);
  await fill(page, signalForm, { text: { DcmDspDidByteOffset: '4' } });
  await signalForm.getByRole('button', { name: okButton }).click();
  await expect(signalForm).toBeHidden();
  await expect(layout).toHaveAttribute('data-state', 'mismatch');
  await expect(layout.getByTestId('dcm-layout-summary')).toHaveText('数据元素共 3 字节，记录长度 5 字节');
  await expect(layout.getByTestId('dcm-layout-summary')).toHaveClass(/ant-typography-danger/);
  await expect(layout.getByTestId('dcm-byte-2')).toHaveAttribute('data-state', 'gap');
  await expect(layout.getByTestId('dcm-byte-3')).toHaveAttribute('data-state', 'gap');
  await expect(layout.getByTestId('dcm-layout-gaps')).toHaveText('2 字节空隙');
  await expect(card.getByTestId('dcm-did-findings-0xF190')).toHaveAttribute('data-count', '1');
  expect(await lengthFindings(page, projectId)).toEqual([
    'DID VinDid 的信号跨越 5 字节，但其数据元素大小之和为 3 字节：此信号从字节 4 开始，应为 2',
  ]);
  await keepScreen(page, 'dcm-did-layout-gap');

  await page.getByTestId('panel-verify').click();
  const drawer = page.getByRole('dialog', { name: /错误日志/ });
  await expect(drawer).toBeVisible();
  const row = drawer.locator('.verification-log__row').filter({ hasText: 'E_Dcm0005' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('StatusSignal');
  await animationsDone(drawer);
  await keepScreen(page, 'dcm-drawer-length');
  // The finding is the signal's byte offset: the drawer opens the signal's form, the offset goes back to 2 there.
  await row.click();
  const fixForm = dialog(page, /编辑 >> StatusSignal/);
  await expect(fixForm).toBeVisible();
  await animationsDone(fixForm);
  await keepScreen(page, 'dcm-drawer-signal-opened');
  await fill(page, fixForm, { text: { DcmDspDidByteOffset: '2' } });
  await fixForm.getByRole('button', { name: okButton }).click();
  await expect(fixForm).toBeHidden();
  await expect(layout).toHaveAttribute('data-state', 'ok');
  await expect(layout.locator('[data-state="gap"]')).toHaveCount(0);
  await expect(layout.getByTestId('dcm-layout-summary')).toHaveText('数据元素共 3 字节，记录长度 3 字节');
  await expect(card.getByTestId('dcm-did-findings-0xF190')).toHaveAttribute('data-count', '0');
  await page.getByTestId('panel-verify').click();
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.verification-log__row').filter({ hasText: 'E_Dcm0005' })).toHaveCount(0);
  expect(await lengthFindings(page, projectId)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await keepScreen(page, 'dcm-did-fixed');

  // The same card in English.
  await page.locator('.app-header').getByRole('button', { name: '语言', exact: true }).hover();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(layout.getByTestId('dcm-layout-summary')).toHaveText(
    '3 bytes from data elements, record length 3',
  );
  await expect(read.getByTestId('dcm-security-read-locked').locator('xpath=ancestor::label')).toContainText(
    'Locked (no security)',
  );
  await page.mouse.move(700, 600);
  await keepScreen(page, 'dcm-did-english');
});

interface Row {
  id: string;
  version: number;
  module: string;
  definitionPath: string;
  shortName: string;
  references: Record<string, string[]>;
}

async function dcmRows(page: Page, projectId: number): Promise<Row[]> {
  const snapshot = (await projectCall(page, projectId, '/generate/snapshot', {})) as { containers: Row[] };
  return snapshot.containers.filter((c) => c.module === 'Dcm');
}

test('a DID without info gets one from the card; an info shared by two DIDs is named as such', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInThroughPage(page, user.email);
  const name = `${projectName} info`;
  const projectId = await createProject(page, name);
  // Set-up through the API: the service processor and two DIDs, neither naming an info.
  await projectCall(page, projectId, '/module/updateData', { module: 'Dcm', enabled: true });
  const configSet = (await dcmRows(page, projectId)).find((c) => c.definitionPath === '/Dcm/DcmConfigSet')!;
  const { container: dsp } = (await projectCall(page, projectId, '/dcm/addData', {
    definitionPath: '/Dcm/DcmConfigSet/DcmDsp',
    parentId: configSet.id,
    instanceId: 0,
  })) as { container: Row };
  const dids: Row[] = [];
  for (const [shortName, identifier] of [
    ['Vin', '61840'],
    ['Serial', '61836'],
  ] as const) {
    const { container } = (await projectCall(page, projectId, '/dcm/addData', {
      definitionPath: '/Dcm/DcmConfigSet/DcmDsp/DcmDspDid',
      parentId: dsp.id,
      instanceId: 0,
      shortName,
      values: { DcmDspDidIdentifier: identifier },
    })) as { container: Row };
    dids.push(container);
  }
  await enterProject(page, projectId, name, '/main/dcm');

  // The first DID (0xF190) has no info: the card offers one and the DID then names it.
  const card = page.getByTestId('dcm-dids');
  await expect(card.getByTestId('dcm-did')).toHaveAttribute('data-did', '0xF190');
  await expect(card.getByTestId('dcm-did-layout').getByTestId('dcm-layout-none')).toBeVisible();
  await expect(card.getByTestId('dcm-info-none')).toBeVisible();
  await keepScreen(page, 'dcm-did-no-info');
  await card.getByTestId('dcm-info-create').click();
  await expect(card.getByTestId('dcm-info-open')).toBeVisible();
  await expect(card.getByTestId('dcm-access-read')).toHaveAttribute('data-configured', 'false');
  const info = (await dcmRows(page, projectId)).find((c) => c.definitionPath.endsWith('/DcmDspDidInfo'))!;
  expect((await dcmRows(page, projectId)).find((c) => c.id === dids[0]!.id)?.references).toEqual({
    DcmDspDidInfoRef: [info.id],
  });
  await expect(card.getByTestId('dcm-info-open')).toHaveText(`DID 信息：${info.shortName}`);

  // Write access switched on and off again.
  await card.getByTestId('dcm-access-tab-write').click();
  const write = card.getByTestId('dcm-access-write');
  await write.getByTestId('dcm-access-enable-write').click();
  await expect(write).toHaveAttribute('data-configured', 'true');
  await expect(write.getByTestId('dcm-any-session-write')).toBeVisible();
  await expect(write.getByTestId('dcm-security-write-locked')).toBeChecked();
  await expect(write.getByTestId('dcm-access-enable-write')).not.toHaveClass(/ant-switch-loading/);
  await write.getByTestId('dcm-access-enable-write').click();
  await expect(write).toHaveAttribute('data-configured', 'false');
  expect((await dcmRows(page, projectId)).some((c) => c.definitionPath.endsWith('/DcmDspDidWrite'))).toBe(
    false,
  );

  // The second DID names the same info: both say so.
  const serial = (await dcmRows(page, projectId)).find((c) => c.id === dids[1]!.id)!;
  await projectCall(page, projectId, '/dcm/updateIdData', {
    id: serial.id,
    version: serial.version,
    references: { DcmDspDidInfoRef: [info.id] },
  });
  await page.reload();
  await expect(card.getByTestId('dcm-info-shared')).toContainText('Serial');
  await card.getByTestId('dcm-did-0xF18C').click();
  await expect(card.getByTestId('dcm-did')).toHaveAttribute('data-did', '0xF18C');
  await expect(card.getByTestId('dcm-info-shared')).toContainText('Vin');
  await keepScreen(page, 'dcm-did-shared-info');

  // A link to a DID's container (as the drawer makes) shows that DID on the card.
  await page.goto(`/#/main/dcm?container=${dids[0]!.id}`);
  await expect(card.getByTestId('dcm-did')).toHaveAttribute('data-did', '0xF190');
});
