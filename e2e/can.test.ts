import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';
import { dialog, okButton } from './support/editor.js';
import { importFromPreview } from './support/imports.js';
import { animationsDone, keepScreen } from './support/screens.js';
import {
  addContainer as add,
  editContainer as edit,
  fillForm as fill,
  manageRow as manage,
  moduleEditor as editor,
  upTo as up,
} from './support/moduleEditor.js';

/**
 * A minimal CAN channel configured by hand: Can controller and hardware objects, CanIf controller,
 * HOH, buffer, Tx and Rx PDU, four EcuC Pdus, two PduR routing paths, a Com I-PDU with two Motorola
 * signals (and an Rx I-PDU); the signal layout shows them in their bits; every module is free of findings;
 * an overlap is followed from the drawer and fixed;
 * the ECUC ARXML export imported into another project gives the same configuration.
 */

const stamp = Date.now();
const user = { email: `can.${stamp}@example.com`, name: 'Channel' };

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

/** The badge count (errors and warnings) of the module shown. */
function badgeCount(page: Page): Promise<number> {
  return editor(page)
    .getByTestId('module-badge')
    .getAttribute('data-count')
    .then((v) => Number(v));
}

async function openModule(page: Page, projectId: number, name: string, route: string): Promise<void> {
  await enterProject(page, projectId, name, route);
  await expect(editor(page)).toHaveCount(1);
}

interface SnapshotContainer {
  id: string;
  module: string;
  parentId: string | null;
  definitionPath: string;
  shortName: string;
  values: Record<string, unknown>;
  references: Record<string, string[]>;
}

/** A project's CAN-stack configuration, independent of container ids (references as target paths). */
async function channelOf(page: Page, projectId: number): Promise<string[]> {
  const snapshot = (await projectCall(page, projectId, '/generate/snapshot', {})) as {
    containers: SnapshotContainer[];
  };
  const byId = new Map(snapshot.containers.map((c) => [c.id, c]));
  const pathOf = (c: SnapshotContainer): string => {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    return `${parent ? pathOf(parent) : `/${c.module}`}/${c.shortName}`;
  };
  return snapshot.containers
    .filter((c) => ['EcuC', 'Can', 'CanIf', 'PduR', 'Com'].includes(c.module))
    .map((c) => {
      const values = Object.fromEntries(
        Object.entries(c.values)
          .filter(([, v]) => v !== null)
          .sort(([a], [b]) => a.localeCompare(b)),
      );
      const references = Object.fromEntries(
        Object.entries(c.references)
          .filter(([, targets]) => targets.length > 0)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, targets]) => [name, targets.map((t) => (byId.has(t) ? pathOf(byId.get(t)!) : t))]),
      );
      return `${pathOf(c)} ${c.definitionPath} ${JSON.stringify(values)} ${JSON.stringify(references)}`;
    })
    .sort();
}

let projectId = 0;
const projectName = `CAN ${stamp % 100000}`;

