import type { Database, DatabaseHandle } from '@vitae/db';
import type { TemplateRegistry } from '@vitae/pdf';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { ReadCache } from '../lib/read-cache.ts';
import type { Secrets } from '../lib/secrets.ts';

/** What every module's services are built from: the database, the settings and the app-wide helpers. */
export interface Infrastructure {
  database: DatabaseHandle;
  db: Database;
  config: Config;
  secrets: Secrets;
  registry: TemplateRegistry;
  cache: ReadCache;
  log: Logger;
  mailer: Mailer;
}

/**
 * One capability of the server (README, Architecture): its services, and the Fastify plugins that serve them.
 * `Needs` are services of modules listed before it in modules/index.ts, `Gives` its own, merged into `app.services`.
 */
export interface ServerModule<Needs = unknown, Gives = unknown> {
  /** Its services, built once at start: they take option objects, throw domain errors and know no HTTP. */
  services?: (infrastructure: Infrastructure, needs: Needs) => Gives;
  /**
   * App-wide setup, registered unencapsulated before any module's routes: start and close hooks, and decorations
   * other modules' routes use (their rate limits).
   */
  setup?: FastifyPluginAsync;
  /** Its API routes, mounted under /api (each registers its own path below it). */
  routes?: FastifyPluginAsync;
  /** Routes outside /api, mounted after the web app (a share link's own addresses). */
  pages?: FastifyPluginAsync;
}

/** A module, typed by what its services need and give. */
export const defineModule = <Needs = unknown, Gives = unknown>(module: ServerModule<Needs, Gives>) => module;
