import {
  MESSAGES,
  type Resume,
  SHARE_MESSAGES,
  shareResumeBodySchema,
  type ShareStatus,
  TRASH_MESSAGES,
  type TrashedResume,
  unlockShareBodySchema,
} from '@vitae/schema';
import { failure, ok, withBody, type Answer } from './fake-answers.ts';

/**
 * Trash and share links for the fake API (fake-api.ts), as the server answers them: delete-resume moves a resume to
 * Trash for 30 days; a share link is a 32-character slug, on or off, with an optional password that a right
 * `unlock` opens (the server's httpOnly cookie is a set of unlocked slugs here).
 */
interface Call {
  path: string;
  body: unknown;
}
type Route = [string, RegExp, (call: Call) => Answer];

const DAY_MS = 24 * 3600 * 1000;

export interface FakeShare {
  slug: string;
  password: string | null;
  indexable: boolean;
  views: number;
  downloads: number;
}

export function shareAndTrashRoutes(
  resumes: Map<string, Resume>,
  preview: (body: unknown) => { pages: number; pageWidth: number; pageHeight: number; svg: string; hash: string },
) {
  const state = {
    /** Deleted resumes by id, with when they were deleted. */
    trash: new Map<string, { resume: Resume; deletedAt: string }>(),
    /** Links that are on, by resume id. */
    shares: new Map<string, FakeShare>(),
    /** Slugs this browser gave the right password for. */
    unlocked: new Set<string>(),
  };
  let slugs = 0;
  const idOf = (call: Call, from = 5) => decodeURIComponent(call.path.split('/')[from] ?? '');
  const bySlug = (slug: string) => [...state.shares.entries()].find(([, share]) => share.slug === slug);
  const origin = 'http://localhost';

  const trashed = ({ resume, deletedAt }: { resume: Resume; deletedAt: string }): TrashedResume => ({
    _id: resume._id,
    resumeTitle: resume.resumeTitle,
    deletedAt,
    purgeAt: new Date(new Date(deletedAt).getTime() + 30 * DAY_MS).toISOString(),
  });

  const status = (resumeId: string): ShareStatus => {
    const share = state.shares.get(resumeId);
    return {
      url: share ? `${origin}/r/${share.slug}` : null,
      enabled: Boolean(share),
      views: share?.views ?? 0,
      downloads: share?.downloads ?? 0,
      hasPassword: Boolean(share?.password),
      indexable: share?.indexable ?? false,
    };
  };

  const routes: Route[] = [
    [
      'DELETE',
      /^\/api\/v1\/users\/delete-resume\/[^/]+$/,
      (call) => {
        const id = idOf(call);
        const resume = resumes.get(id);
        if (!resume) return failure(404, MESSAGES.resumeNotFound);
        resumes.delete(id);
        state.trash.set(id, { resume, deletedAt: new Date().toISOString() });
        return ok(null);
      },
    ],
    [
      'GET',
      /^\/api\/v1\/users\/trash$/,
      () =>
        ok(
          [...state.trash.values()].sort((a, b) => b.deletedAt.localeCompare(a.deletedAt)).map(trashed),
          200,
          TRASH_MESSAGES.listed,
        ),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/trash\/[^/]+\/restore$/,
      (call) => {
        const entry = state.trash.get(idOf(call));
        if (!entry) return failure(404, MESSAGES.resumeNotFound);
        state.trash.delete(entry.resume._id);
        resumes.set(entry.resume._id, entry.resume);
        return ok(entry.resume, 200, TRASH_MESSAGES.restored);
      },
    ],
    [
      'DELETE',
      /^\/api\/v1\/users\/trash\/[^/]+$/,
      (call) =>
        state.trash.delete(idOf(call))
          ? ok(null, 200, TRASH_MESSAGES.deletedForever)
          : failure(404, MESSAGES.resumeNotFound),
    ],
    [
      'GET',
      /^\/api\/v1\/users\/share-resume\/[^/]+$/,
      (call) => (resumes.has(idOf(call)) ? ok(status(idOf(call))) : failure(404, MESSAGES.resumeNotFound)),
    ],
    [
      'POST',
      /^\/api\/v1\/users\/share-resume\/[^/]+$/,
      withBody(shareResumeBodySchema, (call, sent) => {
        const id = idOf(call);
        if (!resumes.has(id)) return failure(404, MESSAGES.resumeNotFound);
        const body = sent ?? {};
        const slug = state.shares.get(id)?.slug ?? `slug${++slugs}`.padEnd(32, 'x');
        const before = state.shares.get(id);
        state.shares.set(id, {
          slug,
          password: body.password === undefined ? (before?.password ?? null) : body.password || null,
          indexable: body.indexable ?? false,
          views: before?.views ?? 0,
          downloads: before?.downloads ?? 0,
        });
        return ok({ url: `${origin}/r/${slug}`, slug }, 200, SHARE_MESSAGES.enabled);
      }),
    ],
    [
      'DELETE',
      /^\/api\/v1\/users\/share-resume\/[^/]+$/,
      (call) => {
        const id = idOf(call);
        if (!resumes.has(id)) return failure(404, MESSAGES.resumeNotFound);
        const share = state.shares.get(id);
        if (share) state.unlocked.delete(share.slug);
        state.shares.delete(id);
        return ok(null, 200, SHARE_MESSAGES.disabled);
      },
    ],
    [
      'GET',
      /^\/api\/v1\/public\/resumes\/[^/]+$/,
      (call) => {
        const found = bySlug(idOf(call));
        const resume = found && resumes.get(found[0]);
        if (!found || !resume) return failure(404, SHARE_MESSAGES.notFound);
        const [, share] = found;
        if (share.password && !state.unlocked.has(share.slug)) return failure(401, SHARE_MESSAGES.passwordRequired);
        share.views += 1;
        return ok({
          ...preview(resume),
          resumeTitle: resume.resumeTitle,
          fullName: resume.fullName,
          pdfUrl: `/r/${share.slug}.pdf`,
          indexable: share.indexable,
        });
      },
    ],
    [
      'POST',
      /^\/api\/v1\/public\/resumes\/[^/]+\/unlock$/,
      withBody(unlockShareBodySchema, (call, { password }) => {
        const found = bySlug(idOf(call));
        if (!found || !resumes.has(found[0])) return failure(404, SHARE_MESSAGES.notFound);
        const [, share] = found;
        if (share.password && password !== share.password) return failure(401, SHARE_MESSAGES.wrongPassword);
        state.unlocked.add(share.slug);
        return ok(null, 200, SHARE_MESSAGES.unlocked);
      }),
    ],
  ];

  return { state, routes };
}
