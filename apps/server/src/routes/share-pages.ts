import { SHARE_MESSAGES } from '@vitae/schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../errors.ts';
import { mayOpen, robotsHeader } from './v1/public/shares.ts';
import { exportFileNames } from '../services/resume-export/file-name.ts';

const SLUG = /^[A-Za-z0-9_-]{32}$/;

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
      const slug = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : file;
      if (!SLUG.test(slug)) throw notFound(SHARE_MESSAGES.notFound);
      const shared = await shares.open(slug);
      reply.header('x-robots-tag', robotsHeader(shared.indexable));
      if (!file.endsWith('.pdf')) {
        if (typeof reply.sendFile !== 'function') throw notFound(SHARE_MESSAGES.notFound);
        return reply.type('text/html').sendFile('index.html');
      }
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
