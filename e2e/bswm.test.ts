import { expect, test, type Locator, type Page } from '@playwright/test';
import { animationsDone, keepScreen } from './support/screens.js';
import { chooseOption, dialog, moduleBadgeCount, okButton } from './support/editor.js';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';

/**
 * The acceptance of the BswM rule table: arbitration and mode control set up through the API, two rules built on
 * the table screen, a nested-list cycle made from its list cells, E_BswM0002 in the verification drawer naming
 * the cycle, one item removed on the screen and the error gone.
 */

interface Container {
  id: string;
  parentId: string | null;
  definitionPath: string;
  shortName: string;
}

const ARB = '/BswM/BswMConfig/BswMArbitration';
const CONTROL = '/BswM/BswMConfig/BswMModeControl';

async function containers(page: Page, projectId: number): Promise<Container[]> {
  const snapshot = (await projectCall(page, projectId, '/generate/snapshot', {})) as {
    containers: Container[];
  };
  return snapshot.containers;
}

/** Adds a BswM container and answers it. */
async function add(
  page: Page,
  projectId: number,
  body: {
    definitionPath: string;
    parentId: string;
    shortName?: string;
    values?: Record<string, string>;
    references?: Record<string, string[]>;
    withDefaults?: boolean;
  },
): Promise<Container> {
  const answer = (await projectCall(page, projectId, '/bswm/addData', { instanceId: 0, ...body })) as {
    container: Container;
  };
  return answer.container;
}

/** Chooses `option` of the choice container `choicePath` under `ownerId` (made when optional, its default choice replaced). */
async function choose(
  page: Page,
  projectId: number,
  ownerId: string,
  choicePath: string,
  option: string,
  values: Record<string, string> = {},
): Promise<void> {
  const holder =
    (await containers(page, projectId)).find(
      (c) => c.parentId === ownerId && c.definitionPath === choicePath,
    ) ?? (await add(page, projectId, { definitionPath: choicePath, parentId: ownerId }));
  for (const chosen of (await containers(page, projectId)).filter((c) => c.parentId === holder.id))
    await projectCall(page, projectId, '/bswm/deleteIdData', { id: chosen.id });
  await add(page, projectId, { definitionPath: `${choicePath}/${option}`, parentId: holder.id, values });
}

/**
 * A mode request port on the EcuM state, conditions RUN and POST_RUN on it, the expression EcuMRunning (either),
 * actions EcuM_AppRun (EcuM state switch) and App_Notify (user callout), lists ListA [EcuM_AppRun] and
 * ListB [App_Notify].
 */
async function setUpBswM(page: Page, projectId: number): Promise<void> {
  await projectCall(page, projectId, '/module/updateData', { module: 'BswM', enabled: true });
  const all = await containers(page, projectId);
  const arbitration = all.find((c) => c.definitionPath === ARB)!;
  const control = all.find((c) => c.definitionPath === CONTROL)!;
  expect(arbitration).toBeDefined();
  expect(control).toBeDefined();

  const port = await add(page, projectId, {
    definitionPath: `${ARB}/BswMModeRequestPort`,
    parentId: arbitration.id,
    shortName: 'EcuMState',
  });
  await choose(
    page,
    projectId,
    port.id,
    `${ARB}/BswMModeRequestPort/BswMModeRequestSource`,
    'BswMEcuMIndication',
  );
  const conditions: string[] = [];
  for (const [name, mode] of [
    ['IsRun', 'RUN'],
    ['IsPostRun', 'POST_RUN'],
  ] as const) {
    const condition = await add(page, projectId, {
      definitionPath: `${ARB}/BswMModeCondition`,
      parentId: arbitration.id,
      shortName: name,
      values: { BswMConditionType: 'BSWM_EQUALS' },
      references: { BswMConditionMode: [port.id] },
    });
    await choose(
      page,
      projectId,
      condition.id,
      `${ARB}/BswMModeCondition/BswMConditionValue`,
      'BswMBswMode',
      {
        BswMBswRequestedMode: mode,
      },
    );
    conditions.push(condition.id);
  }
  await add(page, projectId, {
    definitionPath: `${ARB}/BswMLogicalExpression`,
    parentId: arbitration.id,
    shortName: 'EcuMRunning',
    values: { BswMLogicalOperator: 'BSWM_OR' },
    references: { BswMArgumentRef: conditions },
  });

  const actions: Record<string, string> = {};
  for (const [name, kind, values] of [
    ['EcuM_AppRun', 'BswMEcuMStateSwitch', { BswMEcuMState: 'BSWM_ECUM_STATE_APP_RUN' }],
    ['App_Notify', 'BswMUserCallout', { BswMUserCalloutFunction: 'App_Notify()' }],
  ] as const) {
    const action = await add(page, projectId, {
      definitionPath: `${CONTROL}/BswMAction`,
      parentId: control.id,
      shortName: name,
    });
    await choose(page, projectId, action.id, `${CONTROL}/BswMAction/BswMAvailableActions`, kind, values);
    actions[name] = action.id;
  }
  for (const [name, action] of [
    ['ListA', 'EcuM_AppRun'],
    ['ListB', 'App_Notify'],
  ] as const) {
    const list = await add(page, projectId, {
      definitionPath: `${CONTROL}/BswMActionList`,
      parentId: control.id,
      shortName: name,
      withDefaults: false,
    });
    await add(page, projectId, {
      definitionPath: `${CONTROL}/BswMActionList/BswMActionListItem`,
      parentId: list.id,
      shortName: `${name}_Item0`,
      values: { BswMActionListItemIndex: '0' },
      references: { BswMActionListItemRef: [actions[action]!] },
    });
  }
}

