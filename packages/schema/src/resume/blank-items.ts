import { RICH_TEXT_ALLOWLIST } from '../rich-text.ts';

/** The rich editor's markup (allowlisted tags only) and the spaces it writes: what is left when nothing was typed. */
const RICH_TAG = new RegExp(`</?(?:${RICH_TEXT_ALLOWLIST.tags.join('|')})(?:\\s[^<>]*)?/?>`, 'gi');
const SPACE_ENTITY = /&(?:nbsp|#160|#xa0);/gi;

/** Whether a field holds no words: blank after trimming, rich text such as "<p><br></p>" included. */
export function isBlankText(value: string): boolean {
  return value.replace(RICH_TAG, '').replace(SPACE_ENTITY, ' ').trim() === '';
}

/** Whether every text field of a section item is blank and every switch (currentlyWorking) off. */
export function isBlankItem(item: object): boolean {
  return Object.values(item).every((value) =>
    typeof value === 'string' ? isBlankText(value) : typeof value === 'boolean' ? !value : value == null,
  );
}

const isBlankListItem = (item: unknown) => typeof item === 'object' && item !== null && isBlankItem(item);

/**
 * Resume fields with every list's blank items left out (an item nobody filled in is never stored); other fields
 * are returned as they are.
 */
export function withoutBlankItems<T extends object>(fields: T): T {
  const kept: Record<string, unknown> = { ...(fields as Record<string, unknown>) };
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value) && value.some(isBlankListItem)) kept[key] = value.filter((item) => !isBlankListItem(item));
  }
  return kept as T;
}
