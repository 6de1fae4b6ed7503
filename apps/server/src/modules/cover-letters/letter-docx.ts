import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { CoverLetterRecipient } from '@vitae/schema';
import { BlockWriter, orderedNumbering, PAGE_SIZES } from '../export/docx.ts';
import { textBlocks } from '../export/rich-blocks.ts';

/** What a letter's Word file shows, already in words: the export service prepares it from the letter and resume. */
export interface LetterDocument {
  title: string;
  sender: { fullName: string; jobTitle: string; address: string; phone: string; email: string };
  /** The date as the resume's language writes it ("27 November 2026", "27. November 2026"). */
  date: string;
  recipient: CoverLetterRecipient;
  /** The body as stored: rich text, or plain text typed before the editor's rich text. */
  body: string;
  /** The words before the signature ("Sincerely,"), and the name signed under them. */
  closing: string;
  signature: string;
  paper: 'a4' | 'us-letter';
}

/** Lines of a block typed with Enter (an address) as one paragraph with Word's line breaks. */
const linesParagraph = (lines: string[], options: { spacingAfter?: number } = {}) =>
  new Paragraph({
    ...(options.spacingAfter ? { spacing: { after: options.spacingAfter } } : {}),
    children: lines.map((line, index) => new TextRun({ text: line, ...(index > 0 ? { break: 1 } : {}) })),
  });

const linesOf = (...texts: string[]) =>
  texts
    .flatMap((text) => text.split('\n'))
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A cover letter as a Word document, in the letter layout the PDF uses (docs/cover-letters.md, "Export"): the
 * sender's name and contact details, the date, the recipient, the body (paragraphs and real Word lists), the signature.
 */
export async function letterDocx(letter: LetterDocument): Promise<Buffer> {
  const { sender, recipient } = letter;
  const head: Paragraph[] = [];
  if (sender.fullName) head.push(new Paragraph({ heading: HeadingLevel.TITLE, text: sender.fullName }));
  const contact = linesOf(sender.jobTitle, sender.address, [sender.phone, sender.email].filter(Boolean).join(' · '));
  if (contact.length > 0) head.push(linesParagraph(contact, { spacingAfter: 240 }));
  head.push(new Paragraph({ spacing: { after: 240 }, children: [new TextRun(letter.date)] }));
  const to = linesOf(recipient.name, recipient.company, recipient.address);
  if (to.length > 0) head.push(linesParagraph(to, { spacingAfter: 240 }));

  const body = new BlockWriter().blocks(textBlocks(letter.body));
  const signature = [
    new Paragraph({ spacing: { before: 240 }, children: [new TextRun(letter.closing)] }),
    ...(letter.signature ? [new Paragraph({ children: [new TextRun({ text: letter.signature, bold: true })] })] : []),
  ];

  const document = new Document({
    creator: 'Vitae',
    title: letter.title,
    ...(sender.fullName ? { subject: sender.fullName } : {}),
    // Space after each paragraph, as letters are set; the resume export's documents keep Word's default.
    styles: { default: { document: { run: { font: 'Calibri', size: 22 }, paragraph: { spacing: { after: 160 } } } } },
    numbering: { config: [orderedNumbering()] },
    sections: [
      {
        properties: { page: { size: PAGE_SIZES[letter.paper] } },
        children: [...head, ...body, ...signature],
      },
    ],
  });
  return Packer.toBuffer(document);
}
