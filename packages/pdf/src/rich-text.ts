import { Parser } from 'htmlparser2';
import { RICH_TEXT_ALLOWLIST } from '@vitae/schema';
import { safeHref } from './links.ts';

/** A run of text with one set of styles; `href` is present only for a safe http(s)/mailto target. */
export interface TextRun {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  href?: string;
}
export interface LineBreak {
  break: true;
}
export type Inline = TextRun | LineBreak;

export interface ParagraphBlock {
  kind: 'paragraph';
  inlines: Inline[];
}
export interface ListBlock {
  kind: 'list';
  ordered: boolean;
  /** Each item is a sequence of blocks: usually one paragraph, sometimes a nested list. */
  items: RichBlock[][];
}
/** What templates render of rich text: paragraphs and lists of styled runs. Nothing else of the HTML survives. */
export type RichBlock = ParagraphBlock | ListBlock;

/** Deeper lists are flattened into the deepest allowed one, so hostile nesting cannot exhaust the typesetter. */
export const MAX_LIST_DEPTH = 3;

type AllowedTag = (typeof RICH_TEXT_ALLOWLIST.tags)[number];
type StyleFlag = 'bold' | 'italic' | 'underline';

/** What each allowlisted tag does; `satisfies` makes adding a tag to the allowlist a compile error here. */
const TAG_ROLES = {
  p: 'paragraph',
  br: 'break',
  ul: 'list',
  ol: 'list',
  li: 'item',
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  a: 'link',
} as const satisfies Record<AllowedTag, string>;

/** Elements whose text is not content (scripts, styles, embedded documents): dropped with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
]);

/** Elements outside the allowlist that still separate paragraphs, so their texts do not run together. */
const PARAGRAPH_LIKE = new Set([
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'address',
  'figure',
  'figcaption',
  'table',
  'tr',
  'dl',
  'dt',
  'dd',
  'hr',
]);

const HTML_WHITESPACE = /[ \t\n\f\r]+/g;

interface OpenList {
  list: ListBlock;
  /** How many containers were open outside this list. */
  outerDepth: number;
}

function isAllowedTag(name: string): name is AllowedTag {
  return Object.hasOwn(TAG_ROLES, name);
}

function trimParagraph(inlines: Inline[]): Inline[] {
  const result = [...inlines];
  while (result.length > 0 && 'break' in result[0]!) result.shift();
  while (result.length > 0 && 'break' in result[result.length - 1]!) result.pop();
  const first = result[0];
  if (first && 'text' in first) result[0] = { ...first, text: first.text.trimStart() };
  const last = result[result.length - 1];
  if (last && 'text' in last) result[result.length - 1] = { ...last, text: last.text.trimEnd() };
  return result.filter((inline) => !('text' in inline) || inline.text !== '');
}

function pruneEmpty(blocks: RichBlock[]): RichBlock[] {
  const result: RichBlock[] = [];
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      if (block.inlines.length > 0) result.push(block);
      continue;
    }
    const items = block.items.map(pruneEmpty).filter((item) => item.length > 0);
    if (items.length > 0) result.push({ ...block, items });
  }
  return result;
}

/** Builds blocks from the parser's events: a stack of containers (the root, list items) and of inline styles. */
class RichTextBuilder {
  private readonly root: RichBlock[] = [];
  private readonly containers: RichBlock[][] = [this.root];
  private readonly lists: OpenList[] = [];
  private readonly styles: Record<StyleFlag, number> = { bold: 0, italic: 0, underline: 0 };
  private readonly hrefs: (string | null)[] = [];
  private inlines: Inline[] = [];
  private dropDepth = 0;

  /**
   * The role of an allowlisted tag, or undefined for any other: tags dropped with their content count their depth,
   * unknown block tags still end a paragraph, other unknown tags vanish and keep their text.
   */
  private roleOf(name: string, opening: boolean): (typeof TAG_ROLES)[AllowedTag] | undefined {
    if (DROPPED_WITH_CONTENT.has(name)) {
      this.dropDepth = opening ? this.dropDepth + 1 : Math.max(0, this.dropDepth - 1);
      return undefined;
    }
    if (this.dropDepth > 0) return undefined;
    if (!isAllowedTag(name)) {
      if (PARAGRAPH_LIKE.has(name)) this.flushParagraph();
      return undefined;
    }
    return TAG_ROLES[name];
  }

  open(name: string, attributes: Record<string, string>): void {
    const role = this.roleOf(name, true);
    if (role === undefined) return;
    switch (role) {
      case 'paragraph':
        this.flushParagraph();
        break;
      case 'break':
        this.inlines.push({ break: true });
        break;
      case 'list':
        this.openList(name === 'ol');
        break;
      case 'item':
        this.openItem();
        break;
      case 'link':
        this.hrefs.push(safeHref(attributes.href ?? ''));
        break;
      default:
        this.styles[role] += 1;
    }
  }

  close(name: string): void {
    const role = this.roleOf(name, false);
    if (role === undefined) return;
    switch (role) {
      case 'paragraph':
        this.flushParagraph();
        break;
      case 'break':
        break;
      case 'list':
        this.closeList();
        break;
      case 'item':
        this.closeItem();
        break;
      case 'link':
        this.hrefs.pop();
        break;
      default:
        this.styles[role] = Math.max(0, this.styles[role] - 1);
    }
  }

