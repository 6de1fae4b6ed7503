import { cleanText, RICH_TEXT_ALLOWLIST } from '@vitae/schema';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWLIST.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ALLOWLIST.attributes).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...RICH_TEXT_ALLOWLIST.schemes],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/**
 * Rich text keeps only RICH_TEXT_ALLOWLIST; scripts, styles, handlers and other schemes are dropped. Cleaned after
 * sanitising too: the sanitiser decodes character references (&#1; &#xFFFE;) into the characters they name.
 */
export const sanitizeRichText = (html: string): string => cleanText(sanitizeHtml(html, options));
