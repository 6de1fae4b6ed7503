import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SHARE_MESSAGES } from '@vitae/schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { attachment } from '../../http/attachment.ts';
import { NotFound } from '../../lib/domain-errors.ts';
import { robotsHeader, SHARE_PAGES_PREFIX, shareAccessCookie, sharePagePath } from './share-http.ts';

const SLUG = /^[A-Za-z0-9_-]{32}$/;

/** A link that leads nowhere is `undefined`; any other failure stays one. */
const unlessNotFound = (error: unknown): undefined => {
  if (error instanceof NotFound) return undefined;
  throw error;
};

/**
 * A share link's own addresses, outside /api: `/r/<slug>` is the web app's public page (the SPA, with the owner's
 * indexing choice as X-Robots-Tag), `/r/<slug>.pdf` the PDF. A password-protected link's PDF, asked for without the
 * password given, sends the browser to the page, which asks for it.
 */
export default async function sharePageRoutes(app: FastifyInstance) {
  const { shares, sharedResumes } = app.services;

  app.get<{ Params: { file: string } }>(
    `${SHARE_PAGES_PREFIX}/:file`,
    { onRequest: app.shareRateLimit.view, schema: { hide: true } },
    async (request, reply: FastifyReply) => {
      const { file } = request.params;
      const isPdf = file.endsWith('.pdf');
      const slug = isPdf ? file.slice(0, -'.pdf'.length) : file;
      const token = request.cookies[shareAccessCookie(slug)];
      const shared = SLUG.test(slug) ? await shares.visit(slug, token).catch(unlessNotFound) : undefined;
      reply.header('x-robots-tag', robotsHeader(shared?.indexable ?? false));
      if (!isPdf) {
        if (typeof reply.sendFile !== 'function') throw new NotFound(SHARE_MESSAGES.notFound);
        if (shared) return reply.type('text/html').sendFile('index.html');
        // The web app's page says the link leads nowhere; the status says it to crawlers and scripts. Sent whole: a
        // reload's conditional request must not turn it into an empty 404.
        const page = await readFile(path.join(app.config.webDistDir!, 'index.html'));
        return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
      }
      if (!shared) throw new NotFound(SHARE_MESSAGES.notFound);
      if (!shared.mayOpen) return reply.redirect(sharePagePath(slug), 303);
      const { pdf, fileName } = await sharedResumes.pdf(shared);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );
}
