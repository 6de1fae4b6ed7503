import { readFileSync } from 'node:fs';
import { applications } from '@vitae/db';
import {
  APPLICATION_MESSAGES,
  JOB_MATCH_MESSAGES,
  jobMatchSchema,
  LIMITS,
  MESSAGES,
  type JobMatch,
  type Resume,
} from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAiServer, startFakeOpenAi } from './helpers/fake-ai-servers.ts';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`fixtures/postings/${name}`, import.meta.url), 'utf8'));

const resumeContent = fixture('resumes/backend-engineer.json');

/** A posting whose requirements the fixture resume meets, partly meets and does not show. */
const POSTING = [
  'Platform Engineer',
  '',
  'Requirements:',
  '- 10+ years of experience building backend services', // the resume shows fewer: partly
  '- Go and PostgreSQL in production', // met
  "- Master's degree in Computer Science", // a bachelor's shown: partly
  '- Kubernetes and Terraform', // met
  '',
  'Nice to have:',
  '- Rust', // not shown
  '- Fluent German', // B1 shown: partly
].join('\n');

let t: TestApp;
let owner: Session;
let ownerCall: ReturnType<typeof as>;
let strangerCall: ReturnType<typeof as>;
let resumeId: string;
let strangersResumeId: string;

async function createResume(call: ReturnType<typeof as>, content: object): Promise<string> {
  const created = await call({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle: 'Match' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data._id as string;
  const patched = await call({ method: 'PATCH', url: `/api/v1/users/update-resume-details/${id}`, payload: content });
  expect(patched.statusCode, patched.body).toBe(200);
  return id;
}

async function addApplication(userId: string, posting: string): Promise<string> {
  const [row] = await t.database.handle.db
    .insert(applications)
    .values({ userId, company: 'Parcelwise', role: 'Platform Engineer', posting })
    .returning({ id: applications.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ATS_CHECK_RATE_LIMIT_PER_MINUTE: '1000' } });
  owner = await registerUser(t.app);
  ownerCall = as(t.app, owner.accessToken);
  const stranger = await registerUser(t.app);
  strangerCall = as(t.app, stranger.accessToken);
  resumeId = await createResume(ownerCall, resumeContent);
  strangersResumeId = await createResume(strangerCall, resumeContent);
});
afterAll(() => t.close());

const matchOf = (body: object, call = ownerCall) =>
  call({ method: 'POST', url: '/api/v1/users/job-match', payload: body });

/** The value at a path such as `experience.0.workSummary` of the stored resume. */
const valueAt = (resume: Resume, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], resume);