/** The table row of a rule. */
function ruleRow(table: Locator, rule: string): Locator {
  return table.getByTestId(`bswm-rule-${rule}`);
}

/** Builds a rule in the "Add rule" dialog. */
async function addRule(
  page: Page,
  table: Locator,
  rule: { name: string; expression: string; then?: string; else?: string },
): Promise<void> {
  await table.getByTestId('bswm-add-rule').click();
  const form = dialog(page, /添加规则/);
  await expect(form).toBeVisible();
  await animationsDone(form);
  await form.getByTestId('bswm-rule-name').fill(rule.name);
  await form.getByTestId('bswm-rule-expression').click();
  await chooseOption(page, rule.expression);
  if (rule.then) {
    await form.getByTestId('bswm-rule-true').click();
    await chooseOption(page, rule.then);
  }
  if (rule.else) {
    await form.getByTestId('bswm-rule-false').click();
    await chooseOption(page, rule.else);
  }
  await form.getByRole('button', { name: okButton }).click();
  await expect(form).toBeHidden();
  await expect(ruleRow(table, rule.name)).toBeVisible();
}

/** Adds an item naming `target` to the list shown in a rule's cell. */
async function addItem(page: Page, cell: Locator, target: string, cycle: string | null): Promise<void> {
  await cell.getByTestId('bswm-add-item').click();
  const form = dialog(page, /添加列表项/);
  await expect(form).toBeVisible();
  await animationsDone(form);
  await form.getByTestId('bswm-item-target').click();
  await chooseOption(page, new RegExp(`^${target}$`));
  if (cycle) await expect(form.getByTestId('bswm-item-cycle')).toContainText(cycle);
  else await expect(form.getByTestId('bswm-item-cycle')).toHaveCount(0);
  await form.getByRole('button', { name: okButton }).click();
  await expect(form).toBeHidden();
}

const stamp = Date.now();
const user = { email: `bswm.${stamp}@example.com`, name: 'BswmEngineer' };
const projectName = `BswM ECU ${stamp % 100000}`;

