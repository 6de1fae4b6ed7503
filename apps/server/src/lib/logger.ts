/** The app's logger (pino, through Fastify) as services write to it: a type only, so that they import no Fastify. */
export type { FastifyBaseLogger as Logger } from 'fastify';
