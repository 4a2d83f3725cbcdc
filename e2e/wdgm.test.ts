import { expect, test, type Page } from '@playwright/test';
import { keepScreen } from './support/screens.js';
import { chooseOption, dialog } from './support/editor.js';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';

/**
 * The WdgM page's logical supervision graph: a supervised entity with four checkpoints whose transitions leave
 * one unreachable from the initial checkpoint; the graph marks and names it, a click opens a checkpoint in the
 * editor, and the missing transition takes the mark away.
 */

const ENTITY = '/WdgM/WdgMGeneral/WdgMSupervisedEntity';
const CHECKPOINT = `${ENTITY}/WdgMCheckpoint`;
const TRANSITION = `${ENTITY}/WdgMInternalTransition`;
const MODE = '/WdgM/WdgMConfigSet/WdgMMode';
const SUPERVISION = `${MODE}/WdgMExternalLogicalSupervision`;

interface Row {
  id: string;
  version: number;
  module: string;
  definitionPath: string;
  shortName: string;
}

async function wdgmRows(page: Page, projectId: number): Promise<Row[]> {
  const snapshot = (await projectCall(page, projectId, '/generate/snapshot', {})) as { containers: Row[] };
  return snapshot.containers.filter((c) => c.module === 'WdgM');
}

async function addTransition(page: Page, projectId: number, entityId: string, from: string, to: string) {
  await projectCall(page, projectId, '/wdgm/addData', {
    definitionPath: TRANSITION,
    parentId: entityId,
    instanceId: 0,
    references: { WdgMInternalTransitionSourceRef: [from], WdgMInternalTransitionDestRef: [to] },
  });
}

/** The messages of the project check's E_WdgM0001 findings (logical supervision graphs). */
async function graphFindings(page: Page, projectId: number): Promise<string[]> {
  const check = (await projectCall(page, projectId, '/generate/check', {})) as {
    errList: { code: string; message: string }[];
  };
  return check.errList.filter((row) => row.code === 'E_WdgM0001').map((row) => row.message);
}

const stamp = Date.now();
const user = { email: `wdgm.${stamp}@example.com`, name: 'WdgmEngineer' };
const projectName = `WdgM ECU ${stamp % 100000}`;

