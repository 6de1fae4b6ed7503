import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/import/document-reader.ts';
import { readDocxLines } from '../src/modules/import/docx-lines.ts';
import {
  isSymbolFont,
  joinLetterPieces,
  joinSpacedLetters,
  type Piece,
  readPdfLines,
} from '../src/modules/import/pdf-lines.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CORPUS = path.join(HERE, 'fixtures', 'corpus');
const PDF = path.join(HERE, 'fixtures', 'pdf');

const linesOf = async (file: string) => (await readPdfLines(new Uint8Array(await readFile(file)), [])).lines;
const texts = async (file: string) => (await linesOf(file)).map((line) => line.text);

/** Pieces one glyph each along a baseline: `gaps[i]` points between glyph i and i + 1. */
function glyphs(text: string, gaps: number[], size = 10): Piece[] {
  let x = 40;
  return [...text].map((char, index) => {
    const piece: Piece = { text: char, x0: x, x1: x + size * 0.6, font: 'f1', size };
    x = piece.x1 + (gaps[index] ?? 0);
    return piece;
  });
}

describe('letter-spaced text', () => {
  it('joins the letters pdf.js sets apart in one item, keeps word gaps and leaves ordinary text alone', () => {
    expect(joinSpacedLetters('S K I L L S')).toBe('SKILLS');
    expect(joinSpacedLetters('C O N TA C T')).toBe('CONTACT');
    expect(joinSpacedLetters('W O R K  E X P E R I E N C E')).toBe('WORK EXPERIENCE');
    for (const text of ['Vitamin C', 'A B', 'Team lead', '1 2 3', 'AB CD EF'])
      expect(joinSpacedLetters(text)).toBeNull();
  });

  it('joins glyphs drawn one at a time with even gaps into words and keeps the wider gap between words', () => {
    // "SKILLS AND TOOLS" letter-spaced by 2 pt: letters 2 pt apart, words 2 + 3 + 2 pt apart.
    const text = 'SKILLSANDTOOLS';
    const gaps = [...text].map((_, index) => (index === 5 || index === 8 ? 7 : 2));
    const joined = joinLetterPieces(glyphs(text, gaps));
    expect(joined.map((piece) => piece.text)).toEqual(['SKILLS', 'AND', 'TOOLS']);
    expect(joined.every((piece) => piece.letterSpaced)).toBe(true);
    // Glyphs drawn one by one without spacing are joined as well, and not called letter-spaced.
    const tight = joinLetterPieces(glyphs('Nurse', [0, 0, 0, 0]));
    expect(tight.map((piece) => [piece.text, piece.letterSpaced])).toEqual([['Nurse', undefined]]);
    // Two single letters are no run: "A" and "B" stay apart.
    expect(joinLetterPieces(glyphs('AB', [6])).map((piece) => piece.text)).toEqual(['A', 'B']);
  });

  it('reads the letter-spaced headings of Chromium-printed resumes as words and marks them', async () => {
    const lines = await linesOf(path.join(CORPUS, 'en-minimal-paralegal.pdf'));
    const headings = lines.filter((line) => line.segments.some((s) => s.pieces.some((piece) => piece.letterSpaced)));
    expect(headings.map((line) => line.text)).toEqual(['SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS']);
    expect(await texts(path.join(CORPUS, 'fr-minimal-chef.pdf'))).toContain('EXPÉRIENCE PROFESSIONNELLE');
  });
});

describe('side columns', () => {
  it('reads a Word side column on the left apart from the main column, the name first', async () => {
    const lines = await texts(path.join(CORPUS, 'en-word-sidebar-sales.pdf'));
    expect(lines.slice(0, 2)).toEqual(['Marco Bianchi', 'Account Executive']);
    const experience = lines.indexOf('Experience');
    expect(lines.slice(experience + 1, experience + 3)).toEqual([
      'Coral Payments | Miami, FL',
      'Account Executive · Jan 2021 – Present',
    ]);
    const contact = lines.indexOf('CONTACT');
    expect(contact).toBeGreaterThan(lines.indexOf('Education'));
    expect(lines.slice(contact, contact + 11)).toEqual([
      'CONTACT',
      'marco.bianchi@example.com',
      '+1 305 555 0142',
      'Miami, FL',
      'linkedin.com/in/marcobianchisales',
      'SKILLS',
      'Salesforce',
      'Negotiation',
      'Outbound prospecting',
      'Spanish',
      'Italian',
    ]);
  });

  it('reads a side column on the right after the main one, and imports both', async () => {
    const file = path.join(PDF, 'side-column-right.pdf');
    const lines = await texts(file);
    expect(lines.indexOf('CONTACT')).toBeGreaterThan(lines.indexOf('B.S. in Supply Chain Management · 2013 – 2017'));
    const { content } = await readDocument(new Uint8Array(await readFile(file)), []);
    expect(content).toMatchObject({
      fullName: 'Grace Okafor',
      jobTitle: 'Supply Chain Analyst',
      email: 'grace.okafor@example.com',
      phone: '+1 410 555 0133',
      experience: [
        { title: 'Supply Chain Analyst', companyName: 'Harbor Retail', startDate: '2021-03', currentlyWorking: true },
        { title: 'Logistics Coordinator', companyName: 'Chesapeake Freight', endDate: '2021-02' },
      ],
      skills: [
        { name: 'SQL' },
        { name: 'Excel modelling' },
        { name: 'Tableau' },
        { name: 'SAP MM' },
        { name: 'Demand forecasting' },
      ],
    });
  });

  it('keeps one-column resumes with right-aligned dates in one column', async () => {
    const lines = await linesOf(path.join(CORPUS, 'en-minimal-paralegal.pdf'));
    const job = lines.find((line) => line.text.startsWith('Senior Paralegal —'));
    expect(job?.segments.map((segment) => segment.text)).toEqual([
      'Senior Paralegal — Carver Lowell & Pratt LLP',
      'February 2019 – Present',
    ]);
  });
});

