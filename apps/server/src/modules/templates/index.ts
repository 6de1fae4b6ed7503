import type { FastifyInstance } from 'fastify';
import { defineModule, type Infrastructure } from '../module.ts';
import templateRoutes from './template-routes.ts';
import { createTemplateService } from './templates.ts';

function services({ db, registry, config }: Infrastructure) {
  return { templates: createTemplateService({ db, registry, templatesDir: config.templatesDir }) };
}

/** At start, every template folder without a row is registered. */
async function setup(app: FastifyInstance) {
  await app.services.templates.syncRegistry();
}

async function routes(app: FastifyInstance) {
  await app.register(templateRoutes, { prefix: '/v1/admin' });
}

/** Templates: the registry of template folders, listed for everyone and added to by admins. */
export default defineModule({ services, setup, routes });
