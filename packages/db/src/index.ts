/** The db package: Drizzle schema, database handles (PGlite | node-postgres), row types and search helpers. */
export * from './schema/index';
export * from './client';
export { DataDirInUseError } from './data-dir-lock';
export * from './types';
export * from './search';
export type * from './schema/json';
export * from './notifications';