test('a minimal CAN channel configured by hand and its signal layout', async ({ page, request }) => {
  test.setTimeout(240_000);
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  projectId = await createProject(page, projectName);
  for (const module of ['Can', 'CanIf', 'PduR', 'Com'])
    await projectCall(page, projectId, '/module/updateData', { project: projectId, module, enabled: true });

  // EcuC: the Pdus of both sides of both directions.
  await openModule(page, projectId, projectName, '/main/ecuc');
  await add(page, 'EcucPduCollection', {});
  await manage(page, 'EcucPduCollection', 'EcucPduCollection');
  for (const pdu of [
    'EngineStatus_Com_Tx',
    'EngineStatus_CanIf_Tx',
    'BrakeStatus_CanIf_Rx',
    'BrakeStatus_Com_Rx',
  ])
    await add(page, 'Pdu', { name: pdu, text: { PduLength: '8' } });

  // Can: a controller with its baud rate, a receive and a transmit hardware object.
  await openModule(page, projectId, projectName, '/main/canDriver/0');
  await manage(page, 'CanConfigSet', 'CanConfigSet');
  await add(page, 'CanController', { name: 'Chassis', text: { CanControllerId: '0' } });
  // Its baud rate configuration came with it: the controller's default names it.
  await edit(page, 'CanController', 'Chassis', {
    pick: { CanControllerDefaultBaudrate: 'CanControllerBaudrateConfig_0' },
  });
  for (const [name, id, type] of [
    ['Rx_Brake', '0', 'RECEIVE'],
    ['Tx_Engine', '1', 'TRANSMIT'],
  ] as const)
    await add(page, 'CanHardwareObject', {
      name,
      text: { CanObjectId: id },
      pick: { CanObjectType: type, CanControllerRef: 'Chassis' },
    });
  await keepScreen(page, 'can-hardware-objects');

  // CanIf: HOH, the controller of the driver, HRH with its range, HTH, buffer, Tx and Rx PDU.
  await openModule(page, projectId, projectName, '/main/canIf');
  await manage(page, 'CanIfInitCfg', 'CanIfInitCfg');
  await add(page, 'CanIfInitHohCfg', { name: 'Hoh' });
  await up(page, 'CanIf');
  await add(page, 'CanIfCtrlDrvCfg', {
    name: 'CanDrv',
    pick: { CanIfCtrlDrvInitHohConfigRef: 'Hoh', CanIfCtrlDrvNameRef: 'CanGeneral' },
  });
  await manage(page, 'CanIfCtrlDrvCfg', 'CanDrv');
  await edit(page, 'CanIfCtrlCfg', 'CanIfCtrlCfg_0', {
    text: { CanIfCtrlId: '0' },
    pick: { CanIfCtrlCanCtrlRef: 'Chassis' },
  });
  await up(page, 'CanIf');
  await manage(page, 'CanIfInitCfg', 'CanIfInitCfg');
  await manage(page, 'CanIfInitHohCfg', 'Hoh');
  await add(page, 'CanIfHrhCfg', {
    name: 'Hrh_Brake',
    pick: { CanIfHrhCanCtrlIdRef: 'CanIfCtrlCfg_0', CanIfHrhIdSymRef: 'Rx_Brake' },
    toggle: ['CanIfHrhSoftwareFilter'],
  });
  await add(page, 'CanIfHthCfg', {
    name: 'Hth_Engine',
    pick: { CanIfHthCanCtrlIdRef: 'CanIfCtrlCfg_0', CanIfHthIdSymRef: 'Tx_Engine' },
  });
  await manage(page, 'CanIfHrhCfg', 'Hrh_Brake');
  await add(page, 'CanIfHrhRangeCfg', {
    text: { CanIfHrhRangeRxLowerCanId: '512', CanIfHrhRangeRxUpperCanId: '527' },
  });
  await up(page, 'CanIfInitCfg');
  await add(page, 'CanIfBufferCfg', { name: 'TxBuffer', pickMany: { CanIfBufferHthRef: ['Hth_Engine'] } });
  await add(page, 'CanIfTxPduCfg', {
    name: 'EngineStatus_Tx',
    text: { CanIfTxPduCanId: '256', CanIfTxPduId: '0' },
    pick: { CanIfTxPduBufferRef: 'TxBuffer', CanIfTxPduRef: 'EngineStatus_CanIf_Tx' },
  });
  await add(page, 'CanIfRxPduCfg', {
    name: 'BrakeStatus_Rx',
    text: { CanIfRxPduCanId: '512', CanIfRxPduDataLength: '8', CanIfRxPduId: '0' },
    pick: { CanIfRxPduHrhIdRef: 'Hrh_Brake', CanIfRxPduRef: 'BrakeStatus_CanIf_Rx' },
  });
  await keepScreen(page, 'canif-pdus');

  // PduR: Com → CanIf and CanIf → Com.
  await openModule(page, projectId, projectName, '/main/pduR');
  await manage(page, 'PduRRoutingPaths', 'PduRRoutingPaths');
  for (const [route, source, destination, id] of [
    ['EngineStatus_Route', 'EngineStatus_Com_Tx', 'EngineStatus_CanIf_Tx', '0'],
    ['BrakeStatus_Route', 'BrakeStatus_CanIf_Rx', 'BrakeStatus_Com_Rx', '1'],
  ] as const) {
    await add(page, 'PduRRoutingPath', { name: route });
    await manage(page, 'PduRRoutingPath', route);
    await edit(page, 'PduRSrcPdu', 'PduRSrcPdu', {
      text: { PduRSourcePduHandleId: id },
      pick: { PduRSrcPduRef: source },
    });
    await edit(page, 'PduRDestPdu', 'PduRDestPdu_0', {
      text: { PduRDestPduHandleId: id },
      pick: { PduRDestPduRef: destination },
    });
    await up(page, 'PduRRoutingPaths');
  }
  // The routing paths' table shows each path's source and destination Pdus.
  await editor(page).getByTestId('tab-PduRRoutingPath').click();
  const routes = editor(page).getByTestId('table-PduRRoutingPath');
  await expect(routes.locator('.ant-table-thead')).toContainText('源 PDU');
  await expect(routes.locator('.ant-table-thead')).toContainText('目标 PDU');
  const engineRoute = routes
    .locator('.ant-table-row')
    .filter({ has: page.getByTestId('row-name-EngineStatus_Route') });
  await expect(engineRoute).toContainText('EngineStatus_Com_Tx');
  await expect(engineRoute).toContainText('EngineStatus_CanIf_Tx');
  await keepScreen(page, 'pdur-routing-paths');

  // Com: two Motorola signals and the I-PDU that carries them.
  await openModule(page, projectId, projectName, '/main/com');
  await manage(page, 'ComConfig', 'ComConfig');
  await add(page, 'ComSignal', {
    name: 'VehicleSpeed',
    text: { ComBitPosition: '8', ComBitSize: '16', ComHandleId: '0' },
    pick: { ComSignalEndianness: 'BIG_ENDIAN', ComSignalType: 'UINT16' },
  });
  await add(page, 'ComSignal', {
    name: 'Gear',
    text: { ComBitPosition: '20', ComBitSize: '4', ComHandleId: '1' },
    pick: { ComSignalEndianness: 'BIG_ENDIAN', ComSignalType: 'UINT8' },
  });
  await add(page, 'ComIPdu', {
    name: 'EngineStatus',
    text: { ComIPduHandleId: '0' },
    pick: { ComIPduDirection: 'SEND', ComPduIdRef: 'EngineStatus_Com_Tx' },
    pickMany: { ComIPduSignalRef: ['VehicleSpeed', 'Gear'] },
  });

  // The Rx I-PDU the routed brake frame arrives in.
  await add(page, 'ComSignal', {
    name: 'BrakePressure',
    text: { ComBitPosition: '8', ComBitSize: '12', ComHandleId: '2' },
    pick: { ComSignalEndianness: 'BIG_ENDIAN', ComSignalType: 'UINT16' },
  });
  await add(page, 'ComIPdu', {
    name: 'BrakeStatus',
    text: { ComIPduHandleId: '0' },
    pick: { ComIPduDirection: 'RECEIVE', ComPduIdRef: 'BrakeStatus_Com_Rx' },
    pickMany: { ComIPduSignalRef: ['BrakePressure'] },
  });

  // The signal layout: VehicleSpeed's MSB in byte 0 bit 7, LSB in byte 1 bit 0; Gear in byte 2 bits 7..4.
  const layout = page.getByTestId('signal-layout');
  await expect(layout).toBeVisible();
  await expect(layout).toContainText('长度 8 字节');
  for (let bit = 0; bit < 16; bit += 1)
    await expect(layout.getByTestId(`layout-bit-${bit}`)).toHaveAttribute('data-signals', 'VehicleSpeed');
  for (const bit of [20, 21, 22, 23])
    await expect(layout.getByTestId(`layout-bit-${bit}`)).toHaveAttribute('data-signals', 'Gear');
  for (const bit of [16, 17, 18, 19, 24])
    await expect(layout.getByTestId(`layout-bit-${bit}`)).toHaveAttribute('data-signals', '');
  await expect(layout.getByTestId('layout-bit-7')).toContainText('VehicleSpeed');
  await expect(layout.getByTestId('layout-bit-23')).toContainText('Gear');
  await expect(layout.getByTestId('signal-layout-overlaps')).toHaveCount(0);
  await keepScreen(page, 'com-signal-layout');
});

