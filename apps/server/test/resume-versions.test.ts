import {
  MESSAGES,
  resumeSchema,
  resumeVersionSchema,
  VERSION_MESSAGES,
  type Resume,
  type ResumeVersion,
} from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

const MINUTE = 60_000;

let t: TestApp;
/** The clock of History: moved by the tests, never by time passing. */
let clock = Date.now();
const advance = (minutes: number) => {
  clock += minutes * MINUTE;
};
let owner: ReturnType<typeof as>;
let stranger: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp({ config: { now: () => new Date(clock) } });
  owner = as(t.app, (await registerUser(t.app)).accessToken);
  stranger = as(t.app, (await registerUser(t.app)).accessToken);
});
afterAll(() => t.close());

async function createResume(call = owner, resumeTitle = 'Product Designer'): Promise<Resume> {
  const created = await call({ method: 'POST', url: '/api/v1/users/create-user-resume', payload: { resumeTitle } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data;
}

const patch = (id: string, payload: object, call = owner) =>
  call({ method: 'PATCH', url: `/api/v1/users/update-resume-details/${id}`, payload });
const getResume = async (id: string): Promise<Resume> =>
  (await owner({ method: 'GET', url: `/api/v1/users/get-user-resume/${id}` })).json().data;
const saveVersion = (id: string, payload: unknown, call = owner) =>
  call({ method: 'POST', url: `/api/v1/users/resume-versions/${id}`, payload: payload as object });
const listVersions = (id: string, call = owner) => call({ method: 'GET', url: `/api/v1/users/resume-versions/${id}` });
const getVersion = (id: string, versionId: string, call = owner) =>
  call({ method: 'GET', url: `/api/v1/users/resume-versions/${id}/${versionId}` });
const restoreVersion = (id: string, versionId: string, call = owner) =>
  call({ method: 'POST', url: `/api/v1/users/resume-versions/${id}/restore/${versionId}` });

async function versionsOf(id: string): Promise<ResumeVersion[]> {
  const response = await listVersions(id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function versionContent(id: string, versionId: string): Promise<Resume> {
  const response = await getVersion(id, versionId);
  expect(response.statusCode, response.body).toBe(200);
  return resumeSchema.parse(response.json().data);
}

const FIRST = {
  summary: 'Designs calm interfaces for hospital staff.',
  jobTitle: 'Product Designer',
  experience: [
    {
      title: 'Designer',
      companyName: 'Acme Health',
      city: 'Lyon',
      state: '',
      startDate: '2021-03',
      endDate: '',
      currentlyWorking: true,
      workSummary: '<p>Redesigned the <strong>ward rota</strong>.</p>',
    },
  ],
  skills: [{ name: 'Figma' }],
};

describe('save, list, compare and restore', () => {
  it('gives back exactly the saved words and keeps the words it replaced', async () => {
    const resume = await createResume();
    advance(1);
    expect((await patch(resume._id, FIRST)).statusCode).toBe(200);
    const saved = await getResume(resume._id);

    advance(1);
    const created = await saveVersion(resume._id, { name: '  Sent to Acme  ' });
    expect(created.statusCode, created.body).toBe(201);
    const version = created.json().data as ResumeVersion;
    expect(resumeVersionSchema.strict().parse(version)).toMatchObject({ name: 'Sent to Acme', kind: 'manual' });

    advance(1);
    const edited = await patch(resume._id, { summary: 'Leads design at a bank.', skills: [], version: saved.version });
    expect(edited.statusCode, edited.body).toBe(200);
    const before = edited.json().data as Resume;

    // Newest first, without content: the saved version, then the automatic snapshot of the first save.
    const listed = await versionsOf(resume._id);
    expect(listed.map(({ name, kind }) => ({ name, kind }))).toEqual([
      { name: 'Sent to Acme', kind: 'manual' },
      { name: '', kind: 'auto' },
    ]);
    for (const entry of listed) expect(Object.keys(entry).sort()).toEqual(['_id', 'createdAt', 'kind', 'name']);

    // The comparison: the resume as the version holds it, shaped as every resume answer.
    const compared = await versionContent(resume._id, version._id);
    expect(compared).toMatchObject({
      _id: resume._id,
      resumeTitle: 'Product Designer',
      version: before.version,
      summary: FIRST.summary,
      skills: saved.skills,
      experience: [
        expect.objectContaining({ companyName: 'Acme Health', workSummary: saved.experience[0]!.workSummary }),
      ],
    });

    advance(1);
    const restored = await restoreVersion(resume._id, version._id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toBe(VERSION_MESSAGES.restored);
    const after = resumeSchema.parse(restored.json().data);
    const { version: _v1, updatedAt: _u1, ...restoredFields } = after;
    const { version: _v2, updatedAt: _u2, ...savedFields } = saved;
    expect(restoredFields).toEqual(savedFields);
    expect(after.version).toBe(before.version + 1);
    expect(await getResume(resume._id)).toEqual(after);

    // The words that were there are in the snapshot the restore took first.
    const [snapshot, ...rest] = await versionsOf(resume._id);
    expect(snapshot).toMatchObject({ kind: 'restore', name: 'Before restoring “Sent to Acme”' });
    expect(rest).toHaveLength(2);
    expect(await versionContent(resume._id, snapshot!._id)).toMatchObject({
      summary: 'Leads design at a bank.',
      skills: [],
      jobTitle: 'Product Designer',
    });

    // An editor still holding the version before the restore is refused, and changes nothing.
    const stale = await patch(resume._id, { summary: 'From the old tab', version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ version: after.version, summary: FIRST.summary });
    expect((await getResume(resume._id)).summary).toBe(FIRST.summary);

    // Undo: restoring the snapshot brings back the words the restore replaced.
    const undone = await restoreVersion(resume._id, snapshot!._id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ summary: 'Leads design at a bank.', skills: [] });
  });

  it('names the snapshot before restoring an automatic one by its date', async () => {
    const resume = await createResume();
    await patch(resume._id, { summary: 'Automatic words' });
    await patch(resume._id, { summary: 'Later words' });
    const [auto] = await versionsOf(resume._id);
    expect(auto).toMatchObject({ kind: 'auto', name: '' });
    expect((await versionContent(resume._id, auto!._id)).summary).toBe('');

    advance(1);
    const restored = await restoreVersion(resume._id, auto!._id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.summary).toBe('');
    const [snapshot] = await versionsOf(resume._id);
    const date = new Date(auto!.createdAt).toISOString().slice(0, 16).replace('T', ' ');
    expect(snapshot!.name).toBe(`Before restoring “${date} UTC”`);
  });

  it('restores the title and template as they were', async () => {
    const templates = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/get-all-template' })).json().data as {
      _id: string;
    }[];
    const resume = await createResume(owner, 'Original title');
    const version = (await saveVersion(resume._id, { name: 'Original' })).json().data as ResumeVersion;
    advance(1);
    await patch(resume._id, { resumeTitle: 'New title', templateId: templates[0]!._id });
    const restored = (await restoreVersion(resume._id, version._id)).json().data as Resume;
    expect(restored).toMatchObject({ resumeTitle: 'Original title', templateId: resume.templateId });
  });
});

describe('automatic snapshots', () => {
  it('snapshots the state before a save at most once an hour', async () => {
    const resume = await createResume();
    expect(await versionsOf(resume._id)).toEqual([]);

    expect((await patch(resume._id, { summary: 'one' })).statusCode).toBe(200);
    let listed = await versionsOf(resume._id);
    expect(listed).toMatchObject([{ kind: 'auto', name: '' }]);
    expect((await versionContent(resume._id, listed[0]!._id)).summary).toBe('');

    advance(30);
    await patch(resume._id, { summary: 'two' });
    advance(29);
    await patch(resume._id, { summary: 'three' });
    expect(await versionsOf(resume._id)).toHaveLength(1);

    advance(1);
    await patch(resume._id, { summary: 'four' });
    listed = await versionsOf(resume._id);
    expect(listed.map((entry) => entry.kind)).toEqual(['auto', 'auto']);
    expect((await versionContent(resume._id, listed[0]!._id)).summary).toBe('three');
    expect(new Date(listed[0]!.createdAt).getTime()).toBe(clock);
  });

  it('counts a saved version as the newest of any kind', async () => {
    const resume = await createResume();
    await saveVersion(resume._id, { name: 'Mine' });
    advance(59);
    await patch(resume._id, { summary: 'within the hour' });
    expect((await versionsOf(resume._id)).map((entry) => entry.kind)).toEqual(['manual']);
    advance(1);
    await patch(resume._id, { summary: 'an hour later' });
    expect((await versionsOf(resume._id)).map((entry) => entry.kind)).toEqual(['auto', 'manual']);
  });

  it('takes none for a write that is not the owner’s', async () => {
    const resume = await createResume();
    advance(120);
    expect((await patch(resume._id, { summary: 'not mine' }, stranger)).statusCode).toBe(404);
    expect(await versionsOf(resume._id)).toEqual([]);
  });

  it('keeps the 50 newest automatic snapshots and every saved version', async () => {
    const resume = await createResume();
    expect((await saveVersion(resume._id, { name: 'Keep me' })).statusCode).toBe(201);
    for (let write = 0; write < 55; write++) {
      advance(61);
      expect((await patch(resume._id, { summary: `write ${write}` })).statusCode).toBe(200);
    }
    const listed = await versionsOf(resume._id);
    const autos = listed.filter((entry) => entry.kind === 'auto');
    expect(autos).toHaveLength(50);
    expect(listed.filter((entry) => entry.kind === 'manual').map((entry) => entry.name)).toEqual(['Keep me']);
    // Snapshot n holds the words before write n: the five oldest (before writes 0 to 4) were dropped.
    expect((await versionContent(resume._id, autos[0]!._id)).summary).toBe('write 53');
    expect((await versionContent(resume._id, autos.at(-1)!._id)).summary).toBe('write 4');
  });
});

describe('owner checks', () => {
  it("answers 404 on every route for another user's resume, and changes nothing", async () => {
    const resume = await createResume();
    await patch(resume._id, { summary: 'Owner words' });
    const version = (await saveVersion(resume._id, { name: 'Owner version' })).json().data as ResumeVersion;
    const before = await getResume(resume._id);
    const listedBefore = await versionsOf(resume._id);

    for (const response of [
      await saveVersion(resume._id, { name: 'Stolen' }, stranger),
      await listVersions(resume._id, stranger),
      await getVersion(resume._id, version._id, stranger),
      await restoreVersion(resume._id, version._id, stranger),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: MESSAGES.resumeNotFound });
    }

    // The stranger's own resume does not reach the owner's version either.
    const theirs = await createResume(stranger);
    expect((await getVersion(theirs._id, version._id, stranger)).statusCode).toBe(404);
    expect((await restoreVersion(theirs._id, version._id, stranger)).statusCode).toBe(404);

    expect(await getResume(resume._id)).toEqual(before);
    expect(await versionsOf(resume._id)).toEqual(listedBefore);
  });

  it('answers 404 on every route for a resume in Trash, takes no snapshot of it, and changes nothing', async () => {
    const resume = await createResume();
    await patch(resume._id, { summary: 'Before Trash' });
    const version = (await saveVersion(resume._id, { name: 'Kept' })).json().data as ResumeVersion;
    const before = await getResume(resume._id);
    const listedBefore = await versionsOf(resume._id);
    expect((await owner({ method: 'DELETE', url: `/api/v1/users/delete-resume/${resume._id}` })).statusCode).toBe(200);

    advance(120);
    for (const response of [
      await saveVersion(resume._id, { name: 'In Trash' }),
      await listVersions(resume._id),
      await getVersion(resume._id, version._id),
      await restoreVersion(resume._id, version._id),
      // Due for an automatic snapshot (the newest version is two hours old), refused before and after it.
      await patch(resume._id, { summary: 'Written in Trash' }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: MESSAGES.resumeNotFound });
    }

    const back = await owner({ method: 'POST', url: `/api/v1/users/trash/${resume._id}/restore` });
    expect(back.statusCode, back.body).toBe(200);
    expect(await getResume(resume._id)).toEqual(before);
    expect(await versionsOf(resume._id)).toEqual(listedBefore);
  });

  it("answers 404 for a version of another of the owner's resumes", async () => {
    const first = await createResume();
    const second = await createResume();
    const version = (await saveVersion(first._id, { name: 'Of the first' })).json().data as ResumeVersion;
    for (const response of [await getVersion(second._id, version._id), await restoreVersion(second._id, version._id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(VERSION_MESSAGES.notFound);
    }
    expect(await getResume(second._id)).toEqual(second);
    expect(await versionsOf(second._id)).toEqual([]);
  });

  it('answers 404 for a missing resume or version', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const resume = await createResume();
    expect((await listVersions(missing)).statusCode).toBe(404);
    expect((await saveVersion(missing, { name: 'x' })).statusCode).toBe(404);
    expect((await getVersion(resume._id, missing)).statusCode).toBe(404);
    expect((await restoreVersion(resume._id, missing)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const resume = await createResume();
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/users/resume-versions/${resume._id}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('validation', () => {
  it('refuses a name that is empty or longer than 60 characters once trimmed', async () => {
    const resume = await createResume();
    for (const payload of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(61) }, { name: 42 }, {}]) {
      const response = await saveVersion(resume._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(VERSION_MESSAGES.invalidName);
    }
    const longest = await saveVersion(resume._id, { name: ` ${'x'.repeat(60)} ` });
    expect(longest.statusCode).toBe(201);
    expect(longest.json().data.name).toBe('x'.repeat(60));
    expect(await versionsOf(resume._id)).toHaveLength(1);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const resume = await createResume();
    const version = (await saveVersion(resume._id, { name: 'v' })).json().data as ResumeVersion;
    for (const response of [
      await saveVersion('nope', { name: 'v' }),
      await listVersions('nope'),
      await getVersion('nope', version._id),
      await restoreVersion('nope', version._id),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(MESSAGES.invalidResumeId);
    }
    for (const response of [await getVersion(resume._id, 'nope'), await restoreVersion(resume._id, 'nope')]) {
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(VERSION_MESSAGES.invalidVersionId);
    }
  });
});
