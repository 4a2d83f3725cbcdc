/**
 * C names of the configured objects. An object keeps its configured name in comments, name strings
 * and the README; its identifier in the generated C is `osCName` of that name (the name itself, or
 * `OsEvent_event` for an event called `event`, a name the files cannot use as is). Every emitter
 * writes object identifiers through `C_NAME`.
 */
import { osCName } from '../../reserved-names.js';
import type { OsViewModel } from '../view-model.js';

/** The C identifier of an object of each kind, from its configured name. */
export const C_NAME = {
  appMode: (name: string): string => osCName(name, 'OsAppMode'),
  task: (name: string): string => osCName(name, 'OsTask'),
  isr: (name: string): string => osCName(name, 'OsIsr'),
  event: (name: string): string => osCName(name, 'OsEvent'),
  resource: (name: string): string => osCName(name, 'OsResource'),
  counter: (name: string): string => osCName(name, 'OsCounter'),
  alarm: (name: string): string => osCName(name, 'OsAlarm'),
  scheduleTable: (name: string): string => osCName(name, 'OsScheduleTable'),
  application: (name: string): string => osCName(name, 'OsApplication'),
  spinlock: (name: string): string => osCName(name, 'OsSpinlock'),
} as const;

/**
 * How comments name an object: `OsEvent event`, and for a renamed one also its C name
 * (`OsEvent event, in C OsEvent_event`).
 */
export function objectLabel(kind: string, name: string, cName: string): string {
  return cName === name ? `${kind} ${name}` : `${kind} ${name}, in C ${cName}`;
}

/** An object the generated C calls by another name than the configured one. */
export interface RenamedObject {
  kind: string;
  name: string;
  cName: string;
}

/** The objects whose C name is not their configured name, in the order the files list them. */
export function renamedObjects(model: OsViewModel): RenamedObject[] {
  const all: [string, readonly { name: string }[], (name: string) => string][] = [
    ['OsAppMode', model.appModes, C_NAME.appMode],
    ['OsTask', model.tasks, C_NAME.task],
    ['OsIsr', model.isrs, C_NAME.isr],
    ['OsEvent', model.events, C_NAME.event],
    ['OsResource', model.resources, C_NAME.resource],
    ['OsCounter', model.counters, C_NAME.counter],
    ['OsAlarm', model.alarms, C_NAME.alarm],
    ['OsScheduleTable', model.scheduleTables, C_NAME.scheduleTable],
    ['OsApplication', model.applications, C_NAME.application],
    ['OsSpinlock', model.spinlocks, C_NAME.spinlock],
  ];
  return all.flatMap(([kind, objects, cNameOf]) =>
    objects.flatMap((o) => {
      const cName = cNameOf(o.name);
      return cName === o.name ? [] : [{ kind, name: o.name, cName }];
    }),
  );
}
