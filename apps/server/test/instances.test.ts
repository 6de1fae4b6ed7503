import { appSecrets } from '@vitae/db';
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config.ts';
import {
  as,
  createTestApp,
  registerUser,
  spendLongAgo,
  useTwoInstances,
  userOnBothInstances,
  type TestApp,
} from './helpers/test-app.ts';

describe('settings', () => {
  it('have working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      passwordHashCost: 17,
    });
    expect(config.google).toEqual({ clientId: undefined, jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' });
  });

  it('refuse to start with ADMIN_EMAILS, naming the command that grants the role instead', () => {
    expect(() => loadConfig({ ADMIN_EMAILS: 'boss@example.com' })).toThrow(/npm run admin -- grant <email>/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'boss@example.com' })).toThrow(ConfigError);
  });

  it('treat empty strings as unset', () => {
    const config = loadConfig({ ADMIN_EMAILS: '', DATABASE_URL: '', GOOGLE_CLIENT_ID: ' ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google.clientId).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ GOOGLE_JWKS_URL: 'not a url' }, 'GOOGLE_JWKS_URL'],
    [{ PASSWORD_HASH_COST: '4' }, 'PASSWORD_HASH_COST'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuse %j, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('instances sharing one database', () => {
  const instances = useTwoInstances();

  it('generate the secrets once and keep them in the database', async () => {
    const rows = await instances.database.handle.db.select().from(appSecrets);
    expect(rows.map((row) => row.name).sort()).toEqual(['jwt_access', 'jwt_refresh', 'two_factor', 'url_signing']);
    expect(new Set(rows.map((row) => row.value)).size).toBe(4);
    expect(rows.every((row) => row.value.length >= 64)).toBe(true);
  });

  it('honour each other’s access tokens, refresh tokens and reuse detection', async () => {
    const session = await registerUser(instances.first.app);
    expect(
      (await as(instances.second.app, session.accessToken)({ method: 'GET', url: '/api/v1/users/current-user' }))
        .statusCode,
    ).toBe(200);
    const rotated = await instances.second.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(rotated.statusCode).toBe(200);
    await spendLongAgo(instances.database, session.user._id);
    const reuse = await instances.first.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(reuse.statusCode).toBe(401);
    // The family ends at once on the instance that saw the reuse, and on the other once PostgreSQL's announcement of
    // the revocation arrives (read-cache.ts); on PGlite both share one cache.
    const current = (app: TestApp['app']) =>
      as(app, rotated.json().accessToken)({ method: 'GET', url: '/api/v1/users/current-user' });
    expect((await current(instances.first.app)).statusCode).toBe(401);
    await expect
      .poll(async () => (await current(instances.second.app)).statusCode, { timeout: 2_000, interval: 2 })
      .toBe(401);
  });

  it('keep sessions valid across a restart, and a configured secret replaces the stored one', async () => {
    const session = await registerUser(instances.first.app);
    const restarted = await createTestApp({ database: instances.database });
    try {
      expect(
        (await as(restarted.app, session.accessToken)({ method: 'GET', url: '/api/v1/users/current-user' })).statusCode,
      ).toBe(200);
    } finally {
      await restarted.close();
    }
    const rekeyed = await createTestApp({
      database: instances.database,
      env: { JWT_ACCESS_SECRET: 'an operator-chosen secret of enough length' },
    });
    try {
      expect(
        (await as(rekeyed.app, session.accessToken)({ method: 'GET', url: '/api/v1/users/current-user' })).statusCode,
      ).toBe(401);
    } finally {
      await rekeyed.close();
    }
  });

  it('let concurrent PATCHes of different sections of two resumes all survive', async () => {
    const { calls, ids } = await userOnBothInstances(instances, ['Resume A', 'Resume B']);
    const sectionsFor = (round: number, id: string) => ({
      summary: { summary: `summary ${round} ${id}` },
      experience: { experience: [{ title: `role ${round}`, companyName: id }] },
      skills: { skills: [{ name: `skill ${round}` }, { name: id }] },
      personal: { fullName: `Name ${round}`, jobTitle: `Job ${round}`, phone: `${round}` },
      title: { resumeTitle: `Title ${round}` },
      education: { education: [{ universityName: `Uni ${round}` }] },
    });
    const rounds = 12;
    for (let round = 1; round <= rounds; round++) {
      const patches = ids.flatMap((id) =>
        Object.values(sectionsFor(round, id)).map((payload, index) =>
          calls[index % 2]!({ method: 'PATCH', url: `/api/v1/users/update-resume-details/${id}`, payload }),
        ),
      );
      const responses = await Promise.all(patches);
      expect(responses.map((response) => response.statusCode)).toEqual(patches.map(() => 200));
    }
    for (const id of ids) {
      const stored = (await calls[1]!({ method: 'GET', url: `/api/v1/users/get-user-resume/${id}` })).json().data;
      const last = sectionsFor(rounds, id);
      expect(stored).toMatchObject({
        ...last.summary,
        ...last.personal,
        ...last.title,
        experience: [expect.objectContaining(last.experience.experience[0])],
        skills: last.skills.skills,
        education: [expect.objectContaining(last.education.education[0])],
      });
    }
  });
});
