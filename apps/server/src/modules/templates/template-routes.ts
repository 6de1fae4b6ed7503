import { addTemplateBodySchema, MESSAGES, templateSchema } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { bearer, replies } from '../../http/replies.ts';

/** /api/v1/admin: the template registry. Listing is public; adding is for admins. */
export default async function templateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { templates } = app.services;
  const tags = ['templates'];

  app.get(
    '/get-all-template',
    { schema: { tags, summary: 'Every template', response: replies(200, z.array(templateSchema)) } },
    async () => ok(await templates.list()),
  );

  app.post(
    '/add-template',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        summary: 'Register a template folder (admin only)',
        body: addTemplateBodySchema,
        response: replies(201, templateSchema),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await templates.add(request.body), MESSAGES.templateAdded, 201);
    },
  );
}
