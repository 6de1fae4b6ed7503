import { Writable } from 'node:stream';
import { ACCOUNT_MESSAGES, MESSAGES } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestApp,
  createTwoInstances,
  registerUser,
  uniqueEmail,
  type Session,
  type TestApp,
} from './helpers/test-app.ts';
import { linkIn, startMailbox } from './helpers/mailbox.ts';

const logLines: Record<string, unknown>[] = [];
const captured = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let admin: Session & { password: string };
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: captured } });
  admin = await registerUser(t.app, { email: uniqueEmail('first') });
});
afterAll(() => t.close());

const currentUser = (app: TestApp['app'], token: string) =>
  as(app, token)({ method: 'GET', url: '/api/v1/users/current-user' });
const listUsers = (token: string, query = '') =>
  as(t.app, token)({ method: 'GET', url: `/api/v1/admin/users${query}` });
const setRole = (token: string, id: string, role: unknown) =>
  as(t.app, token)({ method: 'PUT', url: `/api/v1/admin/users/${id}/role`, payload: { role } });

describe('the first account', () => {
  it('is the admin; every later one is a user, and login and current-user show the stored role', async () => {
    expect(admin.user.role).toBe('admin');
    const member = await registerUser(t.app);
    expect(member.user.role).toBe('user');
    expect((await currentUser(t.app, admin.accessToken)).json().data.role).toBe('admin');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: member.user.email, password: member.password },
    });
    expect(login.json().data.user.role).toBe('user');
  });

  it('is one admin even when several first registrations race, on one or two instances', async () => {
    const instances = await createTwoInstances();
    try {
      const apps = [instances.first.app, instances.second.app];
      const sessions = await Promise.all(
        Array.from({ length: 6 }, (_, i) => registerUser(apps[i % 2]!, { email: uniqueEmail(`race${i}`) })),
      );
      expect(sessions.filter((session) => session.user.role === 'admin')).toHaveLength(1);
    } finally {
      await instances.close();
    }
  });
});

