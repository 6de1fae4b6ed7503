import { RICH_TEXT_ALLOWLIST } from '@vitae/schema';

const ALLOWED_SCHEMES: readonly string[] = RICH_TEXT_ALLOWLIST.schemes;

/** `example.com`, `www.example.com/path?q=1`: a host name with a dot and a top-level domain, nothing before it. */
const BARE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The link target a PDF may carry for what a user typed: an absolute http(s) or mailto URL, normalised by the URL
 * parser; a bare domain gets https://. Anything else (javascript:, relative paths, spaces) is no link at all.
 */
export function safeHref(raw: string): string | null {
  const value = raw.trim();
  if (value === '' || /\s/.test(value)) return null;

  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  let candidate: string;
  if (scheme === undefined) {
    if (value.startsWith('//')) candidate = `https:${value}`;
    else if (BARE_DOMAIN.test(value)) candidate = `https://${value}`;
    else return null;
  } else if (ALLOWED_SCHEMES.includes(scheme)) {
    candidate = value;
  } else {
    return null;
  }

  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  const protocol = url.protocol.slice(0, -1);
  if (!ALLOWED_SCHEMES.includes(protocol)) return null;
  if (protocol !== 'mailto' && url.hostname === '') return null;
  if (protocol === 'mailto' && url.pathname === '') return null;
  return url.href;
}

/** How a link reads on the page: what the user typed, without the scheme, `mailto:`, `www.` or a trailing slash. */
export function displayUrl(raw: string): string {
  return raw
    .trim()
    .replace(/^(?:https?:\/\/|mailto:)/i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}
