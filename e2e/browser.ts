import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export { launchBrowser } from './chromium.ts';

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Toasts fade in and out, and axe would measure a half-transparent one: screens are scanned without them, and
  // a settled toast is scanned on its own (expectToastAccessible).
  const builder = new AxeBuilder({ page }).exclude('[data-sonner-toaster]');
  const results = await builder.analyze();
  const bad = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => `${node.target.join(' ')} [${node.failureSummary ?? ''}]`).join(', ')}`,
    );
  expect(bad).toEqual([]);
}

/** A toast once its entry animation is over. */
export async function expectToastAccessible(page: Page): Promise<void> {
  await page.waitForTimeout(1000);
  const results = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
  const bad = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(bad.map((violation) => violation.id)).toEqual([]);
}
