import { IMPORT_MESSAGES } from '@vitae/schema';
import { InvalidInput } from '../../lib/domain-errors.ts';
import type { Line, PdfText, Piece, Segment } from './pdf-lines.ts';
import { childOf, childrenOf, parseXml, textOf, type XmlElement } from './xml.ts';
import { readZipPaths } from './zip.ts';

/**
 * A Word file (.docx) read offline into the lines a PDF's text becomes (pdf-lines.ts), so that one field extractor
 * (pdf.ts) reads both. docs/import-export.md describes what is read. Only the parts named below are unpacked, within
 * the LinkedIn import's ZIP limits (zip.ts): macros (vbaProject.bin), embedded objects (word/embeddings), images and
 * external relationships are never unpacked, run or fetched; a hyperlink's target is kept as text, and only when it
 * is a web or mail address.
 *
 * The model: each paragraph is a line (a line break inside one starts another), a tab ends a segment (as a wide gap
 * does in a PDF), y falls by twice the line's size from line to line so that no two paragraphs read as one wrapped
 * line, x comes from the page margin, the paragraph's indent and the table cell, sizes and fonts from the styles.
 */

/** Pieces (runs of one style) read, at most: a resume has a few hundred. */
export const DOCX_MAX_PIECES = 20_000;

const WANTED = /^word\/(document\.xml|styles\.xml|numbering\.xml|_rels\/document\.xml\.rels|(header|footer)\d*\.xml)$/;
const SAFE_LINK = /^(https?:|mailto:)/i;
const damaged = () => new InvalidInput(IMPORT_MESSAGES.docxDamaged);

interface RunProps {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  vanish?: boolean;
  color?: string;
  font?: string;
  shade?: string;
  /** Shown in capitals (w:caps), whatever the letters typed. */
  caps?: boolean;
}

interface ParaProps {
  /** Left indent and first-line indent (negative: hanging), in points. */
  left?: number;
  firstLine?: number;
  numId?: string;
  level?: number;
  heading?: boolean;
  shade?: string;
  pageBreakBefore?: boolean;
  /** Tab stops set here (from the column's left edge, in points); "clear" removes one a style sets. */
  tabs?: TabStop[];
}

interface TabStop {
  pos: number;
  align: 'left' | 'right' | 'center' | 'clear';
}

interface Style {
  basedOn?: string;
  run: RunProps;
  para: ParaProps;
}

const isOn = (element: XmlElement | undefined) =>
  element !== undefined && !['0', 'false', 'off', 'none'].includes((element.attrs['w:val'] ?? '').toLowerCase());

const twips = (value: string | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) ? number / 20 : undefined;
};

const colour = (value: string | undefined) =>
  value && /^[0-9a-f]{6}$/i.test(value) ? value.toUpperCase() : value === 'auto' ? 'auto' : undefined;

function runPropsOf(rPr: XmlElement | undefined): RunProps {
  const props: RunProps = {};
  if (!rPr) return props;
  const size = childOf(rPr, 'w:sz');
  if (size && Number(size.attrs['w:val']) > 0) props.size = Number(size.attrs['w:val']) / 2;
  const bold = childOf(rPr, 'w:b');
  if (bold) props.bold = isOn(bold);
  const italic = childOf(rPr, 'w:i');
  if (italic) props.italic = isOn(italic);
  const caps = childOf(rPr, 'w:caps');
  if (caps) props.caps = isOn(caps);
  const vanish = childOf(rPr, 'w:vanish');
  if (vanish) props.vanish = isOn(vanish);
  const color = colour(childOf(rPr, 'w:color')?.attrs['w:val']);
  if (color) props.color = color;
  const fonts = childOf(rPr, 'w:rFonts');
  const font =
    fonts &&
    (fonts.attrs['w:ascii'] ?? fonts.attrs['w:hAnsi'] ?? fonts.attrs['w:asciiTheme'] ?? fonts.attrs['w:hAnsiTheme']);
  if (font) props.font = font;
  const shade = colour(childOf(rPr, 'w:shd')?.attrs['w:fill']) ?? highlight(childOf(rPr, 'w:highlight'));
  if (shade) props.shade = shade;
  return props;
}

/** Word's highlight colours by name, as the shading behind the text (white text on a white highlight is hidden). */
const highlight = (element: XmlElement | undefined) =>
  ({ white: 'FFFFFF', black: '000000' })[element?.attrs['w:val'] ?? ''];

