import { eq, templates } from '@vitae/db';
import { readTemplateRegistry } from '@vitae/pdf';
import { MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type Session, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Session;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  // The first account of an instance is its admin.
  admin = await registerUser(t.app, { email: 'templates-admin@example.com' });
  member = await registerUser(t.app);
});
afterAll(() => t.close());

const list = () => t.app.inject({ method: 'GET', url: '/api/v1/admin/get-all-template' });
const add = (token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/add-template',
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('template registry', () => {
  it('registers every registry folder on start, so a fresh install lists eight templates, publicly', async () => {
    const registry = await readTemplateRegistry();
    expect([...registry.keys()].sort()).toEqual([
      'academic',
      'banded',
      'classic',
      'compact',
      'creative',
      'minimal',
      'modern',
      'timeline',
    ]);
    const response = await list();
    expect(response.statusCode).toBe(200);
    const listed = response.json().data as { folderName: string; name: string; description: string }[];
    expect(listed.map((template) => template.folderName).sort()).toEqual([...registry.keys()].sort());
    for (const template of listed) {
      const { name, description } = registry.get(template.folderName)!;
      expect(template).toMatchObject({ name, description });
    }
  });

  it('does not register a folder twice when the app starts again on the same database', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      expect((await list()).json().data).toHaveLength(8);
    } finally {
      await second.close();
    }
  });
});

describe('add template', () => {
  it('lets an admin register a folder that has no row', async () => {
    await t.database.handle.db.delete(templates).where(eq(templates.folderName, 'creative'));
    expect((await list()).json().data).toHaveLength(7);
    const response = await add(admin.accessToken, {
      folderName: 'creative',
      name: 'Creative Pro',
      description: 'Bold.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: MESSAGES.templateAdded,
      data: { folderName: 'creative', name: 'Creative Pro', description: 'Bold.' },
    });
    expect((await list()).json().data.map((template: { name: string }) => template.name)).toContain('Creative Pro');
  });

  it('answers 409 for a folder that is already registered', async () => {
    const response = await add(admin.accessToken, { folderName: 'classic', name: 'Again', description: 'Again.' });
    expect(response.json()).toMatchObject({ statusCode: 409, message: MESSAGES.templateDuplicate });
  });

  it('answers 400 for a folder that is not in the registry, and for names that are not folder names', async () => {
    const unknown = await add(admin.accessToken, { folderName: 'no-such-folder', name: 'X', description: 'Y' });
    expect(unknown.json()).toMatchObject({ statusCode: 400, message: MESSAGES.templateFolderUnknown });
    for (const folderName of ['../classic', 'Classic', 'a/b', '.hidden', 'x'.repeat(65)]) {
      const response = await add(admin.accessToken, { folderName, name: 'X', description: 'Y' });
      expect(response.statusCode, folderName).toBe(400);
    }
  });

  it.each([
    [{ name: 'X', description: 'Y' }],
    [{ folderName: 'classic', description: 'Y' }],
    [{ folderName: 'classic', name: '  ', description: 'Y' }],
    [{ folderName: '', name: 'X', description: 'Y' }],
    [{}],
  ])('answers 400 "All fields are required." for %j', async (payload) => {
    const response = await add(admin.accessToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.allFieldsRequired);
  });

  it('refuses a visitor (401) and a non-admin (403 "Not authorized"), and adds nothing', async () => {
    await t.database.handle.db.delete(templates).where(eq(templates.folderName, 'modern'));
    const before = (await list()).json().data.length;
    expect((await add(undefined, { folderName: 'modern', name: 'X', description: 'Y' })).statusCode).toBe(401);
    const forbidden = await add(member.accessToken, { folderName: 'modern', name: 'X', description: 'Y' });
    expect(forbidden.json()).toEqual({ statusCode: 403, data: null, message: MESSAGES.adminOnly, success: false });
    expect((await list()).json().data).toHaveLength(before);
    expect(
      (await as(t.app, admin.accessToken)({ method: 'GET', url: '/api/v1/users/current-user' })).json().data.role,
    ).toBe('admin');
  });
});

describe('a template folder dropped into TEMPLATES_DIR while the server runs', () => {
  it('can be registered by an admin and renders', async () => {
    const { cp, mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { TEMPLATES_DIR } = await import('@vitae/pdf');
    const { sampleResume } = await import('@vitae/pdf/sample-resume');
    const dir = await mkdtemp(path.join(tmpdir(), 'vitae-templates-'));
    await cp(TEMPLATES_DIR, dir, { recursive: true });
    const own = await createTestApp({ env: { TEMPLATES_DIR: dir } });
    try {
      const boss = await registerUser(own.app, { email: 'drop-admin@example.com' });
      const addAs = (payload: object) =>
        as(own.app, boss.accessToken)({ method: 'POST', url: '/api/v1/admin/add-template', payload });
      const body = { folderName: 'classic-navy', name: 'Classic Navy', description: 'Dropped in later.' };
      expect((await addAs(body)).json()).toMatchObject({ statusCode: 400, message: MESSAGES.templateFolderUnknown });

      await cp(path.join(dir, 'classic'), path.join(dir, 'classic-navy'), { recursive: true });
      const added = await addAs(body);
      expect(added.statusCode).toBe(201);
      const templateId = added.json().data._id;

      const generated = await as(
        own.app,
        boss.accessToken,
      )({
        method: 'POST',
        url: '/api/v1/users/generate-resume',
        payload: { ...sampleResume, templateId },
      });
      expect(generated.statusCode).toBe(200);
      const pdf = await own.app.inject({ method: 'GET', url: generated.json().data.resumeUrl });
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await own.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
