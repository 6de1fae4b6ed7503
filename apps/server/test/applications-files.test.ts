import { APPLICATION_CSV_COLUMNS, APPLICATION_MESSAGES, LIMITS } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardCell, unguardCell } from '../src/modules/applications/csv.ts';
import { multipart } from './helpers/imports.ts';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

const URL = '/api/v1/users/applications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Application = Record<string, unknown> & { _id: string };

async function newUser() {
  const session = await registerUser(t.app);
  const call = as(t.app, session.accessToken);
  const create = async (payload: Record<string, unknown>) => {
    const response = await call({ method: 'POST', url: URL, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Application;
  };
  const list = async () => (await call({ method: 'GET', url: `${URL}?sort=company` })).json().data as Application[];
  const importCsv = async (content: string | Uint8Array, filename = 'applications.csv') =>
    call({ method: 'POST', url: `${URL}/import`, ...(await multipart([{ name: 'file', content, filename }])) });
  const exportCsv = () => call({ method: 'GET', url: `${URL}/export.csv` });
  return { session, call, create, list, importCsv, exportCsv };
}

/** RFC 4180, strictly: every row the same number of fields, quotes only around a whole field. */
function parseStrictCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (char === '"') {
        quoted = false;
        i += 1;
      } else {
        field += char;
        i += 1;
      }
    } else if (char === '"') {
      expect(field, 'a quote inside an unquoted field').toBe('');
      quoted = true;
      i += 1;
    } else if (char === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (char === '\r') {
      expect(text[i + 1], 'rows end with CRLF').toBe('\n');
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else {
      expect(char, 'a bare line feed').not.toBe('\n');
      field += char;
      i += 1;
    }
  }
  expect(quoted).toBe(false);
  expect(field === '' && row.length === 0, 'the file ends with CRLF').toBe(true);
  return rows;
}

/** The fields an application round-trips through CSV (ids, dates of creation and links are the account's own). */
const portable = (application: Application) => {
  const { stageHistory, ...rest } = application as Application & { stageHistory: { stage: string; at: string }[] };
  return {
    company: rest.company,
    role: rest.role,
    stage: rest.stage,
    closedReason: rest.closedReason,
    location: rest.location,
    salary: rest.salary,
    source: rest.source,
    link: rest.link,
    nextStep: rest.nextStep,
    notes: rest.notes,
    posting: rest.posting,
    appliedAt: stageHistory.find((change) => change.stage === 'applied')?.at ?? null,
  };
};

describe('CSV export', () => {
  it('writes the columns in order, RFC 4180 quoting, an attachment, and guards formulas', async () => {
    const user = await newUser();
    await user.create({
      company: 'Quote "Co", Ltd',
      role: '=HYPERLINK("http://evil.example","click")',
      notes: 'Line one\nLine two, with comma',
      salary: '-5000',
      location: '@home',
      source: '+33 1 23',
      posting: '=1+1',
    });
    const response = await user.exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseStrictCsv(response.body.slice(1));
    expect(rows[0]).toEqual([...APPLICATION_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    const cell = Object.fromEntries(APPLICATION_CSV_COLUMNS.map((column, index) => [column, rows[1]![index]]));
    expect(cell).toMatchObject({
      company: 'Quote "Co", Ltd',
      role: `'=HYPERLINK("http://evil.example","click")`,
      notes: 'Line one\nLine two, with comma',
      salary: "'-5000",
      location: "'@home",
      source: "'+33 1 23",
      posting: "'=1+1",
      stage: 'saved',
      applied_at: '',
    });
    // No cell a spreadsheet would run: none starts with = + - @, a tab or a CR.
    for (const row of rows) for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('guards a tab or CR first too (stored text is trimmed, so only the guard itself can show it), and undoes it', () => {
    for (const value of ['\tx', '\rx', '=x', '+x', '-x', '@x', "'=x", "''@x"]) {
      expect(guardCell(value)).toBe(`'${value}`);
      expect(unguardCell(guardCell(value))).toBe(value);
    }
    for (const value of ['plain', "'quoted", 'a=b', '']) {
      expect(guardCell(value)).toBe(value);
      expect(unguardCell(value)).toBe(value);
    }
  });

  it("holds only the user's own applications and needs a session", async () => {
    const user = await newUser();
    const other = await newUser();
    await other.create({ company: 'Secret', role: 'Other' });
    await user.create({ company: 'Mine', role: 'Own' });
    const body = (await user.exportCsv()).body;
    expect(body).toContain('Mine');
    expect(body).not.toContain('Secret');
    expect((await t.app.inject({ method: 'GET', url: `${URL}/export.csv` })).statusCode).toBe(401);
  });
});

describe('CSV import', () => {
  it('round trip: export, then import into another account, gives the same applications', async () => {
    const source = await newUser();
    const a = await source.create({
      company: 'Alpha, "Ltd"',
      role: '-Lead- =SUM(A1)',
      posting: 'Requirements:\n- Forklift\n- Teamwork\r\nEnd',
      link: 'https://jobs.example.com/1?a=1&b=2',
      location: 'Paris; France',
      salary: '€45k',
      source: '@referral',
      notes: "'=already quoted by the user",
      nextStep: { title: 'Interview, round 2', at: '2026-12-03T14:00:00+01:00' },
    });
    await source.call({ method: 'POST', url: `${URL}/${a._id}/stage`, payload: { stage: 'applied' } });
    await source.call({ method: 'POST', url: `${URL}/${a._id}/stage`, payload: { stage: 'interview' } });
    const b = await source.create({ company: 'Beta', role: 'Nurse', stage: 'applied' });
    await source.call({
      method: 'POST',
      url: `${URL}/${b._id}/stage`,
      payload: { stage: 'closed', reason: 'rejected' },
    });
    await source.create({ company: 'Gamma 日本', role: 'Teacher 👩‍🏫', notes: '' });

    const exported = await source.exportCsv();
    const target = await newUser();
    const imported = await target.importCsv(exported.rawPayload);
    expect(imported.json()).toEqual({
      statusCode: 201,
      data: { imported: 3 },
      message: APPLICATION_MESSAGES.imported(3),
      success: true,
    });
    expect((await target.list()).map(portable)).toEqual((await source.list()).map(portable));
    // And back out: the same file, but for the dates of creation and update.
    const again = (await target.exportCsv()).body;
    const withoutDates = (csv: string) =>
      parseStrictCsv(csv.slice(1))
        .map((row) => row.slice(0, -2).join('|'))
        .sort();
    expect(withoutDates(again)).toEqual(withoutDates(exported.body));
  });

  it('reads a hand-written file: any column order, unknown columns ignored, codes in any case, blank rows skipped', async () => {
    const user = await newUser();
    const csv = [
      'Role,Company,Favourite colour,stage,closed_reason,next_step,next_step_at,applied_at',
      'Welder,Acme,blue,Interview,,Site visit,2026-10-01T08:00:00Z,2026-09-01',
      '',
      'Cook,Diner,red,closed,Ghosted,,,',
      '',
    ].join('\n');
    const response = await user.importCsv(csv);
    expect(response.json()).toMatchObject({ statusCode: 201, data: { imported: 2 } });
    const [acme, diner] = await user.list();
    expect(acme).toMatchObject({
      company: 'Acme',
      role: 'Welder',
      stage: 'interview',
      nextStep: { title: 'Site visit', at: '2026-10-01T08:00:00Z' },
    });
    expect((acme!.stageHistory as { stage: string; at: string }[]).map((change) => change.stage)).toEqual([
      'applied',
      'interview',
    ]);
    expect((acme!.stageHistory as { at: string }[])[0]!.at).toBe('2026-09-01T00:00:00.000Z');
    expect(diner).toMatchObject({ company: 'Diner', stage: 'closed', closedReason: 'ghosted' });
  });

  it('refuses the whole file for one bad row, naming its line, and imports nothing', async () => {
    const user = await newUser();
    await user.create({ company: 'Existing', role: 'Kept' });
    const header = 'company,role,stage,closed_reason,next_step,next_step_at,applied_at,link';
    const cases: [string[], string][] = [
      [
        ['Good,Row,,,,,,', ',No company,,,,,,'],
        APPLICATION_MESSAGES.csvBadRow(3, APPLICATION_MESSAGES.companyRequired),
      ],
      [
        ['A,B,hired,,,,,'],
        APPLICATION_MESSAGES.csvBadRow(2, 'Stage must be one of saved, applied, screening, interview, offer, closed.'),
      ],
      [['A,B,closed,,,,,'], APPLICATION_MESSAGES.csvBadRow(2, APPLICATION_MESSAGES.reasonRequired)],
      [['A,B,saved,rejected,,,,'], APPLICATION_MESSAGES.csvBadRow(2, APPLICATION_MESSAGES.reasonOnlyWhenClosed)],
      [['A,B,,,Call,,,'], APPLICATION_MESSAGES.csvBadRow(2, APPLICATION_MESSAGES.nextStepDateInvalid)],
      [
        ['A,B,,,,2026-10-01T08:00:00Z,,'],
        APPLICATION_MESSAGES.csvBadRow(2, APPLICATION_MESSAGES.nextStepTitleRequired),
      ],
      [['A,B,,,,,last week,'], APPLICATION_MESSAGES.csvBadRow(2, APPLICATION_MESSAGES.csvAppliedAtInvalid)],
      [['A,B,,,,,,ftp://x'], APPLICATION_MESSAGES.csvBadRow(2, APPLICATION_MESSAGES.linkInvalid)],
      [['"Multi\nline",B,,,,,,', 'A,,,,,,,'], APPLICATION_MESSAGES.csvBadRow(3, APPLICATION_MESSAGES.roleRequired)],
    ];
    for (const [rows, message] of cases) {
      const response = await user.importCsv([header, ...rows].join('\r\n'));
      expect(response.json(), rows.join(' / ')).toMatchObject({ statusCode: 400, message, success: false });
    }
    const missingHeader = await user.importCsv('Acme,Welder\r\nDiner,Cook\r\n');
    expect(missingHeader.json()).toMatchObject({ statusCode: 400, message: APPLICATION_MESSAGES.csvNoHeader });
    const emptyFile = await user.importCsv('');
    expect(emptyFile.json()).toMatchObject({ statusCode: 400, message: APPLICATION_MESSAGES.csvNoHeader });
    expect((await user.list()).map((application) => application.company)).toEqual(['Existing']);
  });

  it('cleans NUL bytes and lone surrogates out of the text', async () => {
    const user = await newUser();
    const response = await user.importCsv('company,role,notes\r\nNul\u0000Co,Role,bad \uD800 half\r\n');
    expect(response.statusCode, response.body).toBe(201);
    const [imported] = await user.list();
    expect(imported!.company).not.toContain('\u0000');
    expect(imported!.notes).not.toMatch(/[\uD800-\uDFFF]/);
  });

  it('refuses files that are not CSV, too large, with too many rows, or past the quota — importing nothing', async () => {
    const user = await newUser();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0xff, 0xfe, 0x00, 0x80, 0xc3, 0x28])]);
    expect((await user.importCsv(pdf, 'resume.pdf')).json()).toMatchObject({
      statusCode: 415,
      message: APPLICATION_MESSAGES.csvNotCsv,
    });
    const huge = `company,role,notes\r\nA,B,${'x'.repeat(LIMITS.applicationsCsvBytes)}\r\n`;
    expect((await user.importCsv(huge)).json()).toMatchObject({
      statusCode: 413,
      message: APPLICATION_MESSAGES.csvTooLarge(LIMITS.applicationsCsvBytes / 1_048_576),
    });
    const manyRows = ['company,role', ...Array.from({ length: LIMITS.applicationsCsvRows + 1 }, (_, i) => `C${i},R`)];
    expect((await user.importCsv(manyRows.join('\r\n'))).json()).toMatchObject({
      statusCode: 413,
      message: APPLICATION_MESSAGES.csvTooManyRows(LIMITS.applicationsCsvRows),
    });
    const notMultipart = await user.call({ method: 'POST', url: `${URL}/import`, payload: { file: 'company,role' } });
    expect(notMultipart.statusCode).toBe(415);
    expect((await user.list()).length).toBe(0);

    // At the limit it is taken whole; past the account's quota nothing is.
    const atLimit = ['company,role', ...Array.from({ length: LIMITS.applicationsCsvRows }, (_, i) => `C${i},R`)];
    expect((await user.importCsv(atLimit.join('\r\n'))).json()).toMatchObject({
      statusCode: 201,
      data: { imported: LIMITS.applicationsCsvRows },
    });
    const onePast = await user.importCsv('company,role\r\nOne,More\r\n');
    expect(onePast.json()).toMatchObject({
      statusCode: 422,
      message: APPLICATION_MESSAGES.tooMany(LIMITS.applicationsPerUser),
    });
    expect((await user.list()).length).toBe(LIMITS.applicationsPerUser);
    // The export is read in batches: every one of them is in the file, once.
    const exported = parseStrictCsv((await user.exportCsv()).body.slice(1));
    expect(exported).toHaveLength(LIMITS.applicationsCsvRows + 1);
    expect(new Set(exported.slice(1).map((row) => row[0])).size).toBe(LIMITS.applicationsCsvRows);
    expect((await t.app.inject({ method: 'POST', url: `${URL}/import` })).statusCode).toBe(401);
  });
});

/** Content lines of an iCalendar file, unfolded (RFC 5545 3.1), checking CRLF and the 75-octet limit on the way. */
function unfold(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  const lines: string[] = [];
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    if (line.startsWith(' ')) lines.push(`${lines.pop()!}${line.slice(1)}`);
    else lines.push(line);
  }
  return lines;
}