function paraPropsOf(pPr: XmlElement | undefined): ParaProps {
  const props: ParaProps = {};
  if (!pPr) return props;
  const ind = childOf(pPr, 'w:ind');
  if (ind) {
    const left = twips(ind.attrs['w:left'] ?? ind.attrs['w:start']);
    if (left !== undefined) props.left = left;
    const hanging = twips(ind.attrs['w:hanging']);
    const firstLine = twips(ind.attrs['w:firstLine']);
    if (hanging !== undefined) props.firstLine = -hanging;
    else if (firstLine !== undefined) props.firstLine = firstLine;
  }
  const numPr = childOf(pPr, 'w:numPr');
  if (numPr) {
    const numId = childOf(numPr, 'w:numId')?.attrs['w:val'];
    if (numId !== undefined) props.numId = numId;
    const level = Number(childOf(numPr, 'w:ilvl')?.attrs['w:val']);
    if (Number.isInteger(level)) props.level = level;
  }
  const outline = childOf(pPr, 'w:outlineLvl');
  if (outline && Number(outline.attrs['w:val']) < 9) props.heading = true;
  const shade = colour(childOf(pPr, 'w:shd')?.attrs['w:fill']);
  if (shade) props.shade = shade;
  const pageBreak = childOf(pPr, 'w:pageBreakBefore');
  if (pageBreak) props.pageBreakBefore = isOn(pageBreak);
  const tabs = childrenOf(childOf(pPr, 'w:tabs'), 'w:tab').flatMap((tab): TabStop[] => {
    const pos = twips(tab.attrs['w:pos']);
    const value = tab.attrs['w:val'] ?? 'left';
    const align = value === 'end' ? 'right' : value === 'start' ? 'left' : value;
    if (pos === undefined || !['left', 'right', 'center', 'clear', 'decimal'].includes(align)) return [];
    return [{ pos, align: align === 'decimal' ? 'right' : (align as TabStop['align']) }];
  });
  if (tabs.length) props.tabs = tabs;
  return props;
}

/** The styles of styles.xml with their inheritance resolved (basedOn chains, cycles cut), and the defaults. */
class Styles {
  private readonly styles = new Map<string, Style>();
  private readonly resolved = new Map<string, Style>();
  readonly defaults: Style = { run: { size: 10, font: 'Times New Roman' }, para: {} };
  defaultParagraph: string | undefined;

  constructor(root: XmlElement | undefined) {
    const docDefaults = childOf(root, 'w:docDefaults');
    Object.assign(this.defaults.run, runPropsOf(childOf(childOf(docDefaults, 'w:rPrDefault'), 'w:rPr')));
    Object.assign(this.defaults.para, paraPropsOf(childOf(childOf(docDefaults, 'w:pPrDefault'), 'w:pPr')));
    for (const style of childrenOf(root, 'w:style')) {
      const id = style.attrs['w:styleId'];
      if (!id) continue;
      const name = childOf(style, 'w:name')?.attrs['w:val'] ?? '';
      const para = paraPropsOf(childOf(style, 'w:pPr'));
      // Word's built-in headings and the title are headings by name, whatever their outline level says.
      if (/^(heading\s*\d|title|subtitle)$/i.test(name)) para.heading = true;
      this.styles.set(id, {
        basedOn: childOf(style, 'w:basedOn')?.attrs['w:val'],
        run: runPropsOf(childOf(style, 'w:rPr')),
        para,
      });
      if (style.attrs['w:type'] === 'paragraph' && ['1', 'true', 'on'].includes(style.attrs['w:default'] ?? '')) {
        this.defaultParagraph = id;
      }
    }
  }

  /** A style with what it inherits (its own properties over its base's). */
  get(id: string | undefined): Style {
    if (!id) return { run: {}, para: {} };
    const known = this.resolved.get(id);
    if (known) return known;
    const chain: Style[] = [];
    const seen = new Set<string>();
    for (let at: string | undefined = id; at && !seen.has(at) && chain.length < 32;) {
      seen.add(at);
      const style = this.styles.get(at);
      if (!style) break;
      chain.unshift(style);
      at = style.basedOn;
    }
    const style: Style = { run: {}, para: {} };
    for (const link of chain) {
      const tabs = mergeTabs(style.para.tabs, link.para.tabs);
      Object.assign(style.run, link.run);
      Object.assign(style.para, link.para);
      if (tabs) style.para.tabs = tabs;
    }
    this.resolved.set(id, style);
    return style;
  }
}

/** Tab stops of a base (a style) with those set over it: a stop at the same place replaces it, "clear" removes it. */
function mergeTabs(base: TabStop[] | undefined, own: TabStop[] | undefined): TabStop[] | undefined {
  if (!own) return base;
  const stops = new Map((base ?? []).map((tab) => [tab.pos, tab]));
  for (const tab of own) stops.set(tab.pos, tab);
  return [...stops.values()].filter((tab) => tab.align !== 'clear').sort((a, b) => a.pos - b.pos);
}

/** numbering.xml: for each list (numId) and level, whether it shows a marker and its indent. */
class Numbering {
  private readonly levels = new Map<string, Map<number, { marker: boolean; left?: number; firstLine?: number }>>();

