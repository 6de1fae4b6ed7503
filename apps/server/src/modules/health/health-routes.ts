import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/replies.ts';

const healthSchema = z.object({ status: z.literal('ok') });

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Liveness',
        response: { 200: replies(200, healthSchema)[200].extend({ status: z.literal('ok') }) },
      },
    },
    async () => ({ ...ok({ status: 'ok' as const }), status: 'ok' as const }),
  );
}