test('a logical supervision graph: the unreachable checkpoint marked and named, opened in the editor, then reached', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  const projectId = await createProject(page, projectName);
  await projectCall(page, projectId, '/module/updateData', { module: 'WdgM', enabled: true });

  // Supervised entity 0 comes with checkpoint 0; three more, transitions 0→1, 1→3, 2→3: nothing leads to 2.
  const fresh = await wdgmRows(page, projectId);
  const entity = fresh.find((c) => c.definitionPath === ENTITY)!;
  const first = fresh.find((c) => c.definitionPath === CHECKPOINT)!;
  const ids = [first.id];
  for (const n of [1, 2, 3]) {
    const { container } = (await projectCall(page, projectId, '/wdgm/addData', {
      definitionPath: CHECKPOINT,
      parentId: entity.id,
      instanceId: 0,
      values: { WdgMCheckpointId: String(n) },
    })) as { container: Row };
    ids.push(container.id);
  }
  const [cp0, cp1, cp2, cp3] = ids as [string, string, string, string];
  await addTransition(page, projectId, entity.id, cp0, cp1);
  await addTransition(page, projectId, entity.id, cp1, cp3);
  await addTransition(page, projectId, entity.id, cp2, cp3);
  const current = (await wdgmRows(page, projectId)).find((c) => c.id === entity.id)!;
  await projectCall(page, projectId, '/wdgm/updateIdData', {
    id: entity.id,
    version: current.version,
    references: { WdgMInternalCheckpointInitialRef: [cp0], WdgMInternallCheckpointFinalRef: [cp3] },
  });
  const names = new Map((await wdgmRows(page, projectId)).map((c) => [c.id, c.shortName]));
  const unreachable = names.get(cp2)!;
  expect(await graphFindings(page, projectId)).toEqual([expect.stringContaining(unreachable)]);

  // The graph: initial, final and unreachable checkpoints toned, three arrows, the unreachable one named.
  await enterProject(page, projectId, projectName, '/main/wdgM');
  const card = page.getByTestId('wdgm-graph');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('wdgm-graph-select')).toContainText(entity.shortName);
  const canvas = card.getByTestId('wdgm-graph-canvas');
  await expect(canvas).toHaveAttribute('data-laid-out', 'true');
  await expect(canvas.getByTestId(`graph-node-${cp0}`)).toHaveAttribute('data-tone', 'initial');
  await expect(canvas.getByTestId(`graph-node-${cp1}`)).toHaveAttribute('data-tone', 'normal');
  await expect(canvas.getByTestId(`graph-node-${cp2}`)).toHaveAttribute('data-tone', 'error');
  await expect(canvas.getByTestId(`graph-node-${cp3}`)).toHaveAttribute('data-tone', 'final');
  await expect(canvas.locator('.react-flow__edge')).toHaveCount(3);
  await expect(card.getByTestId('wdgm-unreachable')).toHaveText(
    `无法从初始检查点到达的检查点：${unreachable}`,
  );
  await expect(card.getByTestId('wdgm-legend')).toContainText('不可到达');
  await keepScreen(page, 'wdgm-graph-unreachable');

  // A click on the checkpoint opens it in the generic editor below.
  await canvas.getByTestId(`graph-node-${cp2}`).click();
  const editDialog = dialog(page, new RegExp(unreachable));
  await expect(editDialog).toBeVisible();
  await keepScreen(page, 'wdgm-graph-checkpoint-opened');
  await editDialog.getByRole('button', { name: /取\s*消|Cancel/ }).click();
  await expect(editDialog).toHaveCount(0);

  // The missing transition 1→2: the mark and the finding are gone.
  await addTransition(page, projectId, entity.id, cp1, cp2);
  expect(await graphFindings(page, projectId)).toEqual([]);
  await page.reload();
  await expect(canvas).toHaveAttribute('data-laid-out', 'true');
  await expect(canvas.locator('.react-flow__edge')).toHaveCount(4);
  await expect(canvas.getByTestId(`graph-node-${cp2}`)).toHaveAttribute('data-tone', 'normal');
  await expect(canvas.locator('[data-tone="error"]')).toHaveCount(0);
  await expect(card.getByTestId('wdgm-unreachable')).toHaveCount(0);
  await expect(card.getByTestId('wdgm-all-reachable')).toBeVisible();
  await keepScreen(page, 'wdgm-graph-reachable');

  // An external logical supervision of the mode from checkpoint 0 to checkpoint 3: picked, drawn with the
  // entity's name before each checkpoint.
  const mode = (await wdgmRows(page, projectId)).find((c) => c.definitionPath === MODE)!;
  const { container: supervision } = (await projectCall(page, projectId, '/wdgm/addData', {
    definitionPath: SUPERVISION,
    parentId: mode.id,
    instanceId: 0,
    references: { WdgMExternalCheckpointInitialRef: [cp0], WdgMExternalCheckpointFinalRef: [cp3] },
  })) as { container: Row };
  const external = (await projectCall(page, projectId, '/wdgm/addData', {
    definitionPath: `${SUPERVISION}/WdgMExternalTransition`,
    parentId: supervision.id,
    instanceId: 0,
    references: { WdgMExternalTransitionSourceRef: [cp0], WdgMExternalTransitionDestRef: [cp3] },
  })) as { container: Row };
  // Only the transition just added: any other one the supervision came with goes.
  for (const row of await wdgmRows(page, projectId))
    if (row.definitionPath === `${SUPERVISION}/WdgMExternalTransition` && row.id !== external.container.id)
      await projectCall(page, projectId, '/wdgm/deleteIdData', { id: row.id });
  expect(await graphFindings(page, projectId)).toEqual([]);
  await page.reload();
  await expect(canvas).toHaveAttribute('data-laid-out', 'true');
  await card.getByTestId('wdgm-graph-select').click();
  await chooseOption(page, new RegExp(`${supervision.shortName}（外部逻辑监控）`));
  await expect(canvas.locator('.react-flow__node')).toHaveCount(2);
  await expect(canvas.getByTestId(`graph-node-${cp0}`)).toContainText(
    `${entity.shortName}/${names.get(cp0)}`,
  );
  await expect(canvas.getByTestId(`graph-node-${cp0}`)).toHaveAttribute('data-tone', 'initial');
  await expect(canvas.getByTestId(`graph-node-${cp3}`)).toHaveAttribute('data-tone', 'final');
  await expect(canvas.locator('.react-flow__edge')).toHaveCount(1);
  await expect(card.getByTestId('wdgm-all-reachable')).toBeVisible();
  await keepScreen(page, 'wdgm-graph-external');
});
