import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { emptySnapshot, importFile, MODULE_DEFINITIONS } from '@ecuc/core/modules';
import { chooseOption, dialog } from './support/editor.js';
import { animationsDone, keepScreen } from './support/screens.js';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';
import { importFromPreview, previewDialog } from './support/imports.js';

/**
 * Dcm connected to the diagnostic transport a DBC derived: a corpus DBC with diagnostic messages imported on the
 * Com page (CanTp N-SDUs, no path to Dcm), then on the Dcm page the proposal previewed and applied — one
 * DcmDslProtocolRx per Rx N-SDU and one DcmDslProtocolTx per response, shown in the editor — and the project
 * check has no E_Dcm0006; the proposal then has nothing left to connect.
 */

const corpus = fileURLToPath(new URL('../../shared/corpus/dbc/', import.meta.url));
const RX_NSDU = '/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu';
const TX_NSDU = '/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu';
const PROTOCOL_ROW = '/Dcm/DcmConfigSet/DcmDsl/DcmDslProtocol/DcmDslProtocolRow';
const MAIN_CONNECTION = `${PROTOCOL_ROW}/DcmDslConnection/DcmDslMainConnection`;

/**
 * The first file and node of DERIVE.tsv (in name order) whose derivation has a diagnostic request, with the
 * numbers of Rx N-SDUs and of responses (physical Tx N-SDUs) it derives.
 */