  constructor(root: XmlElement | undefined) {
    const abstracts = new Map<string, XmlElement>();
    for (const abstract of childrenOf(root, 'w:abstractNum')) {
      abstracts.set(abstract.attrs['w:abstractNumId'] ?? '', abstract);
    }
    for (const num of childrenOf(root, 'w:num')) {
      const abstract = abstracts.get(childOf(num, 'w:abstractNumId')?.attrs['w:val'] ?? '');
      const levels = new Map<number, { marker: boolean; left?: number; firstLine?: number }>();
      for (const level of childrenOf(abstract, 'w:lvl')) {
        const format = childOf(level, 'w:numFmt')?.attrs['w:val'] ?? 'bullet';
        const text = childOf(level, 'w:lvlText')?.attrs['w:val'] ?? '';
        const para = paraPropsOf(childOf(level, 'w:pPr'));
        levels.set(Number(level.attrs['w:ilvl'] ?? 0), {
          marker: format !== 'none' && text.trim() !== '',
          ...(para.left !== undefined ? { left: para.left } : {}),
          ...(para.firstLine !== undefined ? { firstLine: para.firstLine } : {}),
        });
      }
      if (levels.size) this.levels.set(num.attrs['w:numId'] ?? '', levels);
    }
  }

  level(numId: string | undefined, level: number | undefined) {
    if (numId === undefined || numId === '0') return undefined;
    return this.levels.get(numId)?.get(level ?? 0) ?? { marker: true };
  }
}

/** A run of text as read, before it is placed. */
interface Token {
  kind: 'text' | 'tab' | 'break' | 'page';
  text?: string;
  props?: RunProps;
  link?: string | undefined;
}

/** A line before it is placed: segments of styled pieces, whether a page break came before it. */
interface LineDraft {
  segments: { text: string; props: RunProps; link?: string | undefined }[][];
  x: number;
  pageBefore: boolean;
  /** Shading behind the paragraph (or its table cell), for white-on-shade text. */
  shade?: string | undefined;
  origin?: Line['origin'];
  /** For a table row read as one line: where each segment's cell starts. */
  cellXs?: number[];
  /** The right edge of the column (the page's, or the table cell's). */
  right?: number | undefined;
  /** A heading paragraph (Title, Subtitle, Heading N or an outline level): a table holding one lays a page out. */
  heading?: boolean;
  /** A list item (it shows a marker). */
  item?: boolean;
  /** Where a tab takes the next segment: tab stops in points from the page's left edge. */
  tabs?: { x: number; align: 'left' | 'right' | 'center' }[] | undefined;
}

interface Context {
  /** Left edge of the column (page margin plus table cell), in points. */
  x: number;
  /** Right edge of the column (the table cell's), when not the page's. */
  right?: number | undefined;
  origin?: Line['origin'];
  shade?: string | undefined;
}

class DocxReader {
  readonly drafts: LineDraft[] = [];
  private pieces = 0;

  constructor(
    private readonly styles: Styles,
    private readonly numbering: Numbering,
    private readonly links: Map<string, string>,
  ) {}

  /** Block-level content: paragraphs, tables, content controls (body, cell, text box, header, footer). */
  blocks(parent: XmlElement, context: Context): void {
    for (const child of childrenOf(parent)) {
      switch (child.name) {
        case 'w:p':
          this.paragraph(child, context);
          break;
        case 'w:tbl':
          this.table(child, context);
          break;
        case 'w:sdt':
          this.blocks(childOf(child, 'w:sdtContent') ?? child, context);
          break;
        case 'w:customXml':
        case 'w:ins':
        case 'w:moveTo':
          this.blocks(child, context);
          break;
        case 'mc:AlternateContent': {
          const choice = childOf(child, 'mc:Choice');
          if (choice) this.blocks(choice, context);
          break;
        }
      }
    }
  }

  /** A paragraph's lines, after those of the text boxes anchored in it (a side column or a name block). */
  paragraph(paragraph: XmlElement, context: Context): void {
    const { lines, textBoxes } = this.paragraphLines(paragraph, context);
    for (const box of textBoxes) this.blocks(box, { ...context, origin: context.origin ?? 'textbox' });
    this.drafts.push(...lines);
  }

