import {
  COVER_LETTER_MESSAGES,
  coverLetterDraftBodySchema,
  coverLetterExportQuerySchema,
  coverLetterPreviewBodySchema,
  createCoverLetterBodySchema,
  saveVersionBodySchema,
  updateCoverLetterBodySchema,
  VERSION_MESSAGES,
  type Application,
  type CoverLetter,
  type CoverLetterDraft,
  type Resume,
  type ResumeVersion,
} from '@vitae/schema';
import { failure, ok, withBody, withQuery, type Answer } from './fake-answers.ts';

/**
 * Cover letters for the fake API (fake-api.ts), as the server answers them (docs/api.md): CRUD with `version` and
 * 409, Trash (30 days), History (named versions and the snapshot a restore takes), drafts, the preview and the
 * downloads. What only the server decides (the draft's words) is set by the test (`state.draft`).
 */
interface Call {
  path: string;
  query: Record<string, string>;
  body: unknown;
}
type Route = [string, RegExp, (call: Call) => Answer];

const DAY_MS = 24 * 3600 * 1000;
const now = '2026-01-01T00:00:00.000Z';

export const fakeCoverLetter = (overrides: Partial<CoverLetter> = {}): CoverLetter => ({
  _id: '60000000-0000-4000-8000-000000000001',
  title: 'Letter to Acme',
  resumeId: '20000000-0000-4000-8000-000000000001',
  applicationId: null,
  body: '<p>Dear team,</p><p>I would <strong>love</strong> to join.</p>',
  recipient: { name: 'Ms Smith', company: 'Acme', address: '1 Road' },
  version: 1,
  createdAt: now,
  updatedAt: now,
  ...overrides,
});

export const coverLetterPathOf = (letter: CoverLetter) => `/api/v1/users/cover-letters/${letter._id}`;

