import { applications } from '@vitae/db';
import { APPLICATION_MESSAGES, JOB_MATCH_MESSAGES, MESSAGES, resumeLimitMessage, TAILOR_MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeAiServer } from './helpers/fake-ai-servers.ts';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

// Tailoring through the API: the fake provider speaks OpenAI's real wire format over local HTTP, and tries to slip
// an employer, a number, a degree and a skill past the evidence lock (evidence-lock.test.ts checks the lock itself).

let fake: FakeAiServer;
let t: TestApp;
let offline: TestApp;
let owner: Session;
let stranger: Session;
let ownerCall: ReturnType<typeof as>;
let strangerCall: ReturnType<typeof as>;
let offlineCall: ReturnType<typeof as>;

const POSTING = `Product Manager, Payments — Globex
We are looking for a product manager to own checkout conversion and payment reliability.
Required: SQL, A/B testing, experience with payment failures and checkout.
Nice to have: Looker dashboards.`;

const MASTER = {
  resumeTitle: 'Product resume',
  summary: '<p>Product manager with 8 years in logistics and payments.</p>',
  experience: [
    {
      title: 'Senior Product Manager',
      companyName: 'Acme Payments',
      city: 'Zürich',
      state: '',
      startDate: '2019-03',
      endDate: '',
      currentlyWorking: true,
      workSummary:
        '<ul><li>Ran quarterly planning with four teams.</li><li>Grew checkout conversion by 12% across 9 markets.</li><li>Cut payment failures by half with SQL dashboards in Looker.</li></ul>',
    },
  ],
  skills: [{ name: 'Roadmapping' }, { name: 'Stakeholder management' }, { name: 'SQL' }, { name: 'A/B testing' }],
  education: [
    {
      universityName: 'University of Basel',
      degree: 'BSc',
      major: 'Economics',
      startDate: '2010-09',
      endDate: '2013-07',
      description: '',
    },
  ],
};

/** What the fake model answers: two honest rephrasings and four that each invent one fact. */
const AI_ANSWER = {
  summary: 'Product manager with 8 years in payments and logistics, focused on checkout conversion.',
  bullets: [
    { job: 0, bullet: 1, text: 'Grew checkout conversion by 12% across 9 markets, the metric this team owns.' },
    { job: 0, bullet: 2, text: 'Cut payment failures by half with SQL dashboards in Looker, then at Stripe.' },
    { job: 0, bullet: 0, text: 'Ran quarterly planning with four teams, lifting delivery by 35%.' },
    { job: 0, bullet: 1, text: 'Grew checkout conversion by 12% across 9 markets, drawing on an MBA.' },
    { job: 99, bullet: 0, text: 'A bullet for a job the resume does not have.' },
  ],
};
const INVENTING_SUMMARY_TOO = {
  ...AI_ANSWER,
  summary: 'Product manager with 8 years in payments, fluent in Kubernetes.',
};

const inPieces = (answer: string, size = 11) => answer.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
const fenced = (value: unknown) => `Here you go:\n\`\`\`json\n${JSON.stringify(value)}\n\`\`\``;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      OPENAI_MODEL: 'fake-llama',
      AI_TIMEOUT_MS: '2000',
      AI_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  offline = await createTestApp({ database: t.database, env: { AI_PROVIDER: 'offline' } });
  owner = await registerUser(t.app, { fullName: 'Olga Owner' });
  stranger = await registerUser(t.app);
  ownerCall = as(t.app, owner.accessToken);
  strangerCall = as(t.app, stranger.accessToken);
  offlineCall = as(offline.app, owner.accessToken);
});
afterAll(async () => {
  await offline?.close();
  await t?.close();
  await fake?.close();
});

