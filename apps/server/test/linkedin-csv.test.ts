import { describe, expect, it } from 'vitest';
import { CSV_MAX_COLUMNS, parseCsv, readCsvTable } from '../src/modules/import/csv.ts';
import { linkedInRichText } from '../src/modules/import/linkedin.ts';
import { linkedInExportFiles } from './fixtures/linkedin-export.ts';

describe('parseCsv (RFC 4180)', () => {
  it('splits fields and rows, CRLF and LF alike', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n4,,6')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
  });

  it('does not add a row for the final line break, keeps a blank line and a trailing empty field', () => {
    expect(parseCsv('a,b\r\n\r\nc,\r\n')).toEqual([['a', 'b'], [''], ['c', '']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks (CRLF kept as written)', () => {
    expect(parseCsv('"Staff Engineer, Platform","say ""hi""","line 1\r\nline 2\nline 3",""\r\nnext')).toEqual([
      ['Staff Engineer, Platform', 'say "hi"', 'line 1\r\nline 2\nline 3', ''],
      ['next'],
    ]);
  });

  it('skips a byte order mark at the start only', () => {
    expect(parseCsv('\uFEFFName\r\n\uFEFFx')).toEqual([['Name'], ['\uFEFFx']]);
    expect(parseCsv('\uFEFF"First Name",Last')[0]).toEqual(['First Name', 'Last']);
  });

  it('keeps stray quotes as text and reads a quote left open to the end', () => {
    expect(parseCsv('5" screen,a"b\r\n"open, never closed\r\nstill')).toEqual([
      ['5" screen', 'a"b'],
      ['open, never closed\r\nstill'],
    ]);
    expect(parseCsv('"quoted"tail,x')).toEqual([['quotedtail', 'x']]);
  });

  it('returns formula-like values exactly as written', () => {
    const row = ['=HYPERLINK("http://evil","x")', '@SUM(1)', '+1', '-1', "=cmd|' /C calc'!A0"];
    expect(parseCsv(row.map((value) => `"${value.replace(/"/g, '""')}"`).join(','))).toEqual([row]);
  });

  it('stops after maxRows rows', () => {
    expect(parseCsv('a\nb\nc\nd', { maxRows: 2 })).toEqual([['a'], ['b']]);
  });
});

describe('parseCsv: fields per row', () => {
  it('keeps at most maxFields fields of a row and goes on reading the next rows', () => {
    expect(parseCsv('a,b,c,d\n"1,x",2,"3",4\ne', { maxFields: 2 })).toEqual([['a', 'b'], ['1,x', '2'], ['e']]);
  });
});

describe('readCsvTable', () => {
  it(`keeps a header of 100,000 columns to its first ${CSV_MAX_COLUMNS}, and every row to them`, () => {
    const header = ['Name', ...Array.from({ length: 99_999 }, (_, i) => `c${i}`)].join(',');
    const table = readCsvTable(`${header}\nRust\nGo,${'x,'.repeat(500)}\n`, ['Name'])!;
    expect(table.columns).toHaveLength(CSV_MAX_COLUMNS);
    expect(table.rows.map((row) => row.Name)).toEqual(['Rust', 'Go']);
    expect(table.rows.every((row) => Object.keys(row).length === CSV_MAX_COLUMNS)).toBe(true);
  });

  it('finds the header after a preamble (Connections.csv "Notes:") and maps rows by column', () => {
    const table = readCsvTable(linkedInExportFiles()['Connections.csv']!, ['First Name', 'Last Name', 'URL']);
    expect(table?.columns).toEqual([
      'First Name',
      'Last Name',
      'URL',
      'Email Address',
      'Company',
      'Position',
      'Connected On',
    ]);
    expect(table?.rows).toEqual([
      {
        'First Name': 'Jan',
        'Last Name': 'Svoboda',
        URL: 'https://www.linkedin.com/in/jansvoboda',
        'Email Address': '',
        Company: 'Contoso s.r.o.',
        Position: 'CTO',
        'Connected On': '12 Mar 2023',
      },
    ]);
  });

  it('matches header names in any case, skips blank rows, fills missing fields with ""', () => {
    const table = readCsvTable('\uFEFFNAME,proficiency\r\nCzech\r\n\r\n,\r\nEnglish,Full\r\n', ['Name', 'Proficiency']);
    expect(table).toEqual({
      columns: ['NAME', 'proficiency'],
      rows: [
        { NAME: 'Czech', proficiency: '' },
        { NAME: 'English', proficiency: 'Full' },
      ],
    });
  });

  it('is null without a header row of known columns', () => {
    expect(readCsvTable('just,some\r\nother,file\r\n', ['Name'])).toBeNull();
  });

  it('reads at most maxRows rows after the header', () => {
    expect(readCsvTable('Name\na\nb\nc', ['Name'], { maxRows: 2 })?.rows).toEqual([{ Name: 'a' }, { Name: 'b' }]);
  });
});

describe('linkedInRichText', () => {
  it('makes paragraphs, line breaks and list items of •, - and * lines, escaping all text', () => {
    expect(linkedInRichText('Intro <b>bold</b> & more\nsecond line\n• one\n•two\n- three\n* four\n\nOutro')).toBe(
      '<p>Intro &lt;b&gt;bold&lt;/b&gt; &amp; more<br>second line</p><ul><li>one</li><li>two</li><li>three</li><li>four</li></ul><p>Outro</p>',
    );
  });

  it('keeps "-1" and "*ptr" as text, not list items', () => {
    expect(linkedInRichText('-1 + 2\n*ptr')).toBe('<p>-1 + 2<br>*ptr</p>');
    expect(linkedInRichText('')).toBe('');
  });
});
