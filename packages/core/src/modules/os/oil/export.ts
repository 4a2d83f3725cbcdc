/**
 * Os containers → OIL. The result is an `OilFile` for `writeOil`: standard OSEK/AUTOSAR OIL
 * attributes plus the target attributes every goil target declares (task and ISR STACKSIZE, ISR
 * PRIORITY and SOURCE). The product's general settings (OS type, CPU frequency, system stack)
 * travel in the OS object's description, which OIL tools ignore and `osContainersFromOil` reads.
 */
import { defaultValueOf } from '../../../ecuc/defaults.js';
import { indexModuleDef } from '../../../ecuc/definition-index.js';
import type { ContainerValue, ParamValue } from '../../../ecuc/store-types.js';
import {
  emptyRecord,
  type OilAttributeValue,
  type OilFile,
  type OilObject,
  type OilPosition,
  type OilValue,
} from '../../../formats/oil/index.js';
import { OS_PATHS, osDefinition } from '../definition.js';
import type { OsOilGeneral } from './import.js';
import { ISR_TIMING_BUDGETS, OS_PRODUCT_SETTINGS_MARK, TASK_TIMING_BUDGETS } from './mapping.js';

/** What the export needs besides the containers; the import's `general` fits. */
export type OsOilExportGeneral = Partial<Pick<OsOilGeneral, 'cpuName' | 'osName' | 'oilVersion'>>;

/** Where exported elements "are": they have no source file. */
const EXPORTED: OilPosition = { file: '<Os>', line: 1, col: 1 };

const INTEGER_TEXT = /^-?(0[xX][0-9A-Fa-f]+|\d+)$/;
const IDENTIFIER_TEXT = /^[A-Za-z_][A-Za-z0-9_]*$/;

function attribute(name: string, value: OilValue): OilAttributeValue {
  return { name, value, position: EXPORTED, valuePosition: EXPORTED };
}

function numberValue(text: string): OilValue {
  const trimmed = text.trim();
  if (INTEGER_TEXT.test(trimmed)) {
    const negative = trimmed.startsWith('-');
    const magnitude = Number(negative ? trimmed.slice(1) : trimmed);
    return { kind: 'integer', text: trimmed, value: negative ? -magnitude : magnitude };
  }
  return { kind: 'float', text: trimmed, value: Number(trimmed) };
}

const identifier = (value: string, attributes: OilAttributeValue[] = []): OilValue => ({
  kind: 'identifier',
  value,
  attributes,
});
const boolean = (value: boolean, attributes: OilAttributeValue[] = []): OilValue => ({
  kind: 'boolean',
  value,
  attributes: value ? attributes : [],
});

function textOf(value: ParamValue | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value[0];
  return typeof value === 'boolean' ? String(value) : value;
}

function flagOf(value: ParamValue | undefined): boolean | undefined {
  const text = textOf(value)?.trim().toLowerCase();
  if (text === undefined || text === '') return undefined;
  return text === 'true' || text === '1';
}

class OsOilExporter {
  private readonly byId = new Map<string, ContainerValue>();
  private readonly children = new Map<string, ContainerValue[]>();
  private readonly index = indexModuleDef(osDefinition);
  private readonly objects = emptyRecord<Record<string, OilObject>>();
  private readonly autosar: boolean;

  constructor(
    private readonly containers: readonly ContainerValue[],
    private readonly general: OsOilExportGeneral,
  ) {
    const sorted = [...containers].sort((a, b) => a.position - b.position);
    for (const container of sorted) {
      this.byId.set(container.id, container);
      if (container.parentId !== null) {
        const list = this.children.get(container.parentId) ?? [];
        list.push(container);
        this.children.set(container.parentId, list);
      }
    }
    this.autosar = this.value(this.topLevel(OS_PATHS.os)[0], 'OsType') === 'AUTOSAR';
  }

  private topLevel(definitionPath: string): ContainerValue[] {
    return [...this.byId.values()].filter((c) => c.parentId === null && c.definitionPath === definitionPath);
  }

