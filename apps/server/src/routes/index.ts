import type { FastifyInstance } from 'fastify';
import authRoutes from '../modules/accounts/auth-routes.ts';
import healthRoutes from '../modules/health/health-routes.ts';
import aiDictionaryRoutes from '../modules/writing-help/dictionary-routes.ts';
import aiWritingRoutes from '../modules/writing-help/writing-routes.ts';
import configRoutes from '../modules/config/config-routes.ts';
import pdfRoutes from '../modules/resumes/pdf-link-routes.ts';
import templateRoutes from '../modules/templates/template-routes.ts';
import adminUserRoutes from '../modules/admin/admin-user-routes.ts';
import accountRoutes from '../modules/accounts/account-routes.ts';
import exportRoutes from '../modules/export/export-routes.ts';
import importRoutes from '../modules/import/import-routes.ts';
import previewRoutes from '../modules/resumes/preview-routes.ts';
import resumeRoutes from '../modules/resumes/resume-routes.ts';
import versionRoutes from '../modules/resumes/version-routes.ts';
import shareRoutes from '../modules/sharing/share-routes.ts';
import trashRoutes from '../modules/resumes/trash-routes.ts';
import publicShareRoutes from '../modules/sharing/public-share-routes.ts';
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
