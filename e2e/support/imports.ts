import { expect, type Locator, type Page } from '@playwright/test';
import { animationsDone } from './screens.js';

/** The preview dialog every import opens before it writes (files of a module, ECUC ARXML, vendor definitions). */
export function previewDialog(page: Page): Locator {
  return page
    .locator('.ant-modal')
    .filter({ has: page.locator('[data-testid="import-preview"], [data-testid="vendor-preview"]') });
}

/** Waits for the preview and imports from it, ticking the acceptance of errors when told to. */
export async function importFromPreview(page: Page, options: { acceptErrors?: boolean } = {}): Promise<void> {
  const dialog = previewDialog(page);
  await expect(dialog).toBeVisible();
  await animationsDone(dialog);
  if (options.acceptErrors) await dialog.getByTestId('import-accept-errors').click();
  await dialog.getByTestId('import-apply').click();
  await expect(dialog).toBeHidden();
}
