export { type BootedDatabase, type BootOptions, bootDatabase } from './boot.ts';
export {
  connectDatabase,
  type Database,
  type DatabaseHandle,
  ensureDatabaseExists,
  poolOf,
} from './client.ts';
export {
  DEFAULT_EMBEDDED_PORT,
  type EmbeddedDatabase,
  isPortFree,
  socketDirFor,
  startEmbeddedPostgres,
  withDatabase,
} from './embedded.ts';
export { migrationsFolder, runMigrations } from './migrate.ts';
export * as schema from './schema/index.ts';
export { databaseStartupError, describeUrl, StartupError } from './startup-error.ts';
