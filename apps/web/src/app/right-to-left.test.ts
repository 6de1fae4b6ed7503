import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Tailwind classes that name a side (left, right) instead of the line's start and end: in Arabic and Hebrew they
 * would not mirror (docs/i18n.md, right to left). The dialog's centring (left-1/2 with -translate-x-1/2) is the same
 * both ways, and the resume's pages are not the interface: they keep their own direction.
 */
const PHYSICAL =
  /(?<![\w-])(?:-?m[lr]-|p[lr]-|-?(?:left|right)-(?:\d|\[|full|auto|px)|text-(?:left|right)(?![\w-])|border-[lr](?![\w])|rounded-(?:[lr]|tl|tr|bl|br)(?![\w])|float-(?:left|right))/;
const ALLOWED = new Map([
  ['components/ui/dialog.tsx', ['left-1/2']],
  ['features/preview/preview-pages.tsx', ['left-0']],
]);

function sources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sources(file, found);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(file);
  }
  return found;
}

describe('the interface mirrors right to left', () => {
  it('names the start and end of a line in its classes, never left and right', () => {
    const offending: string[] = [];
    for (const file of sources(src)) {
      const relative = path.relative(src, file);
      const allowed = ALLOWED.get(relative) ?? [];
      for (const literal of readFileSync(file, 'utf8').match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g) ?? []) {
        for (const token of literal.slice(1, -1).split(/\s+/)) {
          const bare = token.replace(/^(?:[\w-]+:)+/, '');
          if (PHYSICAL.test(bare) && !allowed.includes(bare)) offending.push(`${relative}: ${token}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