export function coverLetterRoutes(
  resumes: Map<string, Resume>,
  preview: (body: unknown) => { pages: number; pageWidth: number; pageHeight: number; svg: string; hash: string },
  options: { coverLetters?: CoverLetter[]; applications?: Application[] } = {},
) {
  const state = {
    letters: new Map((options.coverLetters ?? []).map((letter) => [letter._id, letter])),
    trash: new Map<string, { letter: CoverLetter; deletedAt: string }>(),
    versions: new Map<string, { version: ResumeVersion; content: CoverLetter }[]>(),
    applications: options.applications ?? [],
    /** What POST …/draft answers (the offline template's words by default). */
    draft: {
      body: '<p>Dear Acme,</p><p>I am applying for the role.</p>',
      source: 'offline',
      dropped: [],
    } as CoverLetterDraft,
  };
  let made = 0;
  const newId = (prefix: string) => `${prefix}-0000-4000-8000-${String(++made).padStart(12, '0')}`;
  const part = (call: Call, at: number) => decodeURIComponent(call.path.split('/')[at] ?? '');
  const letterOf = (call: Call) => state.letters.get(part(call, 5));
  const notFound = () => failure(404, COVER_LETTER_MESSAGES.notFound);
  const stamp = () => new Date().toISOString();

  const snapshot = (letter: CoverLetter, kind: ResumeVersion['kind'], name: string) => {
    const version = { _id: newId('70000000'), name, kind, createdAt: stamp() };
    state.versions.set(letter._id, [{ version, content: letter }, ...(state.versions.get(letter._id) ?? [])]);
    return version;
  };
  const entryOf = (call: Call) =>
    state.versions.get(part(call, 5))?.find(({ version }) => version._id === part(call, 7));

  const routes: Route[] = [
    [
      'GET',
      /^\/api\/v1\/users\/cover-letters$/,
      () => ok([...state.letters.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/cover-letters$/,
      withBody(createCoverLetterBodySchema, (_call, body) => {
        if (!resumes.has(body.resumeId)) return failure(404, COVER_LETTER_MESSAGES.resumeNotFound);
        const letter = fakeCoverLetter({
          _id: newId('60000000'),
          title: body.title,
          resumeId: body.resumeId,
          applicationId: body.applicationId ?? null,
          body: body.body,
          recipient: body.recipient ?? { name: '', company: '', address: '' },
          createdAt: stamp(),
          updatedAt: stamp(),
        });
        state.letters.set(letter._id, letter);
        return ok(letter, 201, COVER_LETTER_MESSAGES.created);
      }),
    ],
    [
      'GET',
      /^\/api\/v1\/users\/cover-letters\/trash$/,
      () =>
        ok(
          [...state.trash.values()]
            .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt))
            .map(({ letter, deletedAt }) => ({
              _id: letter._id,
              title: letter.title,
              deletedAt,
              purgeAt: new Date(new Date(deletedAt).getTime() + 30 * DAY_MS).toISOString(),
            })),
        ),
    ],
    ['GET', /^\/api\/v1\/users\/cover-letters\/[^/]+$/, (call) => (letterOf(call) ? ok(letterOf(call)) : notFound())],
    [
      'PATCH',
      /^\/api\/v1\/users\/cover-letters\/[^/]+$/,
      withBody(updateCoverLetterBodySchema, (call, { version, ...sent }) => {
        const letter = letterOf(call);
        if (!letter) return notFound();
        // Like the server: every write raises the version; a body naming an older one answers 409 with the current.
        if (version !== undefined && version !== letter.version) {
          return {
            status: 409,
            body: { statusCode: 409, data: letter, message: COVER_LETTER_MESSAGES.versionConflict, success: false },
          };
        }
        const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
        const next = { ...letter, ...changes, version: letter.version + 1, updatedAt: stamp() };
        state.letters.set(letter._id, next);
        return ok(next, 200, COVER_LETTER_MESSAGES.saved);
      }),
    ],
    [
      'DELETE',
      /^\/api\/v1\/users\/cover-letters\/[^/]+$/,
      (call) => {
        const letter = letterOf(call);
        if (!letter) return notFound();
        state.letters.delete(letter._id);
        state.trash.set(letter._id, { letter, deletedAt: stamp() });
        return ok(null, 200, COVER_LETTER_MESSAGES.deleted);
      },
    ],
    [
      'POST',
      /^\/api\/v1\/users\/cover-letters\/[^/]+\/restore$/,
      (call) => {
        const entry = state.trash.get(part(call, 5));
        if (!entry) return notFound();
        state.trash.delete(entry.letter._id);
        state.letters.set(entry.letter._id, entry.letter);
        return ok(entry.letter, 200, COVER_LETTER_MESSAGES.restored);
      },
    ],
    [
      'DELETE',
      /^\/api\/v1\/users\/cover-letters\/[^/]+\/permanent$/,
      (call) => (state.trash.delete(part(call, 5)) ? ok(null, 200, COVER_LETTER_MESSAGES.deletedForever) : notFound()),
    ],
    [
      'GET',
      /^\/api\/v1\/users\/cover-letters\/[^/]+\/versions$/,
      (call) => {
        const letter = letterOf(call);
        if (!letter) return notFound();
        return ok((state.versions.get(letter._id) ?? []).map(({ version }) => version));
      },
    ],
    [
      'POST',
      /^\/api\/v1\/users\/cover-letters\/[^/]+\/versions$/,
      withBody(saveVersionBodySchema, (call, { name }) => {
        const letter = letterOf(call);
        if (!letter) return notFound();
        return ok(snapshot(letter, 'manual', name), 201, VERSION_MESSAGES.saved);
      }),
    ],
    [
      'GET',
      /^\/api\/v1\/users\/cover-letters\/[^/]+\/versions\/[^/]+$/,
      (call) => {
        const letter = letterOf(call);
        const entry = entryOf(call);
        if (!letter) return notFound();
        if (!entry) return failure(404, VERSION_MESSAGES.notFound);
        return ok({ ...entry.content, version: letter.version, updatedAt: letter.updatedAt });
      },
    ],
    [
      'POST',
      /^\/api\/v1\/users\/cover-letters\/[^/]+\/versions\/[^/]+\/restore$/,
      (call) => {
        const letter = letterOf(call);
        const entry = entryOf(call);
        if (!letter) return notFound();
        if (!entry) return failure(404, VERSION_MESSAGES.notFound);
        snapshot(letter, 'restore', VERSION_MESSAGES.beforeRestoring(entry.version.name || entry.version.createdAt));
        const restored = { ...entry.content, version: letter.version + 1, updatedAt: stamp() };
        state.letters.set(letter._id, restored);
        return ok(restored, 200, VERSION_MESSAGES.restored);
      },
    ],
    [
      'POST',
      /^\/api\/v1\/users\/cover-letters\/[^/]+\/draft$/,
      withBody(coverLetterDraftBodySchema, (call, { mode }) => {
        if (!letterOf(call)) return notFound();
        return ok({ ...state.draft, source: mode }, 200, COVER_LETTER_MESSAGES.drafted);
      }),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/preview-cover-letter$/,
      withBody(coverLetterPreviewBodySchema, (_call, body) =>
        resumes.has(body.resumeId) ? ok(preview(body)) : failure(404, COVER_LETTER_MESSAGES.resumeNotFound),
      ),
    ],
    [
      'GET',
      /^\/api\/v1\/users\/export-cover-letter\/[^/]+$/,
      withQuery(coverLetterExportQuerySchema, (call, { format }) => {
        const letter = letterOf(call);
        if (!letter) return notFound();
        const type =
          format === 'pdf'
            ? 'application/pdf'
            : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
        const headers = {
          'Content-Type': type,
          'Content-Disposition': `attachment; filename="cover-letter.${format}"`,
        };
        return { status: 200, body: null, file: { content: `${format}:${letter.title}`, headers } };
      }),
    ],
  ];

  return { state, routes };
}