  private child(parent: ContainerValue, name: string): ContainerValue | undefined {
    return this.childrenOf(parent, name)[0];
  }

  private childrenOf(parent: ContainerValue, name: string): ContainerValue[] {
    const path = `${parent.definitionPath}/${name}`;
    return (this.children.get(parent.id) ?? []).filter((c) => c.definitionPath === path);
  }

  /** A parameter's stored text, or its definition default. */
  private value(container: ContainerValue | undefined, name: string): string | undefined {
    if (!container) return undefined;
    const stored = textOf(container.values[name]);
    if (stored !== undefined && stored !== '') return stored;
    const def = this.index.containers.get(container.definitionPath)?.parameterByName.get(name);
    return def ? textOf(defaultValueOf(def)) : undefined;
  }

  private flag(container: ContainerValue | undefined, name: string): boolean {
    return flagOf(this.value(container, name) ?? undefined) ?? false;
  }

  /** Short names of the targets of a reference (targets that are gone are left out). */
  private targets(container: ContainerValue | undefined, name: string): string[] {
    if (!container) return [];
    return (container.references[name] ?? []).flatMap((id) => {
      const target = this.byId.get(id);
      return target ? [target.shortName] : [];
    });
  }

  private numberAttribute(out: OilAttributeValue[], oilName: string, text: string | undefined): void {
    if (text !== undefined && text.trim() !== '') out.push(attribute(oilName, numberValue(text)));
  }

  private references(
    out: OilAttributeValue[],
    oilName: string,
    container: ContainerValue,
    name: string,
  ): void {
    for (const target of this.targets(container, name)) out.push(attribute(oilName, identifier(target)));
  }

  private addObject(type: string, name: string, attributes: OilAttributeValue[], description?: string): void {
    const byName = (this.objects[type] ??= emptyRecord<OilObject>());
    byName[name] = {
      type,
      name,
      attributes,
      definitions: [EXPORTED],
      ...(description === undefined ? {} : { description }),
    };
  }

  run(): OilFile {
    this.exportOs();
    for (const mode of this.topLevel(OS_PATHS.appMode)) this.addObject('APPMODE', mode.shortName, []);
    for (const event of this.topLevel(OS_PATHS.event)) {
      const mask = this.value(event, 'OsEventMask') ?? 'AUTO';
      this.addObject('EVENT', event.shortName, [
        attribute('MASK', mask === 'AUTO' ? { kind: 'auto' } : numberValue(mask)),
      ]);
    }
    for (const resource of this.topLevel(OS_PATHS.resource)) this.exportResource(resource);
    for (const counter of this.topLevel(OS_PATHS.counter)) this.exportCounter(counter);
    for (const task of this.topLevel(OS_PATHS.task)) this.exportTask(task);
    for (const isr of this.topLevel(OS_PATHS.isr)) this.exportIsr(isr);
    for (const alarm of this.topLevel(OS_PATHS.alarm)) this.exportAlarm(alarm);
    for (const table of this.topLevel(OS_PATHS.scheduleTable)) this.exportScheduleTable(table);
    for (const application of this.topLevel(OS_PATHS.application)) this.exportApplication(application);
    for (const spinlock of this.topLevel(OS_PATHS.spinlock)) this.exportSpinlock(spinlock);
    for (const ioc of this.topLevel(OS_PATHS.ioc)) {
      for (const communication of this.childrenOf(ioc, 'OsIocCommunication')) this.exportIoc(communication);
    }
    return {
      oilVersion: this.general.oilVersion ?? (this.autosar ? '4.0' : '2.5'),
      implementation: { name: '', objectTypes: emptyRecord() },
      application: {
        cpuName: this.general.cpuName ?? 'cpu',
        position: EXPORTED,
        objects: this.objects,
      },
      includedFiles: [],
    };
  }