describe('moderncv', () => {
  it('reads the list marker drawn in a symbol font as a bullet', async () => {
    const lines = await texts(path.join(CORPUS, 'fr-moderncv-comptable.pdf'));
    expect(lines.filter((text) => text.startsWith('{'))).toEqual([]);
    expect(lines).toContain('• Sage 100');
    expect(isSymbolFont('ZCDQWA+MarVoSym')).toBe(true);
    expect(isSymbolFont('CMSY10')).toBe(true);
    expect(isSymbolFont('EIMXZD+LMSans10-Bold')).toBe(false);
  });

  it('reads the dates in the left gutter with their entry, a wrapped date joined', async () => {
    const lines = await linesOf(path.join(CORPUS, 'fr-moderncv-comptable.pdf'));
    const at = lines.findIndex((line) => line.text.startsWith('Comptable générale, Groupe'));
    expect(lines[at]!.segments.map((segment) => segment.text)).toEqual([
      'Comptable générale, Groupe Marcel Distribution, Paris',
      '2019– aujourd’hui',
    ]);
    expect(lines[at + 1]!.text).toBe('• Clôtures mensuelles de 3 filiales.');
  });

  it('reads the dates and place in the first cell of a Word layout table with the entry in the second', async () => {
    const lines = await linesOf(path.join(CORPUS, 'en-word-table-physio.pdf'));
    const at = lines.findIndex((line) => line.text.startsWith('Senior Physiotherapist'));
    expect(lines.slice(at, at + 3).map((line) => line.segments.map((segment) => segment.text))).toEqual([
      ['Senior Physiotherapist', '02/2019 – Present'],
      ['Harbourside Sports Clinic', 'Sydney'],
      ['• Treat 25 patients a week with knee and shoulder injuries.'],
    ]);
  });

  it('reads the name and title before the contact set flush right beside them', async () => {
    const lines = await texts(path.join(CORPUS, 'fr-moderncv-comptable.pdf'));
    expect(lines.slice(0, 3)).toEqual(['Camille Lefèvre', 'Comptable', 'Paris']);
  });

  it('reads contact details in the first page footer after the header, marked as the footer', async () => {
    const lines = await linesOf(path.join(CORPUS, 'en-moderncv-casual-librarian.pdf'));
    expect(lines.slice(0, 4).map((line) => [line.text, line.origin])).toEqual([
      ['Eleanor Park', undefined],
      ['Librarian', undefined],
      ['Durham, NC', 'footer'],
      ['M +1 919 555 0108 • E eleanor.park@example.edu', 'footer'],
    ]);
  });

  it('reads a centred name and title wrapped onto a second line as one line', async () => {
    const [first, second] = await linesOf(path.join(CORPUS, 'en-moderncv-banking-hr.pdf'));
    expect(first!.text).toBe('Nora Fitzgerald | HR Business Partner');
    expect(second!.text).toBe('Dublin');
  });
});

describe('links and contact rows', () => {
  it('joins a link wrapped in a narrow side column', async () => {
    const lines = await texts(path.join(CORPUS, 'fr-kendall-developpeuse.pdf'));
    expect(lines).toContain('linkedin.com/in/sarah-dubois-dev');
    expect(lines).not.toContain('dubois-dev');
  });

  it('splits a contact row set with spaces instead of separators into its parts', async () => {
    const lines = await linesOf(path.join(CORPUS, 'en-stackoverflow-devops.pdf'));
    const contact = lines.find((line) => line.text.startsWith('priya.raman@example.dev'));
    expect(contact?.segments.map((segment) => segment.text)).toEqual([
      'priya.raman@example.dev',
      '+1 415 555 0199',
      'San Francisco, CA',
      'github.com/priyaraman',
      'priyaraman.dev',
    ]);
    // A sentence is never cut at its spaces.
    const summary = lines.find((line) => line.text.startsWith('Platform engineer'));
    expect(summary?.segments).toHaveLength(1);
  });
});

describe('Word layout tables', () => {
  const docxLines = async (file: string) => readDocxLines(new Uint8Array(await readFile(file)), []).lines;

  it('reads a first cell of dates and place with the entry beside it, as the PDF of the same file reads', async () => {
    const lines = await docxLines(path.join(CORPUS, 'en-word-table-physio.docx'));
    const at = lines.findIndex((line) => line.text.startsWith('Senior Physiotherapist'));
    expect(lines.slice(at, at + 3).map((line) => line.segments.map((segment) => segment.text))).toEqual([
      ['Senior Physiotherapist', '02/2019 – Present'],
      ['Harbourside Sports Clinic', 'Sydney'],
      ['• Treat 25 patients a week with knee and shoulder injuries.'],
    ]);
  });

  it('reads the cell holding the name before a side column of contact and skills', async () => {
    const lines = (await docxLines(path.join(CORPUS, 'es-word-sidebar-contadora.docx'))).map((line) => line.text);
    expect(lines.slice(0, 2)).toEqual(['Valentina Ruiz', 'Contadora pública']);
    expect(lines.indexOf('CONTACTO')).toBeGreaterThan(lines.indexOf('Formación'));
    expect(lines.slice(lines.indexOf('HABILIDADES') + 1, lines.indexOf('HABILIDADES') + 3)).toEqual([
      'Auditoría',
      'Impuestos',
    ]);
  });
});