  paragraphLines(paragraph: XmlElement, context: Context): { lines: LineDraft[]; textBoxes: XmlElement[] } {
    const pPr = childOf(paragraph, 'w:pPr');
    const styleId = childOf(pPr, 'w:pStyle')?.attrs['w:val'] ?? this.styles.defaultParagraph;
    const style = this.styles.get(styleId);
    const own = paraPropsOf(pPr);
    const para: ParaProps = { ...this.styles.defaults.para, ...style.para, ...own };
    const tabs = mergeTabs(mergeTabs(this.styles.defaults.para.tabs, style.para.tabs), own.tabs);
    const base: RunProps = { ...this.styles.defaults.run, ...style.run };
    const tokens: Token[] = [];
    const textBoxes: XmlElement[] = [];
    if (para.pageBreakBefore) tokens.push({ kind: 'page' });
    const list = para.heading ? undefined : this.numbering.level(para.numId, para.level);
    if (list?.marker)
      tokens.push({ kind: 'text', text: '• ', props: { ...base, ...runPropsOf(childOf(pPr, 'w:rPr')) } });
    this.inline(paragraph, base, undefined, tokens, textBoxes, []);
    const left = para.left ?? list?.left ?? 0;
    const x = context.x + Math.max(0, left + Math.min(0, para.firstLine ?? list?.firstLine ?? 0));
    const lines: LineDraft[] = [];
    const fresh = (pageBefore: boolean, first = false): LineDraft => ({
      segments: [[]],
      x,
      pageBefore,
      shade: para.shade ?? context.shade,
      right: context.right,
      ...(tabs?.length
        ? { tabs: tabs.map((tab) => ({ x: context.x + tab.pos, align: tab.align as 'left' | 'right' | 'center' })) }
        : {}),
      ...(para.heading ? { heading: true } : {}),
      ...(list?.marker && first ? { item: true } : {}),
      ...(context.origin ? { origin: context.origin } : {}),
    });
    let line = fresh(false, true);
    const next = (pageBefore: boolean) => {
      lines.push(line);
      line = fresh(pageBefore);
    };
    for (const token of tokens) {
      if (token.kind === 'tab') line.segments.push([]);
      else if (token.kind === 'break') next(false);
      else if (token.kind === 'page') {
        if (line.segments.some((segment) => segment.length)) next(true);
        else line.pageBefore = true;
      } else {
        const segment = line.segments.at(-1)!;
        const last = segment.at(-1);
        if (last && last.props === token.props && last.link === token.link) last.text += token.text!;
        else {
          if (++this.pieces > DOCX_MAX_PIECES) throw new InvalidInput(IMPORT_MESSAGES.fileTooComplex);
          segment.push({ text: token.text!, props: token.props!, link: token.link });
        }
      }
    }
    lines.push(line);
    if (lines.length === 1 && isCapitalHeading(line)) line.heading = true;
    return { lines, textBoxes };
  }

  /**
   * Runs, hyperlinks, fields and the like inside a paragraph, as tokens. Field codes (HYPERLINK "…") are read for
   * their target, never shown; deleted text is left out; text boxes are collected to be read as blocks.
   */
  private inline(
    parent: XmlElement,
    base: RunProps,
    link: string | undefined,
    tokens: Token[],
    textBoxes: XmlElement[],
    fields: { instr: string; result: boolean }[],
  ): void {
    for (const child of childrenOf(parent)) {
      switch (child.name) {
        case 'w:r':
          this.run(child, base, link, tokens, textBoxes, fields);
          break;
        case 'w:hyperlink': {
          const target = this.links.get(child.attrs['r:id'] ?? '');
          this.inline(child, base, target ?? link, tokens, textBoxes, fields);
          break;
        }
        case 'w:fldSimple': {
          const target = fieldLink(child.attrs['w:instr'] ?? '');
          this.inline(child, base, target ?? link, tokens, textBoxes, fields);
          break;
        }
        case 'w:sdt':
          this.inline(childOf(child, 'w:sdtContent') ?? child, base, link, tokens, textBoxes, fields);
          break;
        case 'w:ins':
        case 'w:moveTo':
        case 'w:smartTag':
        case 'w:customXml':
        case 'w:bdo':
        case 'w:dir':
          this.inline(child, base, link, tokens, textBoxes, fields);
          break;
        case 'mc:AlternateContent': {
          const choice = childOf(child, 'mc:Choice');
          if (choice) this.inline(choice, base, link, tokens, textBoxes, fields);
          break;
        }
      }
    }
  }

