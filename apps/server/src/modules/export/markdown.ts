import type { Inline, LinkText, RichBlock, TextRun } from '@vitae/pdf';
import type { OutlineEntry, OutlineSection, ResumeOutline } from './outline.ts';

/** Characters that mean something anywhere in a line: emphasis, code, links, HTML, tables, strikethrough. */
const INLINE_SPECIAL = /[\\`*_[\]<>|~]/g;
/** `&` that would start a character reference ("&amp;", "&#42;"). */
const ENTITY_START = /&(?=#?[a-z0-9]+;)/gi;

/** User text as Markdown that reads as the same text: what would change its meaning is escaped. */
export function escapeMarkdown(text: string, atLineStart = true): string {
  return text
    .split('\n')
    .map((line, index) => {
      const escaped = line.replace(INLINE_SPECIAL, '\\$&').replace(ENTITY_START, '\\&');
      if (index === 0 && !atLineStart) return escaped;
      // What starts a block at the start of a line: headings, quotes, list markers, rules and setext underlines.
      return escaped.replace(/^(\s*)([#>+=-])/, '$1\\$2').replace(/^(\s*\d+)([.)])/, '$1\\$2');
    })
    .join('\n');
}

/** An address inside `(…)`: parentheses and spaces percent-encoded so they cannot end it. */
const linkTarget = (href: string) =>
  href.replace(/[()\s<>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

function linked(text: string, href: string | null | undefined): string {
  return href ? `[${text}](${linkTarget(href)})` : text;
}

/** Emphasis markers go around the words, never around the spaces beside them (Markdown would not see them). */
function styledRun(run: TextRun, lineStart: boolean): string {
  const escaped = escapeMarkdown(run.text, lineStart);
  const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(escaped) ?? [];
  if (core === '') return escaped;
  let body = core;
  if (run.italic) body = `*${body}*`;
  if (run.bold) body = `**${body}**`;
  return lead + linked(body, run.href) + trail;
}

function inlinesMarkdown(inlines: Inline[], indent: string): string {
  let out = '';
  let lineStart = true;
  for (const inline of inlines) {
    if ('break' in inline) {
      // A backslash at the end of a line is a hard line break.
      out += `\\\n${indent}`;
      lineStart = true;
      continue;
    }
    out += styledRun(inline, lineStart);
    lineStart = false;
  }
  return out;
}

/** Paragraphs and lists; a list item's own blocks are indented under its marker. */
export function blocksMarkdown(blocks: RichBlock[], indent = '', separator = '\n\n'): string {
  return blocks
    .map((block) => {
      if (block.kind === 'paragraph') return indent + inlinesMarkdown(block.inlines, indent);
      return block.items
        .map((item, index) => {
          const marker = block.ordered ? `${index + 1}. ` : '- ';
          const inner = indent + ' '.repeat(marker.length);
          return `${indent}${marker}${blocksMarkdown(item, inner, '\n').trimStart()}`;
        })
        .join('\n');
    })
    .join(separator);
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

/** A heading's text: escaped, and a closing run of `#` kept as text (an ATX heading would drop it). */
const headingText = (text: string) => escapeMarkdown(oneLine(text)).replace(/(\s)(#+\s*)$/, '$1\\$2');

const linkMarkdown = (link: LinkText) => linked(escapeMarkdown(link.text), link.href);

function entryMarkdown(entry: OutlineEntry): string {
  const parts: string[] = [];
  const heading = [entry.title, entry.subtitle].filter((text) => text.trim() !== '').join(' · ');
  if (heading) parts.push(`### ${headingText(heading)}`);
  const details = [entry.place, entry.dates].filter((text) => text.trim() !== '').join(' · ');
  if (details) parts.push(`*${escapeMarkdown(details)}*`);
  if (entry.link) parts.push(linkMarkdown(entry.link));
  const head = parts.join('\n\n');
  return entry.body.length > 0 ? `${head}\n\n${blocksMarkdown(entry.body)}` : head;
}

function sectionMarkdown(section: OutlineSection): string {
  const heading = `## ${headingText(section.title)}`;
  switch (section.kind) {
    case 'text':
      return `${heading}\n\n${blocksMarkdown(section.blocks)}`;
    case 'entries':
      return [heading, ...section.entries.map(entryMarkdown)].join('\n\n');
    case 'list':
      // A line break inside an item stays one, its next line indented under the item.
      return `${heading}\n\n${section.items.map((item) => `- ${escapeMarkdown(item).replace(/\n/g, '\\\n  ')}`).join('\n')}`;
    case 'inline':
      return `${heading}\n\n${escapeMarkdown(section.items.map(oneLine).join(', '))}`;
  }
}

/** The resume as CommonMark: `# Name`, the job title, the contact line and links, then `## Section` by section. */
export function toMarkdown(outline: ResumeOutline): string {
  const head: string[] = [];
  if (outline.name) head.push(`# ${headingText(outline.name)}`);
  if (outline.jobTitle) head.push(`**${escapeMarkdown(outline.jobTitle)}**`);
  if (outline.contacts.length > 0) head.push(outline.contacts.map(linkMarkdown).join(' · '));
  const links = outline.links.map(({ name, link }) => {
    const label = name ? escapeMarkdown(name) : '';
    const target = link ? linkMarkdown(link) : '';
    return label && target ? `${label}: ${target}` : label || target;
  });
  if (links.length > 0) head.push(links.join(' · '));
  return `${[...head, ...outline.sections.map(sectionMarkdown)].join('\n\n')}\n`;
}