  private exportOs(): void {
    const os = this.topLevel(OS_PATHS.os)[0];
    const hooks = os ? this.child(os, 'OsHooks') : undefined;
    const out: OilAttributeValue[] = [];
    out.push(attribute('STATUS', identifier(this.value(os, 'OsStatus') ?? 'EXTENDED')));
    const hook = (oilName: string, name: string) =>
      out.push(attribute(oilName, boolean(this.flag(hooks, name))));
    hook('STARTUPHOOK', 'OsStartupHook');
    hook('ERRORHOOK', 'OsErrorHook');
    hook('SHUTDOWNHOOK', 'OsShutdownHook');
    hook('PRETASKHOOK', 'OsPreTaskHook');
    hook('POSTTASKHOOK', 'OsPostTaskHook');
    out.push(attribute('USEGETSERVICEID', boolean(this.flag(os, 'OsUseGetServiceId'))));
    out.push(attribute('USEPARAMETERACCESS', boolean(this.flag(os, 'OsUseParameterAccess'))));
    out.push(attribute('USERESSCHEDULER', boolean(this.flag(os, 'OsUseResScheduler'))));
    if (this.autosar || this.flag(hooks, 'OsProtectionHook')) hook('PROTECTIONHOOK', 'OsProtectionHook');
    if (this.autosar || this.flag(os, 'OsStackMonitoring'))
      out.push(attribute('STACKMONITORING', boolean(this.flag(os, 'OsStackMonitoring'))));
    if (this.autosar)
      out.push(attribute('SCALABILITYCLASS', identifier(this.value(os, 'OsScalabilityClass') ?? 'SC1')));
    const cores = this.value(os, 'OsNumberOfCores') ?? '1';
    if (cores !== '1') this.numberAttribute(out, 'NUMBER_OF_CORES', cores);
    const settings = [
      OS_PRODUCT_SETTINGS_MARK,
      `OS_TYPE=${this.value(os, 'OsType') ?? 'OSEK'}`,
      `CPU_FREQ_MHZ=${this.value(os, 'OsCpuFrequency') ?? ''}`,
      `SYSTEM_STACK_SIZE=${this.value(os, 'OsSystemStackSize') ?? ''}`,
    ];
    this.addObject('OS', this.general.osName ?? 'config', out, settings.join(' '));
  }

  private accessing(out: OilAttributeValue[], container: ContainerValue, name: string): void {
    this.references(out, 'ACCESSING_APPLICATION', container, name);
  }

  private exportResource(resource: ContainerValue): void {
    const out: OilAttributeValue[] = [];
    const property = this.value(resource, 'OsResourceProperty') ?? 'STANDARD';
    const linked = this.targets(resource, 'OsResourceLinkedResourceRef')[0];
    out.push(
      attribute(
        'RESOURCEPROPERTY',
        identifier(
          property,
          property === 'LINKED' && linked ? [attribute('LINKEDRESOURCE', identifier(linked))] : [],
        ),
      ),
    );
    this.accessing(out, resource, 'OsResourceAccessingApplication');
    this.addObject('RESOURCE', resource.shortName, out);
  }

  private exportCounter(counter: ContainerValue): void {
    const out: OilAttributeValue[] = [];
    this.numberAttribute(out, 'MAXALLOWEDVALUE', this.value(counter, 'OsCounterMaxAllowedValue'));
    this.numberAttribute(out, 'TICKSPERBASE', this.value(counter, 'OsCounterTicksPerBase'));
    this.numberAttribute(out, 'MINCYCLE', this.value(counter, 'OsCounterMinCycle'));
    const type = this.value(counter, 'OsCounterType') ?? 'SOFTWARE';
    if (this.autosar || type !== 'SOFTWARE') out.push(attribute('TYPE', identifier(type)));
    this.numberAttribute(out, 'SECONDSPERTICK', textOf(counter.values.OsSecondsPerTick));
    this.accessing(out, counter, 'OsCounterAccessingApplication');
    this.addObject('COUNTER', counter.shortName, out);
  }