  private run(
    run: XmlElement,
    base: RunProps,
    link: string | undefined,
    tokens: Token[],
    textBoxes: XmlElement[],
    fields: { instr: string; result: boolean }[],
  ): void {
    const rPr = childOf(run, 'w:rPr');
    const props: RunProps = {
      ...base,
      ...this.styles.get(childOf(rPr, 'w:rStyle')?.attrs['w:val']).run,
      ...runPropsOf(rPr),
    };
    const inInstruction = () => fields.some((field) => !field.result);
    const fieldTarget = () => {
      for (let index = fields.length - 1; index >= 0; index--) {
        const target = fieldLink(fields[index]!.instr);
        if (target) return target;
      }
      return undefined;
    };
    for (const child of childrenOf(run)) {
      switch (child.name) {
        case 'w:t':
          if (!inInstruction()) tokens.push({ kind: 'text', text: textOf(child), props, link: fieldTarget() ?? link });
          break;
        case 'w:tab':
        case 'w:ptab':
          if (!inInstruction()) tokens.push({ kind: 'tab' });
          break;
        case 'w:br':
          tokens.push({ kind: child.attrs['w:type'] === 'page' ? 'page' : 'break' });
          break;
        case 'w:cr':
          tokens.push({ kind: 'break' });
          break;
        case 'w:lastRenderedPageBreak':
          tokens.push({ kind: 'page' });
          break;
        case 'w:noBreakHyphen':
          tokens.push({ kind: 'text', text: '-', props, link });
          break;
        case 'w:fldChar': {
          const type = child.attrs['w:fldCharType'];
          if (type === 'begin') fields.push({ instr: '', result: false });
          else if (type === 'separate' && fields.length) fields.at(-1)!.result = true;
          else if (type === 'end') fields.pop();
          break;
        }
        case 'w:instrText':
          if (fields.length) fields.at(-1)!.instr += textOf(child);
          break;
        case 'w:drawing':
        case 'w:pict':
        case 'mc:AlternateContent':
          textBoxes.push(...findTextBoxes(child));
          break;
        // w:object (an embedded OLE object), w:delText and the rest are never read.
      }
    }
  }

  /**
   * A table, row by row, as a PDF of it shows it. Word's resume templates lay a page out in a table:
   * - a row whose cells each hold one short line ("Title | Company | 2019–2021") is one line with a segment per cell;
   * - an entry row, a narrow cell of a few short lines ("2019 – 2021", "Berlin") beside the entry ("Title",
   *   "Company", its bullets), is read line beside line: "2019 – 2021 ⟂ Title", "Berlin ⟂ Company", then the bullets;
   * - any other row (a layout: a side column beside the main one, each with its headings) is read cell by cell, each
   *   cell's paragraphs in turn, the cell holding the row's largest text (the person's name) first: the document's
   *   header before the side column's "Contact".
   */
  private table(table: XmlElement, context: Context): void {
    const tblPr = childOf(table, 'w:tblPr');
    const indent = twips(childOf(tblPr, 'w:tblInd')?.attrs['w:w']) ?? 0;
    const grid = childrenOf(childOf(table, 'w:tblGrid'), 'w:gridCol').map((column) => twips(column.attrs['w:w']) ?? 0);
    const tableShade = colour(childOf(tblPr, 'w:shd')?.attrs['w:fill']);
    const offset = (column: number) =>
      grid.length ? grid.slice(0, column).reduce((sum, width) => sum + width, 0) : column * 150;
    for (const row of unwrap(table, 'w:tr')) {
      let column = 0;
      const cells: { element: XmlElement; context: Context }[] = [];
      for (const cell of unwrap(row, 'w:tc')) {
        const tcPr = childOf(cell, 'w:tcPr');
        const span = Math.max(1, Number(childOf(tcPr, 'w:gridSpan')?.attrs['w:val']) || 1);
        const x = context.x + indent + offset(column);
        const right = context.x + indent + offset(column + span);
        column += span;
        const merge = childOf(tcPr, 'w:vMerge');
        // A cell merged with the one above repeats nothing: its text (if any) was read with the first.
        if (merge && merge.attrs['w:val'] !== 'restart') continue;
        const shade = colour(childOf(tcPr, 'w:shd')?.attrs['w:fill']) ?? tableShade ?? context.shade;
        cells.push({ element: cell, context: { ...context, x, right: right > x ? right : undefined, shade } });
      }
      const oneLiners = cells.map((cell) => this.oneLine(cell.element, cell.context));
      const filled = oneLiners.filter((line) => line && line.segments.some((segment) => segment.length));
      if (cells.length > 1 && filled.length > 1 && oneLiners.every((line) => line !== null)) {
        this.drafts.push(
          ...sideBySide(
            filled.map((line) => [line!]),
            true,
          ),
        );
        continue;
      }
      const read = cells.map((cell) => this.collect(() => this.blocks(cell.element, cell.context)));
      const texts = read.map((lines) => lines.filter(hasText));
      const main = entryMain(texts);
      if (main >= 0) {
        // The entry's own lines first, then the narrow cells': "Title ⟂ 2019 – 2021", "Company ⟂ Berlin", as the
        // one-line rows and most layouts write an entry (title, company, place, dates) and a field reader expects.
        this.drafts.push(...sideBySide([texts[main]!, ...texts.filter((_, index) => index !== main)]));
        continue;
      }
      const largest = texts.map((lines) => Math.max(0, ...lines.flatMap(sizesOf)));
      const top = largest.indexOf(Math.max(...largest));
      const first = largest.every((size, index) => index === top || size < largest[top]! - 0.5) ? top : -1;
      if (first > 0) this.drafts.push(...read[first]!);
      read.forEach((lines, index) => {
        if (index !== first || first === 0) this.drafts.push(...lines);
      });
    }
  }

