import type { DatabaseHandle } from '@vitae/db';
import type { TemplateRegistry } from '@vitae/pdf';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createMailer } from '../lib/mailer.ts';
import { readCacheFor } from '../lib/read-cache.ts';
import { resolveSecrets } from '../lib/secrets.ts';
import { createServices, type Services } from '../modules/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

interface ServicesOptions {
  config: Config;
  database: DatabaseHandle;
  registry: TemplateRegistry;
}

/**
 * Migrates the database, settles the secrets and builds every module's services (modules/index.ts). Nothing heavy
 * starts here: the PDF workers start on the first render, an import's reader with the first import, Harper on the
 * first check.
 */
export default fp(
  async function services(app: FastifyInstance, { config, database, registry }: ServicesOptions) {
    await database.migrate();
    const secrets = await resolveSecrets(database.db, config.secrets);
    const cache = readCacheFor(database, app.log);
    const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: app.log });
    app.addHook('onClose', () => mailer.close());
    app.decorate(
      'services',
      createServices({ database, db: database.db, config, secrets, registry, cache, log: app.log, mailer }),
    );
  },
  { name: 'services', dependencies: ['config'] },
);
