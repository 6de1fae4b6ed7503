import { generalFamily, ROLE_FAMILIES } from './families/index.ts';
import type { RoleFamily } from './role-family.ts';

/** Words that say the level or kind of a role but not its field: they count for less than a field word. */
const GENERIC_WORDS = new Set([
  'engineer',
  'developer',
  'assistant',
  'analyst',
  'specialist',
  'manager',
  'officer',
  'consultant',
  'technician',
  'coordinator',
  'admin',
  'design',
  'designer',
  'server',
]);

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9&+#/-]+/g, ' ')
    .trim()} `;

/** A phrase counts by its words, so "data engineer" beats "engineer" and "pharmacy" beats "assistant". */
const weight = (keyword: string) => {
  const words = keyword.split(' ');
  return words.length === 1 && GENERIC_WORDS.has(keyword) ? 0.5 : words.length;
};

/**
 * The family whose keywords (and role name) best match the text, a job title or a summary, else the general one.
 * Every matching keyword counts, so "Retail associate ... store sales" is retail (two words), not sales (one).
 */
export function matchFamily(text: string): RoleFamily {
  const haystack = normalise(text);
  let best = { family: generalFamily, score: 0 };
  for (const family of ROLE_FAMILIES) {
    let score = 0;
    for (const keyword of new Set([...family.keywords, family.role.toLowerCase()])) {
      if (haystack.includes(` ${keyword} `)) score += weight(keyword);
    }
    if (score > best.score) best = { family, score };
  }
  return best.family;
}