  /** The lines `read` adds, taken out of the reading order to be placed by the caller. */
  private collect(read: () => void): LineDraft[] {
    const start = this.drafts.length;
    read();
    return this.drafts.splice(start);
  }

  /** A cell's only line when it holds at most one short paragraph (no table, text box or line break); else null. */
  private oneLine(cell: XmlElement, context: Context): LineDraft | null {
    const children = childrenOf(cell).filter((child) => child.name !== 'w:tcPr');
    if (children.some((child) => child.name !== 'w:p')) return null;
    const drafts: LineDraft[] = [];
    const saved = this.pieces;
    for (const paragraph of children) {
      const { lines, textBoxes } = this.paragraphLines(paragraph, context);
      if (textBoxes.length) {
        this.pieces = saved;
        return null;
      }
      drafts.push(
        ...lines.filter((line) => line.segments.some((segment) => segment.some((piece) => piece.text.trim()))),
      );
    }
    // Read again as blocks when it is not a one-liner: the pieces counted here are not counted twice.
    this.pieces = saved;
    if (drafts.length > 1) return null;
    const draft = drafts[0] ?? { segments: [[]], x: context.x, pageBefore: false };
    const length = draft.segments.flat().reduce((sum, piece) => sum + piece.text.length, 0);
    return length <= 80 ? draft : null;
  }
}

/** A short paragraph set bold in capitals ("EXPERIENCE"): a heading, though set in the body's style. */
function isCapitalHeading(line: LineDraft): boolean {
  const pieces = line.segments.flat().filter((piece) => piece.text.trim());
  const text = pieces
    .map((piece) => piece.text)
    .join('')
    .trim();
  return (
    pieces.length > 0 &&
    text.length <= 40 &&
    /\p{L}{2}/u.test(text) &&
    pieces.every((piece) => piece.props.bold && (piece.props.caps || piece.text === piece.text.toLocaleUpperCase()))
  );
}

const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/;
const lineText = (line: LineDraft) =>
  line.segments
    .flat()
    .map((piece) => piece.text)
    .join(' ');

const hasText = (line: LineDraft) => line.segments.some((segment) => segment.some((piece) => piece.text.trim()));
const sizesOf = (line: LineDraft) => line.segments.flat().map((piece) => piece.props.size ?? 10);

/**
 * When a table row's cells are one entry, the cell holding the entry (the one with the most text); else -1. One
 * entry: no heading but its title, and beside the entry only cells of at most three short lines, no more than the
 * entry's lines before its first list item, one of them with a year (the dates; a place may be beside them). A label
 * column ("Languages" beside "English", "German") is no entry: it is read before its cell's lines.
 */
function entryMain(cells: LineDraft[][]): number {
  const filled = cells.filter((lines) => lines.length);
  if (filled.length < 2) return -1;
  const chars = (lines: LineDraft[]) => lines.reduce((sum, line) => sum + lineText(line).length, 0);
  const main = filled.reduce((most, lines) => (chars(lines) > chars(most) ? lines : most));
  // The entry's title may be set as a heading (Heading 2); a heading further down is a section's: a layout.
  if (filled.some((lines) => (lines === main ? lines.slice(1) : lines).some((line) => line.heading))) return -1;
  const header = main.findIndex((line) => line.item);
  const headerLines = header < 0 ? main.length : header;
  const entry = filled.every(
    (lines) =>
      lines === main ||
      (lines.length <= Math.min(3, Math.max(1, headerLines)) &&
        lines.every(
          (line) => !line.item && line.segments.flat().reduce((sum, piece) => sum + piece.text.length, 0) <= 40,
        )),
  );
  const dated = filled.some((lines) => lines !== main && lines.some((line) => YEAR.test(lineText(line))));
  return entry && dated ? cells.indexOf(main) : -1;
}

/**
 * Cells' lines placed side by side, as a PDF reads a row: the n-th line of each cell make one line, a segment per
 * cell's segment, each where its cell starts (or after the one before); a list item stays a line of its own (but in
 * a row of one-line cells). The shading each piece sits on is kept with it (white text on one cell's dark shade is
 * not hidden text beside another cell).
 */
function sideBySide(cells: LineDraft[][], oneLine = false): LineDraft[] {
  const out: LineDraft[] = [];
  const rows = Math.max(0, ...cells.map((lines) => lines.length));
  for (let index = 0; index < rows; index++) {
    const lines = cells.flatMap((cell) => cell.slice(index, index + 1));
    if (lines.length === 1 || (!oneLine && lines.some((line) => line.item))) {
      out.push(...lines);
      continue;
    }
    const segments: LineDraft['segments'] = [];
    const cellXs: number[] = [];
    for (const line of lines) {
      for (const segment of line.segments.filter((pieces) => pieces.length)) {
        segments.push(
          segment.map((piece) => ({ ...piece, props: { ...piece.props, shade: piece.props.shade ?? line.shade } })),
        );
        cellXs.push(line.x);
      }
    }
    out.push({
      ...lines[0]!,
      segments,
      cellXs,
      tabs: undefined,
      pageBefore: lines.some((line) => line.pageBefore),
      shade: undefined,
      right: lines.every((line) => line.right !== undefined)
        ? Math.max(...lines.map((line) => line.right!))
        : undefined,
    });
  }
  return out;
}