function pickDbc(): { file: string; node: string; requests: number; responses: number } {
  const rows = readFileSync(join(corpus, 'DERIVE.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  const pairs = [...new Set(rows.map(([file, node]) => `${file}\t${node}`))].sort();
  for (const pair of pairs) {
    const [file = '', node = ''] = pair.split('\t');
    let n = 0;
    const derived = importFile(
      { file: file.replace(/^.*\//, ''), bytes: new Uint8Array(readFileSync(join(corpus, file))) },
      {
        language: 'en_us',
        snapshot: emptySnapshot(file),
        definitions: MODULE_DEFINITIONS,
        newId: () => `n${(n += 1)}`,
        options: { ecu: node },
      },
    );
    const containers = derived?.snapshot.containers ?? [];
    const requests = containers.filter((c) => c.definitionPath === RX_NSDU).length;
    const responses = containers.filter(
      (c) => c.definitionPath === TX_NSDU && !String(c.values['CanTpTxTaType']).endsWith('FUNCTIONAL'),
    ).length;
    if (requests > 0) return { file, node, requests, responses };
  }
  throw new Error('no DBC with diagnostic messages in the corpus');
}

const stamp = Date.now();
const user = { email: `dcmconn.${stamp}@example.com`, name: 'Diagnoser' };
const projectName = `Diag ECU ${stamp % 100000}`;

test('Dcm connected to the CanTp N-SDUs of an imported DBC: proposal previewed, applied, E_Dcm0006 holds', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const picked = pickDbc();
  const name = picked.file.replace(/^.*\//, '');
  const text = readFileSync(join(corpus, picked.file), 'latin1');
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  const projectId = await createProject(page, projectName, { chip: 'S32K144', compiler: 's32dsGcc' });
  await projectCall(page, projectId, '/module/updateData', { module: 'Com', enabled: true });

  // The DBC imported on the Com page for its node: CanTp N-SDUs, nothing in Dcm.
  await enterProject(page, projectId, projectName, '/main/com');
  const card = page.getByTestId('bus-databases').filter({ visible: true });
  await expect(card).toBeVisible();
  await card
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'latin1') });
  await expect(card.getByTestId('dbc-files').getByRole('cell', { name })).toBeVisible();
  await card.getByTestId('dbc-buname').click();
  // A bus with many nodes: the list is searched for this one.
  await page.keyboard.type(picked.node);
  await chooseOption(page, new RegExp(`^${picked.node}$`));
  await expect(card.getByTestId('dbc-buname')).toContainText(picked.node);
  await card.getByTestId(`dbc-import-${name}`).click();
  const importPreview = previewDialog(page);
  await expect(importPreview.getByTestId('derivation-summary')).toBeVisible();
  const withErrors = (await importPreview.getByTestId('import-accept-errors').count()) > 0;
  await importFromPreview(page, { acceptErrors: withErrors });
  const rxNSdus = (await projectCall(page, projectId, '/cantp/getProjectIdListData', {
    definitionPath: RX_NSDU,
  })) as unknown[];
  expect(rxNSdus).toHaveLength(picked.requests);

  // The Dcm page offers the proposal; its preview lists what it makes.
  await projectCall(page, projectId, '/module/updateData', { module: 'Dcm', enabled: true });
  // The menu was read before Dcm was enabled.
  await page.reload();
  await enterProject(page, projectId, projectName, '/main/dcm');
  const proposal = page.getByTestId('proposal-connections');
  await expect(proposal).toBeEnabled();
  await expect(proposal).toContainText('将 Dcm 连接到诊断传输层');
  await proposal.click();
  const preview = previewDialog(page);
  await expect(preview).toBeVisible();
  const kinds = preview.getByTestId('import-kinds');
  await expect(kinds).toContainText(`${MAIN_CONNECTION}/DcmDslProtocolRx`);
  await expect(kinds).toContainText(`${MAIN_CONNECTION}/DcmDslProtocolTx`);
  await expect(kinds).toContainText('/PduR/PduRRoutingPaths/PduRRoutingPath');
  await expect(kinds).toContainText('/EcuC/EcucPduCollection/Pdu');
  await keepScreen(page, 'dcm-connections-preview');
  await importFromPreview(page);

  // One protocol Rx per request, one Tx per response, in main connections of a UDS on CAN row.
  const list = async (definitionPath: string) =>
    (await projectCall(page, projectId, '/dcm/getProjectIdListData', { definitionPath })) as {
      id: string;
      parentId: string;
      shortName: string;
    }[];
  const rx = await list(`${MAIN_CONNECTION}/DcmDslProtocolRx`);
  const tx = await list(`${MAIN_CONNECTION}/DcmDslProtocolTx`);
  expect(rx).toHaveLength(picked.requests);
  expect(tx).toHaveLength(picked.responses);
  expect((await list(PROTOCOL_ROW)).map((r) => r.shortName)).toEqual(['UDS_on_CAN']);

  // The editor shows them: the level of a main connection, reached by the link to its first protocol Rx.
  await enterProject(page, projectId, projectName, `/main/dcm?container=${rx[0]!.id}`);
  const edit = dialog(page, new RegExp(`编辑 >> ${rx[0]!.shortName}`));
  await expect(edit).toBeVisible();
  await animationsDone(edit);
  await keepScreen(page, 'dcm-connections-protocol-rx');
  await edit.getByRole('button', { name: /取\s*消/ }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId(`row-name-${rx[0]!.shortName}`)).toBeVisible();
  await keepScreen(page, 'dcm-connections-editor');
  // The response of that request, in the same connection.
  const response = tx.find((t) => t.parentId === rx[0]!.parentId);
  if (response) {
    await page.getByTestId('tab-DcmDslProtocolTx').click();
    await expect(page.getByTestId(`row-name-${response.shortName}`)).toBeVisible();
    await keepScreen(page, 'dcm-connections-editor-tx');
  }

  // The project check: no E_Dcm0006; the proposal has nothing left to connect.
  const check = (await projectCall(page, projectId, '/generate/check', {})) as {
    errList: { code: string; path: string }[];
  };
  expect(check.errList.filter((r) => r.code === 'E_Dcm0006')).toEqual([]);
  expect(check.errList.filter((r) => r.path.startsWith('/Dcm'))).toEqual([]);
  const proposals = (await projectCall(page, projectId, '/module/getProposalList', { module: 'Dcm' })) as {
    id: string;
    unavailable: string | null;
  }[];
  expect(proposals.find((p) => p.id === 'connections')?.unavailable).toMatch(/已连接到 Dcm/);
});
