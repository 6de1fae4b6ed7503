import {
  ACCOUNT_MESSAGES,
  cleanText,
  isBlankItem,
  LIMITS,
  MESSAGES,
  resumeContentSchema,
  type ResumeContent,
} from '@vitae/schema';
import fc from 'fast-check';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cleanInput, { MAX_INPUT_DEPTH } from '../src/plugins/clean-input.ts';
import errors from '../src/plugins/errors.ts';
import { sanitizeMarkup, sanitizeRichText } from '../src/lib/rich-text.ts';
import { as, createTestApp, registerUser, uniqueEmail, type Session, type TestApp } from './helpers/test-app.ts';

/**
 * Every text the API stores is cleanText'ed, then trimmed (and measured after that): NUL, controls and lone
 * surrogates never reach the database, and what is read back is exactly what the rules make of what was sent.
 * Passwords are the exception: they are hashed exactly as sent.
 */

const RUNS = Number(process.env.TEXT_INTEGRITY_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

let t: TestApp;
let admin: Session & { password: string };
let user: Session & { password: string };
let call: (options: InjectOptions) => Promise<LightMyRequestResponse>;
beforeAll(async () => {
  // Every property here logs in or changes an email many times: the per-account limit would answer 429.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '100000' } });
  admin = await registerUser(t.app, { email: uniqueEmail('admin') });
  user = await registerUser(t.app);
  call = as(t.app, user.accessToken);
});
afterAll(() => t.close());

// --- what is sent -------------------------------------------------------------------------------------------------

/** The characters every rule is about, and whitespace that trimming must see after cleaning. */
const SPECIALS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u001b',
  '\u001f',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\v',
  '\f',
  '\u0085',
  '\u0080',
  '\u009f',
  '\ufffe',
  '\uffff',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\ud83d\ude00',
  'e\u0301',
  'A\u030a',
  'Zoe\u0308',
  '\u1112\u1161\u11ab',
  '\u212b',
  ' ',
  '  ',
  '\u00a0',
  '<b>',
  '&amp;',
  '"',
  '\\',
];
const unit = fc.oneof(
  { weight: 2, arbitrary: fc.nat(0xffff).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.nat(0x10ffff).map((code) => String.fromCodePoint(code)) },
  { weight: 2, arbitrary: fc.constantFrom(...SPECIALS) },
  { weight: 2, arbitrary: fc.constantFrom(...'abcXYZ 019-.') },
);
/** Tried first by every property: each rule at once, so a missing rule fails on the first run. */
const MIXED = ' \u0000Zoe\u0308\r\nA\u030a\ud800\u0001\u0085\ufffe\udc00😀\t ';
/** Arbitrary unicode (lone surrogates included) mixed with NUL, C0/C1 controls, CR LF and decomposed accents. */
const hostileText = fc.string({ unit, maxLength: 40 });

/** Characters the rules remove, so a valid date or email stays valid once cleaned. */
const removable = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000e', '\u001f', '\u0080', '\u009f', '\ufffe');
/** Characters that make an email invalid even once cleaned (a lone surrogate becomes U+FFFD, CR a line feed). */
const spoiler = fc.constantFrom('\ud800', '\udc00', ' ', '\r\n', 'é', 'e\u0301', '\u0085');
/** Whitespace around a value: it is trimmed once cleaned (NEL, VT, FF and CR become line feeds). */
const padding = fc.constantFrom('', ' ', '\r\n', '\t', '\v', '\f', '\u0085', '\r', ' \u0000\n', '\u0000');

/** `base` with up to four characters of `noise` inserted anywhere. */
const noisy = (base: fc.Arbitrary<string>, noise: fc.Arbitrary<string> = removable) =>
  fc.tuple(base, fc.array(fc.tuple(fc.nat(), noise), { maxLength: 4 })).map(([value, inserts]) => {
    let out = value;
    for (const [at, char] of inserts) {
      const index = at % (out.length + 1);
      out = out.slice(0, index) + char + out.slice(index);
    }
    return out;
  });
/** `value` with whitespace padding around it. */
const padded = (value: fc.Arbitrary<string>) =>
  fc.tuple(padding, value, padding).map(([before, inside, after]) => before + inside + after);

