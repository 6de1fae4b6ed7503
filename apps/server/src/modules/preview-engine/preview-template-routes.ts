import { previewTemplateQuerySchema, previewTemplateSchema } from '@vitae/schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { matchesEtag } from '../../http/etag.ts';
import { bearer, replies } from '../../http/replies.ts';

/** A template's Typst sources for the editor's browser-compiled preview, under /api/v1/users. */
export default async function previewTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { previewEngine } = app.services;

  app.get(
    '/preview-template',
    {
      // A cacheable read, revalidated by its ETag: the normal authenticated reads' limits, not the previews' quota.
      onRequest: app.authenticate,
      schema: {
        tags: ['resumes'],
        security: bearer,
        summary: 'The Typst sources of a template, for compiling its preview in the browser',
        description:
          'The template generate-resume renders `templateId` with (absent: the default template; an unknown one ' +
          "answers generate-resume's 400). `files` are `shared.typ` and every `.typ` file of the template's folder, " +
          'their paths relative to the templates folder with `/` (`classic/template.typ`). `families` are the ' +
          'families of GET /api/v1/preview-fonts these files name, the fonts of a script left out (a client adds ' +
          "those for text with the script's letters). `revision` changes whenever the template, the shared file, " +
          'the fonts or ' +
          'the compiler change; it is the `ETag` (quoted), and `If-None-Match` naming it answers 304 with no body. ' +
          '`Cache-Control: private, no-cache`.',
        querystring: previewTemplateQuerySchema,
        response: replies(200, previewTemplateSchema),
      },
    },
    async (request, reply) => {
      const { revision, read } = await previewEngine.template(request.query.templateId);
      const etag = `"${revision}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      // 304 has no body, which the 200 schema's typing of send() does not allow for.
      if (matchesEtag(request.headers['if-none-match'], etag)) return (reply as FastifyReply).code(304).send();
      return ok(await read());
    },
  );
}