/** A HYPERLINK field's target ("HYPERLINK "https://…" \o …"), when it is a web or mail address. */
function fieldLink(instr: string): string | undefined {
  const target = /^\s*HYPERLINK\s+"([^"]+)"/i.exec(instr)?.[1];
  return target && SAFE_LINK.test(target) ? target : undefined;
}

/** The children of `parent` named `name`, also those inside content controls (w:sdt) and custom XML around them. */
function unwrap(parent: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const child of childrenOf(parent)) {
    if (child.name === name) out.push(child);
    else if (child.name === 'w:sdt') out.push(...unwrap(childOf(child, 'w:sdtContent') ?? child, name));
    else if (child.name === 'w:customXml') out.push(...unwrap(child, name));
  }
  return out;
}

/**
 * The text boxes inside a drawing or picture: in mc:AlternateContent only the first mc:Choice is read (the VML
 * mc:Fallback holds the same text again for old readers).
 */
function findTextBoxes(element: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  const stack: XmlElement[] = [element];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.name === 'w:txbxContent') {
      found.push(node);
      continue;
    }
    if (node.name === 'mc:Fallback') continue;
    const children = node.name === 'mc:AlternateContent' ? childrenOf(node, 'mc:Choice').slice(0, 1) : childrenOf(node);
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return found;
}

/** The web and mail targets of the document's external relationships, by id (never fetched). */
function relationships(root: XmlElement | undefined): { links: Map<string, string>; targets: Map<string, string> } {
  const links = new Map<string, string>();
  const targets = new Map<string, string>();
  for (const relationship of childrenOf(root, 'rel:Relationship')) {
    const id = relationship.attrs.Id ?? '';
    const target = relationship.attrs.Target ?? '';
    if (relationship.attrs.TargetMode === 'External') {
      if (SAFE_LINK.test(target)) links.set(id, target);
    } else targets.set(id, target);
  }
  return { links, targets };
}

/** A piece's width, estimated: half its size per character (no font is loaded). */
const widthOf = (piece: { text: string; props: RunProps }) =>
  piece.text.replace(/\s+/g, ' ').length * (piece.props.size ?? 10) * 0.5;

/**
 * Where a segment after a tab starts: at the next tab stop past `x` (its end there when the stop is right-aligned, as
 * a date set against the right margin), else apart from the text before (three times its size), as a wide gap is in
 * a PDF. Never over the text before.
 */
function afterTab(x: number, pieces: { text: string; props: RunProps }[], tabs: LineDraft['tabs']): number {
  const size = pieces[0]?.props.size ?? 10;
  const width = pieces.reduce((sum, piece) => sum + widthOf(piece), 0);
  const stop = tabs?.find((tab) => tab.x > x + 1);
  if (!stop) return x + size * 3;
  const start = stop.align === 'right' ? stop.x - width : stop.align === 'center' ? stop.x - width / 2 : stop.x;
  return Math.max(x + size * 0.5, start);
}

/**
 * A piece with how it is set: a Word file says whether text is bold or italic, where a PDF's font name may not; a
 * field reader tells a title from a company by it (the one set like the other entries' titles), as it does with the
 * bold and italic a PDF reader finds in a font's name or flags.
 */
type StyledPiece = Piece & { bold: boolean; italic: boolean };

const isWhite = (color: string | undefined, shade: string | undefined) =>
  color !== undefined && color !== 'auto' && (color === (shade ?? 'FFFFFF') || (color === 'FFFFFF' && !shade));

const fontName = (props: RunProps) =>
  `${props.font ?? 'Times New Roman'}${props.bold && props.italic ? '-BoldItalic' : props.bold ? '-Bold' : props.italic ? '-Italic' : ''}`;

