import {
  APPLICATION_CSV_COLUMNS,
  APPLICATION_MESSAGES,
  APPLICATION_STAGES,
  applicationListQuerySchema,
  applicationMatchQuerySchema,
  CLOSED_REASONS,
  createApplicationBodySchema,
  JOB_MATCH_MESSAGES,
  jobMatchBodySchema,
  stageChangeBodySchema,
  updateApplicationBodySchema,
  type Application,
  type ApplicationInsights,
  type JobMatch,
  type MatchRequirement,
  type Resume,
} from '@vitae/schema';
import { failure, ok, withBody, withQuery, type Answer } from './fake-answers.ts';

/**
 * Applications and job match for the fake API (fake-api.ts), shaped by the contract's schemas
 * (packages/schema/src/applications.ts, job-match.ts). What the server's services decide is played simply: the match
 * knows a few terms (FAKE_MATCH_TERMS), a term on a line saying "nice to have" or "preferred" is not required, and a
 * resume meets a term its summary or a skill names as a word; the CSV import refuses a file without the company and
 * role columns, or a row without a role, with the server's messages.
 */
interface Call {
  path: string;
  body: unknown;
  query: Record<string, string>;
}
type Route = [string, RegExp, (call: Call) => Answer | Promise<Answer>];

export const FAKE_MATCH_TERMS = ['JavaScript', 'TypeScript', 'React', 'SQL', 'Python', 'Go', 'Nursing'] as const;

const at = '2026-01-01T00:00:00.000Z';
let made = 0;