/** TEXT values back (RFC 5545 3.3.11). */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/** The VEVENTs as property maps (name → value; parameters are not used by our files). */
function events(lines: string[]): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      found.push(current!);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return found;
}

describe('calendar.ics', () => {
  it('is valid iCalendar: a VEVENT per step, stable UIDs, UTC times, one hour long, escaped and folded', async () => {
    const user = await newUser();
    const company = 'Société Générale, Paris; "Tour" \\ Ouest — a very long company name that needs folding';
    const created = await user.create({
      company,
      role: 'Analyst',
      nextStep: { title: 'Phone screen', at: '2026-12-03T14:00:00+01:00' },
    });
    const ics = async () => {
      const response = await user.call({ method: 'GET', url: `${URL}/${created._id}/calendar.ics` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.ics"$/);
      return unfold(response.body);
    };
    const first = await ics();
    // The summary is longer than a line: it was folded.
    expect(first.some((line) => Buffer.byteLength(line, 'utf8') > 75)).toBe(true);
    expect(first[0]).toBe('BEGIN:VCALENDAR');
    expect(first.at(-1)).toBe('END:VCALENDAR');
    expect(first).toContain('VERSION:2.0');
    expect(first.some((line) => line.startsWith('PRODID:'))).toBe(true);
    const [event] = events(first);
    expect(events(first)).toHaveLength(1);
    expect(event!.DTSTART).toBe('20261203T130000Z');
    expect(event!.DTEND).toBe('20261203T140000Z');
    expect(event!.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event!.SUMMARY).toContain('\\,');
    expect(event!.SUMMARY).toContain('\\;');
    expect(event!.SUMMARY).toContain('\\\\');
    expect(unescapeText(event!.SUMMARY!)).toBe(`Phone screen — Analyst at ${company}`);

    // A new next step: the old one stays, with the same UID.
    await user.call({
      method: 'PATCH',
      url: `${URL}/${created._id}`,
      payload: { nextStep: { title: 'Interview\nwith the team', at: '2026-12-10T09:30:00-05:00' } },
    });
    const second = events(await ics());
    expect(second).toHaveLength(2);
    expect(second[0]!.UID).toBe(event!.UID);
    expect(second[1]!.UID).not.toBe(event!.UID);
    expect(second[1]!.DTSTART).toBe('20261210T143000Z');
    expect(unescapeText(second[1]!.SUMMARY!)).toBe(`Interview\nwith the team — Analyst at ${company}`);
    expect(new Set(second.map((e) => e.UID)).size).toBe(2);
  });

  it('has no event without a step', async () => {
    const user = await newUser();
    const created = await user.create({ company: 'Quiet', role: 'Calm' });
    const response = await user.call({ method: 'GET', url: `${URL}/${created._id}/calendar.ics` });
    const lines = unfold(response.body);
    expect(events(lines)).toEqual([]);
    expect(lines).toContain('VERSION:2.0');
  });
});
