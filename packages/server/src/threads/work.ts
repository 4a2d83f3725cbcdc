/**
 * A work thread of the server (`work/pool.ts`): the shipped module plugins, and any the server was started
 * with, registered here as in the request thread; each export is one task of `work/tasks.ts`.
 */
import { workerData } from 'piscina';
import '@ecuc/core/modules';
import { WORK_TASKS } from '../work/tasks.js';
import type { WorkThreadData } from '../work/pool.js';

const data = workerData as WorkThreadData | undefined;
for (const pluginModule of data?.pluginModules ?? []) await import(pluginModule);

export const importFile = WORK_TASKS.importFile;
export const verify = WORK_TASKS.verify;
export const generate = WORK_TASKS.generate;
export const exportEcucValues = WORK_TASKS.exportEcucValues;
export const exportFile = WORK_TASKS.exportFile;
export const importArxml = WORK_TASKS.importArxml;
export const vendorDefinition = WORK_TASKS.vendorDefinition;
export const readBus = WORK_TASKS.readBus;
export const checkBus = WORK_TASKS.checkBus;
