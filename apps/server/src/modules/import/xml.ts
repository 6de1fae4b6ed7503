import { IMPORT_MESSAGES } from '@vitae/schema';
import { InvalidInput } from '../../lib/domain-errors.ts';

/** An element of a parsed XML file: its name (with a canonical prefix, see NAMESPACES), attributes and children. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

/** Deeper than any Word file nests (a table in a table in a text box is ~30): past it the file is refused. */
export const XML_MAX_DEPTH = 256;
/** Elements in one XML part at most: a resume's document.xml holds a few thousand. */
export const XML_MAX_ELEMENTS = 400_000;

/**
 * Namespaces by URI, to the prefix this reader uses: a file may bind any prefix (Strict OOXML uses other URIs), so
 * names are read by namespace, not by the prefix the file happens to use.
 */
const NAMESPACES: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'http://schemas.microsoft.com/office/word/2010/wordprocessingShape': 'wps',
  'urn:schemas-microsoft-com:vml': 'v',
  'http://schemas.openxmlformats.org/package/2006/relationships': 'rel',
  'http://schemas.openxmlformats.org/package/2006/content-types': 'ct',
};

const damaged = () => new InvalidInput(IMPORT_MESSAGES.docxDamaged);
const tooComplex = () => new InvalidInput(IMPORT_MESSAGES.fileTooComplex);

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * Characters XML 1.0 does not allow and a resume never holds: C0 controls but tab and line breaks (NUL among them),
 * and halves of a surrogate pair standing alone (from `&#xD800;`), dropped from text and attributes.
 */
const NOT_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The five predefined entities and character references; any other `&name;` is left as written, never expanded. */
function decode(text: string): string {
  const decoded = text.includes('&')
    ? text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/gi, (whole, ref: string) => {
        if (ref[0] === '#') {
          const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
          return code <= 0x10ffff ? String.fromCodePoint(code) : '';
        }
        return PREDEFINED[ref] ?? whole;
      })
    : text;
  return decoded.replace(NOT_TEXT, '');
}

const NAME = /[^\s/>=]+/y;
const ATTRIBUTE = /\s*([^\s/>=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;

/**
 * Parses one XML part of a Word file into a tree, without recursion and without a DTD: a file with a DOCTYPE is
 * refused (Word never writes one; it is how "billion laughs" and external entities come in), entities other than the
 * five predefined ones are never expanded, nesting past XML_MAX_DEPTH and more than XML_MAX_ELEMENTS elements are
 * refused as too complex. Malformed XML (a tag left open, a stray close) is refused as damaged.
 */
export function parseXml(bytes: Uint8Array): XmlElement {
  const text = new TextDecoder('utf-8').decode(bytes);
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  const scopes: Record<string, string>[] = [{}];
  let elements = 0;
  let at = 0;
  // An element without a prefix is in the default namespace (xmlns="…"); an attribute without one in none.
  const canonical = (name: string, scope: Record<string, string>, element: boolean) => {
    const colon = name.indexOf(':');
    if (colon === -1 && !element) return name;
    const uri = scope[colon === -1 ? '' : name.slice(0, colon)];
    const prefix = uri === undefined ? undefined : NAMESPACES[uri];
    return prefix ? `${prefix}:${name.slice(colon + 1)}` : name;
  };
  while (at < text.length) {
    const open = text.indexOf('<', at);
    const top = stack.at(-1)!;
    if (open === -1 || open > at) {
      const raw = text.slice(at, open === -1 ? text.length : open);
      if (stack.length > 1) {
        const value = decode(raw);
        // Whitespace between elements is layout, except in a run's text (w:t keeps its spaces).
        if (value && (top.name === 'w:t' || value.trim() !== '')) top.children.push(value);
      }
      if (open === -1) break;
      at = open;
      continue;
    }
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end === -1) throw damaged();
      at = end + 3;
    } else if (text.startsWith('<![CDATA[', at)) {
      const end = text.indexOf(']]>', at + 9);
      if (end === -1) throw damaged();
      const value = text.slice(at + 9, end).replace(NOT_TEXT, '');
      if (value && stack.length > 1) top.children.push(value);
      at = end + 3;
    } else if (text.startsWith('<?', at)) {
      const end = text.indexOf('?>', at + 2);
      if (end === -1) throw damaged();
      at = end + 2;
    } else if (text.startsWith('<!', at)) {
      // <!DOCTYPE …> or <!ENTITY …>: never in a Word file, refused rather than read.
      throw damaged();
    } else if (text[at + 1] === '/') {
      const end = text.indexOf('>', at + 2);
      if (end === -1 || stack.length === 1) throw damaged();
      const name = text.slice(at + 2, end).trim();
      if (canonical(name, scopes.at(-1)!, true) !== top.name) throw damaged();
      stack.pop();
      scopes.pop();
      at = end + 1;
    } else {
      NAME.lastIndex = at + 1;
      const rawName = NAME.exec(text)?.[0];
      if (!rawName) throw damaged();
      let cursor = at + 1 + rawName.length;
      const rawAttrs: [string, string][] = [];
      for (;;) {
        ATTRIBUTE.lastIndex = cursor;
        const match = ATTRIBUTE.exec(text);
        if (!match) break;
        rawAttrs.push([match[1]!, decode(match[2] ?? match[3] ?? '')]);
        cursor = ATTRIBUTE.lastIndex;
      }
      while (cursor < text.length && /\s/.test(text[cursor]!)) cursor++;
      const selfClosing = text[cursor] === '/';
      if (selfClosing) cursor++;
      if (text[cursor] !== '>') throw damaged();
      if (++elements > XML_MAX_ELEMENTS) throw tooComplex();
      let scope = scopes.at(-1)!;
      for (const [name, value] of rawAttrs) {
        if (name === 'xmlns' || name.startsWith('xmlns:')) {
          if (scope === scopes.at(-1)) scope = { ...scope };
          scope[name === 'xmlns' ? '' : name.slice(6)] = value;
        }
      }
      const attrs: Record<string, string> = {};
      for (const [name, value] of rawAttrs) {
        if (!name.startsWith('xmlns')) attrs[canonical(name, scope, false)] = value;
      }
      const element: XmlElement = { name: canonical(rawName, scope, true), attrs, children: [] };
      top.children.push(element);
      if (!selfClosing) {
        if (stack.length > XML_MAX_DEPTH) throw tooComplex();
        stack.push(element);
        scopes.push(scope);
      }
      at = cursor + 1;
    }
  }
  if (stack.length !== 1) throw damaged();
  const documentElement = root.children.find((child): child is XmlElement => typeof child !== 'string');
  if (!documentElement) throw damaged();
  return documentElement;
}

/** The child elements of `element`, those named `name` when given. */
export const childrenOf = (element: XmlElement | undefined, name?: string): XmlElement[] =>
  (element?.children ?? []).filter(
    (child): child is XmlElement => typeof child !== 'string' && (name === undefined || child.name === name),
  );

/** The first child element named `name`. */
export const childOf = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  element?.children.find((child): child is XmlElement => typeof child !== 'string' && child.name === name);

/** All text inside `element`, in document order (without recursion). */
export function textOf(element: XmlElement): string {
  let text = '';
  const nodes: XmlNode[] = [element];
  while (nodes.length) {
    const node = nodes.pop()!;
    if (typeof node === 'string') text += node;
    else for (let index = node.children.length - 1; index >= 0; index--) nodes.push(node.children[index]!);
  }
  return text;
}