/** An application as the server answers it, with these fields. */
export function fakeApplication(overrides: Partial<Application> = {}): Application {
  made += 1;
  const stage = overrides.stage ?? 'saved';
  return {
    _id: `60000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    company: 'Acme',
    role: 'Engineer',
    posting: '',
    link: '',
    location: '',
    salary: '',
    source: '',
    stage,
    closedReason: null,
    stageHistory: [{ stage, reason: null, at }],
    nextStep: null,
    pastSteps: [],
    contacts: [],
    notes: '',
    resumeId: null,
    coverLetterId: null,
    sentResume: null,
    sentCoverLetter: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const hasWord = (text: string, term: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${term}([^\\p{L}\\p{N}]|$)`, 'iu').test(text);

/** The fake's match: FAKE_MATCH_TERMS the posting names, each met where the summary or a skill names it. */
export function fakeMatch(posting: string, resume: Resume): JobMatch {
  const requirements: MatchRequirement[] = [];
  for (const line of posting.split('\n')) {
    const required = !/nice to have|preferred|a plus/i.test(line);
    for (const term of FAKE_MATCH_TERMS) {
      if (!hasWord(line, term) || requirements.some((entry) => entry.text === term)) continue;
      const evidence = [
        ...(hasWord(plain(resume.summary), term) ? [{ field: 'summary', text: plain(resume.summary) }] : []),
        ...resume.skills.flatMap((skill, index) =>
          hasWord(skill.name, term) ? [{ field: `skills.${index}.name`, text: skill.name }] : [],
        ),
      ];
      requirements.push({
        text: term,
        kind: term === 'Nursing' ? 'certification' : 'skill',
        required,
        status: evidence.length ? 'met' : 'not_shown',
        evidence,
      });
    }
  }
  const count = (required: boolean) => {
    const of = requirements.filter((entry) => entry.required === required);
    return { met: of.filter((entry) => entry.status === 'met').length, total: of.length };
  };
  return { requirements, summary: { required: count(true), niceToHave: count(false) } };
}

function insightsOf(list: Application[]): ApplicationInsights {
  const byStage = Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as ApplicationInsights['byStage'];
  const closedByReason = Object.fromEntries(
    CLOSED_REASONS.map((reason) => [reason, 0]),
  ) as ApplicationInsights['closedByReason'];
  for (const application of list) {
    byStage[application.stage] += 1;
    if (application.closedReason) closedByReason[application.closedReason] += 1;
  }
  const rank = (stage: Application['stage']) => APPLICATION_STAGES.indexOf(stage);
  const applied = list.filter((entry) => entry.stageHistory.some((change) => change.stage !== 'saved'));
  const answered = applied.filter((entry) =>
    entry.stageHistory.some((change) => change.stage !== 'closed' && rank(change.stage) >= rank('screening')),
  );
  return {
    total: list.length,
    byStage,
    closedByReason,
    responseRate: applied.length ? answered.length / applied.length : null,
    medianDaysInStage: Object.fromEntries(
      APPLICATION_STAGES.map((stage) => [stage, null]),
    ) as ApplicationInsights['medianDaysInStage'],
  };
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

async function readText(file: Blob): Promise<string> {
  // jsdom's Blob has no text(): read it as the browser's FileReader does.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

export function applicationRoutes(state: { applications: Map<string, Application>; resumes: Map<string, Resume> }) {
  const base = '^/api/v1/users/applications';
  const one = (call: Call) => state.applications.get(call.path.split('/')[5] ?? '');
  const now = () => new Date().toISOString();
  const routes: Route[] = [
    [
      'GET',
      new RegExp(`${base}$`),
      withQuery(applicationListQuerySchema, (_call: Call, { stage, search }) => {
        const words = (search ?? '').toLowerCase();
        const list = [...state.applications.values()].filter(
          (entry) =>
            (!stage || entry.stage === stage) &&
            [entry.company, entry.role, entry.location, entry.notes, entry.posting].some((text) =>
              text.toLowerCase().includes(words),
            ),
        );
        return ok(list.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)));
      }),
    ],
    [
      'POST',
      new RegExp(`${base}$`),
      withBody(createApplicationBodySchema, (_call: Call, { stage, reason, ...fields }) => {
        const application = fakeApplication({
          ...fields,
          stage,
          closedReason: reason ?? null,
          stageHistory: [{ stage, reason: reason ?? null, at: now() }],
          createdAt: now(),
          updatedAt: now(),
        });
        state.applications.set(application._id, application);
        return ok(application, 201, APPLICATION_MESSAGES.created);
      }),
    ],
    ['GET', new RegExp(`${base}/insights$`), () => ok(insightsOf([...state.applications.values()]))],
    [
      'GET',
      new RegExp(`${base}/export\\.csv$`),
      () => {
        const rows = [...state.applications.values()].map((entry) =>
          [entry.company, entry.role, entry.stage].map(csvCell).join(','),
        );
        const content = [APPLICATION_CSV_COLUMNS.slice(0, 3).join(','), ...rows].join('\n');
        return {
          status: 200,
          body: null,
          file: {
            content,
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="applications.csv"' },
          },
        };
      },
    ],
    [
      'POST',
      new RegExp(`${base}/import$`),
      async (call) => {
        const file = call.body instanceof FormData ? call.body.get('file') : null;
        if (!(file instanceof Blob)) return failure(400, APPLICATION_MESSAGES.csvNotCsv);
        const [header = '', ...lines] = (await readText(file)).split(/\r?\n/).filter((line) => line.trim());
        const columns = header.split(',').map((name) => name.trim().toLowerCase());
        const [company, role] = [columns.indexOf('company'), columns.indexOf('role')];
        if (company < 0 || role < 0) return failure(400, APPLICATION_MESSAGES.csvNoHeader);
        const rows = lines.map((line) => line.split(','));
        const bad = rows.findIndex((cells) => !cells[role]?.trim());
        if (bad >= 0) return failure(400, APPLICATION_MESSAGES.csvBadRow(bad + 2, APPLICATION_MESSAGES.roleRequired));
        for (const cells of rows) {
          const application = fakeApplication({ company: cells[company]!.trim(), role: cells[role]!.trim() });
          state.applications.set(application._id, application);
        }
        return ok({ imported: rows.length }, 201, APPLICATION_MESSAGES.imported(rows.length));
      },
    ],
    [
      'GET',
      new RegExp(`${base}/[^/]+$`),
      (call) => {
        const application = one(call);
        return application ? ok(application) : failure(404, APPLICATION_MESSAGES.notFound);
      },
    ],
    [
      'PATCH',
      new RegExp(`${base}/[^/]+$`),
      withBody(updateApplicationBodySchema, (call: Call, changes) => {
        const application = one(call);
        if (!application) return failure(404, APPLICATION_MESSAGES.notFound);
        const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
        const replaced =
          application.nextStep && 'nextStep' in defined && defined.nextStep?.at !== application.nextStep.at;
        const next: Application = {
          ...application,
          ...defined,
          pastSteps: replaced ? [...application.pastSteps, application.nextStep!] : application.pastSteps,
          updatedAt: now(),
        };
        state.applications.set(next._id, next);
        return ok(next, 200, APPLICATION_MESSAGES.updated);
      }),
    ],
    [
      'DELETE',
      new RegExp(`${base}/[^/]+$`),
      (call) => {
        const application = one(call);
        if (!application) return failure(404, APPLICATION_MESSAGES.notFound);
        state.applications.delete(application._id);
        return ok(null, 200, APPLICATION_MESSAGES.deleted);
      },
    ],
    [
      'POST',
      new RegExp(`${base}/[^/]+/stage$`),
      withBody(stageChangeBodySchema, (call: Call, { stage, reason }) => {
        const application = one(call);
        if (!application) return failure(404, APPLICATION_MESSAGES.notFound);
        const next: Application = {
          ...application,
          stage,
          closedReason: reason ?? null,
          stageHistory: [...application.stageHistory, { stage, reason: reason ?? null, at: now() }],
          updatedAt: now(),
        };
        state.applications.set(next._id, next);
        return ok(next, 200, APPLICATION_MESSAGES.stageChanged);
      }),
    ],
    [
      'GET',
      new RegExp(`${base}/[^/]+/calendar\\.ics$`),
      (call) => {
        const application = one(call);
        if (!application) return failure(404, APPLICATION_MESSAGES.notFound);
        const content = `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:${application._id}\r\nSUMMARY:${application.nextStep?.title ?? ''}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
        return {
          status: 200,
          body: null,
          file: {
            content,
            headers: { 'Content-Type': 'text/calendar', 'Content-Disposition': 'attachment; filename="interview.ics"' },
          },
        };
      },
    ],
    [
      'GET',
      new RegExp(`${base}/[^/]+/match$`),
      withQuery(applicationMatchQuerySchema, (call: Call, { resumeId }) => {
        const application = one(call);
        if (!application) return failure(404, APPLICATION_MESSAGES.notFound);
        const resume = state.resumes.get(resumeId);
        if (!resume) return failure(404, JOB_MATCH_MESSAGES.resumeNotFound);
        if (!application.posting.trim()) return failure(400, JOB_MATCH_MESSAGES.noPosting);
        return ok(fakeMatch(application.posting, resume));
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/job-match$/,
      withBody(jobMatchBodySchema, (_call: Call, { posting, resumeId }) => {
        const resume = state.resumes.get(resumeId);
        return resume ? ok(fakeMatch(posting, resume)) : failure(404, JOB_MATCH_MESSAGES.resumeNotFound);
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/job-match\/second-opinion$/,
      withBody(jobMatchBodySchema, () => failure(503, JOB_MATCH_MESSAGES.secondOpinionUnavailable)),
    ],
  ];
  return routes;
}
