import {
  addTemplateBodySchema,
  adminUsersQuerySchema,
  aiExperienceBulletsBodySchema,
  aiGrammarBodySchema,
  aiSummaryBodySchema,
  changePasswordBodySchema,
  connectGoogleBodySchema,
  copyTitle,
  createResumeBodySchema,
  defaultResumeContent,
  deleteAccountBodySchema,
  DESIGN_OPTIONS,
  UI_LANGUAGE_OPTIONS,
  generateResumeBodySchema,
  IMPORT_MESSAGES,
  loginBodySchema,
  MESSAGES,
  registerBodySchema,
  resumeExportQuerySchema,
  saveVersionBodySchema,
  setRoleBodySchema,
  updateAccountBodySchema,
  updateResumeBodySchema,
  withoutBlankItems,
  type Application,
  type CoverLetter,
  type Resume,
  type ResumeVersion,
  type Template,
  type User,
  VERSION_MESSAGES,
} from '@vitae/schema';
import { vi } from 'vitest';
import { accountRoutes } from './fake-accounts.ts';
import { applicationRoutes } from './fake-applications.ts';
import { atsCheckRoutes } from './fake-ats-check.ts';
import { coverLetterRoutes } from './fake-cover-letters.ts';
import { failure, ok, withBody, withQuery, type Answer } from './fake-answers.ts';
import { shareAndTrashRoutes } from './fake-share-trash.ts';

export { failure } from './fake-answers.ts';

/**
 * A stand-in for the server at the network edge: `fetch` answers from an in-memory store with the API's
 * envelope. Request bodies and queries are read with the API's own schemas (a body the server refuses is refused
 * here, with its message); what only the server's services decide (passwords, versions, who may do what) is
 * played here. Tests override single routes with `fail` to see how the page handles errors.
 */
