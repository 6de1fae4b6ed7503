import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EN_CATALOGUE } from '../packages/schema/src/index.ts';

/** The server's bundled pages (apps/server/legal), which the web app shows translated while an operator keeps them. */
const bundled = (page: string) => readFileSync(new URL(`../apps/server/legal/${page}.md`, import.meta.url), 'utf8');

describe('the bundled legal pages in the catalogue (docs/i18n.md)', () => {
  it('has the English of each, word for word', () => {
    expect(EN_CATALOGUE['legal.terms']).toBe(bundled('terms'));
    expect(EN_CATALOGUE['legal.privacy']).toBe(bundled('privacy'));
  });
});
