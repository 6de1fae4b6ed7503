import { eq, resumes } from '@vitae/db';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { defaultExperienceItem, MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let call: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp({ env: { PDF_WORKERS: '1' } });
  call = as(t.app, (await registerUser(t.app)).accessToken);
});
afterAll(() => t.close());

async function createResume(title = 'Dates') {
  const response = await call({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle: title },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; version: number };
}

const patch = (id: string, payload: object) =>
  call({ method: 'PATCH', url: `/api/v1/users/update-resume-details/${id}`, payload });
const get = async (id: string) =>
  (await call({ method: 'GET', url: `/api/v1/users/get-user-resume/${id}` })).json().data;
const storedRow = async (id: string) =>
  (await t.database.handle.db.select().from(resumes).where(eq(resumes.id, id)))[0]!;

const job = (fields: object) => ({ title: 'Engineer', companyName: 'Acme', ...fields });
const school = (fields: object) => ({ universityName: 'State University', ...fields });

describe('an end date before the start date', () => {
  it.each([
    ['an experience', { experience: [job({ startDate: '2021-03', endDate: '2021-02' })] }, 'experience.0.endDate'],
    ['an education', { education: [school({ startDate: '2019-09', endDate: '2018-06' })] }, 'education.0.endDate'],
    [
      'a later item typed as "Mar 2021"',
      { experience: [job({}), job({ startDate: 'Mar 2021', endDate: '2020-12-31' })] },
      'experience.1.endDate',
    ],
  ])('in %s: PATCH answers 400 with the message on the endDate, and nothing is saved', async (_label, body, path) => {
    const resume = await createResume();
    const kept = {
      experience: [job({ startDate: '2020-01', endDate: '2020-06' })],
      education: [school({ startDate: '2015-09', endDate: '2019-06' })],
    };
    expect((await patch(resume._id, { ...kept, summary: 'Kept' })).statusCode).toBe(200);
    const before = await storedRow(resume._id);

    const response = await patch(resume._id, { ...body, summary: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      success: false,
      data: null,
      message: 'End date must be after the start date',
    });
    expect(response.json().errors).toEqual([{ path, message: MESSAGES.endBeforeStart }]);
    expect(await storedRow(resume._id)).toEqual(before);
    expect(await get(resume._id)).toMatchObject({ ...kept, summary: 'Kept', version: before.version });
  });

  it('refuses generate-resume and preview-resume with the same 400 and renders nothing', async () => {
    const body = { ...sampleResume, resumeTitle: 'R', experience: [job({ startDate: '2022-05', endDate: '2022-04' })] };
    for (const url of ['/api/v1/users/generate-resume', '/api/v1/users/preview-resume']) {
      const response = await call({ method: 'POST', url, payload: body });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ success: false, message: MESSAGES.endBeforeStart });
      expect(response.json().errors, url).toEqual([{ path: 'experience.0.endDate', message: MESSAGES.endBeforeStart }]);
    }
  });

  it('allows the same month for start and end, and stores the dates', async () => {
    const resume = await createResume();
    const experience = [job({ startDate: '2021-03', endDate: '2021-03' })];
    const education = [school({ startDate: '2021-03-01', endDate: '2021-03' })];
    const response = await patch(resume._id, { experience, education });
    expect(response.statusCode, response.body).toBe(200);
    expect(await get(resume._id)).toMatchObject({ experience, education });
  });

  it('ignores the end of a current role', async () => {
    const resume = await createResume();
    const experience = [job({ startDate: '2021-03', endDate: '2019-01', currentlyWorking: true })];
    const response = await patch(resume._id, { experience });
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(resume._id)).experience).toEqual([expect.objectContaining(experience[0])]);
  });

  it('stores a month typed as "Mar 2021" or "03/2021" as 2021-03, and refuses text that is no month', async () => {
    const resume = await createResume();
    const response = await patch(resume._id, { experience: [job({ startDate: 'Mar 2021', endDate: '03/2022' })] });
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(resume._id)).experience[0]).toMatchObject({ startDate: '2021-03', endDate: '2022-03' });

    const refused = await patch(resume._id, { education: [school({ startDate: 'last spring' })] });
    expect(refused.json()).toMatchObject({ statusCode: 400, message: MESSAGES.invalidMonth });
  });
});

describe('older rows', () => {
  it('with an end before the start or free-text dates still read, export and take other edits', async () => {
    const resume = await createResume('Old row');
    const experience = [
      { ...defaultExperienceItem, ...job({ startDate: '2021-03', endDate: '2020-01' }) },
      { ...defaultExperienceItem, ...job({ startDate: 'Summer 2015' }) },
    ];
    await t.database.handle.db.update(resumes).set({ experience }).where(eq(resumes.id, resume._id));

    expect((await get(resume._id)).experience).toEqual(experience.map((item) => expect.objectContaining(item)));
    const exported = await call({ method: 'GET', url: '/api/v1/users/me/export' });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Summer 2015');
    expect((await patch(resume._id, { summary: 'New summary' })).statusCode).toBe(200);
    expect((await storedRow(resume._id)).experience).toEqual(experience.map((item) => expect.objectContaining(item)));
    const thumbnail = await call({ method: 'GET', url: `/api/v1/users/resume-thumbnail/${resume._id}` });
    expect(thumbnail.statusCode, thumbnail.body).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
  });
});

describe('empty items', () => {
  it('are not stored: PATCH with [empty, filled, empty] stores [filled]', async () => {
    const resume = await createResume();
    const filled = job({ startDate: '2020-01', workSummary: '<p>Shipped</p>' });
    const empty = { title: '  ', companyName: '', workSummary: '<p></p>', currentlyWorking: false };
    const response = await patch(resume._id, { experience: [empty, filled, { workSummary: '<p><br></p>' }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.experience).toEqual([expect.objectContaining(filled)]);
    expect((await storedRow(resume._id)).experience).toEqual([expect.objectContaining(filled)]);
  });

  it('are left out of every list, while an item with one field filled or a ticked box is kept', async () => {
    const resume = await createResume();
    const response = await patch(resume._id, {
      education: [{}, school({})],
      skills: [{ name: '' }, { name: 'SQL' }, { name: ' ' }],
      social: [{ socialMediaName: '', socialMediaLink: '' }],
      experience: [{ currentlyWorking: true }, { city: 'Austin' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await storedRow(resume._id);
    expect(stored.education).toEqual([expect.objectContaining(school({}))]);
    expect(stored.skills).toEqual([{ name: 'SQL' }]);
    expect(stored.social).toEqual([]);
    expect(stored.experience).toEqual([
      expect.objectContaining({ currentlyWorking: true }),
      expect.objectContaining({ city: 'Austin' }),
    ]);
  });

  it('include a work summary that sanitising leaves without words', async () => {
    const resume = await createResume();
    const response = await patch(resume._id, { experience: [{ workSummary: '<script>alert(1)</script>' }, job({})] });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedRow(resume._id)).experience).toEqual([expect.objectContaining(job({}))]);
  });
});