describe('an email never makes an admin', () => {
  it('keeps the role when a user changes their email to the admin’s old one', async () => {
    const mailbox = await startMailbox();
    const first = await createTestApp({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://localhost:3000' } });
    // A change of email applies when the new address opens the link mailed to it.
    const changeEmail = async (session: Session & { password: string }, email: string) => {
      await as(
        first.app,
        session.accessToken,
      )({ method: 'PUT', url: '/api/auth/update-account', payload: { email, currentPassword: session.password } });
      const token = new URL(
        linkIn(
          await mailbox.next(email, { subject: 'Confirm your new email address for Vitae' }),
          'http://localhost:3000/verify-email#token=',
        ),
      ).hash.slice(7);
      return first.app.inject({ method: 'POST', url: '/api/v1/users/verify-email', payload: { token } });
    };
    try {
      const boss = await registerUser(first.app, { email: uniqueEmail('boss') });
      const oldEmail = boss.user.email;
      expect((await changeEmail(boss, uniqueEmail('boss-new'))).statusCode).toBe(200);
      expect((await currentUser(first.app, boss.accessToken)).json().data.role).toBe('admin');
      const mallory = await registerUser(first.app);
      expect((await changeEmail(mallory, oldEmail)).json().data).toMatchObject({ email: oldEmail, changed: true });
      expect((await currentUser(first.app, mallory.accessToken)).json().data).toMatchObject({
        email: oldEmail,
        role: 'user',
      });
      // Registering with an email an admin once had makes no admin either.
      expect((await registerUser(first.app, { email: uniqueEmail('admin') })).user.role).toBe('user');
    } finally {
      await first.close();
      await mailbox.close();
    }
  });
});

describe('changing the email', () => {
  const update = (session: Session, payload: object) =>
    as(t.app, session.accessToken)({ method: 'PUT', url: '/api/auth/update-account', payload });

  it('needs the current password: 400 without it, 401 when wrong, and nothing changes', async () => {
    const session = await registerUser(t.app, { fullName: 'Unchanged' });
    const email = uniqueEmail('new');
    expect((await update(session, { email, fullName: 'Changed' })).json()).toMatchObject({
      statusCode: 400,
      message: MESSAGES.currentPasswordRequired,
    });
    expect(
      (await update(session, { email, fullName: 'Changed', currentPassword: 'wrong password' })).json(),
    ).toMatchObject({ statusCode: 401, message: MESSAGES.currentPasswordWrong });
    expect((await currentUser(t.app, session.accessToken)).json().data).toMatchObject({
      email: session.user.email,
      fullName: 'Unchanged',
    });
    // The right password asks for the change; the new address confirms it (account-security.test.ts).
    const asked = await update(session, { email, currentPassword: session.password });
    expect(asked.json()).toMatchObject({
      statusCode: 200,
      message: ACCOUNT_MESSAGES.emailChangeSent(email),
      data: { email: session.user.email },
    });
  });

  it('answers 409 for an email that belongs to another account, only with the right password', async () => {
    const session = await registerUser(t.app);
    const other = await registerUser(t.app);
    expect((await update(session, { email: other.user.email })).statusCode).toBe(400);
    expect((await update(session, { email: other.user.email, currentPassword: 'wrong password' })).statusCode).toBe(
      401,
    );
    expect(
      (await update(session, { email: other.user.email, currentPassword: session.password })).json(),
    ).toMatchObject({ statusCode: 409, message: MESSAGES.emailTaken });
  });

  it('needs no password to keep the same email or change the name', async () => {
    const session = await registerUser(t.app);
    expect((await update(session, { email: session.user.email, fullName: 'Renamed' })).json().data.fullName).toBe(
      'Renamed',
    );
  });
});

describe('admin users API', () => {
  it('answers 401 to a visitor and 403 to a user, on both routes', async () => {
    const member = await registerUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/users' })).statusCode).toBe(401);
    expect((await listUsers(member.accessToken)).json()).toEqual({
      statusCode: 403,
      data: null,
      message: MESSAGES.adminOnly,
      success: false,
    });
    const promoteSelf = await setRole(member.accessToken, member.user._id, 'admin');
    expect(promoteSelf.statusCode).toBe(403);
    expect((await currentUser(t.app, member.accessToken)).json().data.role).toBe('user');
  });

  it('lists with search and paging, without secrets', async () => {
    const tag = `findme${Date.now().toString(36)}`;
    const found = [];
    for (let i = 0; i < 5; i += 1) found.push(await registerUser(t.app, { email: uniqueEmail(`${tag}-${i}`) }));
    await registerUser(t.app, { fullName: `Named ${tag.toUpperCase()}` });
    const page1 = (await listUsers(admin.accessToken, `?search=${tag}&page=1&pageSize=4`)).json().data;
    expect(page1).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(page1.users).toHaveLength(4);
    const page2 = (await listUsers(admin.accessToken, `?search=${tag}&page=2&pageSize=4`)).json().data;
    expect(page2.users).toHaveLength(2);
    const emails = [...page1.users, ...page2.users].map((user: { email: string }) => user.email);
    expect(new Set(emails).size).toBe(6);
    expect(emails).toEqual(expect.arrayContaining(found.map((session) => session.user.email)));
    const all = await listUsers(admin.accessToken);
    expect(all.json().data.total).toBeGreaterThanOrEqual(7);
    expect(all.body).not.toMatch(/passwordHash|scrypt\$|googleSubject/);
    // Wildcards are literal characters.
    expect((await listUsers(admin.accessToken, '?search=%25')).json().data.total).toBe(0);
  });

  it.each([
    ['?page=0', MESSAGES.invalidPage],
    ['?pageSize=101', MESSAGES.invalidPageSize],
    ['?pageSize=abc', MESSAGES.invalidPageSize],
  ])('refuses %s with 400', async (query, message) => {
    expect((await listUsers(admin.accessToken, query)).json()).toMatchObject({ statusCode: 400, message });
  });

  it('promotes and demotes, at once for the promoted session, and logs who did it', async () => {
    const member = await registerUser(t.app);
    const promoted = await setRole(admin.accessToken, member.user._id, 'admin');
    expect(promoted.json()).toMatchObject({ statusCode: 200, message: MESSAGES.roleUpdated, data: { role: 'admin' } });
    expect((await currentUser(t.app, member.accessToken)).json().data.role).toBe('admin');
    expect((await listUsers(member.accessToken)).statusCode).toBe(200);
    const line = logLines.find(
      (entry) =>
        String(entry.msg).includes('role changed from user to admin') &&
        (entry.user as { id?: string } | undefined)?.id === member.user._id,
    );
    expect(line).toMatchObject({ by: { id: admin.user._id, email: admin.user.email } });

    const demoted = await setRole(admin.accessToken, member.user._id, 'user');
    expect(demoted.json().data.role).toBe('user');
    expect((await listUsers(member.accessToken)).statusCode).toBe(403);
    expect(logLines.some((entry) => String(entry.msg).includes('role changed from admin to user'))).toBe(true);
  });

  it('never demotes the last admin (409), even when two admins demote each other at once', async () => {
    const own = await createTestApp();
    try {
      const first = await registerUser(own.app);
      const second = await registerUser(own.app);
      const put = (session: Session, id: string, role: string) =>
        as(own.app, session.accessToken)({ method: 'PUT', url: `/api/v1/admin/users/${id}/role`, payload: { role } });
      expect((await put(first, first.user._id, 'user')).json()).toMatchObject({
        statusCode: 409,
        message: MESSAGES.lastAdmin,
      });
      expect((await put(first, second.user._id, 'admin')).statusCode).toBe(200);
      const answers = await Promise.all([put(first, second.user._id, 'user'), put(second, first.user._id, 'user')]);
      // Role changes are serialised: whichever comes second is no admin any more (403), or finds itself demoting the
      // last admin (409).
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect([
        [200, 403],
        [200, 409],
      ]).toContainEqual(statuses);
      const roles = await Promise.all(
        [first, second].map(async (session) => (await currentUser(own.app, session.accessToken)).json().data.role),
      );
      expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('answers 404 for an unknown user and 400 for a bad role or id', async () => {
    expect((await setRole(admin.accessToken, '00000000-0000-4000-8000-000000000000', 'admin')).json()).toMatchObject({
      statusCode: 404,
      message: MESSAGES.userNotFound,
    });
    expect((await setRole(admin.accessToken, admin.user._id, 'root')).statusCode).toBe(400);
    expect((await setRole(admin.accessToken, 'not-an-id', 'admin')).statusCode).toBe(400);
  });
});
