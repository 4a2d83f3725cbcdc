import { join, resolve } from 'node:path';

/** Everything the server reads from its environment, with the defaults of the README. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailOutbox: string;
  mailFrom: string;
  trustProxy: boolean;
  logLevel: string;
  /** Folder of the built web app served at `/`. */
  webDir: string;
  docsUrl: string;
  /** A back-office account made (or confirmed) at start: BACKOFFICE_EMAIL and BACKOFFICE_PASSWORD. */
  backoffice: { email: string; password: string } | undefined;
  footer: { company: string; contact: string; address: string; registrationNumbers: string[] };
  /** Requests one process works on at once before it answers 503 + Retry-After (MAX_IN_FLIGHT). */
  maxInFlight?: number;
  /** Work threads at most (WORK_THREADS); default: the cores but one, at least one, at most four. */
  workThreads?: number;
  /**
   * Modules that register module plugins beyond the shipped ones (ECUC_PLUGINS, comma-separated paths or
   * package names), imported at start by the server and by each work thread.
   */
  pluginModules: string[];
}

export function configFromEnvironment(env: NodeJS.ProcessEnv, repoRoot: string): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailOutbox: resolve(env.MAIL_OUTBOX ?? join(dataDir, 'outbox')),
    mailFrom: env.MAIL_FROM ?? 'ECUC Studio <no-reply@ecuc.studio>',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    ...(env.MAX_IN_FLIGHT && Number(env.MAX_IN_FLIGHT) > 0 ? { maxInFlight: Number(env.MAX_IN_FLIGHT) } : {}),
    ...(env.WORK_THREADS && Number(env.WORK_THREADS) > 0 ? { workThreads: Number(env.WORK_THREADS) } : {}),
    pluginModules: (env.ECUC_PLUGINS ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter((m) => m !== ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDir: resolve(env.WEB_DIR ?? join(repoRoot, 'packages', 'web', 'dist')),
    docsUrl: env.DOCS_URL ?? 'https://docs.ecuc.studio/',
    backoffice:
      env.BACKOFFICE_EMAIL && env.BACKOFFICE_PASSWORD
        ? { email: env.BACKOFFICE_EMAIL, password: env.BACKOFFICE_PASSWORD }
        : undefined,
    footer: {
      company: env.FOOTER_COMPANY ?? 'ECUC Studio',
      contact: env.FOOTER_CONTACT ?? 'support@ecuc.studio',
      address: env.FOOTER_ADDRESS ?? '—',
      registrationNumbers: (env.FOOTER_REGISTRATION ?? '').split(';').filter((s) => s.trim() !== ''),
    },
  };
}
