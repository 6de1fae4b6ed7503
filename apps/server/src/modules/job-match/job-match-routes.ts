import {
  applicationIdParamsSchema,
  applicationMatchQuerySchema,
  jobMatchBodySchema,
  jobMatchOpinionSchema,
  jobMatchSchema,
  LIMITS,
} from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';

const MATCH_DESCRIPTION =
  'Reads the posting without AI (docs/job-match.md): skills and tools from the vocabulary of many fields, years of ' +
  'experience, degrees, certifications and spoken languages, each `required` unless the posting says it is nice to ' +
  'have. Each requirement has `status` `met`, `partly` (related evidence only: fewer years, a lower degree, the ' +
  "words' stems) or `not_shown`, with `evidence` `[{field, text}]`: the resume's field path (`skills.2.name`, " +
  '`experience.0.workSummary`…) and the words there. `summary` counts requirements met of the required and of the ' +
  "nice-to-have ones. Another user's resume, or a missing one, 404. Nothing is stored.";

/** The job match, under /api/v1/users. */
export default async function jobMatchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { jobMatches } = app.services;
  const tags = ['job-match'];

  app.post(
    '/job-match',
    {
      onRequest: [app.authenticate, app.jobMatchRateLimit],
      bodyLimit: LIMITS.posting * 4 + 1024,
      schema: {
        tags,
        security: bearer,
        summary: "A posting's requirements, each with the evidence of one of my resumes",
        description: `${MATCH_DESCRIPTION} A posting of at most ${LIMITS.posting} characters.`,
        body: jobMatchBodySchema,
        response: replies(200, jobMatchSchema),
      },
    },
    async (request) => ok(await jobMatches.match({ userId: request.user._id, ...request.body })),
  );

  app.get(
    '/applications/:id/match',
    {
      onRequest: [app.authenticate, app.jobMatchRateLimit],
      schema: {
        tags,
        security: bearer,
        summary: "One of my applications' posting matched against one of my resumes",
        description:
          `${MATCH_DESCRIPTION} The posting is the application's; an application without one answers 400. ` +
          "Another user's application, or a missing one, 404.",
        params: applicationIdParamsSchema,
        querystring: applicationMatchQuerySchema,
        response: replies(200, jobMatchSchema),
      },
    },
    async (request) =>
      ok(
        await jobMatches.matchApplication({
          userId: request.user._id,
          applicationId: request.params.id,
          resumeId: request.query.resumeId,
        }),
      ),
  );

  app.post(
    '/job-match/second-opinion',
    {
      onRequest: [app.authenticate, app.aiRateLimit],
      bodyLimit: LIMITS.posting * 4 + 1024,
      schema: {
        tags,
        security: bearer,
        summary: "The AI provider's view of the match, in words",
        description:
          'A few sentences from the configured AI provider on the strongest matches and the gaps, shown beside the ' +
          'offline figures and never replacing them; no score. Limited like the AI routes (AI_RATE_LIMIT_PER_MINUTE). ' +
          "503 when the server has no AI provider; 504 past AI_TIMEOUT_MS. Another user's resume 404.",
        body: jobMatchBodySchema,
        response: replies(200, jobMatchOpinionSchema),
      },
    },
    async (request) => ok(await jobMatches.secondOpinion({ userId: request.user._id, ...request.body })),
  );
}
