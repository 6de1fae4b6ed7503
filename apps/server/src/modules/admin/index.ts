import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module.ts';
import adminUserRoutes from './admin-user-routes.ts';

async function routes(app: FastifyInstance) {
  await app.register(adminUserRoutes, { prefix: '/v1/admin' });
}

/** Administration: the accounts and their roles, for admins (the accounts module's services). */
export default defineModule({ routes });
