import {
  createResumeBodySchema,
  generatedPdfSchema,
  generateResumeBodySchema,
  LIMITS,
  MESSAGES,
  resumeIdParamsSchema,
  resumeListQuerySchema,
  resumeSchema,
  updateResumeBodySchema,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { removeRoute, updateRoute } from '../../http/document-routes.ts';
import { bearer, replies } from '../../http/replies.ts';

/** The signed-in user's resumes under /api/v1/users; another user's id answers 404 like a missing one. */
export default async function resumeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { resumes, resumeEdits, pdfs } = app.services;
  const tags = ['resumes'];
  const security = bearer;

  app.post(
    '/create-user-resume',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Create a resume',
        description: 'An account keeps at most MAX_RESUMES_PER_USER resumes (200 by default): one more answers 422.',
        body: createResumeBodySchema,
        response: replies(201, resumeSchema),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await resumes.create(request.user, request.body), MESSAGES.resumeCreated, 201);
    },
  );

  app.post(
    '/duplicate-resume/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Copy one of my resumes',
        description:
          'The copy has every section and the template of the original, the title "… (copy)" (the original title ' +
          `shortened to stay within ${LIMITS.resumeTitle} characters) and version 1. Another user's resume answers ` +
          '404; past MAX_RESUMES_PER_USER resumes, 422.',
        params: resumeIdParamsSchema,
        response: replies(201, resumeSchema),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await resumes.duplicate(request.user._id, request.params.id), MESSAGES.resumeDuplicated, 201);
    },
  );

  app.get(
    '/user-resumes/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My resumes, newest update first, one page at a time',
        description:
          `Without \`page\`/\`pageSize\`, the first ${LIMITS.resumesPageSize} (every resume, at the default limit). ` +
          "The answer is the page's array; `X-Total-Count` says how many resumes there are in all.",
        querystring: resumeListQuerySchema,
        response: replies(200, z.array(resumeSchema)),
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const listed = await resumes.page(request.user._id, page, pageSize);
      reply.header('x-total-count', String(listed.total));
      return ok(listed.resumes);
    },
  );

  app.get(
    '/get-user-resume/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One of my resumes',
        params: resumeIdParamsSchema,
        response: replies(200, resumeSchema),
      },
    },
    async (request) => ok(await resumes.get(request.user._id, request.params.id)),
  );

  updateRoute(
    app,
    {
      tags,
      path: '/update-resume-details/:id',
      summary: 'Change any subset of the fields; only those sent change',
      description:
        "Every write raises the resume's `version` by one. Send the `version` you edited to write only if nobody " +
        'else has written since (another tab, another device): otherwise 409, nothing changes, and `data` holds ' +
        'the resume as it is now. Without `version` the write always happens.',
      params: resumeIdParamsSchema,
      body: updateResumeBodySchema,
      document: resumeSchema,
      message: MESSAGES.resumeUpdated,
    },
    resumeEdits.update,
  );

  removeRoute(
    app,
    {
      tags,
      path: '/delete-resume/:id',
      summary: 'Delete one of my resumes',
      params: resumeIdParamsSchema,
      message: MESSAGES.resumeDeleted,
    },
    resumeEdits.remove,
  );

  app.post(
    '/generate-resume',
    {
      onRequest: [app.authenticate, app.renderRateLimit],
      schema: {
        tags,
        security,
        summary: 'Render the resume sent (with its templateId, or the default) and answer a signed, expiring PDF link',
        description:
          '`_id` names which of my resumes this is (404 if it is not mine): its new PDF replaces its previous one, ' +
          'and a newer request for it replaces an older one still waiting (both get the newer link). Without `_id` ' +
          'the render is my draft. Renders wait their turn per user, one running per user. 422 past ' +
          `${LIMITS.pdfMaxPages} pages or ${LIMITS.pdfMaxTextBytes / 1_048_576} MB of text, 429 past the per-user ` +
          'quota (RENDER_RATE_LIMIT_PER_MINUTE, with Retry-After), 503 when the queue is full or the render ran ' +
          'past PDF_RENDER_TIMEOUT_MS (it is stopped).',
        body: generateResumeBodySchema,
        response: replies(200, generatedPdfSchema),
      },
    },
    async (request) => ok(await pdfs.generate(request.user._id, request.body), MESSAGES.pdfGenerated),
  );
}
