/**
 * What survives of rich text (workSummary, AI bullets): the sanitiser on write and the PDF renderer both
 * read this one allowlist.
 */
export const RICH_TEXT_ALLOWLIST = {
  tags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a'],
  attributes: { a: ['href'] },
  schemes: ['http', 'https', 'mailto'],
} as const;
