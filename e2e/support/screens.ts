import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const screensDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screens');

/** Keeps a screenshot of a screen as a test artifact (e2e/artifacts/screens/NAME.png). */
export async function keepScreen(page: Page, name: string): Promise<void> {
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: join(screensDir, `${name}.png`), fullPage: true });
}

/**
 * Waits until an element's CSS animations (e.g. a dialog's opening zoom) have finished or were cancelled.
 * Endless ones (a loading spinner in a field) never finish and are not waited for.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        // A cancelled animation (the element closed or re-rendered meanwhile) is done too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
