import { LIMITS } from '@vitae/schema';
import type { FastifyInstance } from 'fastify';
import { defineModule, type Infrastructure } from '../module.ts';
import applicationRoutes from './application-routes.ts';
import { createApplicationService } from './applications.ts';

function services({ db, config }: Infrastructure) {
  return { applications: createApplicationService({ db, maxPerUser: LIMITS.applicationsPerUser, now: config.now }) };
}

async function routes(app: FastifyInstance) {
  await app.register(applicationRoutes, { prefix: '/v1/users' });
}

/**
 * Applications: the postings a user applies to, their stages and steps, frozen copies of what was sent, CSV import
 * and export, calendar files and insights (docs/applications.md).
 */
export default defineModule({ services, routes });