async function createMaster(call = ownerCall) {
  const created = await call({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle: MASTER.resumeTitle },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { resumeTitle: _title, ...content } = MASTER;
  const saved = await call({
    method: 'PATCH',
    url: `/api/v1/users/update-resume-details/${created.json().data._id}`,
    payload: content,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data as { _id: string; version: number; [key: string]: unknown };
}

/** An application row of `userId`, written as the applications module would (its routes are another module's). */
async function createApplication(userId: string, company = 'Globex', posting = POSTING) {
  const [row] = await t.database.handle.db
    .insert(applications)
    .values({ userId, company, role: 'Product Manager', posting })
    .returning({ id: applications.id });
  return row!.id;
}

const tailor = (call: ReturnType<typeof as>, applicationId: string, resumeId: string) =>
  call({ method: 'POST', url: `/api/v1/users/applications/${applicationId}/tailor`, payload: { resumeId } });
const getResume = (call: ReturnType<typeof as>, id: string) =>
  call({ method: 'GET', url: `/api/v1/users/get-user-resume/${id}` });

describe('with an AI provider that tries to invent facts', () => {
  it('drops the employer, number, degree and skill it invents, with reasons, and keeps the honest rephrasings', async () => {
    const master = await createMaster();
    const applicationId = await createApplication(owner.user._id);
    fake.answer({ pieces: inPieces(fenced(INVENTING_SUMMARY_TOO)) });

    const response = await tailor(ownerCall, applicationId, master._id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(TAILOR_MESSAGES.created);
    const { variant, proposals, dropped } = response.json().data;

    const prompt = (fake.requests.at(-1)!.body as { messages: { content: string }[] }).messages[0]!.content;
    expect(prompt).toContain('Bullet 1: Grew checkout conversion by 12% across 9 markets.');
    expect(prompt).toContain('Product Manager, Payments — Globex');

    expect(dropped).toEqual([
      {
        kind: 'skill',
        text: INVENTING_SUMMARY_TOO.summary,
        reason: 'adds the skill Kubernetes, which your resume does not have',
      },
      { kind: 'employer', text: AI_ANSWER.bullets[1]!.text, reason: expect.stringContaining('the employer Stripe') },
      { kind: 'number', text: AI_ANSWER.bullets[2]!.text, reason: expect.stringContaining('the number 35%') },
      { kind: 'degree', text: AI_ANSWER.bullets[3]!.text, reason: expect.stringContaining('the degree MBA') },
    ]);
    const shown = JSON.stringify(proposals);
    for (const invented of ['Kubernetes', 'Stripe', '35%', 'MBA', 'does not have'])
      expect(shown).not.toContain(invented);

    const ai = proposals.filter((proposal: { source: string }) => proposal.source === 'ai');
    expect(ai).toEqual([
      expect.objectContaining({
        id: 'ai-bullet-0-1',
        field: 'experience.0.workSummary',
        before: 'Grew checkout conversion by 12% across 9 markets.',
        after: AI_ANSWER.bullets[0]!.text,
        value: { replace: 'Grew checkout conversion by 12% across 9 markets.', with: AI_ANSWER.bullets[0]!.text },
        reason: TAILOR_MESSAGES.aiBulletReason,
      }),
    ]);
    expect(variant.masterId).toBe(master._id);
  });

  it('keeps an honest summary, and the offline orders beside the AI proposals', async () => {
    const master = await createMaster();
    const applicationId = await createApplication(owner.user._id);
    fake.answer({ pieces: inPieces(fenced(AI_ANSWER)) });
    const { proposals, dropped } = (await tailor(ownerCall, applicationId, master._id)).json().data;
    expect(proposals.map((proposal: { id: string }) => proposal.id)).toEqual([
      'offline-sections',
      'offline-skills',
      'offline-bullets-0',
      'ai-summary',
      'ai-bullet-0-1',
    ]);
    expect(proposals.find((proposal: { id: string }) => proposal.id === 'ai-summary')).toMatchObject({
      field: 'summary',
      before: 'Product manager with 8 years in logistics and payments.',
      after: AI_ANSWER.summary,
      value: `<p>${AI_ANSWER.summary}</p>`,
    });
    expect(dropped).toHaveLength(3);
  });

  it('answers the offline proposals when the provider fails', async () => {
    const master = await createMaster();
    const applicationId = await createApplication(owner.user._id);
    fake.answer({ status: 500 });
    const response = await tailor(ownerCall, applicationId, master._id);
    expect(response.statusCode, response.body).toBe(201);
    const { proposals, dropped } = response.json().data;
    expect(proposals.every((proposal: { source: string }) => proposal.source === 'offline')).toBe(true);
    expect(proposals.length).toBeGreaterThan(0);
    expect(dropped).toEqual([]);
  });
});

describe('the variant and the master', () => {
  it('creates a variant linked to its master, titled for the company, and never changes the master', async () => {
    const master = await createMaster();
    const applicationId = await createApplication(owner.user._id, 'Initech');
    fake.answer({ pieces: inPieces(fenced(AI_ANSWER)) });
    const { variant } = (await tailor(ownerCall, applicationId, master._id)).json().data;
    expect(variant).toMatchObject({
      resumeTitle: 'Product resume — Initech',
      masterId: master._id,
      version: 1,
      summary: MASTER.summary,
      skills: MASTER.skills,
    });
    expect(variant._id).not.toBe(master._id);

    const after = (await getResume(ownerCall, master._id)).json().data;
    expect(after).toEqual(master);

    const listed = (await ownerCall({ method: 'GET', url: '/api/v1/users/user-resumes/' })).json().data;
    expect(listed.find((resume: { _id: string }) => resume._id === variant._id).masterId).toBe(master._id);
  });

  it('stores the tailoring on the application, and records each decision', async () => {
    const master = await createMaster();
    const applicationId = await createApplication(owner.user._id);
    const { variant, proposals } = (await tailor(offlineCall, applicationId, master._id)).json().data;
    const [first, second] = proposals as { id: string }[];

    const decide = (proposalId: string, decision: string, call = ownerCall) =>
      call({
        method: 'POST',
        url: `/api/v1/users/applications/${applicationId}/tailor/${proposalId}`,
        payload: { decision },
      });
    const accepted = await decide(first!.id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: TAILOR_MESSAGES.accepted,
      data: { decisions: { [first!.id]: 'accepted' } },
    });
    expect((await decide(second!.id, 'rejected')).json().data.decisions).toEqual({
      [first!.id]: 'accepted',
      [second!.id]: 'rejected',
    });
    // Undo: the choice is taken back.
    const undone = await decide(first!.id, 'open');
    expect(undone.json()).toMatchObject({
      message: TAILOR_MESSAGES.undone,
      data: { decisions: { [second!.id]: 'rejected' } },
    });

    const state = await ownerCall({ method: 'GET', url: `/api/v1/users/applications/${applicationId}/tailor` });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json().data).toMatchObject({
      variant: { _id: variant._id },
      proposals,
      decisions: { [second!.id]: 'rejected' },
    });

    expect((await decide('nope', 'accepted')).statusCode).toBe(404);
    const bad = await decide(first!.id, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TAILOR_MESSAGES.invalidDecision);
    expect((await decide(first!.id, 'accepted', strangerCall)).statusCode).toBe(404);
  });
});

describe('offline, without an AI provider', () => {
  it('proposes the skills, sections and bullets that meet the posting first, and asks no provider', async () => {
    const master = await createMaster(offlineCall);
    const applicationId = await createApplication(owner.user._id);
    const asked = fake.requests.length;
    const response = await tailor(offlineCall, applicationId, master._id);
    expect(response.statusCode, response.body).toBe(201);
    const { proposals, dropped } = response.json().data;
    expect(fake.requests.length).toBe(asked);
    expect(dropped).toEqual([]);

    const skills = proposals.find((proposal: { id: string }) => proposal.id === 'offline-skills');
    expect(skills).toMatchObject({
      field: 'skills',
      source: 'offline',
      before: 'Roadmapping, Stakeholder management, SQL, A/B testing',
      // A/B testing meets two of the posting's terms (B, testing), SQL one; the others none, and keep their order.
      after: 'A/B testing, SQL, Roadmapping, Stakeholder management',
      value: [{ name: 'A/B testing' }, { name: 'SQL' }, { name: 'Roadmapping' }, { name: 'Stakeholder management' }],
    });
    const bullets = proposals.find((proposal: { id: string }) => proposal.id === 'offline-bullets-0');
    expect(bullets).toMatchObject({ field: 'experience.0.workSummary', source: 'offline' });
    expect(bullets.after.split('\n').at(-1)).toBe('Ran quarterly planning with four teams.');
    expect(bullets.value).toMatch(/^<ul><li>.*<\/li><li>Ran quarterly planning with four teams\.<\/li><\/ul>$/);

    const sections = proposals.find((proposal: { id: string }) => proposal.id === 'offline-sections');
    expect(sections).toMatchObject({ field: 'design.sectionOrder', source: 'offline' });
    expect(sections.value[0]).toBe('summary');
    expect(sections.value.indexOf('experience')).toBeLessThan(sections.value.indexOf('education'));
  });

  it('has nothing to reorder for a posting without text, and still makes the variant', async () => {
    const master = await createMaster(offlineCall);
    const applicationId = await createApplication(owner.user._id, 'Umbrella', '');
    const response = await tailor(offlineCall, applicationId, master._id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ proposals: [], dropped: [], variant: { masterId: master._id } });
  });
});

describe('owner checks and bad input', () => {
  it("answers 404 for another user's application or resume, and creates nothing", async () => {
    const master = await createMaster();
    const mine = await createApplication(owner.user._id);
    const theirs = await createApplication(stranger.user._id);
    const before = (await ownerCall({ method: 'GET', url: '/api/v1/users/user-resumes/' })).json().data.length;

    const strangerOnMine = await tailor(strangerCall, mine, master._id);
    expect(strangerOnMine.statusCode).toBe(404);
    expect(strangerOnMine.json().message).toBe(APPLICATION_MESSAGES.notFound);
    const mineWithTheirResume = await tailor(strangerCall, theirs, master._id);
    expect(mineWithTheirResume.statusCode).toBe(404);
    expect(mineWithTheirResume.json().message).toBe(MESSAGES.resumeNotFound);
    expect((await ownerCall({ method: 'GET', url: `/api/v1/users/applications/${theirs}/tailor` })).statusCode).toBe(
      404,
    );

    const after = (await ownerCall({ method: 'GET', url: '/api/v1/users/user-resumes/' })).json().data.length;
    expect(after).toBe(before);
  });

  it('answers 400 without a resume id, and 404 for an application never tailored', async () => {
    const applicationId = await createApplication(owner.user._id);
    const missing = await ownerCall({
      method: 'POST',
      url: `/api/v1/users/applications/${applicationId}/tailor`,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(JOB_MATCH_MESSAGES.resumeRequired);
    const never = await ownerCall({ method: 'GET', url: `/api/v1/users/applications/${applicationId}/tailor` });
    expect(never.statusCode).toBe(404);
    expect(never.json().message).toBe(TAILOR_MESSAGES.noTailoring);
  });

  it('counts the tailored copy against MAX_RESUMES_PER_USER, as a duplicate is (422 past it)', async () => {
    const limited = await createTestApp({
      database: t.database,
      env: { AI_PROVIDER: 'offline', MAX_RESUMES_PER_USER: '2' },
    });
    try {
      const session = await registerUser(limited.app);
      const call = as(limited.app, session.accessToken);
      const master = await createMaster(call);
      const applicationId = await createApplication(session.user._id);
      expect((await tailor(call, applicationId, master._id)).statusCode).toBe(201);
      const refused = await tailor(call, applicationId, master._id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(resumeLimitMessage(2));
    } finally {
      await limited.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/v1/users/applications/{id}/tailor']).toHaveProperty(['post']);
    expect(spec.paths['/api/v1/users/applications/{id}/tailor']).toHaveProperty(['get']);
    expect(spec.paths['/api/v1/users/applications/{id}/tailor/{proposalId}']).toHaveProperty(['post']);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/applications/00000000-0000-4000-8000-000000000000/tailor',
      payload: { resumeId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(401);
  });
});