/** Reads a Word file's text as lines (see the top of this file). A damaged file is 400. */
export function readDocxLines(bytes: Uint8Array, _warnings: string[]): PdfText {
  const files = readZipPaths(bytes, (path) => WANTED.test(path));
  const part = (path: string) => {
    const data = files.get(path);
    return data ? parseXml(data) : undefined;
  };
  const document = part('word/document.xml');
  const body = childOf(document, 'w:body');
  if (!document || !body) throw damaged();
  const styles = new Styles(part('word/styles.xml'));
  const numbering = new Numbering(part('word/numbering.xml'));
  const { links, targets } = relationships(part('word/_rels/document.xml.rels'));
  const reader = new DocxReader(styles, numbering, links);

  // The page: its size and margins from the last section (twentieths of a point), US Letter with 1" margins if none.
  const sectPr = childOf(body, 'w:sectPr');
  const pgSz = childOf(sectPr, 'w:pgSz');
  const pgMar = childOf(sectPr, 'w:pgMar');
  const width = twips(pgSz?.attrs['w:w']) ?? 612;
  const height = twips(pgSz?.attrs['w:h']) ?? 792;
  const marginLeft = twips(pgMar?.attrs['w:left']) ?? 72;
  const marginRight = twips(pgMar?.attrs['w:right']) ?? 72;
  const marginTop = twips(pgMar?.attrs['w:top']) ?? 72;
  const context: Context = { x: marginLeft };

  // The page header and footer Word shows on the first page (its own first-page one when the section has one).
  const firstPage = childOf(sectPr, 'w:titlePg') !== undefined && isOn(childOf(sectPr, 'w:titlePg'));
  const reference = (name: string) => {
    const references = childrenOf(sectPr, name);
    const chosen =
      (firstPage && references.find((item) => item.attrs['w:type'] === 'first')) ||
      references.find((item) => item.attrs['w:type'] === 'default');
    const target = chosen ? targets.get(chosen.attrs['r:id'] ?? '') : undefined;
    return target ? part(`word/${target.replace(/^\/?word\//, '').toLowerCase()}`) : undefined;
  };
  const header = reference('w:headerReference');
  if (header) reader.blocks(header, { ...context, origin: 'header' });
  reader.blocks(body, context);
  const footer = reference('w:footerReference');
  if (footer) reader.blocks(footer, { ...context, origin: 'footer' });

  const lines: Line[] = [];
  const right = width - marginRight;
  const top = height - marginTop;
  let page = 1;
  let y = top;
  let pending = false;
  for (const draft of reader.drafts) {
    if (draft.pageBefore) pending = true;
    const { cellXs } = draft;
    const segments: Segment[] = [];
    let x = draft.x;
    draft.segments.forEach((pieces, index) => {
      // A segment after a tab or in the next cell starts apart from the one before (or where its cell starts).
      if (index > 0) x = afterTab(x, pieces, cellXs ? undefined : draft.tabs);
      if (cellXs) x = Math.max(x, cellXs[index]!);
      const placed: Piece[] = [];
      for (const raw of pieces) {
        const text = raw.text.replace(/\s+/g, ' ');
        const size = raw.props.size ?? 10;
        const piece: StyledPiece = {
          text,
          x0: x,
          x1: x + widthOf(raw),
          font: fontName(raw.props),
          size,
          bold: raw.props.bold === true,
          italic: raw.props.italic === true,
        };
        if (raw.link) piece.link = raw.link;
        const hidden = raw.props.vanish
          ? 'vanish'
          : isWhite(raw.props.color, raw.props.shade ?? draft.shade)
            ? 'white'
            : size < 4
              ? 'tiny'
              : undefined;
        if (hidden) piece.hidden = hidden;
        x = piece.x1;
        placed.push(piece);
      }
      const kept = placed.filter((piece) => piece.text.trim() !== '');
      if (kept.length) {
        const text = placed
          .map((piece) => piece.text)
          .join('')
          .replace(/\s+/g, ' ')
          .trim();
        segments.push({ text, x0: kept[0]!.x0, x1: kept.at(-1)!.x1, pieces: kept });
      }
    });
    if (!segments.length) continue;
    if (pending && lines.at(-1)?.page === page) {
      page++;
      y = top;
    }
    pending = false;
    const pieces = segments.flatMap((segment) => segment.pieces);
    const size = Math.max(...pieces.map((piece) => piece.size));
    y -= size * 2;
    const chars = new Map<string, number>();
    for (const piece of pieces) chars.set(piece.font, (chars.get(piece.font) ?? 0) + piece.text.length);
    lines.push({
      page,
      y,
      x0: segments[0]!.x0,
      x1: Math.max(...segments.map((segment) => segment.x1)),
      size,
      font: [...chars].sort((a, b) => b[1] - a[1])[0]![0],
      segments,
      text: segments.map((segment) => segment.text).join(' '),
      right: Math.max(draft.right ?? right, ...segments.map((segment) => segment.x1)),
      ...(draft.origin ? { origin: draft.origin } : {}),
    });
  }

  const fonts = new Map<string, number>();
  const sizes = new Map<number, number>();
  for (const piece of lines.flatMap((line) => line.segments.flatMap((segment) => segment.pieces))) {
    fonts.set(piece.font, (fonts.get(piece.font) ?? 0) + piece.text.length);
    sizes.set(piece.size, (sizes.get(piece.size) ?? 0) + piece.text.length);
  }
  return {
    lines,
    bodyFont: [...fonts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '',
    bodySize: [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10,
    pages: page,
    totalPages: page,
  };
}
