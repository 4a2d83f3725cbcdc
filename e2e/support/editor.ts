import { expect, type Locator, type Page } from '@playwright/test';
import { animationsDone } from './screens.js';

/** The module badge's count (errors plus warnings of the module shown). */
export function moduleBadgeCount(page: Page): Promise<number> {
  return page
    .getByTestId('module-badge')
    .getAttribute('data-count')
    .then((v) => Number(v));
}

/** The visible dialog whose text matches `title` (e.g. /编辑 >> NvMBlockDescriptor_0/). */
export function dialog(page: Page, title: RegExp): Locator {
  return page.locator('.ant-modal:visible').filter({ hasText: title });
}

/**
 * An antd OK button in either language. A button that was loading (a save that came back refused) can keep
 * its collapsed loading icon, whose label `loading` then leads the button's accessible name.
 */
export const okButton = /^(?:loading\s*)?(确\s*定|OK)$/;

/**
 * Picks an option of the open antd select dropdown by its text, once the dropdown has finished opening
 * (a click during its animation can be lost), and waits until it has closed again.
 */
export async function chooseOption(page: Page, text: string | RegExp): Promise<void> {
  // The dropdown that is open or opening; one still closing (an earlier select) is not it.
  const dropdown = page.locator('.ant-select-dropdown:not([class*="-leave"])').filter({ visible: true });
  await expect(dropdown).toHaveCount(1);
  await animationsDone(dropdown);
  await dropdown.locator('.ant-select-item-option', { hasText: text }).first().click();
  await expect(dropdown).toHaveCount(0);
}
