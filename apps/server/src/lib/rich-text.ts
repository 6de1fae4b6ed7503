import { cleanText, RICH_TEXT_ALLOWLIST } from '@vitae/schema';
import { looksLikeRichText } from '@vitae/pdf';
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

/**
 * A text that may be plain or rich (the summary, a description): sanitised as rich text when it is read as rich text
 * (it starts with an allowlisted tag, the renderers' own rule, looksLikeRichText), kept exactly as typed otherwise.
 * Plain text is drawn as text, never parsed as HTML, so "a<b and c>d" or "R&D" typed in a text area stay the user's
 * words (sanitising them would drop "<b and c>" as a tag, or store "R&amp;D").
 */
export const sanitizeMarkup = (text: string): string => (looksLikeRichText(text) ? sanitizeRichText(text) : text);