  private timingProtection(
    out: OilAttributeValue[],
    owner: ContainerValue,
    definitionName: string,
    budgets: Readonly<Record<string, string>>,
  ): void {
    const protection = this.child(owner, definitionName);
    if (!protection) return;
    const sub: OilAttributeValue[] = [];
    for (const [oilName, name] of Object.entries(budgets))
      this.numberAttribute(sub, oilName, textOf(protection.values[name]));
    out.push(attribute('TIMING_PROTECTION', boolean(true, sub)));
  }

  private exportTask(task: ContainerValue): void {
    const out: OilAttributeValue[] = [];
    this.numberAttribute(out, 'PRIORITY', this.value(task, 'OsTaskPriority'));
    this.numberAttribute(out, 'ACTIVATION', this.value(task, 'OsTaskActivation'));
    out.push(attribute('SCHEDULE', identifier(this.value(task, 'OsTaskSchedule') ?? 'FULL')));
    const autostart = this.child(task, 'OsTaskAutostart');
    const modes: OilAttributeValue[] = [];
    if (autostart) this.references(modes, 'APPMODE', autostart, 'OsTaskAppModeRef');
    out.push(attribute('AUTOSTART', boolean(autostart !== undefined, modes)));
    this.references(out, 'RESOURCE', task, 'OsTaskResourceRef');
    this.references(out, 'EVENT', task, 'OsTaskEventRef');
    this.numberAttribute(out, 'STACKSIZE', textOf(task.values.OsStacksize));
    this.accessing(out, task, 'OsTaskAccessingApplication');
    this.timingProtection(out, task, 'OsTaskTimingProtection', TASK_TIMING_BUDGETS);
    this.addObject('TASK', task.shortName, out);
  }

  private exportIsr(isr: ContainerValue): void {
    const out: OilAttributeValue[] = [];
    const category = this.value(isr, 'OsIsrCategory') === 'CATEGORY_1' ? '1' : '2';
    out.push(attribute('CATEGORY', numberValue(category)));
    this.numberAttribute(out, 'PRIORITY', textOf(isr.values.OsIsrPriority));
    this.numberAttribute(out, 'STACKSIZE', textOf(isr.values.OsStacksize));
    const source = textOf(isr.values.OsIsrInterruptSource)?.trim();
    if (source) {
      const value: OilValue = INTEGER_TEXT.test(source)
        ? numberValue(source)
        : IDENTIFIER_TEXT.test(source)
          ? identifier(source)
          : { kind: 'string', value: source };
      out.push(attribute('SOURCE', value));
    }
    this.references(out, 'RESOURCE', isr, 'OsIsrResourceRef');
    this.timingProtection(out, isr, 'OsIsrTimingProtection', ISR_TIMING_BUDGETS);
    this.addObject('ISR', isr.shortName, out);
  }

