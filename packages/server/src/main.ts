import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { buildApp } from './app.js';
import { configFromEnvironment } from './config.js';

/** Starts the server on PORT/HOST with the database of DATA_DIR or DATABASE_URL; stops cleanly on SIGTERM/SIGINT. */
async function start(): Promise<void> {
  const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  const config = configFromEnvironment(process.env, repoRoot);
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.fastify.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.fastify.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.fastify.listen({ port: config.port, host: config.host });
  app.fastify.log.info(
    { database: app.services.database.kind, dataDir: config.dataDir },
    `ECUC Studio listening on http://${config.host}:${config.port}`,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
