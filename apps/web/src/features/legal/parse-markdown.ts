/**
 * The Markdown of the legal pages, read into a small tree that the page draws with React elements: headings,
 * paragraphs, lists, bold, italic and links (http, https and mailto only). Anything else, HTML included, stays
 * text: nothing an operator (or someone who got at the file) writes can run in the page.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The link's address when it is absolute and http(s) or mailto; undefined for any other (javascript:, data:, …). */
export function safeHref(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const ESCAPABLE = /^\\([\\`*_[\]()#+\-.!<>])/;
const LINK = /^\[([^\]]*)\]\(\s*<?([^\s)>]*)>?\s*\)/;
const STRONG = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/;
const EMPHASIS = /^(\*|_)(?=\S)([\s\S]*?\S)\1/;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  let text = '';
  /** Adds a node, a text joining the text before it. */
  const add = (node: Inline) => {
    const last = nodes.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.text += node.text;
    else nodes.push(node);
  };
  const flush = () => {
    if (text) add({ type: 'text', text });
    text = '';
  };
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    // "_" inside a word (snake_case) is a letter, not emphasis.
    const intraword = rest.startsWith('_') && at > 0 && WORD_CHARACTER.test(source[at - 1]!);
    const escaped = ESCAPABLE.exec(rest);
    const link = LINK.exec(rest);
    const strong = intraword ? null : STRONG.exec(rest);
    const emphasis = intraword ? null : EMPHASIS.exec(rest);
    if (escaped) {
      text += escaped[1];
      at += escaped[0].length;
    } else if (link) {
      flush();
      const href = safeHref(link[2]!);
      const children = parseInline(link[1]!);
      // A link to an address of another kind keeps its words, as plain text.
      if (href) add({ type: 'link', href, children });
      else children.forEach(add);
      at += link[0].length;
    } else if (strong ?? emphasis) {
      const match = (strong ?? emphasis)!;
      flush();
      add({ type: strong ? 'strong' : 'em', children: parseInline(match[2]!) });
      at += match[0].length;
    } else {
      text += rest[0];
      at += 1;
    }
  }
  flush();
  return nodes;
}

const HEADING = /^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  // Typed by `as`, not narrowed to null here: the closures below assign it, which narrowing does not see.
  let list = null as { ordered: boolean; items: string[] } | null;
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };

  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (!line.trim()) {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      blocks.push({ type: 'heading', level: heading[1]!.length, children: parseInline(heading[2]!) });
    } else if (item) {
      flushParagraph();
      const ordered = !BULLET.test(line);
      if (list?.ordered !== ordered) {
        flushList();
        list = { ordered, items: [] };
      }
      list!.items.push(item[1]!);
    } else if (list && /^\s/.test(line)) {
      // An indented line goes on with the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}
