import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './parse-markdown.ts';

const text = (value: string) => ({ type: 'text', text: value });

describe('parseMarkdown', () => {
  it('reads headings, paragraphs (lines joined) and lists, and an indented line as more of its item', () => {
    expect(parseMarkdown('## Data ##\nWe keep\nlittle.\n\n* a\n  still a\n* b\n3) c')).toEqual([
      { type: 'heading', level: 2, children: [text('Data')] },
      { type: 'paragraph', children: [text('We keep little.')] },
      { type: 'list', ordered: false, items: [[text('a still a')], [text('b')]] },
      { type: 'list', ordered: true, items: [[text('c')]] },
    ]);
  });

  it('keeps a "#" without a space, and CRLF line ends, as a paragraph', () => {
    expect(parseMarkdown('#hashtag\r\nnext')).toEqual([{ type: 'paragraph', children: [text('#hashtag next')] }]);
  });
});

describe('parseInline', () => {
  it('reads bold, italic and nested emphasis', () => {
    expect(parseInline('a **b _c_** d')).toEqual([
      text('a '),
      { type: 'strong', children: [text('b '), { type: 'em', children: [text('c')] }] },
      text(' d'),
    ]);
  });

  it('leaves snake_case words, lone stars and escaped marks as they are', () => {
    expect(parseInline('snake_case_name, 2 * 3 and \\*not\\*')).toEqual([text('snake_case_name, 2 * 3 and *not*')]);
  });

  it('keeps the words of a link to an address it does not allow', () => {
    expect(parseInline('[home](/home), [x](javascript:alert`1`) and [y](data:text/html,hi)')).toEqual([
      text('home, x and y'),
    ]);
    expect(parseInline('see [**this**](https://vitae.example)')).toEqual([
      text('see '),
      { type: 'link', href: 'https://vitae.example/', children: [{ type: 'strong', children: [text('this')] }] },
    ]);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://vitae.example/a?b=1', 'https://vitae.example/a?b=1'],
    ['http://vitae.example', 'http://vitae.example/'],
    ['mailto:legal@vitae.example', 'mailto:legal@vitae.example'],
    ['javascript:alert(1)', undefined],
    ['JavaScript:alert(1)', undefined],
    ['data:text/html,<script>', undefined],
    ['/relative', undefined],
    ['', undefined],
  ])('%s → %s', (raw, href) => {
    expect(safeHref(raw)).toBe(href);
  });
});
