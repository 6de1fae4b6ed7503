/**
 * What survives of rich text (workSummary, AI bullets): the sanitiser on write and the PDF renderer both
 * read this one allowlist.
 */
export const RICH_TEXT_ALLOWLIST = {
  tags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a'],
  attributes: { a: ['href'] },
  schemes: ['http', 'https', 'mailto'],
} as const;

/** Plain text as the text of rich text: `&`, `<`, `>` and `"` as character references, so it never reads as markup. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
