import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** The settings, validated once at start (config.ts), as `app.config`; plugins that read them depend on this one. */
export default fp(
  async function config(app: FastifyInstance, { config }: { config: Config }) {
    app.decorate('config', config);
  },
  { name: 'config' },
);
