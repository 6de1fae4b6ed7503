import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SHARE_MESSAGES } from '@vitae/schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFound } from '../../lib/domain-errors.ts';
import { mayOpen, robotsHeader } from './public-share-routes.ts';
import { exportFileNames } from '../../lib/file-names.ts';

const SLUG = /^[A-Za-z0-9_-]{32}$/;

/** A link that leads nowhere is `undefined`; any other failure stays one. */
const unlessNotFound = (error: unknown): undefined => {
  if (error instanceof NotFound) return undefined;
  throw error;
};

/** RFC 5987's encoding of a header parameter: UTF-8, percent-encoded but for its attr-chars. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A share link's own addresses, outside /api: `/r/<slug>` is the web app's public page (the SPA, with the owner's
 * indexing choice as X-Robots-Tag), `/r/<slug>.pdf` the PDF. A password-protected link's PDF, asked for without the
 * password given, sends the browser to the page, which asks for it.
 */
export default async function sharePageRoutes(app: FastifyInstance) {
  const { shares, pdfs, resumes } = app.services;

  app.get<{ Params: { file: string } }>(
    '/r/:file',
    { onRequest: app.shareRateLimit.view, schema: { hide: true } },
    async (request, reply: FastifyReply) => {
      const { file } = request.params;
      const isPdf = file.endsWith('.pdf');
      const slug = isPdf ? file.slice(0, -'.pdf'.length) : file;
      const shared = SLUG.test(slug) ? await shares.open(slug).catch(unlessNotFound) : undefined;
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
      if (!(await mayOpen(app, request, slug))) return reply.redirect(`/r/${slug}`, 303);
      const resume = await resumes.get(shared.ownerId, shared.resumeId);
      const { pdf } = await pdfs.storedResumePdf(shared.ownerId, shared.resumeId);
      await shares.countDownload(slug);
      const { ascii, full } = exportFileNames(resume.fullName, resume.resumeTitle, 'pdf');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(full)}`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );
}
