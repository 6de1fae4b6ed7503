import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/index.ts';
import healthRoutes from './health.ts';
import aiDictionaryRoutes from './v1/ai/dictionary.ts';
import aiWritingRoutes from './v1/ai/writing.ts';
import configRoutes from './v1/config.ts';
import pdfRoutes from './v1/pdf.ts';
import templateRoutes from './v1/admin/templates.ts';
import adminUserRoutes from './v1/admin/users.ts';
import accountRoutes from './v1/users/accounts.ts';
import exportRoutes from './v1/users/exports.ts';
import importRoutes from './v1/users/imports.ts';
import previewRoutes from './v1/users/previews.ts';
import resumeRoutes from './v1/users/resumes.ts';
import versionRoutes from './v1/users/versions.ts';
import shareRoutes from './v1/users/shares.ts';
import trashRoutes from './v1/users/trash.ts';
import publicShareRoutes from './v1/public/shares.ts';
import { PDF_LINKS_PREFIX } from '../paths.ts';

/** Every API route, under /api; folders follow the URL. */
export default async function routes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(configRoutes, { prefix: '/v1/config' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(accountRoutes, { prefix: '/v1/users' });
  await app.register(resumeRoutes, { prefix: '/v1/users' });
  await app.register(previewRoutes, { prefix: '/v1/users' });
  await app.register(exportRoutes, { prefix: '/v1/users' });
  await app.register(importRoutes, { prefix: '/v1/users' });
  await app.register(versionRoutes, { prefix: '/v1/users' });
  await app.register(trashRoutes, { prefix: '/v1/users' });
  await app.register(shareRoutes, { prefix: '/v1/users' });
  await app.register(publicShareRoutes, { prefix: '/v1/public' });
  await app.register(templateRoutes, { prefix: '/v1/admin' });
  await app.register(adminUserRoutes, { prefix: '/v1/admin' });
  await app.register(pdfRoutes, { prefix: PDF_LINKS_PREFIX });
  await app.register(aiWritingRoutes, { prefix: '/v1/ai' });
  await app.register(aiDictionaryRoutes, { prefix: '/v1/ai' });
}