test('rules built on the table screen; a nested-list cycle shown in the drawer, then removed on the screen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  const projectId = await createProject(page, projectName);
  await setUpBswM(page, projectId);

  await enterProject(page, projectId, projectName, '/main/bswM');
  const table = page.getByTestId('bswm-rule-table');
  await expect(table).toBeVisible();
  await expect(table).toContainText('尚无规则');
  // Above the generic BswM editor; what was set up has no findings.
  await expect.poll(() => moduleBadgeCount(page)).toBe(0);

  // The dialog says what is missing, in the UI language.
  await table.getByTestId('bswm-add-rule').click();
  const form = dialog(page, /添加规则/);
  await animationsDone(form);
  await form.getByTestId('bswm-rule-name').fill('1Rule');
  await form.getByRole('button', { name: okButton }).click();
  await expect(form).toContainText('请选择规则的逻辑表达式');
  await expect(form).toContainText('请至少选择一个动作列表（为真或为假）');
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(3);
  await keepScreen(page, 'bswm-add-rule-validation');
  await form.getByRole('button', { name: /取\s*消|Cancel/ }).click();
  await expect(form).toBeHidden();

  await addRule(page, table, {
    name: 'RuleRunning',
    expression: 'EcuMRunning',
    then: 'ListA',
    else: 'ListB',
  });
  await addRule(page, table, { name: 'RuleNotify', expression: 'EcuMRunning', then: 'ListB' });

  const running = ruleRow(table, 'RuleRunning');
  await expect(running.getByTestId('bswm-rule-if')).toContainText(
    '(EcuMState == RUN) OR (EcuMState == POST_RUN)',
  );
  const thenCell = running.getByTestId('bswm-list-then');
  const elseCell = running.getByTestId('bswm-list-else');
  await expect(thenCell).toHaveAttribute('data-list', 'ListA');
  await expect(thenCell.getByTestId('bswm-item')).toHaveText(['0 · EcuM_AppRun (EcuM 状态切换)']);
  await expect(elseCell.getByTestId('bswm-item')).toHaveText(['0 · App_Notify (用户回调)']);
  await expect(running.getByTestId('bswm-rule-findings')).toHaveCount(0);

  // ListB into ListA, then ListA into ListB: a cycle, named by the dialog before it is made.
  await addItem(page, thenCell, 'ListB', null);
  await expect(thenCell.getByTestId('bswm-item')).toHaveText([
    '0 · EcuM_AppRun (EcuM 状态切换)',
    '1 · ListB (动作列表)',
  ]);
  await addItem(page, elseCell, 'ListA', 'ListB → ListA → ListB');
  await expect(elseCell.getByTestId('bswm-item')).toHaveText([
    '0 · App_Notify (用户回调)',
    '1 · ListA (动作列表)',
  ]);
  // ListB appears in both rules that run it. The cycle is reported on ListA's item naming ListB: a red badge on
  // the rule that runs ListA, the item in red.
  await expect(ruleRow(table, 'RuleNotify').getByTestId('bswm-item')).toHaveText([
    '0 · App_Notify (用户回调)',
    '1 · ListA (动作列表)',
  ]);
  await expect(running.getByTestId('bswm-rule-findings')).toHaveAttribute('data-count', '1');
  await expect(thenCell.locator('[data-testid="bswm-item"][data-target="ListB"]')).toHaveAttribute(
    'data-findings',
    '1',
  );
  await expect(ruleRow(table, 'RuleNotify').getByTestId('bswm-rule-findings')).toHaveCount(0);
  await keepScreen(page, 'bswm-rule-table-cycle');

  // The drawer names the cycle.
  await page.getByTestId('panel-verify').click();
  const drawer = page.getByRole('dialog', { name: /错误日志/ });
  await expect(drawer).toBeVisible();
  await animationsDone(drawer);
  const cycleRow = drawer.locator('.verification-log__row').filter({ hasText: 'E_BswM0002' });
  await expect(cycleRow).toHaveCount(1);
  await expect(cycleRow).toContainText('动作列表通过嵌套包含自身：ListA → ListB → ListA');
  await keepScreen(page, 'bswm-drawer-cycle');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // One of the two items removed on the screen: the cycle is gone.
  await elseCell
    .locator('[data-testid="bswm-item"][data-target="ListA"]')
    .getByTestId('bswm-item-remove')
    .click();
  await expect(elseCell.getByTestId('bswm-item')).toHaveText(['0 · App_Notify (用户回调)']);
  await expect(running.getByTestId('bswm-rule-findings')).toHaveCount(0);
  await expect(ruleRow(table, 'RuleNotify').getByTestId('bswm-rule-findings')).toHaveCount(0);
  await keepScreen(page, 'bswm-rule-table');
  await page.getByTestId('panel-verify').click();
  await expect(drawer).toBeVisible();
  await animationsDone(drawer);
  await expect(drawer.locator('.verification-log__row').filter({ hasText: 'E_BswM' })).toHaveCount(0);
  await keepScreen(page, 'bswm-drawer-fixed');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A rule's name opens it in the generic editor.
  await running.getByTestId('bswm-rule-link').click();
  await expect(dialog(page, /编辑 >> RuleRunning/)).toBeVisible();
});
