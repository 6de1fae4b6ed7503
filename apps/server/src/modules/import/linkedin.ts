import { escapeHtml, IMPORT_MESSAGES } from '@vitae/schema';
import { InvalidInput } from '../../lib/domain-errors.ts';
import { importedMonth, oneLine, quote, warn } from './content.ts';
import { type CsvTable, readCsvTable } from './csv.ts';
import type { ImportDraft } from './vitae.ts';
import { readZip } from './zip.ts';

/**
 * LinkedIn's data export ("Get a copy of your data"): a ZIP of CSV files, read offline. The files mapped and their
 * columns are in FILES; every other value of them is listed in the warnings, and every other file is ignored (a few
 * that hold resume data are named in one warning). docs/import-export.md (Import) has the table.
 */

/** Rows of one file read, at most (validation then keeps the first LIMITS.listItems). */
const READ_ROWS = 1_000;

/** The files read, by name (matched in any case), with the columns LinkedIn writes (the header is found by them). */
const FILES = {
  profile: {
    name: 'Profile.csv',
    columns: [
      'First Name',
      'Last Name',
      'Maiden Name',
      'Address',
      'Birth Date',
      'Headline',
      'Summary',
      'Industry',
      'Zip Code',
      'Geo Location',
      'Twitter Handles',
      'Websites',
      'Instant Messengers',
    ],
  },
  positions: {
    name: 'Positions.csv',
    columns: ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
  },
  education: {
    name: 'Education.csv',
    columns: ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
  },
  skills: { name: 'Skills.csv', columns: ['Name'] },
  projects: { name: 'Projects.csv', columns: ['Title', 'Description', 'Url', 'Started On', 'Finished On'] },
  certifications: {
    name: 'Certifications.csv',
    columns: ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
  },
  languages: { name: 'Languages.csv', columns: ['Name', 'Proficiency'] },
  emails: { name: 'Email Addresses.csv', columns: ['Email Address', 'Confirmed', 'Primary', 'Updated On'] },
  phones: { name: 'PhoneNumbers.csv', columns: ['Extension', 'Number', 'Type'] },
} as const;

type FileKey = keyof typeof FILES;

/** At least one of these makes a ZIP a LinkedIn export. */
const CORE_FILES: readonly FileKey[] = ['profile', 'positions', 'education', 'skills'];

/** Files of the export with resume data that is not imported: named in one warning when present. */
const NOT_IMPORTED = [
  'Honors.csv',
  'Courses.csv',
  'Volunteering.csv',
  'Publications.csv',
  'Patents.csv',
  'Organizations.csv',
  'Test Scores.csv',
  'Recommendations_Received.csv',
];

/** Columns whose values are not part of a resume: not listed in the warnings. */
const BOOKKEEPING = new Set(['Confirmed', 'Primary', 'Updated On', 'Type']);

type Row = Record<string, string>;

/** A file's table: its rows with line breaks as "\n" and values trimmed. */
interface Table {
  label: string;
  rows: Row[];
  columns: readonly string[];
}

/** A line that is a list item: "• item", "•item", "- item", "* item". */
const BULLET = /^\s*(?:•\s*|[-*]\s+)/;

/**
 * LinkedIn's plain text as the editor's rich text: paragraphs (apart by a blank line) as `<p>`, a line break inside
 * one as `<br>`, and lines starting with •, - or * as the items of a `<ul>`. All text is escaped.
 */
