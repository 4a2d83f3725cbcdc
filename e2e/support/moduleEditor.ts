import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, dialog, okButton } from './editor.js';
import { animationsDone } from './screens.js';

/**
 * Configuring a module in the generic module editor the way a user does: tabs per container definition (picked
 * from the tab bar's "more" menu when they do not fit), the add and edit dialogs, "view/manage" one level down
 * and the breadcrumb back up.
 */

/** What to type and pick in a container dialog. */
export interface Fields {
  name?: string;
  /** Text and number fields. */
  text?: Record<string, string>;
  /** Single selects (enumerations, references) by the option's leading name. */
  pick?: Record<string, string>;
  /** Multiple references: every option's leading name, in order. */
  pickMany?: Record<string, string[]>;
  /** Switches to toggle. */
  toggle?: string[];
}

function formSelect(form: Locator, param: string): Locator {
  return form
    .locator('.ant-form-item')
    .filter({ has: form.page().getByTestId(`param-${param}`) })
    .locator('.ant-select')
    .first();
}

/** An option's text starts with the name: `EcuInfo (DcmDspDidInfo)` for a target, `UINT16` for a literal. */
function optionNamed(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);
}

/** Types and picks the fields in an open container dialog. */
export async function fillForm(page: Page, form: Locator, fields: Fields): Promise<void> {
  if (fields.name !== undefined) await form.getByTestId('field-shortName').fill(fields.name);
  for (const [param, value] of Object.entries(fields.text ?? {})) {
    const input = form.getByTestId(`param-${param}`);
    await input.fill(value);
    await input.press('Tab');
  }
  for (const [param, option] of Object.entries(fields.pick ?? {})) {
    await formSelect(form, param).click();
    await chooseOption(page, optionNamed(option));
  }
  for (const [param, options] of Object.entries(fields.pickMany ?? {})) {
    const select = formSelect(form, param);
    for (const option of options) {
      await select.click();
      const dropdown = page.locator('.ant-select-dropdown:not([class*="-leave"])').filter({ visible: true });
      await expect(dropdown).toHaveCount(1);
      await animationsDone(dropdown);
      await dropdown
        .locator('.ant-select-item-option', { hasText: optionNamed(option) })
        .first()
        .click();
      await page.keyboard.press('Escape');
      await expect(dropdown).toHaveCount(0);
    }
  }
  for (const param of fields.toggle ?? []) await form.getByTestId(`param-${param}`).click();
}

/** The module editor shown. */
export function moduleEditor(page: Page): Locator {
  return page.getByTestId('module-editor').filter({ visible: true });
}

/**
 * Shows the tab of a definition: clicked when the tab bar shows it whole, else picked from the tab bar's "more"
 * menu (modules such as Dcm and Dem have more container definitions than fit in one row).
 */
export async function openTab(page: Page, definition: string): Promise<void> {
  const editor = moduleEditor(page);
  const tab = editor.getByTestId(`tab-${definition}`);
  const bar = editor.locator('.ant-tabs-nav-wrap').first();
  const [box, barBox] = [await tab.boundingBox(), await bar.boundingBox()];
  const whole = box && barBox && box.x >= barBox.x && box.x + box.width <= barBox.x + barBox.width;
  if (whole) await tab.click();
  else {
    await editor.locator('.ant-tabs-nav-more').first().hover();
    const menu = page.locator('.ant-tabs-dropdown:not([class*="-leave"])').filter({ visible: true });
    await animationsDone(menu);
    await menu.getByTestId(`tab-${definition}`).click();
  }
  await expect(editor.getByTestId(`table-${definition}`)).toBeVisible();
}

/** Adds a container on the tab of its definition through the add dialog. */
export async function addContainer(page: Page, definition: string, fields: Fields): Promise<void> {
  await openTab(page, definition);
  await moduleEditor(page).getByTestId(`add-${definition}`).click();
  const form = dialog(page, /(添加|Add) >> /);
  await expect(form).toBeVisible();
  await animationsDone(form);
  await fillForm(page, form, fields);
  await form.getByRole('button', { name: okButton }).click();
  await expect(form).toBeHidden();
  if (fields.name !== undefined)
    await expect(moduleEditor(page).getByTestId(`row-name-${fields.name}`)).toBeVisible();
}

/** Fills the open edit dialog of `row` and saves. */
export async function saveDialog(page: Page, row: string, fields: Fields): Promise<void> {
  const form = dialog(page, new RegExp(`(编辑|Edit) >> ${row}`));
  await expect(form).toBeVisible();
  await animationsDone(form);
  await fillForm(page, form, fields);
  await form.getByRole('button', { name: okButton }).click();
  await expect(form).toBeHidden();
}

/** Opens a row's edit dialog, fills it and saves. */
export async function editContainer(
  page: Page,
  definition: string,
  row: string,
  fields: Fields,
): Promise<void> {
  await openTab(page, definition);
  await moduleEditor(page).getByTestId(`row-name-${row}`).click();
  await saveDialog(page, row, fields);
}

/** Goes one level down: the sub-containers of a row. */
export async function manageRow(page: Page, definition: string, row: string): Promise<void> {
  await openTab(page, definition);
  await moduleEditor(page)
    .locator('.ant-table-row')
    .filter({ has: page.getByTestId(`row-name-${row}`) })
    .getByRole('button', { name: /查看\/管理|View\/manage/ })
    .click();
}

/** Goes back up to a level named in the editor's breadcrumb (the module, or a container). */
export async function upTo(page: Page, name: string): Promise<void> {
  await moduleEditor(page).locator('.ant-card-head .ant-breadcrumb').getByText(name, { exact: true }).click();
}
