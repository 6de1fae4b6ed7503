import { LIMITS, MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: Session;
let stranger: Session;
let ownerCall: ReturnType<typeof as>;
let strangerCall: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, { fullName: 'Olga Owner' });
  stranger = await registerUser(t.app);
  ownerCall = as(t.app, owner.accessToken);
  strangerCall = as(t.app, stranger.accessToken);
});
afterAll(() => t.close());

async function createResume(title = 'My resume', extra: Record<string, unknown> = {}) {
  const response = await ownerCall({
    method: 'POST',
    url: '/api/v1/users/create-user-resume',
    payload: { resumeTitle: title, email: owner.user.email, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; [key: string]: unknown };
}

const patch = (call: ReturnType<typeof as>, id: string, payload: unknown) =>
  call({ method: 'PATCH', url: `/api/v1/users/update-resume-details/${id}`, payload: payload as object });
const get = (call: ReturnType<typeof as>, id: string) =>
  call({ method: 'GET', url: `/api/v1/users/get-user-resume/${id}` });

describe('create', () => {
  it('answers 201 with the new resume, title trimmed, personal details from the account, every list empty', async () => {
    const response = await ownerCall({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: '  Full Stack Resume  ', email: owner.user.email },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ statusCode: 201, success: true, message: MESSAGES.resumeCreated });
    const resume = response.json().data;
    expect(resume).toMatchObject({
      resumeTitle: 'Full Stack Resume',
      templateId: null,
      fullName: 'Olga Owner',
      email: owner.user.email,
      jobTitle: '',
      summary: '',
      experience: [],
      education: [],
      projects: [],
      achievements: [],
      skills: [],
      interests: [],
      certificationsOrExtraCurriculars: [],
      social: [],
    });
    expect(resume._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(resume).not.toHaveProperty('userId');
  });

  it('takes the owner from the token, not from the email sent', async () => {
    const response = await strangerCall({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: 'Sneaky', email: owner.user.email },
    });
    const { _id } = response.json().data;
    expect((await get(strangerCall, _id)).statusCode).toBe(200);
    expect((await get(ownerCall, _id)).statusCode).toBe(404);
  });

  it('accepts an existing template and refuses an unknown one', async () => {
    const templates = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/get-all-template' })).json().data;
    const withTemplate = await createResume('Templated', { templateId: templates[1]._id });
    expect(withTemplate.templateId).toBe(templates[1]._id);
    const unknown = await ownerCall({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: 'x', templateId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.json()).toMatchObject({ statusCode: 400, message: MESSAGES.unknownTemplate });
  });

  it.each([[''], ['   '], ['x'.repeat(LIMITS.resumeTitle + 1)], [undefined], [17]])(
    'refuses the title %j with "Please enter a valid resume title."',
    async (resumeTitle) => {
      const response = await ownerCall({
        method: 'POST',
        url: '/api/v1/users/create-user-resume',
        payload: { resumeTitle },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, data: null, message: MESSAGES.invalidResumeTitle });
    },
  );

  it('accepts a title of exactly 100 characters', async () => {
    expect((await createResume('x'.repeat(LIMITS.resumeTitle))).resumeTitle).toHaveLength(LIMITS.resumeTitle);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('list and get', () => {
  it('lists only my resumes, most recently updated first', async () => {
    const fresh = await registerUser(t.app);
    const call = as(t.app, fresh.accessToken);
    const ids: string[] = [];
    for (const title of ['first', 'second', 'third']) {
      ids.push(
        (
          await call({ method: 'POST', url: '/api/v1/users/create-user-resume', payload: { resumeTitle: title } })
        ).json().data._id,
      );
    }
    await patch(call, ids[0]!, { summary: 'touched last' });
    const listed = (await call({ method: 'GET', url: '/api/v1/users/user-resumes/' })).json().data;
    expect(listed.map((r: { resumeTitle: string }) => r.resumeTitle)).toEqual(['first', 'third', 'second']);
    const noSlash = await call({ method: 'GET', url: '/api/v1/users/user-resumes' });
    expect(noSlash.json().data).toHaveLength(3);
  });

  it('gets one of mine', async () => {
    const created = await createResume('Get me');
    const response = await get(ownerCall, created._id);
    expect(response.json()).toMatchObject({
      statusCode: 200,
      success: true,
      data: { _id: created._id, resumeTitle: 'Get me' },
    });
  });
});

describe('another user, unknown and malformed ids', () => {
  it('answers 404 on get, patch and delete of another user’s resume, and changes nothing', async () => {
    const mine = await createResume('Private');
    await patch(ownerCall, mine._id, { summary: 'mine' });
    const attempts = [
      await get(strangerCall, mine._id),
      await patch(strangerCall, mine._id, { summary: 'hacked' }),
      await strangerCall({ method: 'DELETE', url: `/api/v1/users/delete-resume/${mine._id}` }),
    ];
    for (const response of attempts) {
      expect(response.json()).toEqual({
        statusCode: 404,
        data: null,
        message: MESSAGES.resumeNotFound,
        success: false,
      });
    }
    expect((await get(ownerCall, mine._id)).json().data.summary).toBe('mine');
    const strangersList = (await strangerCall({ method: 'GET', url: '/api/v1/users/user-resumes/' })).json().data;
    expect(strangersList.map((r: { _id: string }) => r._id)).not.toContain(mine._id);
  });

  it('answers 404 for an unknown id and 400 for a malformed one, on every route', async () => {
    const unknown = '3f1e2d4c-0000-4000-8000-000000000000';
    for (const id of [unknown, 'not-a-uuid', "1'; drop table resumes; --", '%00']) {
      const responses = [
        await get(ownerCall, id),
        await patch(ownerCall, id, { summary: 'x' }),
        await ownerCall({ method: 'DELETE', url: `/api/v1/users/delete-resume/${encodeURIComponent(id)}` }),
      ];
      for (const response of responses) {
        expect(response.statusCode, `${id}: ${response.body}`).toBe(id === unknown ? 404 : 400);
        expect(response.json().success).toBe(false);
        if (id !== unknown) expect(response.json().message).toBe(MESSAGES.invalidResumeId);
      }
    }
  });
});

describe('update', () => {
  it('changes only the fields sent', async () => {
    const resume = await createResume('Partial');
    await patch(ownerCall, resume._id, { summary: 'A summary', jobTitle: 'Engineer', skills: [{ name: 'SQL' }] });
    const response = await patch(ownerCall, resume._id, { education: [{ universityName: 'MIT', degree: 'BSc' }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      resumeTitle: 'Partial',
      summary: 'A summary',
      jobTitle: 'Engineer',
      fullName: 'Olga Owner',
      skills: [{ name: 'SQL' }],
      education: [{ universityName: 'MIT', degree: 'BSc', major: '', startDate: '', endDate: '', description: '' }],
    });
    expect((await get(ownerCall, resume._id)).json().data.summary).toBe('A summary');
  });

  it('strips list item ids and unknown keys, and fills missing item fields', async () => {
    const resume = await createResume('Ids');
    const response = await patch(ownerCall, resume._id, {
      _id: 'ignored',
      userId: stranger.user._id,
      experience: [{ id: 7, title: 'Dev', companyName: 'Acme', isAdmin: true }],
      social: [
        {
          id: 'x1',
          socialMediaName: 'LinkedIn',
          socialMediaLink: 'https://linkedin.com/in/o',
          name: 'seeded',
          link: 'seeded',
        },
      ],
    });
    const data = response.json().data;
    expect(data.experience).toEqual([
      {
        title: 'Dev',
        companyName: 'Acme',
        city: '',
        state: '',
        startDate: '',
        endDate: '',
        currentlyWorking: false,
        workSummary: '',
      },
    ]);
    expect(data.social).toEqual([{ socialMediaName: 'LinkedIn', socialMediaLink: 'https://linkedin.com/in/o' }]);
    expect((await get(ownerCall, resume._id)).statusCode).toBe(200);
    expect((await get(strangerCall, resume._id)).statusCode).toBe(404);
  });

  it('sanitises workSummary HTML to the allowlist on write', async () => {
    const resume = await createResume('Rich');
    const workSummary =
      '<ul><li onclick="x()"><strong>Led</strong> <em>a</em> <u>team</u> <a href="https://ok.example" style="color:red">link</a></li></ul>' +
      '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a><p>para<br>line</p><h1>title</h1>';
    const stored = (await patch(ownerCall, resume._id, { experience: [{ title: 'Lead', workSummary }] })).json().data
      .experience[0].workSummary;
    expect(stored).toBe(
      '<ul><li><strong>Led</strong> <em>a</em> <u>team</u> <a href="https://ok.example">link</a></li></ul><a>bad</a><p>para<br />line</p>title',
    );
  });

  it('sets the title and template, and resets the template with null', async () => {
    const resume = await createResume('Old title');
    const templates = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/get-all-template' })).json().data;
    const updated = (
      await patch(ownerCall, resume._id, { resumeTitle: ' New title ', templateId: templates[2]._id })
    ).json().data;
    expect(updated).toMatchObject({ resumeTitle: 'New title', templateId: templates[2]._id });
    expect((await patch(ownerCall, resume._id, { templateId: null })).json().data.templateId).toBeNull();
    const unknownTemplate = await patch(ownerCall, resume._id, { templateId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownTemplate.json()).toMatchObject({ statusCode: 400, message: MESSAGES.unknownTemplate });
  });

  it.each([
    ['an empty body', {}, MESSAGES.nothingToUpdate],
    ['only unknown keys', { hacker: true }, MESSAGES.nothingToUpdate],
    ['an empty title', { resumeTitle: '' }, MESSAGES.invalidResumeTitle],
    ['a list that is not a list', { skills: 'SQL' }, undefined],
    ['a wrong item type', { skills: [{ name: 5 }] }, undefined],
    ['51 items', { skills: Array.from({ length: 51 }, () => ({ name: 's' })) }, 'A list holds at most 50 items.'],
    ['an oversize field', { summary: 'x'.repeat(LIMITS.longText + 1) }, 'Must be at most 20000 characters.'],
    ['a bad date', { experience: [{ startDate: 'yesterday' }] }, MESSAGES.invalidMonth],
    ['a bad email', { email: 'nope' }, MESSAGES.invalidEmail],
    ['null', null, undefined],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, message) => {
    const resume = await createResume('Guarded');
    await patch(ownerCall, resume._id, { summary: 'kept' });
    const response = await patch(ownerCall, resume._id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: null });
    expect(response.json().message).toEqual(message ?? expect.any(String));
    expect((await get(ownerCall, resume._id)).json().data).toMatchObject({
      summary: 'kept',
      resumeTitle: 'Guarded',
      skills: [],
    });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const resume = await createResume('Big');
    const response = await patch(ownerCall, resume._id, { summary: 'x'.repeat(LIMITS.bodyBytes + 10) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, success: false, message: MESSAGES.bodyTooLarge });
  });

  it('accepts 50 entries of 15,000 characters each (a body just under 1 MB)', async () => {
    const resume = await createResume('Full');
    const experience = Array.from({ length: 50 }, (_, i) => ({
      title: `Role ${i}`,
      workSummary: `<p>${'w'.repeat(15_000)}</p>`,
    }));
    const response = await patch(ownerCall, resume._id, { experience });
    expect(response.statusCode).toBe(200);
    const stored = (await get(ownerCall, resume._id)).json().data.experience;
    expect(stored).toHaveLength(50);
    expect(stored[49]).toMatchObject({ title: 'Role 49', workSummary: experience[49]!.workSummary });
  });
});

describe('duplicate', () => {
  const duplicate = (call: ReturnType<typeof as>, id: string) =>
    call({ method: 'POST', url: `/api/v1/users/duplicate-resume/${id}` });

  it('answers 201 with a copy of every section and the template, titled "… (copy)", at version 1', async () => {
    const templateId = (await ownerCall({ method: 'GET', url: '/api/v1/admin/get-all-template' })).json().data[0]._id;
    const original = await createResume('Data Analyst', { templateId });
    await patch(ownerCall, original._id, {
      summary: 'Finds the signal.',
      experience: [{ title: 'Analyst', companyName: 'Acme', workSummary: '<p>Built <b>dashboards</b>.</p>' }],
      skills: [{ name: 'SQL' }],
    });
    const stored = (await get(ownerCall, original._id)).json().data;
    const response = await duplicate(ownerCall, original._id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ statusCode: 201, success: true, message: MESSAGES.resumeDuplicated });
    const copy = response.json().data;
    const {
      _id: originalId,
      resumeTitle: _title,
      version: _version,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...content
    } = stored;
    expect(copy).toMatchObject({ ...content, resumeTitle: 'Data Analyst (copy)', version: 1, templateId });
    expect(copy._id).not.toBe(originalId);
    // Two resumes from then on: editing the copy leaves the original as it was.
    await patch(ownerCall, copy._id, { summary: 'Changed in the copy.' });
    expect((await get(ownerCall, original._id)).json().data.summary).toBe('Finds the signal.');
  });

  it('keeps the title within the limit, shortening the original', async () => {
    const long = await createResume('x'.repeat(LIMITS.resumeTitle));
    const copy = (await duplicate(ownerCall, long._id)).json().data;
    expect(copy.resumeTitle).toHaveLength(LIMITS.resumeTitle);
    expect(copy.resumeTitle.endsWith(' (copy)')).toBe(true);
  });

  it('answers 404 for another user’s resume and an unknown one, 400 for a bad id, 401 signed out', async () => {
    const original = await createResume('Mine only');
    const count = async (call: ReturnType<typeof as>) =>
      (await call({ method: 'GET', url: '/api/v1/users/user-resumes/' })).json().data.length as number;
    const [mine, theirs] = [await count(ownerCall), await count(strangerCall)];
    expect((await duplicate(strangerCall, original._id)).statusCode).toBe(404);
    expect((await duplicate(ownerCall, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await duplicate(ownerCall, 'nope')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/v1/users/duplicate-resume/${original._id}` });
    expect(anonymous.statusCode).toBe(401);
    expect([await count(ownerCall), await count(strangerCall)]).toEqual([mine, theirs]);
  });
});

describe('versions', () => {
  it('starts at 1 and raises the version by one on every write, with or without version in the body', async () => {
    const resume = await createResume('Versioned');
    expect(resume.version).toBe(1);
    expect((await patch(ownerCall, resume._id, { summary: 'one' })).json().data.version).toBe(2);
    expect((await patch(ownerCall, resume._id, { summary: 'two', version: 2 })).json().data.version).toBe(3);
    expect((await patch(ownerCall, resume._id, { resumeTitle: 'Renamed' })).json().data.version).toBe(4);
    expect((await get(ownerCall, resume._id)).json().data).toMatchObject({ version: 4, summary: 'two' });
  });

  it('answers 409 with the current resume when the version sent is not the current one, and changes nothing', async () => {
    const resume = await createResume('Two tabs');
    // Tab A and tab B both opened version 1; A saves first.
    const first = await patch(ownerCall, resume._id, { summary: 'Written in tab A', version: 1 });
    expect(first.statusCode).toBe(200);
    const stale = await patch(ownerCall, resume._id, { summary: 'Written in tab B', jobTitle: 'B', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      statusCode: 409,
      success: false,
      message: MESSAGES.resumeVersionConflict,
      data: { _id: resume._id, version: 2, summary: 'Written in tab A', jobTitle: '' },
    });
    const stored = (await get(ownerCall, resume._id)).json().data;
    expect(stored).toMatchObject({ version: 2, summary: 'Written in tab A', jobTitle: '' });
    expect(stored.updatedAt).toBe(first.json().data.updatedAt);
  });

  it('lets exactly one of two concurrent writes of the same version through', async () => {
    const resume = await createResume('Race');
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((tab) => patch(ownerCall, resume._id, { summary: `tab ${tab}`, version: 1 })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data.summary;
    expect((await get(ownerCall, resume._id)).json().data).toMatchObject({ version: 2, summary: winner });
  });

  it('answers 404, not 409, for another user’s resume whatever the version', async () => {
    const resume = await createResume('Private');
    const response = await patch(strangerCall, resume._id, { summary: 'x', version: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().data).toBeNull();
    expect((await get(ownerCall, resume._id)).json().data).toMatchObject({ version: 1, summary: '' });
  });

  it.each([[0], [-1], [1.5], ['2']])('refuses version %j with 400', async (version) => {
    const resume = await createResume('Bad version');
    const response = await patch(ownerCall, resume._id, { summary: 'x', version });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.invalidResumeVersion);
    expect((await get(ownerCall, resume._id)).json().data.version).toBe(1);
  });

  it('refuses a body with only a version: there is nothing to update', async () => {
    const resume = await createResume('Only version');
    const response = await patch(ownerCall, resume._id, { version: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.nothingToUpdate);
  });
});

describe('delete', () => {
  it('deletes my resume; it is gone afterwards', async () => {
    const resume = await createResume('Doomed');
    const response = await ownerCall({ method: 'DELETE', url: `/api/v1/users/delete-resume/${resume._id}` });
    expect(response.json()).toEqual({ statusCode: 200, data: null, message: MESSAGES.resumeDeleted, success: true });
    expect((await get(ownerCall, resume._id)).statusCode).toBe(404);
    expect((await ownerCall({ method: 'DELETE', url: `/api/v1/users/delete-resume/${resume._id}` })).statusCode).toBe(
      404,
    );
  });
});
