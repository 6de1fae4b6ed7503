/**
 * Just enough of the sfnt container (TrueType and CFF OpenType fonts) to know a font: its table directory and the
 * names of its `name` table. Used for the fonts the browser-compiled preview downloads (their family names) and to
 * find the fonts embedded in the Typst compiler's binary (src/embedded-fonts.ts), so it never trusts an offset.
 */

/** sfnt versions: TrueType outlines (0x00010000, or 'true' on old Apple fonts) and CFF outlines ('OTTO'). */
const TRUETYPE = 0x00010000;
const APPLE_TRUETYPE = 0x74727565;
const CFF = 0x4f54544f;

/** A font's tables, by tag, with their offsets from the font's first byte. */
export type SfntTables = Map<string, { offset: number; length: number }>;

/** What a font says it is (name table IDs 1, 2, 4, 6 and 16). */
export interface FontNames {
  /** ID 1: the family as the styles' grouping of four (e.g. "Inter SemiBold"). */
  family?: string;
  /** ID 2: the style within ID 1's family (e.g. "Italic"). */
  subfamily?: string;
  /** ID 4: the full name (e.g. "Libertinus Serif Bold Italic"). */
  fullName?: string;
  /** ID 6: the PostScript name (e.g. "LibertinusSerif-BoldItalic"). */
  postScriptName?: string;
  /** ID 16: the typographic family, when it differs from ID 1 (e.g. "Inter" for "Inter SemiBold"). */
  typographicFamily?: string;
}

const NAME_IDS = { 1: 'family', 2: 'subfamily', 4: 'fullName', 6: 'postScriptName', 16: 'typographicFamily' } as const;

/** Whether `bytes` holds an sfnt version tag at `at`. */
export function isSfntStart(bytes: Uint8Array, at = 0): boolean {
  if (at < 0 || at + 4 > bytes.length) return false;
  const version = view(bytes).getUint32(at);
  return version === TRUETYPE || version === CFF || version === APPLE_TRUETYPE;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The table directory of the font that starts at `start`, or undefined unless it is sane: an sfnt version, a table
 * count within `tableCount`, tags of printable ASCII and every table inside `bytes`.
 */
export function sfntTables(
  bytes: Uint8Array,
  start = 0,
  tableCount: { min: number; max: number } = { min: 1, max: 64 },
): SfntTables | undefined {
  if (!isSfntStart(bytes, start) || start + 12 > bytes.length) return undefined;
  const data = view(bytes);
  const count = data.getUint16(start + 4);
  if (count < tableCount.min || count > tableCount.max || start + 12 + 16 * count > bytes.length) return undefined;
  const tables: SfntTables = new Map();
  for (let i = 0; i < count; i++) {
    const record = start + 12 + 16 * i;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    if (!/^[\x20-\x7e]{4}$/.test(tag)) return undefined;
    const offset = data.getUint32(record + 8);
    const length = data.getUint32(record + 12);
    if (start + offset + length > bytes.length || offset < 12 + 16 * count) return undefined;
    tables.set(tag, { offset, length });
  }
  return tables;
}

/** The font's length in bytes: where its last table ends. */
export function sfntLength(tables: SfntTables): number {
  let end = 0;
  for (const { offset, length } of tables.values()) end = Math.max(end, offset + length);
  return end;
}

/** UTF-16BE, as the Unicode and Windows platforms store names. */
function utf16be(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) text += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
  return text;
}

/**
 * How much a name record is preferred: Windows Unicode in US English first (what fonts fill most fully), then any
 * Windows Unicode, then the Unicode platform, then Macintosh Roman (read as Latin-1: family names are ASCII).
 */
function preference(platform: number, encoding: number, language: number): number {
  if (platform === 3 && (encoding === 1 || encoding === 10)) return language === 0x409 ? 4 : 3;
  if (platform === 0) return 2;
  if (platform === 1 && encoding === 0) return 1;
  return 0;
}

/**
 * The names of the font that starts at `start` (its table directory `tables`), or undefined when its `name` table
 * is missing or does not parse.
 */
export function fontNames(
  bytes: Uint8Array,
  start = 0,
  tables: SfntTables | undefined = sfntTables(bytes, start),
): FontNames | undefined {
  const table = tables?.get('name');
  if (!table || table.length < 6) return undefined;
  const data = view(bytes);
  const base = start + table.offset;
  const end = base + table.length;
  const count = data.getUint16(base + 2);
  const strings = base + data.getUint16(base + 4);
  if (base + 6 + 12 * count > end || strings > end) return undefined;
  const names: FontNames = {};
  const ranks: Partial<Record<keyof FontNames, number>> = {};
  for (let i = 0; i < count; i++) {
    const record = base + 6 + 12 * i;
    const key = NAME_IDS[data.getUint16(record + 6) as keyof typeof NAME_IDS];
    if (!key) continue;
    const rank = preference(data.getUint16(record), data.getUint16(record + 2), data.getUint16(record + 4));
    if (rank === 0 || rank <= (ranks[key] ?? 0)) continue;
    const from = strings + data.getUint16(record + 10);
    const to = from + data.getUint16(record + 8);
    if (to > end) return undefined;
    const raw = bytes.subarray(from, to);
    names[key] = rank === 1 ? String.fromCharCode(...raw) : utf16be(raw);
    ranks[key] = rank;
  }
  return names;
}

/**
 * The family a font belongs to: the typographic family (name ID 16) when it has one, else name ID 1. What Typst
 * matches `font: "…"` against for the fonts we ship (New Computer Modern is the exception: src/embedded-fonts.ts).
 */
export const familyOf = (names: FontNames): string | undefined => names.typographicFamily ?? names.family;
