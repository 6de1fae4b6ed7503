import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';
import type { Inline, LinkText, RichBlock } from '@vitae/pdf';
import type { OutlineEntry, OutlineSection, ResumeOutline } from './outline.ts';

/** The numbering of ordered lists; bulleted lists use docx's own bullet list. */
const ORDERED = 'vitae-ordered';
/** Page sizes in twentieths of a point. */
export const PAGE_SIZES = { a4: { width: 11_906, height: 16_838 }, 'us-letter': { width: 12_240, height: 15_840 } };
const SEPARATOR = ' · ';

/** A run of text, or a link around one. */
function linkRun(text: string, href: string | null) {
  const run = new TextRun({ text, ...(href ? { style: 'Hyperlink' } : {}) });
  return href ? new ExternalHyperlink({ link: href, children: [run] }) : run;
}

/** Text that may hold line breaks (a short field typed with Enter) as runs with Word's line breaks between them. */
const textRuns = (text: string): TextRun[] =>
  text.split('\n').map((line, index) => new TextRun({ text: line, ...(index > 0 ? { break: 1 } : {}) }));

function inlineRuns(inlines: Inline[]): ParagraphChild[] {
  return inlines.map((inline) => {
    if ('break' in inline) return new TextRun({ break: 1 });
    const run = new TextRun({
      text: inline.text,
      bold: inline.bold,
      italics: inline.italic,
      ...(inline.underline ? { underline: {} } : {}),
      ...(inline.href ? { style: 'Hyperlink' } : {}),
    });
    return inline.href ? new ExternalHyperlink({ link: inline.href, children: [run] }) : run;
  });
}

/** Paragraphs as Word paragraphs, lists as real Word lists (bulleted, or numbered from 1 for each list). */
export class BlockWriter {
  private lists = 0;

  blocks(blocks: RichBlock[], level = 0): Paragraph[] {
    return blocks.flatMap((block) => {
      if (block.kind === 'paragraph') return [new Paragraph({ children: inlineRuns(block.inlines) })];
      const instance = ++this.lists;
      return block.items.flatMap((item) => this.item(item, block.ordered, level, instance));
    });
  }

  /** A list item: its first paragraph carries the bullet; the rest of its text and nested lists follow, indented. */
  private item(item: RichBlock[], ordered: boolean, level: number, instance: number): Paragraph[] {
    const marker = ordered ? { numbering: { reference: ORDERED, level, instance } } : { bullet: { level } };
    const [first, ...rest] = item;
    const paragraphs: Paragraph[] = [];
    if (first?.kind === 'paragraph') paragraphs.push(new Paragraph({ ...marker, children: inlineRuns(first.inlines) }));
    else paragraphs.push(new Paragraph({ ...marker, children: [] }));
    const following = first?.kind === 'paragraph' ? rest : item;
    for (const block of following) {
      if (block.kind === 'list') paragraphs.push(...this.blocks([block], Math.min(level + 1, 8)));
      else {
        paragraphs.push(new Paragraph({ indent: { left: 720 * (level + 1) }, children: inlineRuns(block.inlines) }));
      }
    }
    return paragraphs;
  }

  /** One item a line, bulleted. */
  bullets(items: string[]): Paragraph[] {
    return items.map((text) => new Paragraph({ bullet: { level: 0 }, children: textRuns(text) }));
  }
}

/** The numbering BlockWriter's ordered lists use: a document holding them declares it. */
export const orderedNumbering = () => ({
  reference: ORDERED,
  levels: Array.from({ length: 9 }, (_, level) => ({
    level,
    format: LevelFormat.DECIMAL,
    text: `%${level + 1}.`,
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  })),
});

/** The contact items on one line, apart by a middle dot; the email a link. */
const contactLine = (contacts: LinkText[]): ParagraphChild[] =>
  contacts.flatMap((link, index) => [...(index > 0 ? [new TextRun(SEPARATOR)] : []), linkRun(link.text, link.href)]);

function entryParagraphs(entry: OutlineEntry, writer: BlockWriter): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const heading: ParagraphChild[] = [];
  if (entry.title) heading.push(new TextRun({ text: entry.title, bold: true }));
  if (entry.subtitle) heading.push(new TextRun(entry.title ? `${SEPARATOR}${entry.subtitle}` : entry.subtitle));
  if (heading.length > 0)
    paragraphs.push(new Paragraph({ keepNext: true, spacing: { before: 160 }, children: heading }));
  const details = [entry.place, entry.dates].filter((text) => text.trim() !== '').join(SEPARATOR);
  if (details)
    paragraphs.push(new Paragraph({ keepNext: true, children: [new TextRun({ text: details, italics: true })] }));
  if (entry.link) paragraphs.push(new Paragraph({ children: [linkRun(entry.link.text, entry.link.href)] }));
  paragraphs.push(...writer.blocks(entry.body));
  return paragraphs;
}

function sectionParagraphs(section: OutlineSection, writer: BlockWriter): Paragraph[] {
  const heading = new Paragraph({ heading: HeadingLevel.HEADING_1, keepNext: true, text: section.title });
  switch (section.kind) {
    case 'text':
      return [heading, ...writer.blocks(section.blocks)];
    case 'entries':
      return [heading, ...section.entries.flatMap((entry) => entryParagraphs(entry, writer))];
    case 'list':
      return [heading, ...writer.bullets(section.items)];
    case 'inline':
      return [heading, new Paragraph({ text: section.items.map((item) => item.replace(/\s*\n\s*/g, ' ')).join(', ') })];
  }
}

/**
 * The resume as a Word document for applicant-tracking systems: one column, text in reading order, the name as
 * Title, section headings as Heading 1, entry titles bold with their dates on the line below, bullets as Word lists.
 */
export async function toDocx(
  outline: ResumeOutline,
  options: { title: string; paper: 'a4' | 'us-letter' },
): Promise<Buffer> {
  const writer = new BlockWriter();
  const head: Paragraph[] = [];
  if (outline.name) head.push(new Paragraph({ heading: HeadingLevel.TITLE, text: outline.name }));
  if (outline.jobTitle) {
    head.push(new Paragraph({ children: [new TextRun({ text: outline.jobTitle, italics: true, size: 26 })] }));
  }
  if (outline.contacts.length > 0) head.push(new Paragraph({ children: contactLine(outline.contacts) }));
  if (outline.links.length > 0) {
    const links = outline.links.flatMap<ParagraphChild>(({ name, link }, index) => [
      ...(index > 0 ? [new TextRun(SEPARATOR)] : []),
      ...(name ? [new TextRun(link ? `${name}: ` : name)] : []),
      ...(link ? [linkRun(link.text, link.href)] : []),
    ]);
    head.push(new Paragraph({ children: links }));
  }

  const document = new Document({
    creator: 'Vitae',
    title: options.title,
    ...(outline.name ? { subject: outline.name } : {}),
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    numbering: { config: [orderedNumbering()] },
    sections: [
      {
        properties: { page: { size: PAGE_SIZES[options.paper] } },
        children: [...head, ...outline.sections.flatMap((section) => sectionParagraphs(section, writer))],
      },
    ],
  });
  return Packer.toBuffer(document);
}
