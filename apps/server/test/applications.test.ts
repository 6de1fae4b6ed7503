import { applications, coverLetters, eq, resumes, users } from '@vitae/db';
import { APPLICATION_MESSAGES, LIMITS } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

const URL = '/api/v1/users/applications';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
/** The clock stage changes are dated on: each test moves it as it needs. */
let clock = new Date('2026-03-01T09:00:00.000Z');
let owner: Session;
let ownerCall: ReturnType<typeof as>;
let strangerCall: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp({ config: { now: () => clock } });
  owner = await registerUser(t.app, { fullName: 'Ana Applicant' });
  ownerCall = as(t.app, owner.accessToken);
  strangerCall = as(t.app, (await registerUser(t.app)).accessToken);
});
afterAll(() => t.close());

type Application = {
  _id: string;
  company: string;
  role: string;
  stage: string;
  closedReason: string | null;
  stageHistory: { stage: string; reason: string | null; at: string }[];
  nextStep: { title: string; at: string } | null;
  pastSteps: { title: string; at: string }[];
  resumeId: string | null;
  coverLetterId: string | null;
  sentResume: { resumeId: string; resumeTitle: string; content: Record<string, unknown>; sentAt: string } | null;
  sentCoverLetter: { coverLetterId: string; title: string; body: string; sentAt: string } | null;
  [key: string]: unknown;
};

