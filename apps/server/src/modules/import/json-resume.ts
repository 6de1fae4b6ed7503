import { escapeHtml } from '@vitae/schema';
import { isRecord } from './detect.ts';
import { importedMonth, oneLine } from './content.ts';
import type { ImportDraft } from './vitae.ts';

/** Items of one of JSON Resume's lists read, at most (validation then keeps the first LIMITS.listItems). */
const READ_ITEMS = 1_000;

/** A value as text: a string as it is, a number as written, anything else ''. */
const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.slice(0, READ_ITEMS).filter(isRecord) : [];

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.slice(0, READ_ITEMS).map(str).filter(Boolean) : [];

/**
 * A summary and highlights as the editor's rich text: each paragraph (apart by a blank line) a `<p>`, a line break
 * inside one a `<br>`, the highlights one `<ul>`. Plain text stays plain text when there are no highlights.
 */
function richText(summary: string, highlights: string[], plainWithoutList = false): string {
  if (plainWithoutList && highlights.length === 0) return summary;
  const paragraphs = summary
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const list = highlights.length ? `<ul>${highlights.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  return paragraphs + list;
}

/** A JSON Resume date ("2021", "2021-03", "2021-03-15") as a month "2021-03" (see importedMonth). */
const month = (value: unknown, where: string, warnings: string[]) => importedMonth(str(value), where, warnings);

/** A custom section from one of JSON Resume's lists, or nothing when the list is empty. */
function customSection(id: string, title: string, items: Record<string, unknown>[]) {
  return items.length ? [{ id, title, items }] : [];
}

/**
 * JSON Resume 1.0.0 as a Vitae resume: every section mapped to its place (docs/import-export.md, Import), `languages`,
 * `volunteer`, `publications` and `references` as custom sections, and `x-vitae` (the title, custom sections and
 * design a Vitae json-resume export writes) taken back, so that export and this import round-trip.
 */
export function fromJsonResume(data: Record<string, unknown>, warnings: string[]): ImportDraft {
  const basics = isRecord(data.basics) ? data.basics : {};
  const extras = isRecord(data['x-vitae']) ? data['x-vitae'] : {};
  const location = isRecord(basics.location) ? basics.location : {};
  const social = [
    ...(str(basics.url) ? [{ socialMediaName: 'Website', socialMediaLink: str(basics.url) }] : []),
    ...records(basics.profiles).map((profile) => ({
      socialMediaName: str(profile.network) || 'Profile',
      socialMediaLink: str(profile.url) || str(profile.username),
    })),
  ];

  const experience = records(data.work).map((job, index) => {
    const where = `work #${index + 1}`;
    const [city = '', ...state] = str(job.location).split(',');
    const startDate = month(job.startDate, `${where} › startDate`, warnings);
    const endDate = month(job.endDate, `${where} › endDate`, warnings);
    return {
      title: str(job.position),
      companyName: str(job.name),
      city: city.trim(),
      state: state.join(',').trim(),
      startDate,
      endDate,
      currentlyWorking: str(job.endDate) === '' && startDate !== '',
      workSummary: richText(str(job.summary), strings(job.highlights)),
    };
  });

  const education = records(data.education).map((school, index) => ({
    universityName: str(school.institution),
    degree: str(school.studyType),
    major: str(school.area),
    startDate: month(school.startDate, `education #${index + 1} › startDate`, warnings),
    endDate: month(school.endDate, `education #${index + 1} › endDate`, warnings),
    description: richText(str(school.summary), strings(school.courses), true),
  }));

  const projects = records(data.projects).map((project) => ({
    projectName: str(project.name),
    projectLink: str(project.url),
    description: richText(str(project.description), strings(project.highlights), true),
  }));

  const extraSections = [
    ...customSection(
      'custom-languages',
      'Languages',
      records(data.languages).map((item) => ({ title: str(item.language), subtitle: str(item.fluency) })),
    ),
    ...customSection(
      'custom-volunteer',
      'Volunteering',
      records(data.volunteer).map((item, index) => ({
        title: str(item.position),
        subtitle: str(item.organization),
        startDate: month(item.startDate, `volunteer #${index + 1} › startDate`, warnings),
        endDate: month(item.endDate, `volunteer #${index + 1} › endDate`, warnings),
        description: richText(
          [str(item.summary), str(item.url)].filter(Boolean).join('\n\n'),
          strings(item.highlights),
        ),
      })),
    ),
    ...customSection(
      'custom-publications',
      'Publications',
      records(data.publications).map((item, index) => ({
        title: str(item.name),
        subtitle: str(item.publisher),
        startDate: month(item.releaseDate, `publications #${index + 1} › releaseDate`, warnings),
        description: richText([str(item.summary), str(item.url)].filter(Boolean).join('\n\n'), [], true),
      })),
    ),
    ...customSection(
      'custom-references',
      'References',
      records(data.references).map((item) => ({ title: str(item.name), description: str(item.reference) })),
    ),
  ];
  const ownSections = Array.isArray(extras.customSections) ? extras.customSections : [];
  const ownIds = new Set(ownSections.filter(isRecord).map((section) => section.id));

  return {
    resumeTitle: str(extras.resumeTitle),
    templateFolder: null,
    content: {
      fullName: str(basics.name),
      jobTitle: str(basics.label),
      email: str(basics.email),
      phone: str(basics.phone),
      address: [location.address, location.city, location.region, location.countryCode]
        .map(str)
        .filter(Boolean)
        .join(', '),
      summary: str(basics.summary),
      social,
      experience,
      education,
      projects,
      achievements: records(data.awards).map((award) => ({
        achievement: oneLine(str(award.title), str(award.awarder), str(award.date)),
      })),
      certificationsOrExtraCurriculars: records(data.certificates).map((certificate) => ({
        certificationOrExtraCurricularName: oneLine(
          str(certificate.name),
          str(certificate.issuer),
          str(certificate.date),
        ),
      })),
      skills: records(data.skills).map((skill) => {
        const keywords = strings(skill.keywords).join(', ');
        const name = str(skill.name);
        return { name: name && keywords ? `${name}: ${keywords}` : name || keywords };
      }),
      interests: records(data.interests).map((interest) => ({ interestName: str(interest.name) })),
      customSections: [...ownSections, ...extraSections.filter((section) => !ownIds.has(section.id))],
      ...(extras.design === undefined ? {} : { design: extras.design }),
    },
  };
}