/** An email's local part: valid once cleaned, unless a spoiler was inserted. */
const localPart = noisy(
  fc.stringMatching(/^[a-zA-Z0-9]{1,12}$/),
  fc.oneof({ weight: 5, arbitrary: removable }, { weight: 1, arbitrary: spoiler }),
);
// A resume body has eight dates and an email: each is rarely invalid, so that about half of the bodies are stored.
// Every end date is on or after every start date, so the end-before-start rule refuses none of them.
const dateFrom = (dates: string[]) =>
  fc.oneof({ weight: 15, arbitrary: padded(noisy(fc.constantFrom(...dates))) }, { weight: 1, arbitrary: hostileText });
const startDateValue = dateFrom(['', '2021-03', '2019-12-31', '2000-01-01']);
const endDateValue = dateFrom(['', '2021-03', '2021-03-31', '2024-01-01']);
const resumeEmail = fc.oneof(
  {
    weight: 8,
    arbitrary: padded(noisy(fc.stringMatching(/^[a-zA-Z0-9]{1,12}$/)).map((local) => `${local}@Example.com`)),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' \u0000 ') },
  { weight: 1, arbitrary: hostileText },
);

/** A URL component for any string, lone surrogates included (sent as their WTF-8 bytes, which no decoder accepts). */
function encodeLoose(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

// --- what must come back ------------------------------------------------------------------------------------------

/** Lengths as the schemas count them: in code points (a lone surrogate counts as one). */
const codePoints = (value: string) => [...value].length;

/** The schemas' order: cleaned first, then trimmed. */
const stored = (value: string) => cleanText(value).trim();

/** No NUL, no control but tab and line feed, no C1 control, no U+FFFE/U+FFFF, no lone surrogate, and NFC. */
function expectClean(value: string, where: string) {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  expect(value, where).not.toMatch(/[\0-\x08\x0B-\x1F\x80-\x9F\uFFFE\uFFFF]/);
  expect(value, where).not.toMatch(/[\uD800-\uDFFF]/u);
  expect(value.normalize('NFC'), where).toBe(value);
}

/** Never 5xx; a success, or a 4xx in the envelope with a message. */
function expectAnswer(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const envelope = response.json();
  if (response.statusCode >= 400) {
    expect(envelope).toMatchObject({ statusCode: response.statusCode, success: false, data: null });
    expect(typeof envelope.message).toBe('string');
    expect(envelope.message.length).toBeGreaterThan(0);
  } else expect(envelope.success).toBe(true);
  return envelope;
}

let domains = 0;
const freshDomain = () => `r${Date.now().toString(36)}${(domains++).toString(36)}.example.com`;

// --- accounts -----------------------------------------------------------------------------------------------------

describe('account texts', () => {
  it('register stores the cleaned name and email, and the raw email logs in', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, localPart, padding, padding, async (fullName, local, before, after) => {
        const email = `${before}${local}@${freshDomain()}${after}`;
        const password = 'correct horse battery';
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/register',
          payload: { email, password, fullName },
        });
        const envelope = expectAnswer(response, `register ${JSON.stringify({ email, fullName })}`);
        if (response.statusCode !== 201) {
          // The name always fits: only the email can be refused.
          expect(response.statusCode).toBe(400);
          expect(envelope.message).toBe(MESSAGES.invalidEmail);
          return;
        }
        expect(envelope.data.user.fullName).toBe(stored(fullName));
        expect(envelope.data.user.email).toBe(stored(email).toLowerCase());
        expectClean(envelope.data.user.fullName, 'fullName');
        const me = await as(t.app, envelope.data.accessToken)({ method: 'GET', url: '/api/v1/users/current-user' });
        expect(expectAnswer(me, 'current-user').data).toMatchObject({
          fullName: stored(fullName),
          email: stored(email).toLowerCase(),
        });
        const login = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
        expect(expectAnswer(login, 'login').data.user._id).toBe(envelope.data.user._id);
      }),
      { numRuns: RUNS, seed: SEED, examples: [[MIXED, 'Jane', ' ', '\r\n']] },
    );
  });

  it('update-account stores the cleaned name and avatar, and asks the cleaned new email to confirm', async () => {
    const member = await registerUser(t.app);
    const memberCall = as(t.app, member.accessToken);
    let current = { fullName: member.user.fullName, email: member.user.email };
    await fc.assert(
      fc.asyncProperty(
        hostileText,
        hostileText,
        fc.option(localPart, { nil: undefined }),
        async (fullName, avatarTail, local) => {
          const avatarUrl = `https://example.com/${avatarTail}`;
          const email = local === undefined ? undefined : `${local}@${freshDomain()}`;
          const response = await memberCall({
            method: 'PUT',
            url: '/api/auth/update-account',
            payload: { fullName, avatarUrl, email, currentPassword: email && member.password },
          });
          const envelope = expectAnswer(response, `update-account ${JSON.stringify({ fullName, avatarUrl, email })}`);
          const me = expectAnswer(await memberCall({ method: 'GET', url: '/api/v1/users/current-user' }), 'me').data;
          if (response.statusCode !== 200) {
            expect(response.statusCode).toBe(400);
            expect(envelope.message).toBe(MESSAGES.invalidEmail);
            expect(me).toMatchObject(current);
            return;
          }
          // A new address is stored (cleaned) with its confirmation link, and the answer names it as stored; the
          // account keeps its address until the link is opened (account-security.test.ts).
          const expected = { fullName: stored(fullName), avatarUrl: stored(avatarUrl), email: current.email };
          const newEmail = email === undefined ? undefined : stored(email).toLowerCase();
          if (newEmail !== undefined && newEmail !== current.email)
            expect(envelope.message).toBe(ACCOUNT_MESSAGES.emailChangeSent(newEmail));
          expect(envelope.data).toMatchObject(expected);
          expect(me).toMatchObject(expected);
          expectClean(me.fullName, 'fullName');
          expectClean(me.avatarUrl, 'avatarUrl');
          current = { fullName: expected.fullName, email: expected.email };
        },
      ),
      { numRuns: RUNS, seed: SEED, examples: [[MIXED, MIXED, undefined]] },
    );
  });
});

