import { DESIGN_OPTIONS, publicConfigSchema, UI_LANGUAGE_OPTIONS } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { replies } from '../../http/replies.ts';

/** GET /api/v1/config: the public settings the web app needs (design options included), and no secret. */
export default async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      schema: { tags: ['meta'], summary: 'Public settings the page needs', response: replies(200, publicConfigSchema) },
    },
    async () => {
      const templates = (await app.services.templates.list()).map(({ _id, name, folderName }) => ({
        _id,
        name,
        folderName,
      }));
      return ok({
        googleClientId: app.config.google.clientId ?? null,
        signUp: app.config.signUp.mode,
        setupRequired: app.config.signUp.setupToken !== undefined && !(await app.services.users.anyAccount()),
        aiProvider: app.config.ai.provider,
        languages: UI_LANGUAGE_OPTIONS,
        design: { ...DESIGN_OPTIONS, templates },
      });
    },
  );
}
