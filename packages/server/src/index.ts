export { buildApp, SERVER_VERSION, type App, type AppOptions } from './app.js';
export { UPLOAD_LIMIT_BYTES } from './limits.js';
export { configFromEnvironment, type ServerConfig } from './config.js';
export { openDatabase, migrate, type Database, type DatabaseHandle } from './db/database.js';
export * as tables from './db/schema.js';
export { createBackofficeAccount } from './accounts/backoffice-account.js';
export { clearInactivePersonalProjects } from './accounts/inactivity.js';