  private exportAlarm(alarm: ContainerValue): void {
    const out: OilAttributeValue[] = [];
    const counter = this.targets(alarm, 'OsAlarmCounterRef')[0];
    if (counter) out.push(attribute('COUNTER', identifier(counter)));
    const action = this.child(alarm, 'OsAlarmAction');
    const chosen = action ? (this.children.get(action.id) ?? [])[0] : undefined;
    const choice = chosen?.definitionPath.slice(chosen.definitionPath.lastIndexOf('/') + 1);
    if (chosen && choice === 'OsAlarmActivateTask') {
      const sub: OilAttributeValue[] = [];
      this.references(sub, 'TASK', chosen, 'OsAlarmActivateTaskRef');
      out.push(attribute('ACTION', identifier('ACTIVATETASK', sub)));
    } else if (chosen && choice === 'OsAlarmSetEvent') {
      const sub: OilAttributeValue[] = [];
      this.references(sub, 'TASK', chosen, 'OsAlarmSetEventTaskRef');
      this.references(sub, 'EVENT', chosen, 'OsAlarmSetEventRef');
      out.push(attribute('ACTION', identifier('SETEVENT', sub)));
    } else if (chosen && choice === 'OsAlarmCallback') {
      const name = textOf(chosen.values.OsAlarmCallbackName) ?? '';
      out.push(
        attribute(
          'ACTION',
          identifier('ALARMCALLBACK', [attribute('ALARMCALLBACKNAME', { kind: 'string', value: name })]),
        ),
      );
    } else if (chosen && choice === 'OsAlarmIncrementCounter') {
      const sub: OilAttributeValue[] = [];
      this.references(sub, 'COUNTER', chosen, 'OsAlarmIncrementCounterRef');
      out.push(attribute('ACTION', identifier('INCREMENTCOUNTER', sub)));
    }
    const autostart = this.child(alarm, 'OsAlarmAutostart');
    const sub: OilAttributeValue[] = [];
    if (autostart) {
      this.numberAttribute(sub, 'ALARMTIME', this.value(autostart, 'OsAlarmAlarmTime'));
      this.numberAttribute(sub, 'CYCLETIME', this.value(autostart, 'OsAlarmCycleTime'));
      this.references(sub, 'APPMODE', autostart, 'OsAlarmAppModeRef');
      // OIL has no autostart type: ALARMTIME is absolute; a relative start is said explicitly.
      if (this.value(autostart, 'OsAlarmAutostartType') === 'RELATIVE')
        sub.push(attribute('TYPE', identifier('RELATIVE')));
    }
    out.push(attribute('AUTOSTART', boolean(autostart !== undefined, sub)));
    this.accessing(out, alarm, 'OsAlarmAccessingApplication');
    this.addObject('ALARM', alarm.shortName, out);
  }

  private exportScheduleTable(table: ContainerValue): void {
    const out: OilAttributeValue[] = [];
    const counter = this.targets(table, 'OsScheduleTableCounterRef')[0];
    if (counter) out.push(attribute('COUNTER', identifier(counter)));
    const autostart = this.child(table, 'OsScheduleTableAutostart');
    if (autostart) {
      const type = this.value(autostart, 'OsScheduleTableAutostartType') ?? 'RELATIVE';
      const sub: OilAttributeValue[] = [];
      const start = textOf(autostart.values.OsScheduleTableStartValue);
      if (type === 'ABSOLUTE') this.numberAttribute(sub, 'START', start);
      if (type === 'RELATIVE') this.numberAttribute(sub, 'OFFSET', start);
      this.references(sub, 'APPMODE', autostart, 'OsScheduleTableAppModeRef');
      out.push(attribute('AUTOSTART', identifier(type, sub)));
    } else {
      out.push(attribute('AUTOSTART', identifier('NONE')));
    }
    const sync = this.child(table, 'OsScheduleTableSync');
    const strategy = this.value(sync, 'OsScheduleTblSyncStrategy');
    if (sync && strategy && strategy !== 'NONE') {
      const sub = [attribute('SYNC_STRATEGY', identifier(strategy))];
      this.numberAttribute(sub, 'PRECISION', textOf(sync.values.OsScheduleTblExplicitPrecision));
      out.push(attribute('LOCAL_TO_GLOBAL_TIME_SYNCHRONIZATION', boolean(true, sub)));
    } else {
      out.push(attribute('LOCAL_TO_GLOBAL_TIME_SYNCHRONIZATION', boolean(false)));
    }
    out.push(attribute('PERIODIC', boolean(this.flag(table, 'OsScheduleTableRepeating'))));
    this.numberAttribute(out, 'LENGTH', this.value(table, 'OsScheduleTableDuration'));
    for (const point of this.childrenOf(table, 'OsScheduleTableExpiryPoint')) {
      const sub: OilAttributeValue[] = [];
      this.numberAttribute(sub, 'OFFSET', this.value(point, 'OsScheduleTblExpPointOffset'));
      for (const activation of this.childrenOf(point, 'OsScheduleTableTaskActivation')) {
        const task: OilAttributeValue[] = [];
        this.references(task, 'TASK', activation, 'OsScheduleTableActivateTaskRef');
        sub.push(attribute('ACTION', identifier('ACTIVATETASK', task)));
      }
      for (const setting of this.childrenOf(point, 'OsScheduleTableEventSetting')) {
        const event: OilAttributeValue[] = [];
        this.references(event, 'TASK', setting, 'OsScheduleTableSetEventTaskRef');
        this.references(event, 'EVENT', setting, 'OsScheduleTableSetEventRef');
        sub.push(attribute('ACTION', identifier('SETEVENT', event)));
      }
      const adjustable = this.child(point, 'OsScheduleTblAdjustableExpPoint');
      const limits: OilAttributeValue[] = [];
      if (adjustable) {
        this.numberAttribute(limits, 'MAX_ADVANCE', this.value(adjustable, 'OsScheduleTableMaxShorten'));
        this.numberAttribute(limits, 'MAX_RETARD', this.value(adjustable, 'OsScheduleTableMaxLengthen'));
      }
      sub.push(attribute('ADJUSTABLE', boolean(adjustable !== undefined, limits)));
      out.push(attribute('EXPIRY_POINT', { kind: 'struct', name: point.shortName, attributes: sub }));
    }
    this.accessing(out, table, 'OsSchTblAccessingApplication');
    this.addObject('SCHEDULETABLE', table.shortName, out);
  }

