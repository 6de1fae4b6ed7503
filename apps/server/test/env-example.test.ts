import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../src/config.ts';

const ENV_EXAMPLE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../.env.example');

/** The settings `.env.example` lists: `NAME=value` lines, and `# NAME=value` ones left commented out. */
function listedSettings(text: string): string[] {
  return text
    .split('\n')
    .map((line) => /^(?:#\s*)?([A-Z][A-Z0-9_]*)=/.exec(line.trim())?.[1])
    .filter((name) => name !== undefined);
}

describe('.env.example', () => {
  it('lists every setting the server reads, and nothing else', async () => {
    const listed = listedSettings(await readFile(ENV_EXAMPLE, 'utf8'));
    const read: readonly string[] = SETTING_NAMES;
    expect({
      readButNotListed: read.filter((name) => !listed.includes(name)),
      listedButNotRead: listed.filter((name) => !read.includes(name)),
    }).toEqual({ readButNotListed: [], listedButNotRead: [] });
  });

  it('lists each setting once', async () => {
    const listed = listedSettings(await readFile(ENV_EXAMPLE, 'utf8'));
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
  });
});