test('every module of the channel is free of findings; an overlap is followed from the drawer and fixed', async ({
  page,
}) => {
  await logInThroughPage(page, user.email);
  for (const route of ['/main/ecuc', '/main/canDriver/0', '/main/canIf', '/main/pduR', '/main/com']) {
    await openModule(page, projectId, projectName, route);
    await expect.poll(() => badgeCount(page), { message: route }).toBe(0);
  }

  // Gear moved into VehicleSpeed's bits: the layout shows the overlap, the drawer names it (E_Com0002).
  // A click on Gear's span in the layout opens it in the editor on its bit position.
  const layout = page.getByTestId('signal-layout');
  await layout.getByTestId('layout-bit-22').click();
  const gear = dialog(page, /编辑 >> Gear/);
  await expect(gear).toBeVisible();
  await animationsDone(gear);
  await expect(gear.getByTestId('param-ComBitPosition')).toBeFocused();
  await fill(page, gear, { text: { ComBitPosition: '14' } });
  await gear.getByRole('button', { name: okButton }).click();
  await expect(gear).toBeHidden();
  await expect(layout.getByTestId('signal-layout-overlaps')).toBeVisible();
  await expect(layout.getByTestId('layout-bit-14')).toHaveAttribute('data-signals', 'VehicleSpeed,Gear');
  await expect(layout.getByTestId('layout-bit-14')).toHaveClass(/com-layout__cell--shared/);
  await keepScreen(page, 'com-signal-layout-overlap');
  await page.getByTestId('panel-verify').click();
  const drawer = page.getByRole('dialog', { name: /错误日志/ });
  await expect(drawer).toBeVisible();
  const row = drawer.locator('.verification-log__row').filter({ hasText: 'E_Com0002' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('/Com/ComConfig/Gear');
  await keepScreen(page, 'com-drawer-overlap');
  await row.click();
  const form = dialog(page, /编辑 >> Gear/);
  await expect(form).toBeVisible();
  await animationsDone(form);
  const position = form.getByTestId('param-ComBitPosition');
  await expect(position).toBeFocused();
  await position.fill('20');
  await position.press('Tab');
  await form.getByRole('button', { name: okButton }).click();
  await expect(form).toBeHidden();
  await expect(layout.getByTestId('signal-layout-overlaps')).toHaveCount(0);
  await expect(layout.getByTestId('layout-bit-20')).toHaveAttribute('data-signals', 'Gear');
  await expect.poll(() => badgeCount(page)).toBe(0);
});

test('the channel’s ECUC ARXML imported into another project gives the same configuration', async ({
  page,
}) => {
  await logInThroughPage(page, user.email);
  await enterProject(page, projectId, projectName, '/main/workspace');
  const card = page.getByTestId('ecuc-arxml');
  await expect(card).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByTestId('arxml-export').click();
  const text = readFileSync((await (await download).path())!, 'utf8');
  expect(text).toContain('/AUTOSAR/EcucDefs/Com/ComConfig/ComSignal');

  const copyName = `${projectName} copy`;
  const copyId = await createProject(page, copyName);
  await enterProject(page, copyId, copyName, '/main/workspace');
  await page.reload();
  await page
    .getByTestId('ecuc-arxml')
    .locator('input[type=file]')
    .setInputFiles({ name: `${projectName}.arxml`, mimeType: 'application/xml', buffer: Buffer.from(text) });
  await importFromPreview(page);
  await expect(page.getByTestId('arxml-summary')).toBeVisible();
  const original = await channelOf(page, projectId);
  expect(original.length).toBeGreaterThan(30);
  expect(await channelOf(page, copyId)).toEqual(original);
});