  private exportApplication(application: ContainerValue): void {
    const out: OilAttributeValue[] = [];
    const functions = this.childrenOf(application, 'OsApplicationTrustedFunction').map((fn) =>
      attribute('TRUSTED_FUNCTION', identifier(textOf(fn.values.OsTrustedFunctionName) ?? fn.shortName)),
    );
    const trusted = this.flag(application, 'OsTrusted');
    if (this.flag(application, 'OsTrustedApplicationWithProtection'))
      functions.push(attribute('WITH_PROTECTION', boolean(true)));
    out.push(attribute('TRUSTED', boolean(trusted, functions)));
    const hooks = this.child(application, 'OsApplicationHooks');
    out.push(attribute('STARTUPHOOK', boolean(this.flag(hooks, 'OsAppStartupHook'))));
    out.push(attribute('SHUTDOWNHOOK', boolean(this.flag(hooks, 'OsAppShutdownHook'))));
    out.push(attribute('ERRORHOOK', boolean(this.flag(hooks, 'OsAppErrorHook'))));
    const restart = this.targets(application, 'OsRestartTask')[0];
    out.push(
      attribute(
        'HAS_RESTARTTASK',
        boolean(restart !== undefined, restart ? [attribute('RESTARTTASK', identifier(restart))] : []),
      ),
    );
    this.references(out, 'TASK', application, 'OsAppTaskRef');
    this.references(out, 'ISR', application, 'OsAppIsrRef');
    this.references(out, 'ALARM', application, 'OsAppAlarmRef');
    this.references(out, 'SCHEDULETABLE', application, 'OsAppScheduleTableRef');
    this.references(out, 'COUNTER', application, 'OsAppCounterRef');
    this.references(out, 'RESOURCE', application, 'OsAppResourceRef');
    for (const ioc of this.iocsOf(application)) out.push(attribute('IOC', identifier(ioc)));
    const core = (application.references.OsApplicationCoreRef ?? [])
      .map((id) => textOf(this.byId.get(id)?.values.EcucCoreId))
      .find((id) => id !== undefined);
    if (core !== undefined) this.numberAttribute(out, 'CORE', core);
    this.addObject('APPLICATION', application.shortName, out);
  }