async function create(payload: Record<string, unknown>, call = ownerCall): Promise<Application> {
  const response = await call({ method: 'POST', url: URL, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
const patch = (id: string, payload: Record<string, unknown>, call = ownerCall) =>
  call({ method: 'PATCH', url: `${URL}/${id}`, payload });
const moveTo = (id: string, payload: Record<string, unknown>, call = ownerCall) =>
  call({ method: 'POST', url: `${URL}/${id}/stage`, payload });
const list = async (query = '', call = ownerCall): Promise<Application[]> => {
  const response = await call({ method: 'GET', url: `${URL}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

async function createResume(title: string, summary: string, call = ownerCall) {
  const created = await call({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle: title },
  });
  const id = created.json().data._id as string;
  const patched = await call({
    method: 'PATCH',
    url: `/api/v1/users/update-resume-details/${id}`,
    payload: { summary, skills: [{ name: 'Forklift' }] },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  return id;
}

/** A cover letter written straight to its table: its routes are another module's. */
async function createCoverLetter(userId: string, title: string, body: string) {
  const [row] = await t.database.handle.db.insert(coverLetters).values({ userId, title, body }).returning();
  return row!.id;
}

describe('applications: create, read, list', () => {
  it('creates with defaults, the history starting with the creation stage, and reads it back', async () => {
    const created = await create({ company: '  Northwind ', role: 'Warehouse lead', posting: 'Forklift licence.' });
    expect(created).toMatchObject({
      company: 'Northwind',
      role: 'Warehouse lead',
      posting: 'Forklift licence.',
      link: '',
      stage: 'saved',
      closedReason: null,
      nextStep: null,
      pastSteps: [],
      contacts: [],
      sentResume: null,
      sentCoverLetter: null,
    });
    expect(created.stageHistory).toEqual([{ stage: 'saved', reason: null, at: clock.toISOString() }]);
    const read = await ownerCall({ method: 'GET', url: `${URL}/${created._id}` });
    expect(read.json()).toMatchObject({ statusCode: 200, success: true, data: created });

    const closed = await create({ company: 'Contoso', role: 'Clerk', stage: 'closed', reason: 'withdrawn' });
    expect(closed).toMatchObject({ stage: 'closed', closedReason: 'withdrawn' });
    expect(closed.stageHistory).toEqual([{ stage: 'closed', reason: 'withdrawn', at: clock.toISOString() }]);
  });

  it('refuses bad input with the schema message and stores nothing', async () => {
    const before = (await list()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ role: 'Nurse' }, APPLICATION_MESSAGES.companyRequired],
      [{ company: '   ', role: 'Nurse' }, APPLICATION_MESSAGES.companyRequired],
      [{ company: 'A', role: '' }, APPLICATION_MESSAGES.roleRequired],
      [{ company: 'A', role: 'B', link: 'javascript:alert(1)' }, APPLICATION_MESSAGES.linkInvalid],
      [{ company: 'A', role: 'B', stage: 'closed' }, APPLICATION_MESSAGES.reasonRequired],
      [{ company: 'A', role: 'B', reason: 'rejected' }, APPLICATION_MESSAGES.reasonOnlyWhenClosed],
      [
        { company: 'A', role: 'B', nextStep: { title: 'Call', at: 'tomorrow' } },
        APPLICATION_MESSAGES.nextStepDateInvalid,
      ],
      [{ company: 'A', role: 'B', resumeId: 'not-an-id' }, APPLICATION_MESSAGES.resumeNotFound],
    ];
    for (const [payload, message] of cases) {
      const response = await ownerCall({ method: 'POST', url: URL, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    const tooLong = await ownerCall({
      method: 'POST',
      url: URL,
      payload: { company: 'A', role: 'B', posting: 'x'.repeat(LIMITS.posting + 1) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await list()).length).toBe(before);
  });

  it('lists with ?stage, case-insensitive ?search over company, role, location, notes and posting, and ?sort', async () => {
    const user = await registerUser(t.app);
    const call = as(t.app, user.accessToken);
    clock = new Date('2026-03-02T09:00:00.000Z');
    const a = await create({ company: 'Zeta Care', role: 'Night nurse', location: 'Lyon' }, call);
    clock = new Date('2026-03-03T09:00:00.000Z');
    const b = await create(
      {
        company: 'alpha Freight',
        role: 'Dispatcher',
        notes: 'Met Sam at the FAIR',
        nextStep: { title: 'Call', at: '2026-04-02T10:00:00+02:00' },
      },
      call,
    );
    clock = new Date('2026-03-04T09:00:00.000Z');
    const c = await create(
      {
        company: 'Mid School',
        role: 'Teacher',
        posting: 'Teach 100% maths_stats',
        nextStep: { title: 'Visit', at: '2026-04-02T07:00:00Z' },
      },
      call,
    );
    expect(await moveTo(c._id, { stage: 'applied' }, call).then((r) => r.statusCode)).toBe(200);

    const ids = (found: Application[]) => found.map((application) => application._id);
    expect(ids(await list('', call))).toEqual([c._id, b._id, a._id]);
    expect(ids(await list('?sort=created', call))).toEqual([c._id, b._id, a._id]);
    expect(ids(await list('?sort=company', call))).toEqual([b._id, c._id, a._id]);
    // 07:00Z comes before 10:00+02:00 (08:00Z); no next step comes last.
    expect(ids(await list('?sort=nextStep', call))).toEqual([c._id, b._id, a._id]);
    expect(ids(await list('?stage=applied', call))).toEqual([c._id]);
    expect(ids(await list('?stage=saved&search=NURSE', call))).toEqual([a._id]);
    expect(ids(await list('?search=lyon', call))).toEqual([a._id]);
    expect(ids(await list('?search=fair', call))).toEqual([b._id]);
    expect(ids(await list('?search=100%25', call))).toEqual([c._id]);
    // `%` and `_` are letters to look for, not patterns.
    expect(ids(await list('?search=%25', call))).toEqual([c._id]);
    expect(ids(await list('?search=s_s', call))).toEqual([c._id]);
    expect(ids(await list('?search=th_', call))).toEqual([]);
    expect(ids(await list('?search=freight', call))).toEqual([b._id]);
    expect((await call({ method: 'GET', url: `${URL}?stage=done` })).json()).toMatchObject({ statusCode: 400 });
    expect((await call({ method: 'GET', url: `${URL}?sort=salary` })).statusCode).toBe(400);
  });
});

describe('applications: owner checks', () => {
  it("answers another user's application as missing, on every route, and changes nothing", async () => {
    const mine = await create({ company: 'Private Co', role: 'Analyst' });
    const notFound = { statusCode: 404, message: APPLICATION_MESSAGES.notFound, success: false };
    const attempts = [
      strangerCall({ method: 'GET', url: `${URL}/${mine._id}` }),
      patch(mine._id, { notes: 'mine now' }, strangerCall),
      moveTo(mine._id, { stage: 'applied' }, strangerCall),
      strangerCall({ method: 'DELETE', url: `${URL}/${mine._id}` }),
      strangerCall({ method: 'GET', url: `${URL}/${mine._id}/calendar.ics` }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.json()).toMatchObject(notFound);
    expect((await list('', strangerCall)).map((a) => a._id)).not.toContain(mine._id);
    const still = await ownerCall({ method: 'GET', url: `${URL}/${mine._id}` });
    expect(still.json().data).toEqual(mine);
    const missing = await ownerCall({ method: 'GET', url: `${URL}/00000000-0000-4000-8000-000000000000` });
    expect(missing.json()).toMatchObject(notFound);
    const badId = await ownerCall({ method: 'GET', url: `${URL}/nope` });
    expect(badId.json()).toMatchObject({ statusCode: 400 });
    expect(badId.body).toContain(APPLICATION_MESSAGES.invalidId);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it("refuses to link another user's resume or cover letter (404, the schema's message), and nothing changes", async () => {
    const stranger = await registerUser(t.app);
    const theirResume = await createResume('Theirs', 'Their words', as(t.app, stranger.accessToken));
    const theirLetter = await createCoverLetter(stranger.user._id, 'Their letter', 'Dear…');
    const mine = await create({ company: 'Linked', role: 'Linker' });
    const resume = await patch(mine._id, { resumeId: theirResume, notes: 'x' });
    expect(resume.json()).toMatchObject({ statusCode: 404, message: APPLICATION_MESSAGES.resumeNotFound });
    const letter = await patch(mine._id, { coverLetterId: theirLetter });
    expect(letter.json()).toMatchObject({ statusCode: 404, message: APPLICATION_MESSAGES.coverLetterNotFound });
    const created = await ownerCall({
      method: 'POST',
      url: URL,
      payload: { company: 'A', role: 'B', resumeId: theirResume },
    });
    expect(created.json()).toMatchObject({ statusCode: 404, message: APPLICATION_MESSAGES.resumeNotFound });
    expect((await ownerCall({ method: 'GET', url: `${URL}/${mine._id}` })).json().data).toEqual(mine);
  });
});

describe('applications: update, steps, delete', () => {
  it('PATCH writes only what is sent; a new next step moves the old one to pastSteps', async () => {
    const created = await create({ company: 'Steps Inc', role: 'Planner', notes: 'first' });
    const first = { title: 'Phone screen', at: '2026-03-10T10:00:00+01:00' };
    const second = { title: 'Interview', at: '2026-03-17T14:30:00Z' };
    clock = new Date(clock.getTime() + DAY);
    const one = await patch(created._id, { nextStep: first });
    expect(one.json()).toMatchObject({
      statusCode: 200,
      message: APPLICATION_MESSAGES.updated,
      data: { notes: 'first', nextStep: first, pastSteps: [] },
    });
    expect(one.json().data.updatedAt).toBe(clock.toISOString());
    // The same step again is no new step.
    expect((await patch(created._id, { nextStep: first })).json().data.pastSteps).toEqual([]);
    const two = (await patch(created._id, { nextStep: second, location: 'Remote' })).json().data;
    expect(two).toMatchObject({ nextStep: second, pastSteps: [first], location: 'Remote', notes: 'first' });
    const cleared = (await patch(created._id, { nextStep: null })).json().data;
    expect(cleared).toMatchObject({ nextStep: null, pastSteps: [first, second] });
    expect((await patch(created._id, { notes: 'more' })).json().data.pastSteps).toEqual([first, second]);

    const nothing = await patch(created._id, {});
    expect(nothing.json()).toMatchObject({ statusCode: 400 });
    expect(nothing.body).toContain(APPLICATION_MESSAGES.nothingToUpdate);
    // The stage changes only through …/stage.
    const staged = await patch(created._id, { stage: 'offer', company: '' });
    expect(staged.json()).toMatchObject({ statusCode: 400 });
    expect(staged.body).toContain(APPLICATION_MESSAGES.companyRequired);
    expect((await ownerCall({ method: 'GET', url: `${URL}/${created._id}` })).json().data.stage).toBe('saved');
  });

  it('DELETE removes it for good', async () => {
    const created = await create({ company: 'Gone', role: 'Soon' });
    const deleted = await ownerCall({ method: 'DELETE', url: `${URL}/${created._id}` });
    expect(deleted.json()).toEqual({
      statusCode: 200,
      data: null,
      message: APPLICATION_MESSAGES.deleted,
      success: true,
    });
    expect((await ownerCall({ method: 'GET', url: `${URL}/${created._id}` })).statusCode).toBe(404);
    expect((await ownerCall({ method: 'DELETE', url: `${URL}/${created._id}` })).statusCode).toBe(404);
    const rows = await t.database.handle.db.select().from(applications).where(eq(applications.id, created._id));
    expect(rows).toEqual([]);
  });
});

describe('applications: stage history', () => {
  it('records every change with its date and reason; the same stage again records nothing', async () => {
    clock = new Date('2026-05-01T08:00:00.000Z');
    const created = await create({ company: 'History', role: 'Keeper' });
    clock = new Date('2026-05-03T08:00:00.000Z');
    const applied = await moveTo(created._id, { stage: 'applied' });
    expect(applied.json()).toMatchObject({ statusCode: 200, message: APPLICATION_MESSAGES.stageChanged });
    clock = new Date('2026-05-04T08:00:00.000Z');
    expect((await moveTo(created._id, { stage: 'applied' })).json().data.stageHistory).toHaveLength(2);
    clock = new Date('2026-05-10T08:00:00.000Z');
    await moveTo(created._id, { stage: 'interview' });
    clock = new Date('2026-05-12T08:00:00.000Z');
    const closed = (await moveTo(created._id, { stage: 'closed', reason: 'rejected' })).json().data;
    expect(closed).toMatchObject({ stage: 'closed', closedReason: 'rejected' });
    expect(closed.stageHistory).toEqual([
      { stage: 'saved', reason: null, at: '2026-05-01T08:00:00.000Z' },
      { stage: 'applied', reason: null, at: '2026-05-03T08:00:00.000Z' },
      { stage: 'interview', reason: null, at: '2026-05-10T08:00:00.000Z' },
      { stage: 'closed', reason: 'rejected', at: '2026-05-12T08:00:00.000Z' },
    ]);
    // Reopened: the reason goes, the history keeps it.
    const reopened = (await moveTo(created._id, { stage: 'offer' })).json().data;
    expect(reopened).toMatchObject({ stage: 'offer', closedReason: null });
    expect(reopened.stageHistory).toHaveLength(5);
  });

  it('refuses a missing or stray reason and an unknown stage, recording nothing', async () => {
    const created = await create({ company: 'Strict', role: 'Stages' });
    const cases: [Record<string, unknown>, string][] = [
      [{ stage: 'closed' }, APPLICATION_MESSAGES.reasonRequired],
      [{ stage: 'applied', reason: 'ghosted' }, APPLICATION_MESSAGES.reasonOnlyWhenClosed],
      [{ stage: 'hired' }, 'Stage must be one of'],
      [{ stage: 'closed', reason: 'bored' }, 'Reason must be one of'],
    ];
    for (const [payload, message] of cases) {
      const response = await moveTo(created._id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await ownerCall({ method: 'GET', url: `${URL}/${created._id}` })).json().data.stageHistory).toHaveLength(1);
  });
});

describe('applications: frozen copies of what was sent', () => {
  it('freezes the resume and letter when the application reaches applied; later edits never change them', async () => {
    const resumeId = await createResume('Warehouse CV', '<p>Ten years of forklift work.</p>');
    const letterId = await createCoverLetter(owner.user._id, 'Letter to Northwind', '<p>Dear team,</p>');
    const created = await create({ company: 'Northwind', role: 'Lead', resumeId, coverLetterId: letterId });
    // Saved: nothing is sent yet.
    expect(created).toMatchObject({ resumeId, coverLetterId: letterId, sentResume: null, sentCoverLetter: null });

    clock = new Date('2026-06-01T10:00:00.000Z');
    const applied = (await moveTo(created._id, { stage: 'applied' })).json().data as Application;
    expect(applied.sentResume).toMatchObject({
      resumeId,
      resumeTitle: 'Warehouse CV',
      sentAt: '2026-06-01T10:00:00.000Z',
      content: { summary: '<p>Ten years of forklift work.</p>', skills: [{ name: 'Forklift' }], templateId: null },
    });
    expect(applied.sentCoverLetter).toEqual({
      coverLetterId: letterId,
      title: 'Letter to Northwind',
      body: '<p>Dear team,</p>',
      sentAt: '2026-06-01T10:00:00.000Z',
    });

    // The resume and letter change afterwards; the copies do not, through edits and later stages.
    await ownerCall({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${resumeId}`,
      payload: { summary: '<p>Rewritten.</p>', resumeTitle: 'Renamed' },
    });
    await t.database.handle.db.update(coverLetters).set({ body: 'Changed' }).where(eq(coverLetters.id, letterId));
    clock = new Date('2026-06-05T10:00:00.000Z');
    await moveTo(created._id, { stage: 'interview' });
    const later = (await patch(created._id, { notes: 'went well', resumeId })).json().data as Application;
    expect(later.sentResume).toEqual(applied.sentResume);
    expect(later.sentCoverLetter).toEqual(applied.sentCoverLetter);

    // Unlinking keeps what was sent; the resume going away keeps it too.
    const unlinked = (await patch(created._id, { resumeId: null })).json().data as Application;
    expect(unlinked).toMatchObject({ resumeId: null, sentResume: applied.sentResume });
  });

  it('freezes a resume linked after applying, and re-freezes when another resume is linked', async () => {
    const first = await createResume('First CV', '<p>First words.</p>');
    const second = await createResume('Second CV', '<p>Second words.</p>');
    const created = await create({ company: 'Relink', role: 'Tester', stage: 'applied' });
    expect(created.sentResume).toBeNull();
    clock = new Date('2026-07-01T10:00:00.000Z');
    const linked = (await patch(created._id, { resumeId: first })).json().data as Application;
    expect(linked.sentResume).toMatchObject({ resumeId: first, resumeTitle: 'First CV', sentAt: clock.toISOString() });
    clock = new Date('2026-07-02T10:00:00.000Z');
    const relinked = (await patch(created._id, { resumeId: second })).json().data as Application;
    expect(relinked.sentResume).toMatchObject({
      resumeId: second,
      resumeTitle: 'Second CV',
      content: { summary: '<p>Second words.</p>' },
      sentAt: '2026-07-02T10:00:00.000Z',
    });
    // Created at applied with a resume: frozen at once.
    const direct = await create({ company: 'Direct', role: 'Sender', stage: 'interview', resumeId: first });
    expect(direct.sentResume).toMatchObject({ resumeId: first, content: { summary: '<p>First words.</p>' } });
  });

  it('keeps the frozen copy when the resume is deleted for good', async () => {
    const resumeId = await createResume('Short-lived', '<p>Gone soon.</p>');
    const created = await create({ company: 'Keep', role: 'Copy', stage: 'applied', resumeId });
    await t.database.handle.db.delete(resumes).where(eq(resumes.id, resumeId));
    const read = (await ownerCall({ method: 'GET', url: `${URL}/${created._id}` })).json().data as Application;
    expect(read).toMatchObject({ resumeId: null, sentResume: { resumeId, content: { summary: '<p>Gone soon.</p>' } } });
  });
});

