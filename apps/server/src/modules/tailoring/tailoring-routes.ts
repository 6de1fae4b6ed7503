import {
  applicationIdParamsSchema,
  resumeSchema,
  TAILOR_MESSAGES,
  TAILOR_DECISIONS,
  tailorBodySchema,
  tailorDecisionBodySchema,
  tailoringStateSchema,
  tailorProposalParamsSchema,
  tailorResultSchema,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';

const decidedMessages = {
  accepted: TAILOR_MESSAGES.accepted,
  rejected: TAILOR_MESSAGES.rejected,
  open: TAILOR_MESSAGES.undone,
} as const;

/** Tailoring one of my resumes for one of my applications, under /api/v1/users (docs/tailoring.md). */
export default async function tailoringRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tailoring } = app.services;
  const tags = ['tailoring'];
  const security = bearer;
  // Only a tailoring that asks the AI provider counts against the AI rate limit.
  const onRequest = app.config.ai.provider === 'offline' ? [app.authenticate] : [app.authenticate, app.aiRateLimit];

  app.post(
    '/applications/:id/tailor',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Tailor one of my resumes for one of my applications',
        description:
          'Creates a variant of the resume (a copy titled "… — company", `masterId` the resume\'s `_id`, counted ' +
          'against MAX_RESUMES_PER_USER: 422 past it) and proposes edits: the order of sections, of skills and of ' +
          "each job's bullets by the posting's terms (offline), and, with an AI provider, rephrased summary and " +
          'bullets. Every proposal passes the evidence lock: one that adds an employer, title, date, number, degree, ' +
          'certification or skill the resume does not have is in `dropped` with its reason, never in `proposals`. ' +
          'Nothing is applied: the client PATCHes the variant for each proposal the user accepts. The master is never ' +
          "changed. Another user's application or resume answers 404.",
        params: applicationIdParamsSchema,
        body: tailorBodySchema,
        response: replies(201, tailorResultSchema.extend({ variant: resumeSchema })),
      },
    },
    async (request, reply) => {
      const result = await tailoring.tailor(request.user._id, request.params.id, request.body.resumeId);
      reply.code(201);
      return ok(result, TAILOR_MESSAGES.created, 201);
    },
  );

  app.get(
    '/applications/:id/tailor',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The last tailoring of one of my applications, with its variant and the choices I've made",
        description:
          '404 when the application was never tailored or its variant has been deleted; `decisions` names each ' +
          'proposal accepted or rejected (one not named is open).',
        params: applicationIdParamsSchema,
        response: replies(200, tailoringStateSchema.extend({ variant: resumeSchema })),
      },
    },
    async (request) => ok(await tailoring.get(request.user._id, request.params.id)),
  );

  app.post(
    '/applications/:id/tailor/:proposalId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Record my choice on one tailoring proposal',
        description:
          `\`decision\`: one of ${TAILOR_DECISIONS.join(', ')} (\`open\` takes a choice back: undo). Only the choice ` +
          'is recorded: the client applies or undoes the edit itself by PATCHing the variant with its version. 404 ' +
          'for a proposal the last tailoring does not have.',
        params: tailorProposalParamsSchema,
        body: tailorDecisionBodySchema,
        response: replies(200, z.object({ decisions: z.record(z.string(), z.enum(TAILOR_DECISIONS)) })),
      },
    },
    async (request) => {
      const { id, proposalId } = request.params;
      const { decision } = request.body;
      const decisions = await tailoring.decide(request.user._id, id, proposalId, decision);
      return ok({ decisions }, decidedMessages[decision]);
    },
  );
}