export function linkedInRichText(text: string): string {
  const html: string[] = [];
  let lines: string[] = [];
  let items: string[] = [];
  const flushLines = () => {
    if (lines.length) html.push(`<p>${lines.map(escapeHtml).join('<br>')}</p>`);
    lines = [];
  };
  const flushItems = () => {
    if (items.length) html.push(`<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
    items = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flushLines();
      flushItems();
    } else if (BULLET.test(line)) {
      flushLines();
      const item = line.replace(BULLET, '').trim();
      if (item) items.push(item);
    } else {
      flushItems();
      lines.push(line);
    }
  }
  flushLines();
  flushItems();
  return html.join('');
}

/** Warns about each value of `row` in `columns` that is not empty: it was not imported. */
function notImported(row: Row, columns: readonly string[], where: string, warnings: string[]) {
  for (const column of columns) {
    const value = row[column] ?? '';
    if (value !== '') warn(warnings, `${where} › ${column}: ${quote(value)} was not imported.`);
  }
}

/** Columns of the header that none of the mapping reads. */
const otherColumns = (table: Table, mapped: readonly string[]) =>
  table.columns.filter((column) => column !== '' && !mapped.includes(column) && !BOOKKEEPING.has(column));

const where = (table: Table, index: number) => `${table.label} row ${index + 1}`;

/** LinkedIn's websites, "[COMPANY:https://a.com,PORTFOLIO:https://b.dev]", as social links. */
const WEBSITE_KINDS: Record<string, string> = {
  COMPANY: 'Company website',
  PERSONAL: 'Website',
  BLOG: 'Blog',
  RSS: 'RSS feed',
  PORTFOLIO: 'Portfolio',
  OTHER: 'Website',
};

/** A link a resume may hold: http(s), or a bare address ("me.dev"); another scheme (javascript:, data:) is not. */
const isWebLink = (link: string) => /^https?:\/\//i.test(link) || !/^[a-z][a-z0-9+.-]*:/i.test(link);

/** `link` when it is a web address, else '' with a warning. */
function webLink(link: string, where: string, warnings: string[]): string {
  if (link === '' || isWebLink(link)) return link;
  warn(warnings, `${where}: ${quote(link)} is not a web address and was not imported.`);
  return '';
}

function websites(value: string, warnings: string[]) {
  const inner = value.replace(/^\[/, '').replace(/\]$/, '').trim();
  if (inner === '') return [];
  const links: { socialMediaName: string; socialMediaLink: string }[] = [];
  // Each "KIND:link" up to the next ",KIND:"; a link may hold commas.
  for (const part of inner.split(/,(?=\s*[A-Z][A-Z_]*:(?!\/\/))/)) {
    const match = /^\s*([A-Z][A-Z_]*):(?!\/\/)(.*)$/.exec(part);
    const kind = match?.[1] ?? '';
    const link = (match ? match[2]! : part).trim();
    if (link === '') continue;
    if (!webLink(link, 'Profile.csv › Websites', warnings)) continue;
    const name = WEBSITE_KINDS[kind] ?? (kind ? kind.charAt(0) + kind.slice(1).toLowerCase() : 'Website');
    links.push({ socialMediaName: name, socialMediaLink: link });
  }
  return links;
}

/** Twitter handles, "[alice,bob]" or "alice", as links to their profiles. */
function twitterHandles(value: string, warnings: string[]) {
  return value
    .replace(/^\[/, '')
    .replace(/\]$/, '')
    .split(',')
    .map((handle) => handle.trim())
    .filter(Boolean)
    .flatMap((handle) => {
      const name = handle.replace(/^@/, '');
      if (/^\w{1,15}$/.test(name))
        return [{ socialMediaName: 'X (Twitter)', socialMediaLink: `https://x.com/${name}` }];
      warn(warnings, `Profile.csv › Twitter Handles: ${quote(handle)} is not a handle and was not imported.`);
      return [];
    });
}

/** The CSV files of the export as tables; a file that is there but has no header is named in a warning. */
function readTables(bytes: Uint8Array, warnings: string[]) {
  const wanted = Object.values(FILES).map((file) => file.name.toLowerCase());
  const { files, names } = readZip(bytes, wanted);
  const decoder = new TextDecoder('utf-8');
  const tables: Partial<Record<FileKey, Table>> = {};
  for (const [key, file] of Object.entries(FILES) as [FileKey, (typeof FILES)[FileKey]][]) {
    const data = files.get(file.name.toLowerCase());
    if (!data) continue;
    const label = file.name;
    const table: CsvTable | null = readCsvTable(decoder.decode(data), file.columns, { maxRows: READ_ROWS });
    if (!table) {
      warn(warnings, `${label}: no header row of LinkedIn's columns was found; the file was not imported.`);
      continue;
    }
    tables[key] = {
      label,
      columns: table.columns,
      rows: table.rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([column, value]) => [column, value.replace(/\r\n?/g, '\n').trim()]),
        ),
      ),
    };
  }
  return { tables, names, found: (key: FileKey) => files.has(FILES[key].name.toLowerCase()) };
}

/**
 * LinkedIn's data export as a Vitae resume (see the top of this file). A ZIP without Profile.csv, Positions.csv,
 * Education.csv and Skills.csv is not a LinkedIn export (400); the archive's limits are zip.ts's.
 */
