/**
 * Validate: what must hold for the generated C to compile and mean what was configured, checked
 * on the derived view model. Cross-object rules of the OS (OS0001..) run in verification; these
 * are the generator's own preconditions: C names (one per object, reserved names prefixed, see
 * reserved-names.ts), event bits, internal resources, link loops, cores and mask widths.
 */
import { coresForChip } from '../../../catalogue/chips.js';
import {
  C_IDENTIFIER,
  isReservedOsName,
  osCName,
  osCNameClashes,
  OS_RESERVED_NAMES,
} from '../reserved-names.js';
import { finding, type OsGenerationFinding } from './findings.js';
import type { OsSource, OsViewModel } from './view-model.js';

/**
 * Identifiers a configured object cannot keep as its C name: the one list OS0001 reads while editing
 * (reserved-names.ts). The generator gives such an object a prefixed C name (`osCName`).
 */
export const RESERVED_C_NAMES: ReadonlySet<string> = OS_RESERVED_NAMES;

interface NamedObject {
  kind: string;
  name: string;
  source: OsSource;
}

export function validateOsModel(model: OsViewModel): OsGenerationFinding[] {
  const findings: OsGenerationFinding[] = [];

  // ---- C names: every object becomes a C identifier of Os_Cfg.h, its name or (reserved) a prefixed
  // one; two objects with one C name are refused, as OS0001 does.
  const named: NamedObject[] = [
    ...model.appModes.map((o) => ({ kind: 'OsAppMode', name: o.name, source: o.source })),
    ...model.tasks.map((o) => ({ kind: 'OsTask', name: o.name, source: o.source })),
    ...model.isrs.map((o) => ({ kind: 'OsIsr', name: o.name, source: o.source })),
    ...model.events.map((o) => ({ kind: 'OsEvent', name: o.name, source: o.source })),
    ...model.resources
      .filter((o) => !o.implied)
      .map((o) => ({ kind: 'OsResource', name: o.name, source: o.source })),
    ...model.counters.map((o) => ({ kind: 'OsCounter', name: o.name, source: o.source })),
    ...model.alarms.map((o) => ({ kind: 'OsAlarm', name: o.name, source: o.source })),
    ...model.scheduleTables.map((o) => ({ kind: 'OsScheduleTable', name: o.name, source: o.source })),
    ...model.applications.map((o) => ({ kind: 'OsApplication', name: o.name, source: o.source })),
    ...model.spinlocks.map((o) => ({ kind: 'OsSpinlock', name: o.name, source: o.source })),
  ];
  for (const object of named)
    if (!C_IDENTIFIER.test(object.name))
      findings.push(finding('E_OsGen007', object.source, { name: object.name }));
  for (const [first, ...others] of osCNameClashes(named))
    for (const object of others)
      if (first)
        findings.push(
          finding('E_OsGen005', object.source, {
            name: osCName(object.name, object.kind),
            first: `${first.kind} ${first.source.path}`,
            second: `${object.kind} ${object.source.path}`,
          }),
        );
  // An alarm callback is a function the application writes: it keeps its name, which must be free.
  const cNames = new Set(named.filter((o) => C_IDENTIFIER.test(o.name)).map((o) => osCName(o.name, o.kind)));
  for (const alarm of model.alarms)
    if (alarm.action.kind === 'ALARMCALLBACK') {
      const callback = alarm.action.callback;
      if (!C_IDENTIFIER.test(callback))
        findings.push(finding('E_OsGen007', alarm.source, { name: callback }, 'OsAlarmCallbackName'));
      else if (isReservedOsName(callback) || cNames.has(callback))
        findings.push(finding('E_OsGen006', alarm.source, { name: callback }, 'OsAlarmCallbackName'));
    }

  // ---- events: a free bit each, no overlap within a task.
  const eventByName = new Map(model.events.map((e) => [e.name, e]));
  for (const event of model.events)
    if (event.configuredMask === undefined && event.mask === 0n)
      findings.push(
        finding('E_OsGen002', event.source, { event: event.name, tasks: event.tasks.join(', ') }),
      );
  for (const task of model.tasks) {
    const seen: { name: string; mask: bigint }[] = [];
    for (const name of task.events) {
      const event = eventByName.get(name);
      if (!event || event.mask === 0n) continue;
      const clash = seen.find((s) => s.name !== name && (s.mask & event.mask) !== 0n);
      if (clash)
        findings.push(
          finding('E_OsGen003', task.source, { task: task.name, event: name, other: clash.name }),
        );
      seen.push({ name, mask: event.mask });
    }
  }

  // ---- resources: one internal resource per task, links end at a standard resource.
  const resourceByName = new Map(model.resources.map((r) => [r.name, r]));
  for (const task of model.tasks) {
    const internal = task.resources.filter((r) => resourceByName.get(r)?.property === 'INTERNAL');
    if (internal.length > 1)
      findings.push(finding('E_OsGen010', task.source, { task: task.name, resources: internal.join(', ') }));
  }
  for (const resource of model.resources) {
    if (resource.property !== 'LINKED') continue;
    const root = resourceByName.get(resource.rootResource);
    if (!root || root.property === 'LINKED' || resource.rootResource === resource.name)
      findings.push(
        finding('E_OsGen011', resource.source, { resource: resource.name }, 'OsResourceLinkedResourceRef'),
      );
  }

  // ---- cores
  const cores = model.os.numberOfCores;
  const onCore = (kind: string, list: readonly { name: string; core: number; source: OsSource }[]): void => {
    for (const object of list)
      if (object.core >= cores)
        findings.push(
          finding('E_OsGen009', object.source, {
            object: `${kind} ${object.name}`,
            core: object.core,
            cores,
          }),
        );
  };
  onCore('OsTask', model.tasks);
  onCore('OsIsr', model.isrs);
  onCore('OsCounter', model.counters);
  onCore('OsAlarm', model.alarms);
  onCore('OsScheduleTable', model.scheduleTables);
  const chipCores = coresForChip(model.chip).length;
  if (chipCores > 0 && cores > chipCores)
    findings.push(
      finding('E_OsGen014', model.os.source, { cores, chip: model.chip, chipCores }, 'OsNumberOfCores'),
    );

  // ---- application modes fit the autostart masks
  if (model.appModes.length > 32) {
    const extra = model.appModes[32];
    if (extra) findings.push(finding('E_OsGen013', extra.source, { count: model.appModes.length }));
  }
  return findings;
}