export interface FakeCall {
  method: string;
  path: string;
  /** The query string's parameters (the path has none). */
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

const now = '2026-01-01T00:00:00.000Z';

export const fakeUser = (overrides: Partial<User> = {}): User => ({
  _id: '00000000-0000-4000-8000-000000000001',
  email: 'jane@example.com',
  fullName: 'Jane Doe',
  avatarUrl: '',
  role: 'user',
  hasPassword: true,
  googleConnected: false,
  emailVerified: true,
  twoFactorEnabled: false,
  language: null,
  createdAt: now,
  updatedAt: now,
  ...overrides,
});

export const fakeTemplates: Template[] = [
  {
    _id: '10000000-0000-4000-8000-000000000001',
    name: 'Classic',
    description: 'Serif',
    folderName: 'classic',
    createdAt: now,
  },
  {
    _id: '10000000-0000-4000-8000-000000000002',
    name: 'Modern',
    description: 'Sans',
    folderName: 'modern',
    createdAt: now,
  },
];

export const fakeResume = (overrides: Partial<Resume> = {}): Resume => ({
  _id: '20000000-0000-4000-8000-000000000001',
  resumeTitle: 'My Resume',
  templateId: null,
  ...defaultResumeContent,
  version: 1,
  masterId: null,
  createdAt: now,
  updatedAt: now,
  ...overrides,
});

/** A resume with its personal details and summary filled in, and the editor's paths for it (editor tests). */
export const filledResume = fakeResume({
  fullName: 'Jane Doe',
  jobTitle: 'Engineer',
  address: '1 Main St',
  phone: '555',
  email: 'jane@example.com',
  summary: 'An engineer.',
});
export const editorPath = (resume: Resume) => `/dashboard/resume/${resume._id}/edit`;
export const patchPathOf = (resume: Resume) => `/api/v1/users/update-resume-details/${resume._id}`;

/**
 * What preview-resume answers for a generate-resume body: a tiny valid SVG of A4 pages stacked vertically, 2 pages
 * when the summary contains "two pages" (else 1); the hash follows the body.
 */
export function fakePreview(body: unknown) {
  const summary = (body as { summary?: string } | undefined)?.summary ?? '';
  const pages = summary.includes('two pages') ? 2 : 1;
  const [pageWidth, pageHeight] = [595, 842];
  const text = JSON.stringify(body ?? null);
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  // As Typst stacks pages: page 1 at the origin, each later page in a group moved down to its place.
  const page = (index: number) =>
    `<g${index === 0 ? '' : ` transform="matrix(1 0 0 1 0 ${index * pageHeight})"`}>` +
    `<rect width="${pageWidth}" height="${pageHeight}" fill="#fff"/><rect width="10" height="10" fill="#${index + 1}${index + 1}${index + 1}"/></g>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${pageWidth} ${pages * pageHeight}">` +
    `${Array.from({ length: pages }, (_, index) => page(index)).join('')}</svg>`;
  return { pages, pageWidth, pageHeight, svg, hash: (hash >>> 0).toString(16) };
}

type Handler = (call: FakeCall) => Answer | Promise<Answer>;

/** The signed-in fake account's password (when it has one). */
export const FAKE_PASSWORD = 'correct horse battery';

export function installFakeApi(
  options: {
    user?: User | null;
    resumes?: Resume[];
    googleClientId?: string | null;
    users?: User[];
    /** ID tokens whose Google identity is already linked to another account (connect-google answers 409). */
    linkedGoogleTokens?: string[];
    /** The AI provider GET /config names (default 'offline': none configured). */
    aiProvider?: 'gemini' | 'openai' | 'offline';
    /** Cover letters (fake-cover-letters.ts). */
    coverLetters?: CoverLetter[];
    /** The user's applications (fake-applications.ts); a cover letter may be linked to one. */
    applications?: Application[];
  } = {},
) {
  const user = options.user === undefined ? fakeUser() : options.user;
  const state = {
    user,
    /** The signed-in account's password, as the account routes check it. */
    password: FAKE_PASSWORD,
    resumes: new Map((options.resumes ?? []).map((resume) => [resume._id, resume])),
    templates: [...fakeTemplates],
    /** The accounts the admin users API lists, oldest first (default: the signed-in user). */
    users: options.users ?? (user ? [user] : []),
    linkedGoogleTokens: new Set(options.linkedGoogleTokens ?? []),
    /** History: each resume's versions, newest first, with the resume as it was. */
    versions: new Map<string, { version: ResumeVersion; content: Resume }[]>(),
    applications: new Map((options.applications ?? []).map((application) => [application._id, application])),
  };
  const isAdmin = () => state.user?.role === 'admin';
  /** The signed-in user changed, here and in the admin list. */
  const saveUser = (next: User) => {
    state.user = next;
    state.users = state.users.map((user) => (user._id === next._id ? next : user));
    return next;
  };
  /** The server's checkPassword: 400 for a Google-only account or no password, 401 for a wrong one. */
  const checkPassword = (current: User, password: string | undefined, missing: string): Answer | null => {
    if (!current.hasPassword) return failure(400, MESSAGES.googleOnlyAccount);
    if (!password) return failure(400, missing);
    if (password !== state.password) return failure(401, MESSAGES.currentPasswordWrong);
    return null;
  };
  /** Login and register: the account with this email is signed in. */
  const signedIn = (email: string) => {
    state.user = fakeUser({ email });
    return ok({ user: state.user, accessToken: 'access-1', refreshToken: 'refresh-1' });
  };
  const calls: FakeCall[] = [];
  /** What import-resume answers for an accepted file (the file's text is in the call's body as a FormData). */
  let importWarnings: string[] = [];
  const overrides = new Map<string, Handler>();
  let created = 0;

  /** History, as the server answers it: snapshots of the whole resume, a restore taking one first. */
  const versionRoutes = (): [string, RegExp, Handler][] => {
    const base = /^\/api\/v1\/users\/resume-versions\//;
    const snapshot = (resume: Resume, kind: ResumeVersion['kind'], name: string) => {
      const list = state.versions.get(resume._id) ?? [];
      const version = {
        _id: `50000000-0000-4000-8000-${String(++versionsMade).padStart(12, '0')}`,
        name,
        kind,
        createdAt: new Date().toISOString(),
      };
      state.versions.set(resume._id, [{ version, content: resume }, ...list]);
      return version;
    };
    const found = (call: FakeCall) => {
      const [, , , , , id, second, third] = call.path.split('/');
      const resume = state.resumes.get(id!);
      const versionId = third ?? second;
      const entry = state.versions.get(id!)?.find(({ version }) => version._id === versionId);
      return { resume, entry };
    };
    return [
      [
        'POST',
        new RegExp(`${base.source}[^/]+$`),
        withBody(saveVersionBodySchema, (call, { name }) => {
          const { resume } = found(call);
          if (!resume) return failure(404, MESSAGES.resumeNotFound);
          return ok(snapshot(resume, 'manual', name), 201, VERSION_MESSAGES.saved);
        }),
      ],
      [
        'GET',
        new RegExp(`${base.source}[^/]+$`),
        (call) => {
          const { resume } = found(call);
          if (!resume) return failure(404, MESSAGES.resumeNotFound);
          return ok((state.versions.get(resume._id) ?? []).map(({ version }) => version));
        },
      ],
      [
        'GET',
        new RegExp(`${base.source}[^/]+/[^/]+$`),
        (call) => {
          const { resume, entry } = found(call);
          if (!resume) return failure(404, MESSAGES.resumeNotFound);
          if (!entry) return failure(404, VERSION_MESSAGES.notFound);
          return ok({ ...entry.content, version: resume.version, updatedAt: resume.updatedAt });
        },
      ],
      [
        'POST',
        new RegExp(`${base.source}[^/]+/restore/[^/]+$`),
        (call) => {
          const { resume, entry } = found(call);
          if (!resume) return failure(404, MESSAGES.resumeNotFound);
          if (!entry) return failure(404, VERSION_MESSAGES.notFound);
          snapshot(resume, 'restore', VERSION_MESSAGES.beforeRestoring(entry.version.name || entry.version.createdAt));
          const restored = { ...entry.content, version: resume.version + 1 };
          state.resumes.set(resume._id, restored);
          return ok(restored, 200, VERSION_MESSAGES.restored);
        },
      ],
    ];
  };
  let versionsMade = 0;
  /** Trash and share links (delete-resume moves a resume to Trash), answered before the routes below. */
  const shareAndTrash = shareAndTrashRoutes(state.resumes, fakePreview);
  const accounts = accountRoutes(state, fakeUser);
  const letters = coverLetterRoutes(state.resumes, fakePreview, options);

  const routes: [string, RegExp, Handler][] = [
    [
      'GET',
      /^\/api\/v1\/config$/,
      () =>
        ok({
          googleClientId: options.googleClientId ?? null,
          aiProvider: options.aiProvider ?? 'offline',
          languages: UI_LANGUAGE_OPTIONS,
          ...accounts.publicConfig(),
          design: {
            ...DESIGN_OPTIONS,
            templates: state.templates.map(({ _id, name, folderName }) => ({ _id, name, folderName })),
          },
        }),
    ],
    [
      'GET',
      /^\/api\/v1\/users\/current-user$/,
      () => (state.user ? ok(state.user) : failure(401, MESSAGES.authRequired)),
    ],
    ['POST', /^\/api\/v1\/users\/login$/, withBody(loginBodySchema, (_call, { email }) => signedIn(email))],
    ['POST', /^\/api\/v1\/users\/register$/, withBody(registerBodySchema, (_call, { email }) => signedIn(email))],
    ['POST', /^\/api\/v1\/users\/logout$/, () => ok(null)],
    ['POST', /^\/api\/auth\/refresh-token$/, () => failure(401, MESSAGES.refreshTokenInvalid)],
    ['GET', /^\/api\/v1\/users\/user-resumes\/$/, () => ok([...state.resumes.values()])],
    ['GET', /^\/api\/v1\/admin\/get-all-template$/, () => ok(state.templates)],
    [
      'POST',
      /^\/api\/v1\/admin\/add-template$/,
      withBody(addTemplateBodySchema, (_call, template) => ok({ ...template, _id: 'x', createdAt: now }, 201)),
    ],
    [
      'GET',
      /^\/api\/v1\/users\/get-user-resume\/(.+)$/,
      (call) => {
        const resume = state.resumes.get(call.path.split('/').pop()!);
        return resume ? ok(resume) : failure(404, MESSAGES.resumeNotFound);
      },
    ],
    [
      'PATCH',
      /^\/api\/v1\/users\/update-resume-details\/(.+)$/,
      withBody(updateResumeBodySchema, (call, { version, ...sent }) => {
        const id = call.path.split('/').pop()!;
        const resume = state.resumes.get(id);
        if (!resume) return failure(404, MESSAGES.resumeNotFound);
        // Like the server: every write raises the version; a body naming an older one answers 409 with the current.
        const current = resume.version ?? 1;
        if (version !== undefined && version !== current) {
          return {
            status: 409,
            body: { statusCode: 409, data: resume, message: MESSAGES.resumeVersionConflict, success: false },
          };
        }
        // Only the fields sent change, as parsed; an item nobody filled in is never stored.
        const changes = withoutBlankItems(
          Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)),
        );
        const next = { ...resume, ...changes, version: current + 1 };
        state.resumes.set(id, next);
        return ok(next);
      }),
    ],
    ...versionRoutes(),
    ...shareAndTrash.routes,
    ...letters.routes,
    ...accounts.routes,
    ...atsCheckRoutes(state.resumes),
    ...applicationRoutes(state),
    [
      'POST',
      /^\/api\/v1\/users\/create-user-resume$/,
      withBody(createResumeBodySchema, (_call, { resumeTitle, templateId }) => {
        created += 1;
        const resume = fakeResume({
          _id: `30000000-0000-4000-8000-00000000000${created}`,
          resumeTitle,
          templateId: templateId ?? null,
        });
        state.resumes.set(resume._id, resume);
        return ok(resume, 201);
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/duplicate-resume\/(.+)$/,
      (call) => {
        const original = state.resumes.get(call.path.split('/').pop()!);
        if (!original) return failure(404, MESSAGES.resumeNotFound);
        created += 1;
        const copy = {
          ...original,
          _id: `30000000-0000-4000-8000-00000000000${created}`,
          resumeTitle: copyTitle(original.resumeTitle),
          version: 1,
        };
        state.resumes.set(copy._id, copy);
        return ok(copy, 201, MESSAGES.resumeDuplicated);
      },
    ],
    [
      'GET',
      /^\/api\/v1\/admin\/users$/,
      withQuery(adminUsersQuerySchema, (_call, { search: typed, page, pageSize }) => {
        if (!isAdmin()) return failure(403, MESSAGES.adminOnly);
        const search = typed.toLowerCase();
        const found = state.users.filter(
          (user) => user.email.toLowerCase().includes(search) || user.fullName.toLowerCase().includes(search),
        );
        const users = found.slice((page - 1) * pageSize, page * pageSize);
        return ok({ users, total: found.length, page, pageSize });
      }),
    ],
    [
      'PUT',
      /^\/api\/v1\/admin\/users\/([^/]+)\/role$/,
      withBody(setRoleBodySchema, (call, { role }) => {
        if (!isAdmin()) return failure(403, MESSAGES.adminOnly);
        const id = call.path.split('/')[5];
        const index = state.users.findIndex((user) => user._id === id);
        if (index < 0) return failure(404, MESSAGES.userNotFound);
        const admins = state.users.filter((user) => user.role === 'admin');
        if (role === 'user' && state.users[index]!.role === 'admin' && admins.length === 1) {
          return failure(409, MESSAGES.lastAdmin);
        }
        const updated = { ...state.users[index]!, role };
        state.users[index] = updated;
        if (state.user?._id === id) state.user = updated;
        return ok(updated, 200, MESSAGES.roleUpdated);
      }),
    ],
    [
      'PUT',
      /^\/api\/auth\/update-account$/,
      withBody(updateAccountBodySchema, (_call, { currentPassword, ...changes }) => {
        const current = state.user;
        if (!current) return failure(401, MESSAGES.authRequired);
        const { email } = changes;
        if (email !== undefined && email !== current.email) {
          const refused = checkPassword(current, currentPassword, MESSAGES.currentPasswordRequired);
          if (refused) return refused;
          if (state.users.some((other) => other._id !== current._id && other.email === email)) {
            return failure(409, MESSAGES.emailTaken);
          }
        }
        const updated = saveUser({
          ...current,
          ...(changes.fullName === undefined ? {} : { fullName: changes.fullName }),
          ...(email === undefined ? {} : { email }),
          ...(changes.avatarUrl === undefined ? {} : { avatarUrl: changes.avatarUrl }),
          ...(changes.language === undefined ? {} : { language: changes.language }),
          updatedAt: new Date().toISOString(),
        });
        return ok(updated, 200, MESSAGES.accountUpdated);
      }),
    ],
    [
      'POST',
      /^\/api\/auth\/change-password$/,
      withBody(changePasswordBodySchema, (_call, { oldPassword, newPassword }) => {
        const current = state.user;
        if (!current) return failure(401, MESSAGES.authRequired);
        if (!current.hasPassword) return failure(400, MESSAGES.noPasswordSet);
        if (oldPassword !== state.password) return failure(400, MESSAGES.wrongOldPassword);
        state.password = newPassword;
        return ok(null, 200, MESSAGES.passwordChanged);
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/connect-google$/,
      withBody(connectGoogleBodySchema, (_call, { idToken, currentPassword }) => {
        const current = state.user;
        if (!current) return failure(401, MESSAGES.authRequired);
        if (!options.googleClientId) return failure(503, MESSAGES.googleNotConfigured);
        const refused = checkPassword(current, currentPassword, MESSAGES.googleConnectPasswordRequired);
        if (refused) return refused;
        if (state.linkedGoogleTokens.has(idToken)) return failure(409, MESSAGES.googleAlreadyLinked);
        return ok(saveUser({ ...current, googleConnected: true }), 200, MESSAGES.googleConnected);
      }),
    ],
    [
      'GET',
      /^\/api\/v1\/users\/me\/export$/,
      () =>
        state.user
          ? ok({ exportedAt: now, user: state.user, resumes: [...state.resumes.values()] })
          : failure(401, MESSAGES.authRequired),
    ],
    [
      'DELETE',
      /^\/api\/v1\/users\/me$/,
      withBody(deleteAccountBodySchema, (_call, body) => {
        const current = state.user;
        if (!current) return failure(401, MESSAGES.authRequired);
        const password = body?.password;
        if (current.hasPassword) {
          if (!password) return failure(400, MESSAGES.passwordConfirmationRequired);
          if (password !== state.password) return failure(400, MESSAGES.wrongOldPassword);
        }
        state.user = null;
        state.users = state.users.filter((user) => user._id !== current._id);
        state.resumes.clear();
        return ok(null, 200, MESSAGES.accountDeleted);
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/import-resume$/,
      (call) => {
        const file = call.body instanceof FormData ? call.body.get('file') : null;
        if (!(file instanceof Blob)) return failure(400, IMPORT_MESSAGES.noFile);
        created += 1;
        const resume = fakeResume({
          _id: `40000000-0000-4000-8000-00000000000${created}`,
          resumeTitle: 'Jane Doe (imported)',
        });
        state.resumes.set(resume._id, resume);
        return ok({ resume, warnings: importWarnings }, 201, IMPORT_MESSAGES.imported);
      },
    ],
    [
      'GET',
      /^\/api\/v1\/users\/export-resume\/(.+)$/,
      withQuery(resumeExportQuerySchema, (call, { format }) => {
        const resume = state.resumes.get(call.path.split('/').pop()!);
        if (!resume) return failure(404, MESSAGES.resumeNotFound);
        const content = JSON.stringify({ format, resume });
        const name = `Jane Doe – ${resume.resumeTitle}.${format}`;
        const headers = {
          'Content-Type': 'application/json',
          'Content-Disposition': `attachment; filename="resume.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        };
        return { status: 200, body: null, file: { content, headers } };
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/generate-resume$/,
      withBody(generateResumeBodySchema, () => ok({ resumeUrl: '/api/v1/pdf/abc?sig=1' })),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/preview-resume$/,
      withBody(generateResumeBodySchema, (call) => ok(fakePreview(call.body))),
    ],
    [
      'POST',
      /^\/api\/v1\/ai\/summary$/,
      withBody(aiSummaryBodySchema, () =>
        ok(
          (['fresher', 'mid-level', 'experienced'] as const).map((level) => ({
            experience_level: level,
            summary: [`A ${level} engineer.`, 'Ships reliable software.'],
            skills: ['TypeScript', 'Testing'],
          })),
        ),
      ),
    ],
    [
      'POST',
      /^\/api\/v1\/ai\/experience-bullets$/,
      withBody(aiExperienceBulletsBodySchema, (_call, { positionTitle }) =>
        ok({ html: `<ul><li>Led ${positionTitle} work</li><li>Shipped features</li></ul>` }),
      ),
    ],
    [
      'POST',
      /^\/api\/v1\/ai\/grammar$/,
      withBody(aiGrammarBodySchema, (_call, { text }) =>
        ok({ correctedText: text, suggestions: ['It continues here.'], issues: [] }),
      ),
    ],
  ];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: FakeCall = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body:
        typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined,
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(call);
    const override = overrides.get(`${method} ${url.pathname}`);
    const route = routes.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    const answer = override
      ? await override(call)
      : route
        ? await route[2](call)
        : failure(404, MESSAGES.routeNotFound);
    if (answer.file) return new Response(answer.file.content, { status: answer.status, headers: answer.file.headers });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    /** Trash, share links and unlocked slugs, as the fake server holds them. */
    shareAndTrash: shareAndTrash.state,
    /** Cover letters, their Trash and History, and what a draft answers (fake-cover-letters.ts). */
    coverLetters: letters.state,
    /** Mailed links, sessions, two-factor, passkeys, sign-up settings and legal pages (fake-accounts.ts). */
    accounts,
    calls,
    fetchMock,
    /** The warnings import-resume answers from now on. */
    setImportWarnings(warnings: string[]) {
      importWarnings = warnings;
    },
    /** Answer `method path` with this instead (e.g. a failure). */
    override(method: string, path: string, handler: Handler) {
      overrides.set(`${method} ${path}`, handler);
    },
    fail(method: string, path: string, status: number, message = 'Failed') {
      overrides.set(`${method} ${path}`, () => failure(status, message));
    },
    /** Answer `method path` as the fake server does again. */
    restore(method: string, path: string) {
      overrides.delete(`${method} ${path}`);
    },
    callsTo(method: string, pathPrefix: string) {
      return calls.filter((call) => call.method === method && call.path.startsWith(pathPrefix));
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;
