import type { Locator, Page } from '@playwright/test';

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

/** An antd OK button in either language. */
export const okButton = /^(确\s*定|OK)$/;
