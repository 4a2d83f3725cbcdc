import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { threadScript } from '../threads/scripts.js';
import type { WorkTasks } from './tasks.js';

/** What a work thread is started with. */
export interface WorkThreadData {
  /** Modules (file URLs or package names) that register module plugins, imported before the first task. */
  pluginModules: string[];
}

export interface WorkPoolOptions {
  /** Threads at most (WORK_THREADS); default: the cores but one, at least one, at most four. */
  threads?: number | undefined;
  /** Modules that register module plugins, besides the shipped ones (tests register the throwaway module). */
  pluginModules?: readonly string[];
  /** Where the thread scripts are when running from TypeScript sources (`threads/scripts.ts`). */
  threadScripts?: string | undefined;
}

/** How a plugin module is imported: an absolute path as a file URL, a package name as it is. */
export function pluginModuleSpecifier(pluginModule: string): string {
  return pluginModule.startsWith('/') ? pathToFileURL(pluginModule).href : pluginModule;
}

/** The default number of work threads on this machine. */
export function defaultWorkThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * The server's work threads (a Piscina pool running `threads/work.ts`): reading uploaded files, importing,
 * verifying, generating and exporting run there, so that the request thread only waits for them and keeps
 * answering others. A thread starts on the first task and ends after a minute without one.
 */
export class WorkPool {
  private readonly piscina: Piscina;

  constructor(options: WorkPoolOptions = {}) {
    const threads = options.threads ?? defaultWorkThreads();
    const workerData: WorkThreadData = {
      pluginModules: (options.pluginModules ?? []).map(pluginModuleSpecifier),
    };
    this.piscina = new Piscina({
      filename: pathToFileURL(threadScript('work', options.threadScripts)).href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      workerData,
    });
  }

  /** Runs one task in a work thread. */
  run<Name extends keyof WorkTasks>(
    name: Name,
    task: Parameters<WorkTasks[Name]>[0],
  ): Promise<ReturnType<WorkTasks[Name]>> {
    return this.piscina.run(task, { name }) as Promise<ReturnType<WorkTasks[Name]>>;
  }

  /** Tasks finished since the pool started. */
  get completed(): number {
    return this.piscina.completed;
  }

  close(): Promise<void> {
    return this.piscina.destroy();
  }
}
