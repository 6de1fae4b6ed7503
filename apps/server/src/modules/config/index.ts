import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module.ts';
import configRoutes from './config-routes.ts';

async function routes(app: FastifyInstance) {
  await app.register(configRoutes, { prefix: '/v1/config' });
}

/** The public settings the web app reads at start. */
export default defineModule({ routes });
