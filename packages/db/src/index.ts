export * from './changes.ts';
export * from './client.ts';
export * from './schema.ts';
export { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