/** Plain text of a stored field, for comparing with the evidence's words. */
const plain = (value: unknown) =>
  String(value)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('POST /api/v1/users/job-match', () => {
  let match: JobMatch;
  let stored: Resume;

  beforeAll(async () => {
    const response = await matchOf({ posting: POSTING, resumeId });
    expect(response.statusCode, response.body).toBe(200);
    match = jobMatchSchema.parse(response.json().data);
    stored = (await ownerCall({ method: 'GET', url: `/api/v1/users/get-user-resume/${resumeId}` })).json().data;
  });

  const requirement = (text: string) => {
    const found = match.requirements.find((entry) => entry.text === text);
    expect(found, `${text} in ${JSON.stringify(match.requirements.map((entry) => entry.text))}`).toBeDefined();
    return found!;
  };

  it('answers met, partly and not shown, each with its evidence', () => {
    expect(requirement('Go')).toMatchObject({ kind: 'skill', required: true, status: 'met' });
    expect(requirement('PostgreSQL').status).toBe('met');
    expect(requirement('Terraform').status).toBe('met');
    expect(requirement("Master's degree")).toMatchObject({ kind: 'degree', status: 'partly' });
    expect(requirement("Master's degree").evidence).toEqual([{ field: 'education.0.degree', text: 'BSc' }]);
    expect(requirement('Rust')).toMatchObject({ required: false, status: 'not_shown', evidence: [] });
    expect(requirement('German')).toMatchObject({ kind: 'language', required: false, status: 'partly' });
    const years = match.requirements.find((entry) => entry.kind === 'experience')!;
    expect(years).toMatchObject({ required: true, status: 'partly' });
    expect(years.text).toMatch(/^10\+ years of experience/);
  });

  it('points every piece of evidence at a real field of the resume, quoting its words', () => {
    const evidence = match.requirements.flatMap((entry) => entry.evidence);
    expect(evidence.length).toBeGreaterThan(5);
    for (const { field, text } of evidence) {
      const value = valueAt(stored, field);
      expect(typeof value, field).toBe('string');
      // A job's evidence for years adds its dates to the title; every other quotes the field's own words.
      const words = /^experience\.\d+\.title$/.test(field) ? text.replace(/ \([^)]*\)$/, '') : text;
      expect(plain(value), field).toContain(words);
    }
  });

  it('counts met requirements of the required and the nice-to-have ones', () => {
    const count = (required: boolean) => {
      const group = match.requirements.filter((entry) => entry.required === required);
      return { met: group.filter((entry) => entry.status === 'met').length, total: group.length };
    };
    expect(match.summary).toEqual({ required: count(true), niceToHave: count(false) });
    expect(match.summary.niceToHave.total).toBe(2);
    expect(match.summary.required.met).toBe(4);
  });

  it("answers 404 for another user's resume and for a missing one", async () => {
    for (const id of [strangersResumeId, '00000000-0000-4000-8000-000000000000']) {
      const response = await matchOf({ posting: POSTING, resumeId: id });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.resumeNotFound);
    }
  });

  it('refuses a bad body with the schema message', async () => {
    const cases: [object, string][] = [
      [{ posting: '   ', resumeId }, JOB_MATCH_MESSAGES.postingRequired],
      [{ resumeId }, JOB_MATCH_MESSAGES.postingRequired],
      [{ posting: 'x'.repeat(LIMITS.posting + 1), resumeId }, JOB_MATCH_MESSAGES.postingTooLong],
      [{ posting: POSTING }, JOB_MATCH_MESSAGES.resumeRequired],
      [{ posting: POSTING, resumeId: 'not-an-id' }, JOB_MATCH_MESSAGES.resumeRequired],
    ];
    for (const [body, message] of cases) {
      const response = await matchOf(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('asks for a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/job-match',
      payload: { posting: POSTING, resumeId },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/users/applications/:id/match', () => {
  const matchApplication = (id: string, query: string, call = ownerCall) =>
    call({ method: 'GET', url: `/api/v1/users/applications/${id}/match${query}` });

  it("matches the application's posting like the posted one", async () => {
    const id = await addApplication(owner.user._id, POSTING);
    const response = await matchApplication(id, `?resumeId=${resumeId}`);
    expect(response.statusCode, response.body).toBe(200);
    const posted = await matchOf({ posting: POSTING, resumeId });
    expect(response.json().data).toEqual(posted.json().data);
  });

  it("answers 404 for another user's application, as for a missing one", async () => {
    const id = await addApplication(owner.user._id, POSTING);
    const theirs = await matchApplication(id, `?resumeId=${strangersResumeId}`, strangerCall);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(APPLICATION_MESSAGES.notFound);
    const missing = await matchApplication('00000000-0000-4000-8000-000000000000', `?resumeId=${resumeId}`);
    expect(missing.statusCode).toBe(404);
    const strangersResume = await matchApplication(id, `?resumeId=${strangersResumeId}`);
    expect(strangersResume.statusCode).toBe(404);
  });

  it('answers 400 for an application without a posting, and without a resume', async () => {
    const id = await addApplication(owner.user._id, '  \n ');
    const empty = await matchApplication(id, `?resumeId=${resumeId}`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(JOB_MATCH_MESSAGES.noPosting);
    const noResume = await matchApplication(id, '');
    expect(noResume.statusCode).toBe(400);
    expect(noResume.body).toContain(JOB_MATCH_MESSAGES.resumeRequired);
  });
});

describe('POST /api/v1/users/job-match/second-opinion', () => {
  it('answers 503 on a server without an AI provider, after the owner check', async () => {
    const url = '/api/v1/users/job-match/second-opinion';
    const offline = await ownerCall({ method: 'POST', url, payload: { posting: POSTING, resumeId } });
    expect(offline.statusCode).toBe(503);
    expect(offline.json().message).toBe(JOB_MATCH_MESSAGES.secondOpinionUnavailable);
    const theirs = await ownerCall({ method: 'POST', url, payload: { posting: POSTING, resumeId: strangersResumeId } });
    expect(theirs.statusCode).toBe(404);
  });

  describe('with a provider (a local fake)', () => {
    let fake: FakeAiServer;
    let ai: TestApp;
    let call: ReturnType<typeof as>;
    let aiResumeId: string;

    beforeAll(async () => {
      fake = await startFakeOpenAi();
      ai = await createTestApp({
        env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_API_KEY: 'k', AI_TIMEOUT_MS: '2000' },
      });
      call = as(ai.app, (await registerUser(ai.app)).accessToken);
      aiResumeId = await createResume(call, resumeContent);
    });
    afterAll(async () => {
      await ai.close();
      await fake.close();
    });

    it("answers the provider's words, without a score, and sends it the offline reading", async () => {
      fake.answer({ pieces: ['Strong Go and Post', 'greSQL work. ', 'You are a 72% match. ', 'Rust is not shown.'] });
      const response = await call({
        method: 'POST',
        url: '/api/v1/users/job-match/second-opinion',
        payload: { posting: POSTING, resumeId: aiResumeId },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({
        text: 'Strong Go and PostgreSQL work. Rust is not shown.',
        provider: 'openai',
      });
      const prompt = (fake.requests.at(-1)!.body as { messages: { content: string }[] }).messages[0]!.content;
      expect(prompt).toContain('- Rust (skill, nice to have): not shown');
      expect(prompt).toContain('skills.0.name: Go');
    });

    it('answers 504 when the provider never answers', async () => {
      fake.answer({ hang: true });
      const response = await call({
        method: 'POST',
        url: '/api/v1/users/job-match/second-opinion',
        payload: { posting: POSTING, resumeId: aiResumeId },
      });
      expect(response.statusCode).toBe(504);
    });
  });
});
