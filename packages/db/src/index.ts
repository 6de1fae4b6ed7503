export * from './changes.ts';
export * from './client.ts';
export { DataDirInUseError } from './data-dir-lock.ts';
export * from './schema.ts';
export { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
