/**
 * What cleanText changes, in one pass (the `u` flag makes `[\uD800-\uDFFF]` match only a surrogate with no partner:
 * a well-formed pair is one code point there):
 * - CR LF, a lone CR, vertical tab, form feed and NEL (U+0085) become a line feed;
 * - NUL and the other C0 controls but tab and line feed, the C1 controls (U+0080-U+009F) and the noncharacters
 *   U+FFFE/U+FFFF are removed;
 * - a lone surrogate (high or low) becomes U+FFFD.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNCLEAN = /\r\n?|[\v\f\u0085]|[\0-\x08\x0E-\x1F\x80-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

const replacement = (match: string): string => {
  const code = match.charCodeAt(0);
  if (code >= 0xd800 && code <= 0xdfff) return '\uFFFD';
  return code === 0x0d || code === 0x0b || code === 0x0c || code === 0x85 ? '\n' : '';
};

/**
 * Every text the app stores goes through this first (PostgreSQL refuses NUL, and a lone surrogate cannot be
 * stored as UTF-8): see the rules above, then Unicode NFC, so the same words are always the same code points.
 * Idempotent: `cleanText(cleanText(s)) === cleanText(s)`. Passwords never go through it (they are hashed as sent).
 */
export function cleanText(s: string): string {
  return s.replace(UNCLEAN, replacement).normalize('NFC');
}
