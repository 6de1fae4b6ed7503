export * from './changes.ts';
export * from './client.ts';
export { DataDirInUseError } from './data-dir-lock.ts';
export * from './schema.ts';
export { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
