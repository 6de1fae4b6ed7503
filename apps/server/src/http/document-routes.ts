import {
  apiConflictSchema,
  resumeVersionSchema,
  saveVersionBodySchema,
  TRASH_MESSAGES,
  VERSION_MESSAGES,
} from '@vitae/schema';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from './envelope.ts';
import { bearer, replies } from './replies.ts';

/**
 * The routes of History and Trash, one set for every kind of document (resumes, cover letters): each module names its
 * paths, its schemas, its service and the texts of its OpenAPI entries; the handlers, their params, bodies and replies
 * are the same (docs/architecture.md, "Trash" and "History").
 */
type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** An OpenAPI entry's words. */
interface RouteText {
  summary: string;
  description: string;
}

export interface VersionRoutesOptions {
  tags: string[];
  /** The document as every answer shapes it (the serializer checks each answer against it), and its params: `{ id }`, `{ id, versionId }`. */
  document: z.ZodType;
  idParams: z.ZodType<{ id: string }>;
  versionParams: z.ZodType<{ id: string; versionId: string }>;
  service: {
    save(userId: string, id: string, name: string): Promise<z.infer<typeof resumeVersionSchema>>;
    list(userId: string, id: string): Promise<z.infer<typeof resumeVersionSchema>[]>;
    get(userId: string, id: string, versionId: string): Promise<unknown>;
    restore(userId: string, id: string, versionId: string): Promise<unknown>;
  };
  save: RouteText & { path: string };
  list: RouteText & { path: string };
  get: RouteText & { path: string };
  restore: RouteText & { path: string };
}

/** History: save a named version, list them, read one, restore one (snapshot first; 409 when a write lands between). */
export function versionRoutes(
  app: App,
  { tags, document, idParams, versionParams, service, save, list, get, restore }: VersionRoutesOptions,
) {
  const security = bearer;
  const entry = ({ summary, description }: RouteText) => ({ tags, security, summary, description });

  app.post(
    save.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...entry(save),
        params: idParams,
        body: saveVersionBodySchema,
        response: replies(201, resumeVersionSchema),
      },
    },
    async (request, reply) => {
      reply.code(201);
      const saved = await service.save(request.user._id, request.params.id, request.body.name);
      return ok(saved, VERSION_MESSAGES.saved, 201);
    },
  );

  app.get(
    list.path,
    {
      onRequest: app.authenticate,
      schema: { ...entry(list), params: idParams, response: replies(200, z.array(resumeVersionSchema)) },
    },
    async (request) => ok(await service.list(request.user._id, request.params.id)),
  );

  app.get(
    get.path,
    {
      onRequest: app.authenticate,
      schema: { ...entry(get), params: versionParams, response: replies(200, document) },
    },
    async (request) => ok(await service.get(request.user._id, request.params.id, request.params.versionId)),
  );

  app.post(
    restore.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...entry(restore),
        params: versionParams,
        response: { ...replies(200, document), 409: apiConflictSchema(document) },
      },
    },
    async (request) =>
      ok(
        await service.restore(request.user._id, request.params.id, request.params.versionId),
        VERSION_MESSAGES.restored,
      ),
  );
}

export interface TrashRoutesOptions {
  tags: string[];
  /** The document as every answer shapes it, as Trash lists it, and its params `{ id }`. */
  document: z.ZodType;
  trashed: z.ZodType;
  idParams: z.ZodType<{ id: string }>;
  service: {
    trash(userId: string): Promise<unknown[]>;
    restore(userId: string, id: string): Promise<unknown>;
    destroy(userId: string, id: string): Promise<void>;
  };
  list: RouteText & { path: string };
  restore: RouteText & { path: string; message: string };
  destroy: RouteText & { path: string; message: string };
}

/** Trash: list what is in it, bring one back (422 past the account's limit), delete one for good. */
export function trashRoutes(
  app: App,
  { tags, document, trashed, idParams, service, list, restore, destroy }: TrashRoutesOptions,
) {
  const security = bearer;
  const entry = ({ summary, description }: RouteText) => ({ tags, security, summary, description });

  app.get(
    list.path,
    { onRequest: app.authenticate, schema: { ...entry(list), response: replies(200, z.array(trashed)) } },
    async (request) => ok(await service.trash(request.user._id), TRASH_MESSAGES.listed),
  );

  app.post(
    restore.path,
    {
      onRequest: app.authenticate,
      schema: { ...entry(restore), params: idParams, response: replies(200, document) },
    },
    async (request) => ok(await service.restore(request.user._id, request.params.id), restore.message),
  );

  app.delete(
    destroy.path,
    {
      onRequest: app.authenticate,
      schema: { ...entry(destroy), params: idParams, response: replies(200, z.null()) },
    },
    async (request) => {
      await service.destroy(request.user._id, request.params.id);
      return ok(null, destroy.message);
    },
  );
}

/** One route of a user's document (resumes, cover letters, applications): its path, its OpenAPI words, its service. */
interface OneRoute<Params, Body> {
  tags: string[];
  path: string;
  summary: string;
  description?: string;
  /** Texts the user sees after it (packages/schema). */
  message: string;
  params?: z.ZodType<Params>;
  body?: z.ZodType<Body>;
}

const entryOf = ({ tags, summary, description }: OneRoute<unknown, unknown>) => ({
  tags,
  security: bearer,
  summary,
  ...(description === undefined ? {} : { description }),
});

/** POST: a new document from `body` (201); past the account's limit the service refuses it (422). */
export function createRoute<Body>(
  app: App,
  route: OneRoute<never, Body> & { body: z.ZodType<Body>; document: z.ZodType },
  create: (userId: string, body: Body) => Promise<unknown>,
) {
  app.post(
    route.path,
    {
      onRequest: app.authenticate,
      schema: { ...entryOf(route), body: route.body, response: replies(201, route.document) },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await create(request.user._id, request.body as Body), route.message, 201);
    },
  );
}

/** PATCH: the fields sent; a stale `version` answers 409 with the document as it is now. */
export function updateRoute<Body>(
  app: App,
  route: OneRoute<{ id: string }, Body> & {
    params: z.ZodType<{ id: string }>;
    body: z.ZodType<Body>;
    document: z.ZodType;
  },
  update: (userId: string, id: string, body: Body) => Promise<unknown>,
) {
  app.patch(
    route.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...entryOf(route),
        params: route.params,
        body: route.body,
        response: { ...replies(200, route.document), 409: apiConflictSchema(route.document) },
      },
    },
    async (request) => ok(await update(request.user._id, request.params.id, request.body as Body), route.message),
  );
}

/** DELETE: one of my documents (to Trash, or for good where there is none); another user's answers 404. */
export function removeRoute(
  app: App,
  route: OneRoute<{ id: string }, never> & { params: z.ZodType<{ id: string }> },
  remove: (userId: string, id: string) => Promise<void>,
) {
  app.delete(
    route.path,
    {
      onRequest: app.authenticate,
      schema: { ...entryOf(route), params: route.params, response: replies(200, z.null()) },
    },
    async (request) => {
      await remove(request.user._id, request.params.id);
      return ok(null, route.message);
    },
  );
}
