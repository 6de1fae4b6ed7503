import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UI_MESSAGES } from '@vitae/schema';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every source file (not tests) of the web app and the server. */
function sources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(file).isDirectory()) sources(file, found);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(readFileSync(file, 'utf8'));
  }
  return found;
}

describe('the interface messages (docs/i18n.md)', () => {
  it('has no message that no code uses: each is named by the web app or the server', () => {
    const code = [...sources(path.join(repo, 'apps/web/src')), ...sources(path.join(repo, 'apps/server/src'))].join(
      '\n',
    );
    const unused = Object.keys(UI_MESSAGES).filter((id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`));
    expect(unused).toEqual([]);
  });
});