  text(raw: string): void {
    if (this.dropDepth > 0) return;
    let text = raw.replace(HTML_WHITESPACE, ' ');
    const openList = this.lists.at(-1);
    if (openList && this.containers.length === openList.outerDepth) {
      if (text.trim() === '') return;
      this.openItem();
    }
    const previous = this.inlines.at(-1);
    if (previous === undefined || 'break' in previous || previous.text.endsWith(' ')) text = text.replace(/^ /, '');
    if (text === '') return;

    const run = this.styledRun(text);
    if (previous && 'text' in previous && sameStyle(previous, run)) previous.text += text;
    else this.inlines.push(run);
  }

  finish(): RichBlock[] {
    this.flushParagraph();
    return pruneEmpty(this.root);
  }

  private styledRun(text: string): TextRun {
    const run: TextRun = { text };
    if (this.styles.bold > 0) run.bold = true;
    if (this.styles.italic > 0) run.italic = true;
    if (this.styles.underline > 0) run.underline = true;
    const href = this.hrefs.at(-1);
    if (href) run.href = href;
    return run;
  }

  private get container(): RichBlock[] {
    return this.containers[this.containers.length - 1]!;
  }

  private flushParagraph(): void {
    const inlines = trimParagraph(this.inlines);
    this.inlines = [];
    if (inlines.length > 0) this.container.push({ kind: 'paragraph', inlines });
  }

  private openList(ordered: boolean): void {
    this.flushParagraph();
    const parent = this.lists.at(-1);
    if (parent && this.lists.length >= MAX_LIST_DEPTH) {
      this.containers.length = parent.outerDepth;
      this.lists.push({ list: parent.list, outerDepth: parent.outerDepth });
      return;
    }
    const list: ListBlock = { kind: 'list', ordered, items: [] };
    this.container.push(list);
    this.lists.push({ list, outerDepth: this.containers.length });
  }

  private closeList(): void {
    this.flushParagraph();
    const closing = this.lists.pop();
    if (!closing) return;
    this.containers.length = closing.outerDepth;
    const parent = this.lists.at(-1);
    // A flattened list closes inside its parent's item: text after it continues in a fresh item.
    if (parent && parent.list === closing.list) this.openItem();
  }

  private openItem(): void {
    this.flushParagraph();
    if (this.lists.length === 0) this.openList(false);
    const openList = this.lists[this.lists.length - 1]!;
    this.containers.length = openList.outerDepth;
    const item: RichBlock[] = [];
    openList.list.items.push(item);
    this.containers.push(item);
  }

  private closeItem(): void {
    this.flushParagraph();
    const openList = this.lists.at(-1);
    if (openList) this.containers.length = openList.outerDepth;
  }
}

function sameStyle(a: TextRun, b: TextRun): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.underline === b.underline && a.href === b.href;
}

/**
 * Parses rich text (workSummary and the like) with a real HTML parser and keeps only what RICH_TEXT_ALLOWLIST
 * allows: paragraphs, line breaks, bulleted and numbered lists, bold/italic/underline runs and http(s)/mailto links.
 * Every other tag is dropped (its text kept, except for scripts, styles and the like); no attribute but a safe href
 * survives.
 */
export function richTextToBlocks(html: string): RichBlock[] {
  const builder = new RichTextBuilder();
  const parser = new Parser(
    {
      onopentag: (name, attributes) => builder.open(name, attributes),
      onclosetag: (name) => builder.close(name),
      ontext: (text) => builder.text(text),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return builder.finish();
}

const BULLET_LINE = /^\s*(?:[-*•–·▪]|(\d{1,3})[.)])\s+(.*)$/;

/**
 * Plain text as typed in a text area: blank lines separate paragraphs, line breaks stay, and lines that start with
 * "-", "*", "•" or "1." become list items. Nothing in it is markup: `<b>` reads as `<b>`.
 */
export function plainTextToBlocks(text: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let paragraph: Inline[] = [];
  let list: ListBlock | null = null;

  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', inlines: paragraph });
    paragraph = [];
  };

  for (const rawLine of text.split(/\r\n?|\n/)) {
    const line = rawLine.trim();
    const bullet = BULLET_LINE.exec(rawLine);
    if (bullet && bullet[2]!.trim() !== '') {
      endParagraph();
      const ordered = bullet[1] !== undefined;
      if (list === null || list.ordered !== ordered) {
        list = { kind: 'list', ordered, items: [] };
        blocks.push(list);
      }
      list.items.push([{ kind: 'paragraph', inlines: [{ text: bullet[2]!.trim() }] }]);
      continue;
    }
    list = null;
    if (line === '') {
      endParagraph();
      continue;
    }
    if (paragraph.length > 0) paragraph.push({ break: true });
    paragraph.push({ text: line });
  }
  endParagraph();
  return blocks;
}

const LEADING_ALLOWED_TAG = new RegExp(`^\\s*<(?:${RICH_TEXT_ALLOWLIST.tags.join('|')})(?:\\s[^>]*)?/?>`, 'i');

/** True when a text field holds rich text from the editor (it starts with an allowlisted tag) rather than plain text. */
export function looksLikeRichText(text: string): boolean {
  return LEADING_ALLOWED_TAG.test(text);
}
