import { looksLikeRichText, plainTextToBlocks, type RichBlock, richTextToBlocks } from '@vitae/pdf';

/** Text as compared: lower case, accents kept, every dash a hyphen, spaces (and none around dashes) collapsed. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/\s*-\s*/g, '-')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** A piece of a rich text field: a paragraph or a list item, as plain text. */
export interface TextPart {
  kind: 'paragraph' | 'bullet';
  text: string;
}

function inlineText(block: RichBlock): string {
  if (block.kind !== 'paragraph') return '';
  return block.inlines.map((inline) => ('text' in inline ? inline.text : ' ')).join('');
}

function collect(blocks: RichBlock[], parts: TextPart[], inList: boolean): void {
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      const text = inlineText(block).replace(/\s+/g, ' ').trim();
      if (text) parts.push({ kind: inList ? 'bullet' : 'paragraph', text });
      continue;
    }
    for (const item of block.items) {
      const own = item.filter((child) => child.kind === 'paragraph');
      const text = own.map(inlineText).join(' ').replace(/\s+/g, ' ').trim();
      if (text) parts.push({ kind: 'bullet', text });
      collect(
        item.filter((child) => child.kind === 'list'),
        parts,
        true,
      );
    }
  }
}

/** The paragraphs and list items of a rich (or plain) text field, in order. */
export function textParts(value: string): TextPart[] {
  if (!value || !value.trim()) return [];
  const blocks = looksLikeRichText(value) ? richTextToBlocks(value) : plainTextToBlocks(value);
  const parts: TextPart[] = [];
  collect(blocks, parts, false);
  return parts;
}

/** A rich (or plain) text field as one plain string. */
export const plainOf = (value: string) =>
  textParts(value)
    .map((part) => part.text)
    .join(' ');

/** Words: runs of letters and digits (apostrophes and inner hyphens kept). */
export const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];

/** A short quote of `text` for a message. */
export const quoteOf = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
