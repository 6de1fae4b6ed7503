import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** What axe found on a screen at the impacts that fail a test (docs/accessibility.md: serious and critical). */
export interface AxeFailure {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe-core on the page as it is now: its serious and critical violations. Toasts are left out (they fade in and out,
 * and axe would measure a half-transparent one): browser.ts's expectToastAccessible scans a settled one.
 * `exclude`: more parts to leave out; `targetSize`: also WCAG 2.2 AA's target size (2.5.8), which axe leaves off by
 * default (accessibility.test.ts turns it on for every screen).
 */
export async function axeFailures(
  page: Page,
  { exclude = [], targetSize = false }: { exclude?: string[]; targetSize?: boolean } = {},
): Promise<AxeFailure[]> {
  const builder = new AxeBuilder({ page })
    .options({
      // Every violation is listed in full; of what passed, or what axe could not decide, one example is enough.
      resultTypes: ['violations'],
      rules: { 'target-size': { enabled: targetSize } },
    })
    .exclude('[data-sonner-toaster]');
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`,
      ),
    }));
}

/** A failure message a person can act on: each rule with its impact, its help page and every element it found. */
export function describeFailures(screen: string, failures: AxeFailure[]): string {
  const lines = failures.flatMap((failure) => [
    `${failure.id} (${failure.impact}): ${failure.help} — ${failure.helpUrl}`,
    ...failure.targets.map((target) => `    ${target}`),
  ]);
  return `${screen}: ${failures.length} serious or critical axe violation(s)\n${lines.join('\n')}`;
}