export async function fromLinkedInExport(bytes: Uint8Array, warnings: string[]): Promise<ImportDraft> {
  const { tables, names, found } = readTables(bytes, warnings);
  if (!CORE_FILES.some(found)) throw new InvalidInput(IMPORT_MESSAGES.linkedinNotExport);
  const rows = (key: FileKey) => tables[key]?.rows ?? [];

  // Profile.csv: one row.
  const profileTable = tables.profile;
  const profile: Row = profileTable?.rows[0] ?? {};
  const profileMapped = [
    'First Name',
    'Last Name',
    'Headline',
    'Summary',
    'Geo Location',
    'Websites',
    'Twitter Handles',
  ];
  const address = profile['Geo Location'] || profile.Address || '';
  if (profileTable) {
    const other = otherColumns(profileTable, profileMapped).filter(
      (column) => !(column === 'Address' && !profile['Geo Location']),
    );
    notImported(profile, other, 'Profile.csv', warnings);
    if (profileTable.rows.length > 1) warn(warnings, 'Profile.csv: only the first row was imported.');
  }
  const social = [
    ...websites(profile.Websites ?? '', warnings),
    ...twitterHandles(profile['Twitter Handles'] ?? '', warnings),
  ];

  // Email Addresses.csv: the primary address (else the first); PhoneNumbers.csv: the first number.
  const emailRows = rows('emails').filter((row) => row['Email Address']);
  const primary = emailRows.find((row) => /^yes$/i.test(row.Primary ?? '')) ?? emailRows[0];
  for (const row of emailRows) {
    if (row !== primary) {
      warn(warnings, `Email Addresses.csv › ${quote(row['Email Address'])} was not imported (one address is).`);
    }
  }
  const phoneRows = rows('phones').filter((row) => row.Number);
  const [firstPhone, ...otherPhones] = phoneRows;
  for (const row of otherPhones) {
    warn(warnings, `PhoneNumbers.csv › ${quote(row.Number)} was not imported (one number is).`);
  }
  const phone = firstPhone ? [firstPhone.Number, firstPhone.Extension ? `ext. ${firstPhone.Extension}` : ''] : [];

  const positions = tables.positions;
  const experience = rows('positions').map((row, index) => {
    const at = where(positions!, index);
    const [city = '', ...state] = (row.Location ?? '').split(',');
    const startDate = importedMonth(row['Started On'] ?? '', `${at} › Started On`, warnings);
    const endDate = importedMonth(row['Finished On'] ?? '', `${at} › Finished On`, warnings);
    notImported(row, otherColumns(positions!, FILES.positions.columns), at, warnings);
    return {
      title: row.Title ?? '',
      companyName: row['Company Name'] ?? '',
      city: city.trim(),
      state: state.join(',').trim(),
      startDate,
      endDate,
      currentlyWorking: (row['Finished On'] ?? '') === '' && startDate !== '',
      workSummary: linkedInRichText(row.Description ?? ''),
    };
  });

  const schools = tables.education;
  const education = rows('education').map((row, index) => {
    const at = where(schools!, index);
    notImported(row, otherColumns(schools!, [...FILES.education.columns, 'Field Of Study']), at, warnings);
    const activities = row.Activities ? `Activities and societies: ${row.Activities}` : '';
    return {
      universityName: row['School Name'] ?? '',
      degree: row['Degree Name'] ?? '',
      major: row['Field Of Study'] ?? '',
      startDate: importedMonth(row['Start Date'] ?? '', `${at} › Start Date`, warnings),
      endDate: importedMonth(row['End Date'] ?? '', `${at} › End Date`, warnings),
      description: linkedInRichText([row.Notes ?? '', activities].filter(Boolean).join('\n\n')),
    };
  });

  const projectTable = tables.projects;
  const projects = rows('projects').map((row, index) => {
    const at = where(projectTable!, index);
    notImported(
      row,
      ['Started On', 'Finished On', ...otherColumns(projectTable!, FILES.projects.columns)],
      at,
      warnings,
    );
    return {
      projectName: row.Title ?? '',
      projectLink: webLink(row.Url ?? '', `${at} › Url`, warnings),
      description: linkedInRichText(row.Description ?? ''),
    };
  });

  const certificationTable = tables.certifications;
  const certificationsOrExtraCurriculars = rows('certifications').map((row, index) => {
    const at = where(certificationTable!, index);
    const other = [
      'Url',
      'Finished On',
      'License Number',
      ...otherColumns(certificationTable!, FILES.certifications.columns),
    ];
    notImported(row, other, at, warnings);
    return {
      certificationOrExtraCurricularName: oneLine(row.Name ?? '', row.Authority ?? '', row['Started On'] ?? ''),
    };
  });

  const skillTable = tables.skills;
  const skills = rows('skills').map((row, index) => {
    notImported(row, otherColumns(skillTable!, FILES.skills.columns), where(skillTable!, index), warnings);
    return { name: row.Name ?? '' };
  });

  const languageTable = tables.languages;
  const languages = rows('languages').map((row, index) => {
    notImported(row, otherColumns(languageTable!, FILES.languages.columns), where(languageTable!, index), warnings);
    return { title: row.Name ?? '', subtitle: row.Proficiency ?? '' };
  });

  const present = new Set(names);
  const skipped = NOT_IMPORTED.filter((name) => present.has(name.toLowerCase()));
  if (skipped.length) warn(warnings, `Not imported from this export: ${skipped.join(', ')}.`);

  return {
    resumeTitle: '',
    templateFolder: null,
    content: {
      fullName: [profile['First Name'], profile['Last Name']].filter(Boolean).join(' '),
      jobTitle: profile.Headline ?? '',
      email: primary?.['Email Address'] ?? '',
      phone: phone.filter(Boolean).join(' '),
      address,
      summary: profile.Summary ?? '',
      social,
      experience,
      education,
      projects,
      skills,
      certificationsOrExtraCurriculars,
      customSections: languages.length ? [{ id: 'custom-languages', title: 'Languages', items: languages }] : [],
    },
  };
}