describe('applications: quota', () => {
  it(`refuses the ${LIMITS.applicationsPerUser + 1}th application (422, the schema's message)`, async () => {
    const user = await registerUser(t.app);
    const call = as(t.app, user.accessToken);
    const rows = Array.from({ length: LIMITS.applicationsPerUser - 1 }, (_, index) => ({
      userId: user.user._id,
      company: `Company ${index}`,
      role: 'Role',
    }));
    await t.database.handle.db.insert(applications).values(rows);
    await create({ company: 'Last', role: 'One' }, call);
    const refused = await call({ method: 'POST', url: URL, payload: { company: 'One', role: 'Too many' } });
    expect(refused.json()).toMatchObject({
      statusCode: 422,
      message: APPLICATION_MESSAGES.tooMany(LIMITS.applicationsPerUser),
    });
    expect((await list('?search=too many', call)).length).toBe(0);
    // Another account is not counted with this one.
    await create({ company: 'Other', role: 'Account' });
  });
});

describe('applications: insights', () => {
  it('counts per stage and reason, the response rate and the median days in each stage', async () => {
    const user = await registerUser(t.app);
    const call = as(t.app, user.accessToken);
    const empty = (await call({ method: 'GET', url: `${URL}/insights` })).json().data;
    expect(empty).toMatchObject({
      total: 0,
      responseRate: null,
      byStage: { saved: 0 },
      medianDaysInStage: { saved: null },
    });

    const at = (day: number) => {
      clock = new Date(Date.UTC(2026, 8, day, 9));
    };
    at(1);
    const a = await create({ company: 'A', role: 'r' }, call);
    const b = await create({ company: 'B', role: 'r' }, call);
    const c = await create({ company: 'C', role: 'r' }, call);
    await create({ company: 'D', role: 'r' }, call);
    at(3); // a, b: 2 days saved
    await moveTo(a._id, { stage: 'applied' }, call);
    await moveTo(b._id, { stage: 'applied' }, call);
    at(5); // c: 4 days saved
    await moveTo(c._id, { stage: 'applied' }, call);
    at(9); // a: 6 days applied
    await moveTo(a._id, { stage: 'screening' }, call);
    at(13); // b: 10 days applied; a: 4 days screening
    await moveTo(b._id, { stage: 'closed', reason: 'ghosted' }, call);
    await moveTo(a._id, { stage: 'interview' }, call);

    const response = await call({ method: 'GET', url: `${URL}/insights` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 4,
      byStage: { saved: 1, applied: 1, screening: 0, interview: 1, offer: 0, closed: 1 },
      closedByReason: { rejected: 0, withdrawn: 0, ghosted: 1, accepted: 0, other: 0 },
      // a, b, c applied; only a heard back.
      responseRate: 1 / 3,
      medianDaysInStage: { saved: 2, applied: 8, screening: 4, interview: null, offer: null, closed: null },
    });
  });
});

