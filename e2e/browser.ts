import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeFailures, describeFailures } from './axe.ts';

export { launchBrowser } from './chromium.ts';

/** axe-core on the current page: no serious or critical violation (each one named in the failure, axe.ts). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const failures = await axeFailures(page);
  expect(failures, describeFailures(screen, failures)).toEqual([]);
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
