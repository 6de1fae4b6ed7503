import {
  displayUrl,
  type Inline,
  looksLikeRichText,
  plainTextToBlocks,
  type RichBlock,
  richTextToBlocks,
} from '@vitae/pdf';

/** Rich text (HTML from the editor) or plain text (a text area, older rows) as the blocks templates get. */
export const textBlocks = (text: string): RichBlock[] =>
  looksLikeRichText(text) ? richTextToBlocks(text) : plainTextToBlocks(text);

/** A run's words; a link whose words are not its address is followed by the address: "my blog (blog.example.com)". */
export function inlineText(inline: Inline): string {
  if ('break' in inline) return '\n';
  if (!inline.href) return inline.text;
  const target = displayUrl(inline.href);
  return displayUrl(inline.text) === target ? inline.text : `${inline.text} (${target})`;
}

/** A paragraph's words; a line break inside it stays a line break. */
export function paragraphText(block: RichBlock & { kind: 'paragraph' }): string {
  return block.inlines.map(inlineText).join('');
}

/**
 * Every list item of `blocks`, in order, as one line of text each: an item's paragraphs joined by a space, an item's
 * nested list items following it as lines of their own.
 */
export function listItems(blocks: RichBlock[]): string[] {
  const items: string[] = [];
  for (const block of blocks) {
    if (block.kind !== 'list') continue;
    for (const item of block.items) {
      const words = item
        .filter((part) => part.kind === 'paragraph')
        .map((part) => paragraphText(part).replace(/\s*\n\s*/g, ' '))
        .join(' ')
        .trim();
      if (words) items.push(words);
      items.push(...listItems(item));
    }
  }
  return items;
}

/** The paragraphs of `blocks` outside any list, as text, separated by a blank line. */
export const paragraphsText = (blocks: RichBlock[]): string =>
  blocks
    .filter((block) => block.kind === 'paragraph')
    .map(paragraphText)
    .join('\n\n');

/**
 * Everything of `blocks` as plain text: paragraphs apart by a blank line, list items as "- " (or "1. ") lines, the
 * lines of an item's own paragraphs and lists under it, indented.
 */
export function blocksText(blocks: RichBlock[], indent = '', separator = '\n\n'): string {
  return blocks
    .map((block) => {
      if (block.kind === 'paragraph') return indent + paragraphText(block).replace(/\n/g, `\n${indent}`);
      return block.items
        .map((item, index) => {
          const marker = block.ordered ? `${index + 1}. ` : '- ';
          const body = blocksText(item, `${indent}${' '.repeat(marker.length)}`, '\n').trimStart();
          return `${indent}${marker}${body}`;
        })
        .join('\n');
    })
    .join(separator);
}