// --- resumes ------------------------------------------------------------------------------------------------------

describe('resume texts', () => {
  it('create-user-resume stores the cleaned title, or refuses one that cleans to nothing', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (resumeTitle) => {
        const response = await call({
          method: 'POST',
          url: '/api/v1/users/create-user-resume',
          payload: { resumeTitle },
        });
        const envelope = expectAnswer(response, `create ${JSON.stringify(resumeTitle)}`);
        // A unit of the text may be several characters (and NFC may lengthen some): the limit counts what is stored.
        if (stored(resumeTitle) === '' || codePoints(stored(resumeTitle)) > LIMITS.resumeTitle) {
          expect(response.statusCode).toBe(400);
          expect(envelope.message).toBe(MESSAGES.invalidResumeTitle);
          return;
        }
        expect(response.statusCode).toBe(201);
        const read = await call({ method: 'GET', url: `/api/v1/users/get-user-resume/${envelope.data._id}` });
        expect(expectAnswer(read, 'get').data.resumeTitle).toBe(stored(resumeTitle));
        expectClean(envelope.data.resumeTitle, 'resumeTitle');
        await call({ method: 'DELETE', url: `/api/v1/users/delete-resume/${envelope.data._id}` });
      }),
      { numRuns: RUNS, seed: SEED, examples: [[MIXED]] },
    );
  });

  /** A resume with two items in every list: every text field of the content, found by walking it. */
  const sample: ResumeContent = resumeContentSchema.parse(
    Object.fromEntries(
      Object.entries(resumeContentSchema.parse({})).map(([key, value]) => [
        key,
        key === 'customSections'
          ? [
              { id: 'custom-a', title: 'Talks', items: [{}, {}] },
              { id: 'custom-b', title: 'Volunteering', items: [{}, {}] },
            ]
          : Array.isArray(value)
            ? [{}, {}]
            : value,
      ]),
    ),
  );
  type Path = (string | number)[];
  const textPaths: Path[] = [];
  // A custom section's id and title are not free text (an id has a format, a title is required): its items' are.
  const isCustomSectionLabel = (path: Path) => path[0] === 'customSections' && path.length === 3;
  (function walk(value: unknown, path: Path) {
    if (typeof value === 'string' && !isCustomSectionLabel(path)) textPaths.push(path);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  })(sample, []);
  const keyOf = (path: Path) => String(path.at(-1));
  const read = (value: unknown, path: Path) =>
    path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], value);
  function withTexts(texts: string[]): ResumeContent {
    const body = structuredClone(sample) as unknown as Record<string, unknown>;
    textPaths.forEach((path, index) => {
      const parent = read(body, path.slice(0, -1)) as Record<string | number, unknown>;
      parent[path.at(-1)!] = texts[index];
    });
    return body as unknown as ResumeContent;
  }
  const arbitraryFor = (path: Path) => {
    const key = keyOf(path);
    if (key === 'startDate') return startDateValue;
    if (key === 'endDate') return endDateValue;
    if (key === 'email') return resumeEmail;
    return hostileText;
  };
  /** The first body tried: valid dates and email (as sent, no cleaning needed) and MIXED in every other text. */
  const validWithMixed = (path: Path) => {
    const key = keyOf(path);
    if (key === 'startDate' || key === 'endDate') return '2021-03';
    if (key === 'email') return 'jane@example.com';
    return `${keyOf(path)}${MIXED}`;
  };
  /** What the server stores for a text it accepted. */
  const expectedFor = (path: Path, sent: string) => {
    const key = keyOf(path);
    if (key === 'email') return stored(sent).toLowerCase();
    if (key === 'workSummary') return sanitizeRichText(stored(sent));
    if (key === 'summary' || key === 'description') return sanitizeMarkup(stored(sent));
    return stored(sent);
  };

  it('covers every text field of the resume content', () => {
    const keys = new Set(textPaths.map(keyOf));
    for (const key of ['fullName', 'jobTitle', 'address', 'phone', 'email', 'summary']) expect(keys).toContain(key);
    for (const key of ['title', 'companyName', 'city', 'state', 'workSummary', 'startDate', 'endDate']) {
      expect(keys).toContain(key);
    }
    for (const key of ['universityName', 'degree', 'major', 'description', 'projectName', 'projectLink']) {
      expect(keys).toContain(key);
    }
    for (const key of [
      'achievement',
      'name',
      'interestName',
      'certificationOrExtraCurricularName',
      'socialMediaName',
      'socialMediaLink',
    ]) {
      expect(keys).toContain(key);
    }
    for (const key of ['subtitle', 'location']) expect(keys).toContain(key);
    // Two items in each of the eight lists, the six texts of personal details and summary, and two items of six
    // texts in each of the two custom sections.
    expect(textPaths.length).toBe(6 + 2 * (7 + 6 + 3 + 1 + 1 + 1 + 1 + 2) + 2 * 2 * 6);
  });

  it('cleans rich text after sanitising: character references cannot bring control characters back', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: 'References' },
    });
    const id = created.json().data._id as string;
    const response = await call({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${id}`,
      payload: {
        experience: [{ title: 'Dev', workSummary: '<p>a&#1;b&#xFFFE;c&#11;d&#0;e&#xD800;f&#x65;&#x301;</p>' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const read = await call({ method: 'GET', url: `/api/v1/users/get-user-resume/${id}` });
    expect(read.json().data.experience[0].workSummary).toBe('<p>abc\nd\uFFFDe\uFFFDf\u00E9</p>');
  });

  it('update-resume-details stores every field cleaned, or refuses the body and keeps the resume', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: 'Integrity' },
    });
    const id = created.json().data._id as string;
    let previous = expectAnswer(await call({ method: 'GET', url: `/api/v1/users/get-user-resume/${id}` }), 'get').data;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.tuple(...textPaths.map(arbitraryFor)), async (texts) => {
        const body = withTexts(texts);
        const response = await call({
          method: 'PATCH',
          url: `/api/v1/users/update-resume-details/${id}`,
          payload: body,
        });
        const envelope = expectAnswer(response, 'update-resume-details');
        const after = expectAnswer(
          await call({ method: 'GET', url: `/api/v1/users/get-user-resume/${id}` }),
          'get',
        ).data;
        if (response.statusCode !== 200) {
          // Every free text fits its limit once cleaned: only a date or an email can be refused.
          expect(response.statusCode).toBe(400);
          for (const error of envelope.errors as { path: string }[]) {
            expect(error.path).toMatch(/(^|\.)(startDate|endDate|email)$/);
          }
          expect(after).toEqual(previous);
          return;
        }
        accepted++;
        // A list item with no words once cleaned is not stored (withoutBlankItems): the items after it move up.
        const sentAsStored = withTexts(textPaths.map((path, index) => expectedFor(path, texts[index]!)));
        const keptItems = (list: string) =>
          (sentAsStored[list as keyof ResumeContent] as object[]).filter((item) => !isBlankItem(item));
        const storedPath = (path: Path): Path | null => {
          if (path.length < 3) return path;
          const items = sentAsStored[path[0] as keyof ResumeContent] as object[];
          const item = items[path[1] as number]!;
          return isBlankItem(item) ? null : [path[0]!, keptItems(String(path[0])).indexOf(item), ...path.slice(2)];
        };
        for (const [list, items] of Object.entries(sentAsStored)) {
          if (Array.isArray(items)) expect(after[list], list).toHaveLength(keptItems(list).length);
        }
        textPaths.forEach((sentPath, index) => {
          const where = `${sentPath.join('.')} sent ${JSON.stringify(texts[index])}`;
          const path = storedPath(sentPath);
          if (path === null) return;
          const value = read(after, path) as string;
          expect(value, where).toBe(expectedFor(sentPath, texts[index]!));
          expectClean(value, where);
          expect(read(envelope.data, path), where).toBe(value);
        });
        previous = after;
      }),
      { numRuns: RUNS, seed: SEED, examples: [[textPaths.map(validWithMixed)]] },
    );
    console.info(`update-resume-details: ${accepted} of ${RUNS} bodies stored, the others refused`);
    // The dates and emails are mostly valid once cleaned: most bodies must have been stored.
    expect(accepted).toBeGreaterThan(RUNS / 5);
  });
});

// --- query strings and params -------------------------------------------------------------------------------------

describe('query strings and route params', () => {
  it('admin search takes any text in the query, NUL and lone surrogates included', async () => {
    const adminCall = as(t.app, admin.accessToken);
    await fc.assert(
      fc.asyncProperty(hostileText, async (search) => {
        const response = await adminCall({ method: 'GET', url: `/api/v1/admin/users?search=${encodeLoose(search)}` });
        expectAnswer(response, `search ${JSON.stringify(search)}`);
        expect(response.statusCode).toBe(200);
      }),
      { numRuns: RUNS, seed: SEED, examples: [[MIXED]] },
    );
    // The search is cleaned like the names it looks in: NUL and a decomposed accent still find a composed name.
    const tag = `Quixote${Date.now().toString(36)}`;
    const zoe = await registerUser(t.app, { fullName: `Zoë ${tag}` });
    const found = await adminCall({
      method: 'GET',
      url: `/api/v1/admin/users?search=${encodeLoose(`Zo\u0000e\u0308 ${tag}\u0000`)}`,
    });
    expect(expectAnswer(found, 'search').data.users.map((u: { _id: string }) => u._id)).toEqual([zoe.user._id]);
  });

  it('route params with NUL, controls or lone surrogates are refused, never a fault', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileText,
        fc.constantFrom(
          '/api/v1/users/get-user-resume/',
          '/api/v1/users/delete-resume/',
          '/api/v1/pdf/',
          '/api/v1/admin/users/',
        ),
        async (param, prefix) => {
          const url = `${prefix}${encodeLoose(param) || '%00'}${prefix.includes('admin') ? '/role' : ''}`;
          const response = await as(
            t.app,
            admin.accessToken,
          )({
            method: prefix.includes('delete') ? 'DELETE' : prefix.includes('admin') ? 'PUT' : 'GET',
            url: prefix.includes('pdf') ? `${url}?expires=${encodeLoose(param)}&signature=%00` : url,
            payload: prefix.includes('admin') ? { role: 'user' } : undefined,
          });
          expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expectAnswer(response, url);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

// --- passwords ----------------------------------------------------------------------------------------------------

describe('passwords are never cleaned', () => {
  const register = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/register', payload: { email, password, fullName: 'P' } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });

  it('any password, NUL and lone surrogates included, registers and logs in without a fault', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit, minLength: 8, maxLength: 40 }).filter((password) => codePoints(password) >= 8),
        async (password) => {
          const email = uniqueEmail('pw');
          const created = await register(email, password);
          const envelope = expectAnswer(created, `register ${JSON.stringify(password)}`);
          // A unit of the string may be several code points: the limit counts those, of the password as sent.
          if (codePoints(password) > LIMITS.passwordMax) {
            expect(created.statusCode).toBe(400);
            expect(envelope.message).toBe(MESSAGES.passwordTooLong);
            return;
          }
          expect(created.statusCode).toBe(201);
          expect(expectAnswer(await login(email, password), 'login').data.user.email).toBe(email);
        },
      ),
      { numRuns: Math.ceil(RUNS / 2), seed: SEED, examples: [[`pass${MIXED}`]] },
    );
  });

  it('keeps NUL, CR LF and lone surrogates in a password', async () => {
    const email = uniqueEmail('nul');
    const password = 'pass\u0000word\r\n\ud800!';
    expect(expectAnswer(await register(email, password), 'register').success).toBe(true);
    expect((await login(email, password)).statusCode).toBe(200);
    for (const other of ['password\n\ud800!', 'pass\u0000word\n\ud800!', 'pass']) {
      const refused = await login(email, other);
      expect(refused.statusCode, JSON.stringify(other)).toBe(401);
      expect(refused.json().message).toBe(MESSAGES.invalidCredentials);
    }
    // A changed password keeps its characters too.
    const session = (await login(email, password)).json().data;
    const newPassword = 'new\u0000pass\u0001word';
    const changed = await as(
      t.app,
      session.accessToken,
    )({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { oldPassword: password, newPassword },
    });
    expect(expectAnswer(changed, 'change-password').success).toBe(true);
    expect((await login(email, newPassword)).statusCode).toBe(200);
    expect((await login(email, 'newpassword')).statusCode).toBe(401);
  });

  it('logs in with the exact decomposed password, not with its NFC form', async () => {
    const email = uniqueEmail('nfd');
    const password = 'Cafe\u0301 Zoe\u0308 A\u030angstro\u0308m';
    expect(password.normalize('NFC')).not.toBe(password);
    expect((await register(email, password)).statusCode).toBe(201);
    expect((await login(email, password)).statusCode).toBe(200);
    const composed = await login(email, password.normalize('NFC'));
    expect(composed.statusCode).toBe(401);
    expect(composed.json().message).toBe(MESSAGES.invalidCredentials);
  });
});

// --- the safety net alone -----------------------------------------------------------------------------------------

describe('the clean-input hook, without any schema', () => {
  let echo: FastifyInstance;
  beforeAll(async () => {
    echo = Fastify();
    await echo.register(errors);
    await echo.register(cleanInput);
    echo.post('/echo/:id', async (request) => ({ body: request.body, query: request.query, params: request.params }));
    await echo.ready();
  });
  afterAll(() => echo.close());

  const post = (payload: unknown, id = 'x', query = '') =>
    echo.inject({ method: 'POST', url: `/echo/${id}${query}`, payload: payload as InjectOptions['payload'] });

  it('cleans every string of the body, query and params, at any depth, and no password', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, hostileText, hostileText, async (a, b, c) => {
        const password = `${a}\u0000${b}`;
        const response = await post(
          {
            a,
            list: [b, { c, password, n: 1, t: true, z: null }],
            deep: { newPassword: password, currentPassword: password, oldPassword: password, inner: [[c]] },
          },
          // A lone surrogate in the path is a malformed URL (400 before any hook); params are tried below.
          encodeURIComponent(b.replace(/[\uD800-\uDFFF]/gu, '')) || 'x',
          `?q=${encodeLoose(c)}`,
        );
        expect(response.statusCode).toBe(200);
        const { body, query } = response.json();
        expect(body).toEqual({
          a: cleanText(a),
          list: [cleanText(b), { c: cleanText(c), password, n: 1, t: true, z: null }],
          deep: { newPassword: password, currentPassword: password, oldPassword: password, inner: [[cleanText(c)]] },
        });
        // A lone surrogate in the URL is sent as bytes no decoder takes: what arrives must still be clean.
        expectClean(query.q, 'query');
      }),
      { numRuns: RUNS, seed: SEED, examples: [[MIXED, MIXED, MIXED]] },
    );
    const params = (await post({}, '%00a%0D%0A', '?q=%00b')).json();
    expect(params.params.id).toBe('a\n');
    expect(params.query.q).toBe('b');
    const topLevel = await echo.inject({
      method: 'POST',
      url: '/echo/x',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify('\u0000top\ud800'),
    });
    expect(topLevel.json().body).toBe('top\ufffd');
  });

  it(`refuses a body nested deeper than ${MAX_INPUT_DEPTH} levels with the envelope`, async () => {
    let nested: unknown = 'x';
    for (let level = 0; level < MAX_INPUT_DEPTH + 1; level++) nested = [nested];
    const response = await post({ nested });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: MESSAGES.invalidBody, success: false });
    let fits: unknown = 'x\u0000';
    for (let level = 0; level < MAX_INPUT_DEPTH - 2; level++) fits = [fits];
    expect((await post({ fits })).statusCode).toBe(200);
  });
});
