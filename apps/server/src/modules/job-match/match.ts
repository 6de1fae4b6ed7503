import type { JobMatch, MatchEvidence, MatchRequirement, RequirementStatus } from '@vitae/schema';
import { type JobSpan, jobSpans, yearsOf } from './experience-years.ts';
import { termsIn } from './lexicon.ts';
import { extractRequirements, type Requirement } from './requirements.ts';
import { type MatchableResume, type ResumeLine, resumeLines } from './resume-text.ts';
import { stemOf, tokensOf } from './tokens.ts';
import { LOW_LEVEL } from './vocabulary/index.ts';

/**
 * The offline job match (docs/job-match.md): each requirement of the posting with the resume's lines that meet it.
 * `met`: a line names the term (or enough years, or a degree as high); `partly`: only related evidence (fewer years,
 * a lower degree, the words' stems, a lower language level); `not_shown`: nothing.
 */
const MAX_EVIDENCE = 3;

interface Verdict {
  status: RequirementStatus;
  evidence: MatchEvidence[];
}

const evidenceOf = (lines: ResumeLine[]): MatchEvidence[] =>
  lines.slice(0, MAX_EVIDENCE).map((line) => ({ field: line.field, text: line.text }));

const verdict = (status: RequirementStatus, lines: ResumeLine[] = []): Verdict => ({
  status,
  evidence: evidenceOf(lines),
});

const STOP_WORDS = new Set(['and', 'or', 'of', 'in', 'the', 'a', 'an', 'to', 'for', 'with', 'on']);

/** The content words' stems of a phrase ("managed budgets" → manag, budget). */
const stemsOf = (text: string): string[] =>
  tokensOf(text)
    .map((token) => token.key)
    .filter((key) => !STOP_WORDS.has(key) && key.length > 1)
    .map(stemOf);

const hasAllStems = (line: ResumeLine, stems: string[]) =>
  stems.length > 0 && stems.every((stem) => line.stems.has(stem));

function termVerdict(requirement: Requirement, lines: ResumeLine[]): Verdict {
  const name = requirement.term!.name;
  const naming = lines.filter((line) =>
    line.hits.some((hit) => hit.term.name === name && hit.term.kind === requirement.kind),
  );
  if (naming.length) return verdict('met', naming);
  const stems = stemsOf(name);
  // A one-letter or all-capital name has no stem worth comparing ("R", "SQL").
  if (stems.some((stem) => stem.length < 4)) return verdict('not_shown');
  const related = lines.filter((line) => hasAllStems(line, stems));
  return related.length ? verdict('partly', related) : verdict('not_shown');
}

function languageVerdict(requirement: Requirement, lines: ResumeLine[]): Verdict {
  const naming = lines.filter((line) =>
    line.hits.some((hit) => hit.term.kind === 'language' && hit.term.name === requirement.term!.name),
  );
  if (!naming.length) return verdict('not_shown');
  const strong = naming.filter((line) => !LOW_LEVEL.test(line.text));
  if (requirement.highLevel && !strong.length) return verdict('partly', naming);
  return verdict('met', strong.length ? strong : naming);
}

const EDUCATION_FIELD = /^(education\.\d+\.|certificationsOrExtraCurriculars\.)/;

function degreeVerdict(requirement: Requirement, lines: ResumeLine[]): Verdict {
  const asked = requirement.term!.level ?? 0;
  const degrees = lines
    .filter((line) => EDUCATION_FIELD.test(line.field))
    .map((line) => ({
      line,
      level: Math.max(0, ...line.hits.filter((hit) => hit.term.kind === 'degree').map((hit) => hit.term.level ?? 0)),
    }))
    .filter((entry) => entry.level > 0);
  const enough = degrees.filter((entry) => entry.level >= asked);
  if (enough.length)
    return verdict(
      'met',
      enough.map((entry) => entry.line),
    );
  return degrees.length
    ? verdict(
        'partly',
        degrees.map((entry) => entry.line),
      )
    : verdict('not_shown');
}

/** The jobs that speak of the requirement's field: a term of it, or all its words' stems, in the title or bullets. */
function jobsInArea(area: string, spans: JobSpan[], lines: ResumeLine[]): JobSpan[] {
  const terms = termsIn(area).map((hit) => hit.term.name);
  const stems = stemsOf(area);
  return spans.filter((span) => {
    const own = lines.filter((line) => line.field.startsWith(`experience.${span.index}.`));
    if (terms.length) return own.some((line) => line.hits.some((hit) => terms.includes(hit.term.name)));
    return own.some((line) => hasAllStems(line, stems));
  });
}

const spanLine = (span: JobSpan): ResumeLine => ({
  field: `experience.${span.index}.title`,
  text: `${span.title} (${span.dates})`,
  hits: [],
  stems: new Set(),
});

function experienceVerdict(requirement: Requirement, lines: ResumeLine[], spans: JobSpan[]): Verdict {
  const asked = requirement.years ?? 0;
  const inArea = requirement.area ? jobsInArea(requirement.area, spans, lines) : spans;
  if (inArea.length && yearsOf(inArea) >= asked) return verdict('met', inArea.map(spanLine));
  const shown = inArea.length ? inArea : spans;
  return shown.length ? verdict('partly', shown.map(spanLine)) : verdict('not_shown');
}

function judge(requirement: Requirement, lines: ResumeLine[], spans: JobSpan[]): Verdict {
  switch (requirement.kind) {
    case 'experience':
      return experienceVerdict(requirement, lines, spans);
    case 'degree':
      return degreeVerdict(requirement, lines);
    case 'language':
      return languageVerdict(requirement, lines);
    default:
      return termVerdict(requirement, lines);
  }
}

function summaryOf(requirements: MatchRequirement[]): JobMatch['summary'] {
  const count = (required: boolean) => {
    const group = requirements.filter((requirement) => requirement.required === required);
    return { met: group.filter((requirement) => requirement.status === 'met').length, total: group.length };
  };
  return { required: count(true), niceToHave: count(false) };
}

/** The posting's requirements, each with its status and the resume's evidence; `now` dates a current job's end. */
export function matchResume({
  posting,
  resume,
  now = new Date(),
}: {
  posting: string;
  resume: MatchableResume;
  now?: Date;
}): JobMatch {
  const lines = resumeLines(resume);
  const spans = jobSpans(resume, now);
  const requirements = extractRequirements(posting).map((requirement): MatchRequirement => {
    const { status, evidence } = judge(requirement, lines, spans);
    return { text: requirement.text, kind: requirement.kind, required: requirement.required, status, evidence };
  });
  return { requirements, summary: summaryOf(requirements) };
}
