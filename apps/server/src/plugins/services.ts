import type { DatabaseHandle } from '@vitae/db';
import type { TemplateRegistry } from '@vitae/pdf';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createServices, type Services } from '../modules/index.ts';
import { resolveSecrets } from '../lib/secrets.ts';

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

/** Migrates the database, settles the secrets, registers the template folders and builds the services. */
export default fp(
  async function services(app: FastifyInstance, { config, database, registry }: ServicesOptions) {
    await database.migrate();
    const secrets = await resolveSecrets(database.db, config.secrets);
    const built = createServices({ database, config, secrets, registry, log: app.log });
    await built.templates.syncRegistry();
    app.decorate('services', built);
    app.addHook('onClose', () => built.pdfs.close());
    app.addHook('onClose', () => built.resumeImports.close());
    // Resumes 30 days in Trash go by themselves: looked for at start and every hour (and whenever Trash is read).
    const purgeTrash = () =>
      void built.resumes
        .purgeExpired()
        .catch((error: unknown) => app.log.warn({ err: error }, 'Emptying Trash failed'));
    const trashTimer = setInterval(purgeTrash, 60 * 60 * 1000).unref();
    app.addHook('onReady', async () => purgeTrash());
    app.addHook('onClose', async () => clearInterval(trashTimer));
    // Nothing heavy starts with the server: the PDF workers start on the first render, an import's reader with the
    // first import, Harper on the first check.
  },
  { name: 'services', dependencies: ['config'] },
);