  /** Names of the IOC communications an application sends or receives on (goil lists them). */
  private iocsOf(application: ContainerValue): string[] {
    const names: string[] = [];
    for (const ioc of this.topLevel(OS_PATHS.ioc)) {
      for (const communication of this.childrenOf(ioc, 'OsIocCommunication')) {
        const parties = [
          ...this.childrenOf(communication, 'OsIocSenderProperties').flatMap(
            (s) => s.references.OsIocSendingOsApplicationRef ?? [],
          ),
          ...this.childrenOf(communication, 'OsIocReceiverProperties').flatMap(
            (r) => r.references.OsIocReceivingOsApplicationRef ?? [],
          ),
        ];
        if (parties.includes(application.id)) names.push(communication.shortName);
      }
    }
    return names;
  }

  private exportSpinlock(spinlock: ContainerValue): void {
    const out: OilAttributeValue[] = [];
    this.accessing(out, spinlock, 'OsSpinlockAccessingApplication');
    this.references(out, 'SUCCESSOR', spinlock, 'OsSpinlockSuccessor');
    out.push(
      attribute('LOCKMETHOD', identifier(this.value(spinlock, 'OsSpinlockLockMethod') ?? 'LOCK_NOTHING')),
    );
    this.addObject('SPINLOCK', spinlock.shortName, out);
  }

  private exportIoc(communication: ContainerValue): void {
    const out: OilAttributeValue[] = [];
    const data = this.childrenOf(communication, 'OsIocDataProperties');
    for (const property of data) {
      const name = (property.references.OsIocDataTypeRef ?? [])[0] ?? property.shortName;
      const last = name.slice(name.lastIndexOf('/') + 1);
      out.push(
        attribute('DATATYPENAME', {
          kind: 'struct',
          name: last,
          attributes: [attribute('DATATYPEPROPERTY', identifier('DATA'))],
        }),
      );
    }
    const bufferLength = textOf(communication.values.OsIocBufferLength);
    if (bufferLength !== undefined && bufferLength !== '') {
      out.push(
        attribute('SEMANTICS', identifier('QUEUED', [attribute('BUFFER_LENGTH', numberValue(bufferLength))])),
      );
    } else {
      const initValue = data.map((d) => textOf(d.values.OsIocInitValue)).find((v) => v !== undefined);
      out.push(
        attribute(
          'SEMANTICS',
          identifier('LAST_IS_BEST', [
            attribute(
              'INIT_VALUE_SYMBOL',
              initValue === undefined ? { kind: 'auto' } : { kind: 'string', value: initValue },
            ),
          ]),
        ),
      );
    }
    for (const receiver of this.childrenOf(communication, 'OsIocReceiverProperties')) {
      const sub: OilAttributeValue[] = [];
      this.references(sub, 'RCV_OSAPPLICATION', receiver, 'OsIocReceivingOsApplicationRef');
      const pull = textOf(receiver.values.OsIocReceiverPullCB);
      sub.push(attribute('RECEIVER_PULL_CB', pull ? { kind: 'string', value: pull } : { kind: 'auto' }));
      sub.push(attribute('ACTION', identifier('NONE')));
      out.push(attribute('RECEIVER', { kind: 'struct', name: receiver.shortName, attributes: sub }));
    }
    for (const sender of this.childrenOf(communication, 'OsIocSenderProperties')) {
      const sub: OilAttributeValue[] = [];
      const id = textOf(sender.values.OsIocSenderId);
      sub.push(attribute('SENDER_ID', id ? numberValue(id) : { kind: 'auto' }));
      this.references(sub, 'SND_OSAPPLICATION', sender, 'OsIocSendingOsApplicationRef');
      out.push(attribute('SENDER', { kind: 'struct', name: sender.shortName, attributes: sub }));
    }
    this.addObject('IOC', communication.shortName, out);
  }
}

/**
 * The OIL of an Os configuration (Os containers, plus the EcuC core containers OS applications
 * refer to). Give the result to `writeOil`; `readOil` and `osContainersFromOil` read it back to
 * the same configuration.
 */
export function osContainersToOil(
  containers: readonly ContainerValue[],
  general: OsOilExportGeneral = {},
): OilFile {
  return new OsOilExporter(containers, general).run();
}
