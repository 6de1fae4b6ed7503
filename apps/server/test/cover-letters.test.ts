import { applications, coverLetters, coverLetterVersions, eq, users } from '@vitae/db';
import { COVER_LETTER_MESSAGES, LIMITS, MESSAGES, TRASH_MESSAGES, VERSION_MESSAGES } from '@vitae/schema';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeAiServer } from './helpers/fake-ai-servers.ts';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let clock = Date.now();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { now: () => new Date(clock) } });
});
afterAll(() => t.close());

type Call = ReturnType<typeof as>;
interface Letter {
  _id: string;
  title: string;
  resumeId: string | null;
  applicationId: string | null;
  body: string;
  recipient: { name: string; company: string; address: string };
  version: number;
  updatedAt: string;
}

const POSTING =
  'Northwind Traders is hiring a Data Analyst. You will build SQL dashboards and reports in Tableau for the sales ' +
  'team, and forecast demand.';

/** A signed-in user with one resume written as a job seeker would, and a request function. */
async function seeker(options: { language?: string; fullName?: string } = {}) {
  const session = await registerUser(t.app, { fullName: options.fullName ?? 'Ada Lovelace' });
  const call = as(t.app, session.accessToken);
  const created = await call({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle: 'Analyst CV' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const resumeId = created.json().data._id as string;
  const patched = await call({
    method: 'PATCH',
    url: `/api/v1/users/update-resume-details/${resumeId}`,
    payload: {
      fullName: options.fullName ?? 'Ada Lovelace',
      jobTitle: 'Data Analyst',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      address: 'London',
      summary: '<p>Analyst who turns data into decisions.</p>',
      experience: [
        {
          title: 'Data Analyst',
          companyName: 'Contoso',
          workSummary:
            '<ul><li>Organised the office summer party</li><li>Built SQL dashboards for the sales team</li>' +
            '<li>Forecast demand for 12 product lines</li></ul>',
        },
      ],
      skills: [{ name: 'Knitting' }, { name: 'SQL' }, { name: 'Tableau' }],
      design: options.language ? { language: options.language } : {},
    },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  return { session, call, resumeId, userId: session.user._id };
}

async function applicationOf(userId: string, company = 'Northwind Traders', role = 'Data Analyst') {
  const [row] = await t.database.handle.db
    .insert(applications)
    .values({ userId, company, role, posting: POSTING })
    .returning();
  return row!.id;
}

async function createLetter(call: Call, payload: Record<string, unknown>) {
  const response = await call({ method: 'POST', url: '/api/v1/users/cover-letters', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Letter;
}

const patch = (call: Call, id: string, payload: Record<string, unknown>) =>
  call({ method: 'PATCH', url: `/api/v1/users/cover-letters/${id}`, payload });

describe('cover letters: writing them', () => {
  it('creates, lists (newest update first), reads, updates and deletes my letters', async () => {
    const { call, resumeId } = await seeker();
    const first = await createLetter(call, { title: 'For Contoso', resumeId, body: '<p>First words.</p>' });
    expect(first).toMatchObject({
      title: 'For Contoso',
      resumeId,
      applicationId: null,
      body: '<p>First words.</p>',
      recipient: { name: '', company: '', address: '' },
      version: 1,
    });
    const second = await createLetter(call, { title: 'For Fabrikam', resumeId });
    clock += 1000;
    const updated = await patch(call, first._id, { body: '<p>Better words.</p>', version: 1 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ message: COVER_LETTER_MESSAGES.saved, data: { version: 2 } });

    const listed = await call({ method: 'GET', url: '/api/v1/users/cover-letters' });
    expect(listed.json().data.map((letter: Letter) => letter._id)).toEqual([first._id, second._id]);
    const got = await call({ method: 'GET', url: `/api/v1/users/cover-letters/${first._id}` });
    expect(got.json().data).toMatchObject({ _id: first._id, body: '<p>Better words.</p>', version: 2 });

    const deleted = await call({ method: 'DELETE', url: `/api/v1/users/cover-letters/${second._id}` });
    expect(deleted.json()).toMatchObject({ statusCode: 200, message: COVER_LETTER_MESSAGES.deleted });
    const after = await call({ method: 'GET', url: '/api/v1/users/cover-letters' });
    expect(after.json().data.map((letter: Letter) => letter._id)).toEqual([first._id]);
  });

  it("addresses a letter linked to an application to the application's company unless told otherwise", async () => {
    const { call, resumeId, userId } = await seeker();
    const applicationId = await applicationOf(userId);
    const linked = await createLetter(call, { title: 'Northwind', resumeId, applicationId });
    expect(linked).toMatchObject({ applicationId, recipient: { name: '', company: 'Northwind Traders', address: '' } });
    const named = await createLetter(call, {
      title: 'Northwind, named',
      resumeId,
      applicationId,
      recipient: { name: 'Grace Hopper', company: 'Northwind Ltd', address: '1 Main St\nSeattle' },
    });
    expect(named.recipient).toEqual({ name: 'Grace Hopper', company: 'Northwind Ltd', address: '1 Main St\nSeattle' });
  });

  it("another user's letter, resume or application is missing to me, and nothing changes", async () => {
    const owner = await seeker();
    const stranger = await seeker();
    const letter = await createLetter(owner.call, { title: 'Mine', resumeId: owner.resumeId, body: '<p>Mine.</p>' });
    const strangerApplication = await applicationOf(stranger.userId);
    const url = `/api/v1/users/cover-letters/${letter._id}`;
    for (const [method, path, payload] of [
      ['GET', url, undefined],
      ['PATCH', url, { body: '<p>Not yours.</p>' }],
      ['DELETE', url, undefined],
      ['GET', `${url}/versions`, undefined],
      ['POST', `${url}/versions`, { name: 'Stolen' }],
      ['POST', `${url}/draft`, { mode: 'offline' }],
      ['POST', `${url}/restore`, undefined],
      ['DELETE', `${url}/permanent`, undefined],
      ['GET', `/api/v1/users/export-cover-letter/${letter._id}?format=docx`, undefined],
    ] as const) {
      const response = await stranger.call({ method, url: path, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().message, `${method} ${path}`).toBe(COVER_LETTER_MESSAGES.notFound);
    }
    const foreignResume = await owner.call({
      method: 'POST',
      url: '/api/v1/users/cover-letters',
      payload: { title: 'Theirs', resumeId: stranger.resumeId },
    });
    expect(foreignResume.json()).toMatchObject({ statusCode: 404, message: COVER_LETTER_MESSAGES.resumeNotFound });
    const foreignApplication = await owner.call({
      method: 'POST',
      url: '/api/v1/users/cover-letters',
      payload: { title: 'Theirs', resumeId: owner.resumeId, applicationId: strangerApplication },
    });
    expect(foreignApplication.json()).toMatchObject({
      statusCode: 404,
      message: COVER_LETTER_MESSAGES.applicationNotFound,
    });
    const relinked = await patch(owner.call, letter._id, { resumeId: stranger.resumeId });
    expect(relinked.json()).toMatchObject({ statusCode: 404, message: COVER_LETTER_MESSAGES.resumeNotFound });
    const mine = await owner.call({ method: 'GET', url });
    expect(mine.json().data).toMatchObject({ body: '<p>Mine.</p>', resumeId: owner.resumeId, version: 1 });
    expect((await stranger.call({ method: 'GET', url: '/api/v1/users/cover-letters' })).json().data).toEqual([]);
  });

  it('answers 409 with the current letter when the version it edits has moved, and writes nothing', async () => {
    const { call, resumeId } = await seeker();
    const letter = await createLetter(call, { title: 'Two tabs', resumeId, body: '<p>Start.</p>' });
    expect((await patch(call, letter._id, { body: '<p>From tab one.</p>', version: 1 })).statusCode).toBe(200);
    const stale = await patch(call, letter._id, { body: '<p>From tab two.</p>', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: COVER_LETTER_MESSAGES.versionConflict,
      data: { _id: letter._id, body: '<p>From tab one.</p>', version: 2 },
    });
    const unversioned = await patch(call, letter._id, { title: 'Last write wins' });
    expect(unversioned.json().data).toMatchObject({ title: 'Last write wins', version: 3 });
  });

  it('sanitises the body to the rich-text allowlist and keeps plain text as typed', async () => {
    const { call, resumeId } = await seeker();
    const letter = await createLetter(call, {
      title: 'Hostile',
      resumeId,
      body: '<p onclick="steal()">Hello <strong>there</strong><script>alert(1)</script><img src=x onerror=alert(2)></p>',
    });
    expect(letter.body).toBe('<p>Hello <strong>there</strong></p>');
    const patched = await patch(call, letter._id, {
      body: '<p><a href="javascript:alert(1)">link</a> <a href="https://example.com">ok</a></p>',
    });
    expect(patched.json().data.body).toBe('<p><a>link</a> <a href="https://example.com">ok</a></p>');
    const plain = await patch(call, letter._id, { body: 'R&D at a<b and c>d' });
    expect(plain.json().data.body).toBe('R&D at a<b and c>d');
  });

  it('refuses bad input with the schema’s message and changes nothing', async () => {
    const { call, resumeId } = await seeker();
    const letter = await createLetter(call, { title: 'Kept', resumeId });
    for (const [payload, message] of [
      [{ title: '  ', resumeId }, COVER_LETTER_MESSAGES.titleRequired],
      [{ title: 'No resume' }, COVER_LETTER_MESSAGES.resumeNotFound],
      [{ title: 'Long', resumeId, body: 'x'.repeat(LIMITS.coverLetterBody + 1) }, COVER_LETTER_MESSAGES.bodyTooLong],
    ] as const) {
      const response = await call({ method: 'POST', url: '/api/v1/users/cover-letters', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const empty = await patch(call, letter._id, { version: 1 });
    expect(empty.json()).toMatchObject({ statusCode: 400, message: COVER_LETTER_MESSAGES.nothingToUpdate });
    const badId = await call({ method: 'GET', url: '/api/v1/users/cover-letters/not-an-id' });
    expect(badId.json()).toMatchObject({ statusCode: 400, message: COVER_LETTER_MESSAGES.invalidId });
    const listed = await call({ method: 'GET', url: '/api/v1/users/cover-letters' });
    expect(listed.json().data).toHaveLength(1);
    expect(listed.json().data[0]).toMatchObject({ title: 'Kept', version: 1 });
  });

  it(`keeps at most ${LIMITS.coverLettersPerUser} letters; those in Trash do not count`, async () => {
    const { call, resumeId, userId } = await seeker();
    await t.database.handle.db.insert(coverLetters).values(
      Array.from({ length: LIMITS.coverLettersPerUser - 1 }, (_, index) => ({
        userId,
        resumeId,
        title: `Letter ${index}`,
      })),
    );
    const last = await createLetter(call, { title: 'The last one', resumeId });
    const refused = await call({
      method: 'POST',
      url: '/api/v1/users/cover-letters',
      payload: { title: 'One too many', resumeId },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(COVER_LETTER_MESSAGES.tooMany(LIMITS.coverLettersPerUser));
    await call({ method: 'DELETE', url: `/api/v1/users/cover-letters/${last._id}` });
    await createLetter(call, { title: 'In its place', resumeId });
    const restore = await call({ method: 'POST', url: `/api/v1/users/cover-letters/${last._id}/restore` });
    expect(restore.statusCode).toBe(422);
  });
});

describe('cover letters: Trash', () => {
  it('moves a deleted letter to Trash, restores it whole, deletes it for good, and empties after 30 days', async () => {
    const { call, resumeId } = await seeker();
    const letter = await createLetter(call, { title: 'Binned', resumeId, body: '<p>Words.</p>' });
    await call({ method: 'DELETE', url: `/api/v1/users/cover-letters/${letter._id}` });
    expect((await call({ method: 'GET', url: `/api/v1/users/cover-letters/${letter._id}` })).statusCode).toBe(404);
    expect((await patch(call, letter._id, { title: 'x' })).statusCode).toBe(404);
    const trash = await call({ method: 'GET', url: '/api/v1/users/cover-letters/trash' });
    expect(trash.json().message).toBe(TRASH_MESSAGES.listed);
    const [entry] = trash.json().data;
    expect(entry).toMatchObject({ _id: letter._id, title: 'Binned' });
    expect(Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt)).toBe(30 * DAY);

    const restored = await call({ method: 'POST', url: `/api/v1/users/cover-letters/${letter._id}/restore` });
    expect(restored.json()).toMatchObject({
      message: COVER_LETTER_MESSAGES.restored,
      data: { _id: letter._id, body: '<p>Words.</p>', version: 1 },
    });
    expect((await call({ method: 'GET', url: '/api/v1/users/cover-letters/trash' })).json().data).toEqual([]);

    // Not in Trash: not deleted for good.
    expect(
      (await call({ method: 'DELETE', url: `/api/v1/users/cover-letters/${letter._id}/permanent` })).statusCode,
    ).toBe(404);
    await call({ method: 'DELETE', url: `/api/v1/users/cover-letters/${letter._id}` });
    const gone = await call({ method: 'DELETE', url: `/api/v1/users/cover-letters/${letter._id}/permanent` });
    expect(gone.json()).toMatchObject({ statusCode: 200, message: COVER_LETTER_MESSAGES.deletedForever });
    const db = t.database.handle.db;
    expect(await db.select().from(coverLetters).where(eq(coverLetters.id, letter._id))).toEqual([]);

    const old = await createLetter(call, { title: 'Thirty-one days', resumeId });
    const recent = await createLetter(call, { title: 'Twenty-nine days', resumeId });
    for (const [id, days] of [
      [old._id, 31],
      [recent._id, 29],
    ] as const) {
      await call({ method: 'DELETE', url: `/api/v1/users/cover-letters/${id}` });
      await db
        .update(coverLetters)
        .set({ deletedAt: new Date(clock - days * DAY) })
        .where(eq(coverLetters.id, id));
    }
    const listed = await call({ method: 'GET', url: '/api/v1/users/cover-letters/trash' });
    expect(listed.json().data.map((item: { _id: string }) => item._id)).toEqual([recent._id]);
    expect(await db.select().from(coverLetters).where(eq(coverLetters.id, old._id))).toEqual([]);
  });
});

describe('cover letters: History', () => {
  it('snapshots at most once an hour while editing, saves named versions, and restores after a snapshot', async () => {
    const { call, resumeId } = await seeker();
    const letter = await createLetter(call, { title: 'Evolving', resumeId, body: '<p>Draft one.</p>' });
    const versionsOf = async () =>
      (await call({ method: 'GET', url: `/api/v1/users/cover-letters/${letter._id}/versions` })).json().data as {
        _id: string;
        name: string;
        kind: string;
      }[];

    await patch(call, letter._id, { body: '<p>Draft two.</p>' });
    await patch(call, letter._id, { body: '<p>Draft three.</p>' });
    expect((await versionsOf()).map((version) => version.kind)).toEqual(['auto']);
    clock += HOUR + 1000;
    await patch(call, letter._id, { body: '<p>Draft four.</p>' });
    expect((await versionsOf()).map((version) => version.kind)).toEqual(['auto', 'auto']);

    const [newestAuto] = await versionsOf();
    const snapshot = await call({
      method: 'GET',
      url: `/api/v1/users/cover-letters/${letter._id}/versions/${newestAuto!._id}`,
    });
    expect(snapshot.json().data).toMatchObject({ _id: letter._id, body: '<p>Draft three.</p>', version: 4 });

    clock += 1000;
    const saved = await call({
      method: 'POST',
      url: `/api/v1/users/cover-letters/${letter._id}/versions`,
      payload: { name: 'Sent to Northwind' },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ message: VERSION_MESSAGES.saved, data: { name: 'Sent to Northwind' } });
    await patch(call, letter._id, { body: '<p>Draft five.</p>', title: 'Renamed' });

    clock += 1000;
    const restored = await call({
      method: 'POST',
      url: `/api/v1/users/cover-letters/${letter._id}/versions/${saved.json().data._id}/restore`,
    });
    expect(restored.json()).toMatchObject({
      message: VERSION_MESSAGES.restored,
      data: { title: 'Evolving', body: '<p>Draft four.</p>', version: 6 },
    });
    const [before] = await versionsOf();
    expect(before).toMatchObject({ kind: 'restore', name: VERSION_MESSAGES.beforeRestoring('Sent to Northwind') });
    const kept = await call({
      method: 'GET',
      url: `/api/v1/users/cover-letters/${letter._id}/versions/${before!._id}`,
    });
    expect(kept.json().data).toMatchObject({ title: 'Renamed', body: '<p>Draft five.</p>' });

    const badName = await call({
      method: 'POST',
      url: `/api/v1/users/cover-letters/${letter._id}/versions`,
      payload: { name: ' ' },
    });
    expect(badName.json()).toMatchObject({ statusCode: 400, message: VERSION_MESSAGES.invalidName });
    const other = await createLetter(call, { title: 'Another', resumeId });
    const crossed = await call({
      method: 'GET',
      url: `/api/v1/users/cover-letters/${other._id}/versions/${before!._id}`,
    });
    expect(crossed.json()).toMatchObject({ statusCode: 404, message: VERSION_MESSAGES.notFound });
  });
});

describe('cover letters: offline drafts', () => {
  it("drafts from the application's company and role and the resume lines that match the posting; stores nothing", async () => {
    const { call, resumeId, userId } = await seeker();
    const applicationId = await applicationOf(userId);
    const letter = await createLetter(call, {
      title: 'Northwind',
      resumeId,
      applicationId,
      recipient: { name: 'Grace Hopper', company: '', address: '' },
      body: '<p>My own words.</p>',
    });
    const response = await call({
      method: 'POST',
      url: `/api/v1/users/cover-letters/${letter._id}/draft`,
      payload: { mode: 'offline' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(COVER_LETTER_MESSAGES.drafted);
    const draft = response.json().data as { body: string; source: string; dropped: unknown[] };
    expect(draft.source).toBe('offline');
    expect(draft.dropped).toEqual([]);
    expect(draft.body).toMatch(/^<p>Dear Grace Hopper,<\/p>/);
    expect(draft.body).toContain('the Data Analyst position at Northwind Traders');
    expect(draft.body).toContain('<li>Built SQL dashboards for the sales team</li>');
    expect(draft.body).toContain('<li>Forecast demand for 12 product lines</li>');
    expect(draft.body).not.toContain('summer party');
    expect(draft.body).toContain('My skills include SQL and Tableau.');
    expect(draft.body).not.toContain('Knitting');
    const stored = await call({ method: 'GET', url: `/api/v1/users/cover-letters/${letter._id}` });
    expect(stored.json().data).toMatchObject({ body: '<p>My own words.</p>', version: 1 });
  });

  it('cites the lines the job match gives as evidence, even when they word a requirement another way', async () => {
    const { call, resumeId, userId } = await seeker();
    await call({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${resumeId}`,
      payload: {
        experience: [
          {
            title: 'Engineer',
            companyName: 'Contoso',
            workSummary: '<ul><li>Watered the office plants</li><li>Wrote JS services for payments</li></ul>',
          },
        ],
        skills: [{ name: 'JS' }],
      },
    });
    const [row] = await t.database.handle.db
      .insert(applications)
      .values({ userId, company: 'Fabrikam', role: 'Developer', posting: 'Required: JavaScript.' })
      .returning();
    const letter = await createLetter(call, { title: 'Fabrikam', resumeId, applicationId: row!.id });
    const draft = (
      await call({
        method: 'POST',
        url: `/api/v1/users/cover-letters/${letter._id}/draft`,
        payload: { mode: 'offline' },
      })
    ).json().data as { body: string };
    expect(draft.body).toContain('<li>Wrote JS services for payments</li>');
    expect(draft.body).not.toContain('plants');
    expect(draft.body).toContain('My skills include JS.');
  });

  it("writes in the resume's language, and names the recipient's company without an application", async () => {
    const { call, resumeId } = await seeker({ language: 'de' });
    const letter = await createLetter(call, {
      title: 'Bewerbung',
      resumeId,
      recipient: { name: '', company: 'Fabrikam GmbH', address: '' },
    });
    const draft = (
      await call({
        method: 'POST',
        url: `/api/v1/users/cover-letters/${letter._id}/draft`,
        payload: { mode: 'offline' },
      })
    ).json().data as { body: string };
    expect(draft.body).toMatch(/^<p>Sehr geehrte Damen und Herren,<\/p>/);
    expect(draft.body).toContain('bei Fabrikam GmbH');
    expect(draft.body).toContain('Zuletzt war ich als Data Analyst bei Contoso tätig.');
  });

  it('escapes what the resume says, and refuses AI drafting without a provider', async () => {
    const { call, resumeId } = await seeker({ fullName: 'Ada <b>Lovelace</b>' });
    const letter = await createLetter(call, {
      title: 'Escaped',
      resumeId,
      recipient: { name: '<script>x</script>', company: '', address: '' },
    });
    const draft = (
      await call({
        method: 'POST',
        url: `/api/v1/users/cover-letters/${letter._id}/draft`,
        payload: { mode: 'offline' },
      })
    ).json().data as { body: string };
    expect(draft.body).toContain('Dear &lt;script&gt;x&lt;/script&gt;,');
    const ai = await call({
      method: 'POST',
      url: `/api/v1/users/cover-letters/${letter._id}/draft`,
      payload: { mode: 'ai' },
    });
    expect(ai.json()).toMatchObject({ statusCode: 400, message: COVER_LETTER_MESSAGES.aiUnavailable });
    const badMode = await call({
      method: 'POST',
      url: `/api/v1/users/cover-letters/${letter._id}/draft`,
      payload: { mode: 'magic' },
    });
    expect(badMode.statusCode).toBe(400);
  });
});

describe('cover letters: AI drafts keep to the evidence', () => {
  let fake: FakeAiServer;
  let ai: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ai = await createTestApp({
      database: t.database,
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: `${fake.url}/v1`,
        OPENAI_API_KEY: 'openai-test-key',
        OPENAI_MODEL: 'fake-llama',
        AI_TIMEOUT_MS: '1500',
      },
    });
  });
  afterAll(async () => {
    await ai.close();
    await fake.close();
  });

  it('removes every sentence with an employer or a number found in neither the resume nor the posting', async () => {
    const { session, resumeId, userId } = await seeker();
    const call = as(ai.app, session.accessToken);
    const applicationId = await applicationOf(userId);
    const letter = await createLetter(call, { title: 'AI', resumeId, applicationId });
    fake.answer({
      pieces: [
        'I am excited to apply for the Data Analyst role at Northwind Traders. ',
        'At Globex Corporation I cut reporting time by 40%.\n\n',
        'At Contoso I built SQL dashboards for the sales team. ',
        'I also led a team of 35 analysts.',
      ],
    });
    const response = await call({
      method: 'POST',
      url: `/api/v1/users/cover-letters/${letter._id}/draft`,
      payload: { mode: 'ai' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json().data as { body: string; source: string; dropped: { reason: string; text: string }[] };
    expect(draft.source).toBe('ai');
    expect(draft.body).toContain('I am excited to apply for the Data Analyst role at Northwind Traders.');
    expect(draft.body).toContain('At Contoso I built SQL dashboards for the sales team.');
    expect(draft.body).not.toContain('Globex');
    expect(draft.body).not.toContain('40%');
    expect(draft.body).not.toContain('35');
    expect(draft.dropped.map((item) => item.text)).toEqual([
      'At Globex Corporation I cut reporting time by 40%.',
      'I also led a team of 35 analysts.',
    ]);
    expect(draft.dropped[0]!.reason).toMatch(/Globex Corporation/);
    expect(draft.dropped[0]!.reason).toMatch(/40%/);
    expect(draft.dropped[1]!.reason).toBe(COVER_LETTER_MESSAGES.droppedReason([{ kind: 'number', text: '35' }]));
    // The provider was asked with the resume and the posting in the prompt.
    const prompt = (fake.requests.at(-1)!.body as { messages: { content: string }[] }).messages[0]!.content;
    expect(prompt).toContain('Built SQL dashboards for the sales team');
    expect(prompt).toContain(POSTING);
  });

  it('answers 504 when the provider does not answer in time, and 503 when it is down; nothing is stored', async () => {
    const { session, resumeId } = await seeker();
    const call = as(ai.app, session.accessToken);
    const letter = await createLetter(call, { title: 'Waiting', resumeId, body: '<p>Mine.</p>' });
    const draft = () =>
      call({ method: 'POST', url: `/api/v1/users/cover-letters/${letter._id}/draft`, payload: { mode: 'ai' } });
    fake.answer({ hang: true });
    expect((await draft()).json()).toMatchObject({ statusCode: 504, message: MESSAGES.aiTimeout });
    fake.answer({ status: 503 });
    expect((await draft()).json()).toMatchObject({ statusCode: 503, message: MESSAGES.aiUnavailable });
    const offline = await call({
      method: 'POST',
      url: `/api/v1/users/cover-letters/${letter._id}/draft`,
      payload: { mode: 'offline' },
    });
    expect(offline.statusCode).toBe(200);
    const stored = await call({ method: 'GET', url: `/api/v1/users/cover-letters/${letter._id}` });
    expect(stored.json().data).toMatchObject({ body: '<p>Mine.</p>', version: 1 });
  });
});

/** The text of a Word file's body, paragraph by paragraph. */
function docxParagraphs(bytes: Buffer): string[] {
  const xml = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!);
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map(([paragraph]) =>
      [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)]
        .map((match) => (match[0] === '<w:br/>' ? '\n' : match[1]!))
        .join('')
        .replace(/&amp;/g, '&'),
    )
    .filter((text) => text !== '');
}

describe('cover letters: export', () => {
  it("writes a Word file in the letter layout, dated in the resume's language, named after the title", async () => {
    clock = Date.UTC(2026, 10, 27, 12);
    const { call, resumeId } = await seeker({ language: 'de' });
    const letter = await createLetter(call, {
      title: 'Bewerbung Fabrikam',
      resumeId,
      recipient: { name: 'Frau Berg', company: 'Fabrikam GmbH', address: 'Hauptstraße 1\n10115 Berlin' },
      body: '<p>Erster Absatz &amp; mehr.</p><ul><li>Ein Punkt</li></ul><p>Letzter Absatz.</p>',
    });
    const response = await call({
      method: 'GET',
      url: `/api/v1/users/export-cover-letter/${letter._id}?format=docx`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="bewerbung-fabrikam.docx"; filename*=UTF-8''Bewerbung%20Fabrikam.docx`,
    );
    expect(docxParagraphs(response.rawPayload)).toEqual([
      'Ada Lovelace',
      'Data Analyst\nLondon\n+44 20 7946 0000 · ada@example.com',
      '27. November 2026',
      'Frau Berg\nFabrikam GmbH\nHauptstraße 1\n10115 Berlin',
      'Erster Absatz & mehr.',
      'Ein Punkt',
      'Letzter Absatz.',
      'Mit freundlichen Grüßen',
      'Ada Lovelace',
    ]);
  });

  it('answers 400 for an unknown format, and a PDF named after the title', async () => {
    const { call, resumeId } = await seeker();
    const letter = await createLetter(call, { title: 'Für Northwind', resumeId, body: '<p>Short.</p>' });
    const unknown = await call({ method: 'GET', url: `/api/v1/users/export-cover-letter/${letter._id}?format=odt` });
    expect(unknown.json()).toMatchObject({ statusCode: 400, message: COVER_LETTER_MESSAGES.invalidFormat });
    const pdf = await call({ method: 'GET', url: `/api/v1/users/export-cover-letter/${letter._id}?format=pdf` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="fur-northwind.pdf"; filename*=UTF-8''F%C3%BCr%20Northwind.pdf`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await call({ method: 'DELETE', url: `/api/v1/users/cover-letters/${letter._id}` });
    const trashed = await call({ method: 'GET', url: `/api/v1/users/export-cover-letter/${letter._id}?format=pdf` });
    expect(trashed.json()).toMatchObject({ statusCode: 404, message: COVER_LETTER_MESSAGES.notFound });
  });
});

describe('cover letters: the account', () => {
  it('are in the account export with their History, and go with the account', async () => {
    const { session, call, resumeId, userId } = await seeker();
    const letter = await createLetter(call, { title: 'Exported', resumeId, body: '<p>One.</p>' });
    await patch(call, letter._id, { body: '<p>Two.</p>' });
    const binned = await createLetter(call, { title: 'In Trash', resumeId });
    await call({ method: 'DELETE', url: `/api/v1/users/cover-letters/${binned._id}` });

    const exported = await call({ method: 'GET', url: '/api/v1/users/me/export' });
    expect(exported.statusCode).toBe(200);
    const letters = exported.json().data.coverLetters as {
      _id: string;
      body: string;
      deletedAt: string | null;
      versions: { kind: string; content: { body: string } }[];
    }[];
    const byId = new Map(letters.map((item) => [item._id, item]));
    expect(byId.get(letter._id)).toMatchObject({
      body: '<p>Two.</p>',
      deletedAt: null,
      versions: [{ kind: 'auto', content: { body: '<p>One.</p>', title: 'Exported' } }],
    });
    expect(byId.get(binned._id)?.deletedAt).toEqual(expect.any(String));
    expect(letters).toHaveLength(2);
    expect(exported.body).not.toMatch(/userId/);

    const deleted = await call({ method: 'DELETE', url: '/api/v1/users/me', payload: { password: session.password } });
    expect(deleted.json().message).toBe(MESSAGES.accountDeleted);
    const db = t.database.handle.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(coverLetters).where(eq(coverLetters.userId, userId))).toEqual([]);
    expect(await db.select().from(coverLetterVersions).where(eq(coverLetterVersions.userId, userId))).toEqual([]);
  });
});

describe('cover letters: the API document', () => {
  it('documents every cover-letter route under its tag', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes = {
      '/api/v1/users/cover-letters': ['get', 'post'],
      '/api/v1/users/cover-letters/{id}': ['get', 'patch', 'delete'],
      '/api/v1/users/cover-letters/trash': ['get'],
      '/api/v1/users/cover-letters/{id}/restore': ['post'],
      '/api/v1/users/cover-letters/{id}/permanent': ['delete'],
      '/api/v1/users/cover-letters/{id}/versions': ['get', 'post'],
      '/api/v1/users/cover-letters/{id}/versions/{versionId}': ['get'],
      '/api/v1/users/cover-letters/{id}/versions/{versionId}/restore': ['post'],
      '/api/v1/users/cover-letters/{id}/draft': ['post'],
      '/api/v1/users/export-cover-letter/{id}': ['get'],
      '/api/v1/users/preview-cover-letter': ['post'],
    };
    for (const [path, methods] of Object.entries(routes)) {
      for (const method of methods)
        expect(spec.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['cover-letters']);
    }
    const body = spec.paths['/api/v1/users/cover-letters'].post.requestBody.content['application/json'].schema;
    expect(body.properties.body).toMatchObject({ type: 'string', maxLength: LIMITS.coverLetterBody });
  });
});
