import { RICH_TEXT_ALLOWLIST } from '@vitae/schema';
import { describe, expect, it } from 'vitest';
import {
  looksLikeRichText,
  MAX_LIST_DEPTH,
  plainTextToBlocks,
  type RichBlock,
  richTextToBlocks,
} from '../src/rich-text.ts';

const paragraph = (...inlines: object[]) => ({ kind: 'paragraph', inlines });
const bullets = (...items: string[]) => ({
  kind: 'list',
  ordered: false,
  items: items.map((text) => [paragraph({ text })]),
});

/** Every string anywhere in the blocks, to check that nothing but text and safe hrefs survives. */
function allStrings(blocks: RichBlock[]): string[] {
  return JSON.stringify(blocks).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
}

describe('richTextToBlocks', () => {
  it('keeps paragraphs, bold, italic, underline and line breaks', () => {
    expect(richTextToBlocks('<p>Plain <strong>bold</strong> <em>italic</em> <u>under</u></p><p>a<br>b</p>')).toEqual([
      paragraph(
        { text: 'Plain ' },
        { text: 'bold', bold: true },
        { text: ' ' },
        { text: 'italic', italic: true },
        { text: ' ' },
        { text: 'under', underline: true },
      ),
      paragraph({ text: 'a' }, { break: true }, { text: 'b' }),
    ]);
  });

  it('treats b and i like strong and em, and nests styles', () => {
    expect(richTextToBlocks('<b>one <i>two</i></b>')).toEqual([
      paragraph({ text: 'one ', bold: true }, { text: 'two', bold: true, italic: true }),
    ]);
  });

  it('keeps bulleted and numbered lists, nested ones too', () => {
    expect(richTextToBlocks('<ul><li>One</li><li>Two<ol><li>Inner</li></ol></li></ul>')).toEqual([
      {
        kind: 'list',
        ordered: false,
        items: [
          [paragraph({ text: 'One' })],
          [paragraph({ text: 'Two' }), { kind: 'list', ordered: true, items: [[paragraph({ text: 'Inner' })]] }],
        ],
      },
    ]);
  });

  it(`flattens lists nested deeper than ${MAX_LIST_DEPTH} levels into the deepest one`, () => {
    const deep = '<ul><li>1<ul><li>2<ul><li>3<ul><li>4<ul><li>5</li></ul></li></ul></li></ul></li></ul></li></ul>';
    const depth = (blocks: RichBlock[]): number =>
      Math.max(0, ...blocks.map((block) => (block.kind === 'list' ? 1 + Math.max(...block.items.map(depth)) : 0)));
    const blocks = richTextToBlocks(deep);
    expect(depth(blocks)).toBe(MAX_LIST_DEPTH);
    expect(allStrings(blocks).filter((s) => /^"\d"$/.test(s))).toEqual(['"1"', '"2"', '"3"', '"4"', '"5"']);
  });

  it('keeps links to http, https and mailto, and gives a bare domain https', () => {
    const html =
      '<a href="https://a.example/x">a</a> <a href="http://b.example">b</a> <a href="mailto:c@example.com">c</a> <a href="d.example.org">d</a>';
    expect(richTextToBlocks(html)).toEqual([
      paragraph(
        { text: 'a', href: 'https://a.example/x' },
        { text: ' ' },
        { text: 'b', href: 'http://b.example/' },
        { text: ' ' },
        { text: 'c', href: 'mailto:c@example.com' },
        { text: ' ' },
        { text: 'd', href: 'https://d.example.org/' },
      ),
    ]);
  });

  it('drops links to any other scheme but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      '/relative',
      '#top',
      'vbscript:x',
    ]) {
      expect(richTextToBlocks(`<a href="${href}">text</a>`), href).toEqual([paragraph({ text: 'text' })]);
    }
  });

  it('drops scripts, styles and embedded documents with their content', () => {
    const html = '<p>before</p><script>alert("x")</script><style>p{}</style><iframe src="x">frame</iframe><p>after</p>';
    expect(richTextToBlocks(html)).toEqual([paragraph({ text: 'before' }), paragraph({ text: 'after' })]);
  });

  it('drops every other tag and attribute but keeps its text, separating block-level elements', () => {
    const html =
      '<div class="x" onclick="evil()"><h2 style="color:red">Title</h2><span>inline <img src=x onerror=alert(1)>text</span></div>';
    const blocks = richTextToBlocks(html);
    expect(blocks).toEqual([paragraph({ text: 'Title' }), paragraph({ text: 'inline text' })]);
    expect(allStrings(blocks).join(' ')).not.toMatch(/onclick|onerror|style|class|src/);
  });

  it('decodes entities once, so escaped markup reads as text', () => {
    expect(richTextToBlocks('&lt;script&gt; &amp;amp; #read("/etc/passwd") $(x) ] \\')).toEqual([
      paragraph({ text: '<script> &amp; #read("/etc/passwd") $(x) ] \\' }),
    ]);
  });

  it('collapses HTML whitespace and drops empty paragraphs and items', () => {
    expect(richTextToBlocks('<p>  a \n\t b  </p><p> </p><ul>\n<li> </li>\n<li>c</li></ul>')).toEqual([
      paragraph({ text: 'a b' }),
      bullets('c'),
    ]);
  });

  it('copes with unclosed and stray tags', () => {
    expect(richTextToBlocks('<ul><li>one<li>two</ul></b></p>three')).toEqual([
      bullets('one', 'two'),
      paragraph({ text: 'three' }),
    ]);
    expect(richTextToBlocks('<li>loose item')).toEqual([bullets('loose item')]);
    expect(richTextToBlocks('')).toEqual([]);
  });

  it('handles every tag of the allowlist', () => {
    const sample = RICH_TEXT_ALLOWLIST.tags.map((tag) => `<${tag}>x${tag}</${tag}>`).join('');
    const text = allStrings(richTextToBlocks(sample)).join(' ');
    for (const tag of RICH_TEXT_ALLOWLIST.tags.filter((tag) => tag !== 'br')) expect(text).toContain(`x${tag}`);
  });
});

describe('plainTextToBlocks', () => {
  it('reads markup as text, keeps line breaks and splits paragraphs on blank lines', () => {
    expect(plainTextToBlocks('<b>not bold</b>\nsecond line\n\nnew paragraph')).toEqual([
      paragraph({ text: '<b>not bold</b>' }, { break: true }, { text: 'second line' }),
      paragraph({ text: 'new paragraph' }),
    ]);
  });

  it('turns dash, star and bullet lines into a list, and numbered lines into a numbered list', () => {
    expect(plainTextToBlocks('- one\n* two\n• three\n1. first\n2) second')).toEqual([
      bullets('one', 'two', 'three'),
      { kind: 'list', ordered: true, items: [[paragraph({ text: 'first' })], [paragraph({ text: 'second' })]] },
    ]);
  });
});

describe('looksLikeRichText', () => {
  it('is true only for text that starts with an allowlisted tag', () => {
    expect(looksLikeRichText('<p>x</p>')).toBe(true);
    expect(looksLikeRichText('  <ul><li>x</li></ul>')).toBe(true);
    expect(looksLikeRichText('<script>x</script>')).toBe(false);
    expect(looksLikeRichText('a <b>b</b>')).toBe(false);
    expect(looksLikeRichText('<pre>x</pre>')).toBe(false);
  });
});