describe('applications: API documentation', () => {
  it('documents every route in OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const route of ['', '/{id}', '/{id}/stage', '/{id}/calendar.ics', '/export.csv', '/import', '/insights']) {
      expect(spec.paths).toHaveProperty([`${URL}${route}`]);
    }
    const body = spec.paths[URL].post.requestBody.content['application/json'].schema;
    expect(body.properties.company).toMatchObject({ type: 'string', maxLength: LIMITS.shortText });
  });
});

describe('applications: account data', () => {
  it('are in the account export and go with the account', async () => {
    const user = await registerUser(t.app);
    const call = as(t.app, user.accessToken);
    const mine = await create({ company: 'Exported', role: 'Row', notes: 'kept' }, call);
    await create({ company: 'Not mine', role: 'Row' });
    const exported = (await call({ method: 'GET', url: '/api/v1/users/me/export' })).json().data;
    expect(exported.applications).toEqual([mine]);

    const deleted = await call({ method: 'DELETE', url: '/api/v1/users/me', payload: { password: user.password } });
    expect(deleted.statusCode).toBe(200);
    const db = t.database.handle.db;
    expect(await db.select().from(users).where(eq(users.id, user.user._id))).toEqual([]);
    expect(await db.select().from(applications).where(eq(applications.userId, user.user._id))).toEqual([]);
    expect((await list()).some((application) => application.company === 'Not mine')).toBe(true);
  });
});
