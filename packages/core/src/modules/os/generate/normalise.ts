/**
 * Normalise: a project's Os containers (and the EcuC cores they point at) read into the view
 * model. Container ids become object names, parameter texts become numbers, choice containers
 * become tagged actions, defaults come from the definition. Which application owns an object and
 * which core an application runs on come from the Os view (`OS_VIEW`), as the OS checks and the
 * reference pickers see them. What cannot be read (a reference to no container, a number out of the
 * generator's range) is a finding, never an exception.
 */
import { resolveModuleTree, type ResolvedContainer } from '../../../ecuc/tree.js';
import type { ContainerValue, ParamValue, ProjectSnapshot } from '../../../ecuc/store-types.js';
import type { ModuleDef } from '../../../ecuc/types.js';
import { viewOfSnapshot } from '../../../verify/views.js';
import { ECUC_MODULE } from '../../ecuc/index.js';
import { OS_PATHS } from '../definition.js';
import { OS_VIEW, type OsView } from '../view.js';
import { finding, type OsGenerationFinding } from './findings.js';
import type {
  OsAlarmAction,
  OsSource,
  OsViewAlarm,
  OsViewApplication,
  OsViewCounter,
  OsViewEvent,
  OsViewExpiryPoint,
  OsViewIsr,
  OsViewModel,
  OsViewOs,
  OsViewResource,
  OsViewScheduleTable,
  OsViewSpinlock,
  OsViewTask,
} from './view-model.js';

const UINT32_MAX = 0xffffffffn;
const UINT64_MAX = 0xffffffffffffffffn;

export interface NormaliseResult {
  model: OsViewModel;
  findings: OsGenerationFinding[];
}

/** Parses an integer text (decimal, 0x hex, 0b binary); undefined when it is none. */
export function parseIntegerText(text: string): bigint | undefined {
  const t = text.trim();
  if (!/^(0[xX][0-9a-fA-F]+|0[bB][01]+|[+-]?[0-9]+)$/.test(t)) return undefined;
  try {
    return BigInt(t.replace(/^\+/, ''));
  } catch {
    return undefined;
  }
}

const osDefinitions = new WeakMap<ModuleDef, readonly ModuleDef[]>();

/** The definitions the Os view of a snapshot is computed with: the Os module and the EcuC it reads. */
function definitionsFor(osModule: ModuleDef): readonly ModuleDef[] {
  let definitions = osDefinitions.get(osModule);
  if (!definitions) {
    definitions = [osModule, ECUC_MODULE];
    osDefinitions.set(osModule, definitions);
  }
  return definitions;
}

/** Reads the Os containers of one project. */
class OsReader {
  readonly findings: OsGenerationFinding[] = [];
  private readonly byDefinition = new Map<string, ResolvedContainer[]>();
  private readonly nodes: Map<string, ResolvedContainer>;
  private readonly view: OsView;

  constructor(
    private readonly snapshot: ProjectSnapshot,
    module: ModuleDef,
    definitions: readonly ModuleDef[],
  ) {
    this.view = viewOfSnapshot(snapshot, definitions, OS_VIEW);
    const tree = resolveModuleTree(snapshot.containers, module);
    this.nodes = tree.byId;
    const walk = (list: readonly ResolvedContainer[]): void => {
      for (const node of list) {
        const key = node.value.definitionPath;
        const bucket = this.byDefinition.get(key) ?? [];
        bucket.push(node);
        this.byDefinition.set(key, bucket);
        walk(node.children);
      }
    };
    walk(tree.containers);
  }

  of(definitionPath: string): readonly ResolvedContainer[] {
    return this.byDefinition.get(definitionPath) ?? [];
  }

  child(node: ResolvedContainer, definitionPath: string): ResolvedContainer | undefined {
    return node.children.find((c) => c.value.definitionPath === definitionPath);
  }

  children(node: ResolvedContainer, definitionPath: string): ResolvedContainer[] {
    return node.children.filter((c) => c.value.definitionPath === definitionPath);
  }

  source(node: ResolvedContainer): OsSource {
    return { containerId: node.value.id, path: node.path };
  }

  text(node: ResolvedContainer, param: string): string | undefined {
    const value: ParamValue | undefined = node.values[param];
    if (value === undefined || value === null) return undefined;
    if (Array.isArray(value)) return value[0];
    return typeof value === 'boolean' ? String(value) : value;
  }

  flag(node: ResolvedContainer, param: string, fallback = false): boolean {
    const value = node.values[param];
    if (typeof value === 'boolean') return value;
    if (typeof value === 'string') return value === 'true' || value === '1';
    return fallback;
  }

  /** An integer parameter within min..max; a finding (and `fallback`) otherwise. */
  integer(node: ResolvedContainer, param: string, fallback: bigint, min = 0n, max = UINT64_MAX): bigint {
    const text = this.text(node, param);
    if (text === undefined || text.trim() === '') return fallback;
    const value = parseIntegerText(text);
    if (value === undefined || value < min || value > max) {
      this.findings.push(
        finding(
          'E_OsGen008',
          this.source(node),
          { object: node.value.shortName, param, value: text, min: min.toString(), max: max.toString() },
          param,
        ),
      );
      return fallback;
    }
    return value;
  }

  /** A number that fits a JavaScript number (priorities, activations, stack sizes). */
  smallInteger(node: ResolvedContainer, param: string, fallback: number, max = UINT32_MAX): number {
    return Number(this.integer(node, param, BigInt(fallback), 0n, max));
  }

  private target(id: string): ContainerValue | undefined {
    return this.nodes.get(id)?.value ?? this.snapshot.containers.find((c) => c.id === id);
  }

  /** Short names of the containers a reference points at; unresolved targets are findings. */
  refs(node: ResolvedContainer, reference: string): string[] {
    const out: string[] = [];
    for (const id of node.value.references[reference] ?? []) {
      const target = this.target(id);
      if (target) out.push(target.shortName);
      else
        this.findings.push(
          finding('E_OsGen001', this.source(node), { object: node.value.shortName, reference }, reference),
        );
    }
    return out;
  }

  ref(node: ResolvedContainer, reference: string): string | undefined {
    return this.refs(node, reference)[0];
  }

  /** A mandatory reference: a missing one is a finding; answers '' then. */
  requiredRef(node: ResolvedContainer, reference: string): string {
    const target = this.ref(node, reference);
    if (target !== undefined) return target;
    if ((node.value.references[reference] ?? []).length === 0)
      this.findings.push(
        finding('E_OsGen001', this.source(node), { object: node.value.shortName, reference }, reference),
      );
    return '';
  }

  /** Whether a reference target exists. */
  exists(id: string): boolean {
    return this.target(id) !== undefined;
  }

  /** Short name of the application owning the object (the Os view's ownership). */
  applicationOf(node: ResolvedContainer): string | undefined {
    return this.view.applicationOf(node.value)?.shortName;
  }

  /** The core of an application (the Os view's: EcucCoreId of its OsApplicationCoreRef). */
  coreOfApplication(node: ResolvedContainer): number {
    return Number(this.view.coreOfApplication(node.value));
  }
}

const SCALABILITY: Record<string, number> = { SC1: 1, SC2: 2, SC3: 3, SC4: 4 };

function readOs(reader: OsReader, node: ResolvedContainer | undefined): OsViewOs {
  if (!node)
    return {
      source: { path: '/Os' },
      name: 'Os',
      status: 'EXTENDED',
      scalabilityClass: undefined,
      useResScheduler: false,
      useGetServiceId: false,
      useParameterAccess: false,
      stackMonitoring: false,
      hooks: {
        startup: false,
        shutdown: false,
        error: false,
        preTask: false,
        postTask: false,
        protection: false,
      },
      numberOfCores: 1,
    };
  const hooks = reader.child(node, OS_PATHS.hooks);
  const hook = (param: string): boolean => (hooks ? reader.flag(hooks, param) : false);
  const scalability = reader.text(node, 'OsScalabilityClass');
  return {
    source: reader.source(node),
    name: node.value.shortName,
    status: reader.text(node, 'OsStatus') === 'STANDARD' ? 'STANDARD' : 'EXTENDED',
    scalabilityClass: scalability === undefined ? undefined : SCALABILITY[scalability],
    useResScheduler: reader.flag(node, 'OsUseResScheduler'),
    useGetServiceId: reader.flag(node, 'OsUseGetServiceId'),
    useParameterAccess: reader.flag(node, 'OsUseParameterAccess'),
    stackMonitoring: reader.flag(node, 'OsStackMonitoring'),
    hooks: {
      startup: hook('OsStartupHook'),
      shutdown: hook('OsShutdownHook'),
      error: hook('OsErrorHook'),
      preTask: hook('OsPreTaskHook'),
      postTask: hook('OsPostTaskHook'),
      protection: hook('OsProtectionHook'),
    },
    numberOfCores: reader.smallInteger(node, 'OsNumberOfCores', 1, 0xffffn) || 1,
  };
}

function readTask(reader: OsReader, node: ResolvedContainer): OsViewTask {
  const autostart = reader.child(node, OS_PATHS.taskAutostart);
  const priority = reader.smallInteger(node, 'OsTaskPriority', 1);
  return {
    source: reader.source(node),
    name: node.value.shortName,
    priority,
    activation: reader.smallInteger(node, 'OsTaskActivation', 1, 0xffffn),
    schedule: reader.text(node, 'OsTaskSchedule') === 'NON' ? 'NON' : 'FULL',
    stackSize:
      reader.text(node, 'OsStacksize') === undefined
        ? undefined
        : reader.smallInteger(node, 'OsStacksize', 0),
    autostartAppModes: autostart ? reader.refs(autostart, 'OsTaskAppModeRef') : [],
    events: reader.refs(node, 'OsTaskEventRef'),
    resources: reader.refs(node, 'OsTaskResourceRef'),
    application: reader.applicationOf(node),
    id: 0,
    core: 0,
    eventMask: 0n,
    internalResource: undefined,
    runPriority: priority,
    resourceCeiling: priority,
    autostartMask: 0,
    stackBytes: 0,
  };
}

function readIsr(reader: OsReader, node: ResolvedContainer): OsViewIsr {
  return {
    source: reader.source(node),
    name: node.value.shortName,
    category: reader.text(node, 'OsIsrCategory') === 'CATEGORY_1' ? 1 : 2,
    priority: reader.smallInteger(node, 'OsIsrPriority', 0),
    stackSize:
      reader.text(node, 'OsStacksize') === undefined
        ? undefined
        : reader.smallInteger(node, 'OsStacksize', 0),
    resources: reader.refs(node, 'OsIsrResourceRef'),
    interruptSource: reader.text(node, 'OsIsrInterruptSource'),
    application: reader.applicationOf(node),
    id: 0,
    core: 0,
    stackBytes: 0,
  };
}

function readEvent(reader: OsReader, node: ResolvedContainer): OsViewEvent {
  const text = reader.text(node, 'OsEventMask');
  let configuredMask: bigint | undefined;
  if (text !== undefined && text.trim() !== '' && text.trim().toUpperCase() !== 'AUTO') {
    const value = parseIntegerText(text);
    if (value === undefined || value <= 0n || value > UINT64_MAX)
      reader.findings.push(
        finding(
          'E_OsGen004',
          reader.source(node),
          { event: node.value.shortName, mask: text },
          'OsEventMask',
        ),
      );
    else configuredMask = value;
  }
  return { source: reader.source(node), name: node.value.shortName, configuredMask, mask: 0n, tasks: [] };
}

function readResource(reader: OsReader, node: ResolvedContainer): OsViewResource {
  const property = reader.text(node, 'OsResourceProperty');
  return {
    source: reader.source(node),
    name: node.value.shortName,
    property: property === 'LINKED' || property === 'INTERNAL' ? property : 'STANDARD',
    linkedResource: reader.ref(node, 'OsResourceLinkedResourceRef'),
    implied: false,
    id: 0,
    ceilingPriority: 0,
    ceilingIsrPriority: 0,
    rootResource: node.value.shortName,
    core: 0,
    users: [],
  };
}

function readCounter(reader: OsReader, node: ResolvedContainer): OsViewCounter {
  const seconds = reader.text(node, 'OsSecondsPerTick');
  const secondsPerTick = seconds === undefined ? undefined : Number(seconds);
  return {
    source: reader.source(node),
    name: node.value.shortName,
    maxAllowedValue: reader.integer(node, 'OsCounterMaxAllowedValue', 65535n, 1n),
    ticksPerBase: reader.integer(node, 'OsCounterTicksPerBase', 1n, 1n),
    minCycle: reader.integer(node, 'OsCounterMinCycle', 1n, 1n),
    type: reader.text(node, 'OsCounterType') === 'HARDWARE' ? 'HARDWARE' : 'SOFTWARE',
    secondsPerTick:
      secondsPerTick !== undefined && Number.isFinite(secondsPerTick) ? secondsPerTick : undefined,
    application: reader.applicationOf(node),
    id: 0,
    core: 0,
  };
}

function readAlarmAction(reader: OsReader, node: ResolvedContainer): OsAlarmAction | undefined {
  const holder = reader.child(node, OS_PATHS.alarmAction);
  if (!holder) return undefined;
  const choice = holder.children[0];
  if (!choice) return undefined;
  switch (choice.value.definitionPath) {
    case OS_PATHS.alarmActivateTask:
      return { kind: 'ACTIVATETASK', task: reader.requiredRef(choice, 'OsAlarmActivateTaskRef') };
    case OS_PATHS.alarmSetEvent:
      return {
        kind: 'SETEVENT',
        task: reader.requiredRef(choice, 'OsAlarmSetEventTaskRef'),
        event: reader.requiredRef(choice, 'OsAlarmSetEventRef'),
      };
    case OS_PATHS.alarmCallback:
      return { kind: 'ALARMCALLBACK', callback: reader.text(choice, 'OsAlarmCallbackName') ?? '' };
    case OS_PATHS.alarmIncrementCounter:
      return { kind: 'INCREMENTCOUNTER', counter: reader.requiredRef(choice, 'OsAlarmIncrementCounterRef') };
    default:
      return undefined;
  }
}

function readAlarm(reader: OsReader, node: ResolvedContainer): OsViewAlarm {
  const autostart = reader.child(node, OS_PATHS.alarmAutostart);
  let action = readAlarmAction(reader, node);
  if (!action) {
    reader.findings.push(finding('E_OsGen012', reader.source(node), { alarm: node.value.shortName }));
    action = { kind: 'ACTIVATETASK', task: '' };
  }
  return {
    source: reader.source(node),
    name: node.value.shortName,
    counter: reader.requiredRef(node, 'OsAlarmCounterRef'),
    action,
    autostart: autostart
      ? {
          type: reader.text(autostart, 'OsAlarmAutostartType') === 'ABSOLUTE' ? 'ABSOLUTE' : 'RELATIVE',
          alarmTime: reader.integer(autostart, 'OsAlarmAlarmTime', 0n),
          cycleTime: reader.integer(autostart, 'OsAlarmCycleTime', 0n),
          appModes: reader.refs(autostart, 'OsAlarmAppModeRef'),
        }
      : undefined,
    application: reader.applicationOf(node),
    id: 0,
    core: 0,
    autostartMask: 0,
  };
}

function readExpiryPoint(reader: OsReader, node: ResolvedContainer): OsViewExpiryPoint {
  const adjustable = reader.child(node, OS_PATHS.expiryAdjustable);
  return {
    source: reader.source(node),
    name: node.value.shortName,
    offset: reader.integer(node, 'OsScheduleTblExpPointOffset', 0n),
    taskActivations: reader
      .children(node, OS_PATHS.expiryTaskActivation)
      .map((a) => reader.requiredRef(a, 'OsScheduleTableActivateTaskRef')),
    eventSettings: reader.children(node, OS_PATHS.expiryEventSetting).map((s) => ({
      task: reader.requiredRef(s, 'OsScheduleTableSetEventTaskRef'),
      event: reader.requiredRef(s, 'OsScheduleTableSetEventRef'),
    })),
    maxLengthen: adjustable ? reader.integer(adjustable, 'OsScheduleTableMaxLengthen', 0n) : 0n,
    maxShorten: adjustable ? reader.integer(adjustable, 'OsScheduleTableMaxShorten', 0n) : 0n,
  };
}

function readScheduleTable(reader: OsReader, node: ResolvedContainer): OsViewScheduleTable {
  const autostart = reader.child(node, OS_PATHS.scheduleTableAutostart);
  const sync = reader.child(node, OS_PATHS.scheduleTableSync);
  const autostartType = autostart ? reader.text(autostart, 'OsScheduleTableAutostartType') : undefined;
  const strategy = sync ? reader.text(sync, 'OsScheduleTblSyncStrategy') : undefined;
  return {
    source: reader.source(node),
    name: node.value.shortName,
    counter: reader.requiredRef(node, 'OsScheduleTableCounterRef'),
    duration: reader.integer(node, 'OsScheduleTableDuration', 0n),
    repeating: reader.flag(node, 'OsScheduleTableRepeating'),
    autostart: autostart
      ? {
          type: autostartType === 'ABSOLUTE' || autostartType === 'SYNCHRON' ? autostartType : 'RELATIVE',
          startValue: reader.integer(autostart, 'OsScheduleTableStartValue', 0n),
          appModes: reader.refs(autostart, 'OsScheduleTableAppModeRef'),
        }
      : undefined,
    syncStrategy: strategy === 'EXPLICIT' || strategy === 'IMPLICIT' ? strategy : 'NONE',
    explicitPrecision: sync ? reader.integer(sync, 'OsScheduleTblExplicitPrecision', 0n) : 0n,
    expiryPoints: reader.children(node, OS_PATHS.expiryPoint).map((ep) => readExpiryPoint(reader, ep)),
    application: reader.applicationOf(node),
    id: 0,
    core: 0,
    autostartMask: 0,
  };
}

function readApplication(reader: OsReader, node: ResolvedContainer): OsViewApplication {
  const coreIds = node.value.references['OsApplicationCoreRef'] ?? [];
  const coreId = coreIds[0];
  let core: number | undefined;
  if (coreId !== undefined) {
    if (reader.exists(coreId)) core = reader.coreOfApplication(node);
    else
      reader.findings.push(
        finding(
          'E_OsGen001',
          reader.source(node),
          { object: node.value.shortName, reference: 'OsApplicationCoreRef' },
          'OsApplicationCoreRef',
        ),
      );
  }
  return {
    source: reader.source(node),
    name: node.value.shortName,
    trusted: reader.flag(node, 'OsTrusted'),
    core,
    restartTask: reader.ref(node, 'OsRestartTask'),
    tasks: reader.refs(node, 'OsAppTaskRef'),
    isrs: reader.refs(node, 'OsAppIsrRef'),
    alarms: reader.refs(node, 'OsAppAlarmRef'),
    counters: reader.refs(node, 'OsAppCounterRef'),
    scheduleTables: reader.refs(node, 'OsAppScheduleTableRef'),
    id: 0,
  };
}

function readSpinlock(reader: OsReader, node: ResolvedContainer): OsViewSpinlock {
  return {
    source: reader.source(node),
    name: node.value.shortName,
    successor: reader.ref(node, 'OsSpinlockSuccessor'),
    lockMethod: reader.text(node, 'OsSpinlockLockMethod') ?? 'LOCK_NOTHING',
    id: 0,
  };
}

/** Reads the Os module of a snapshot into a view model (derived fields still at their zero values). */
export function normaliseOs(
  snapshot: ProjectSnapshot,
  osModule: ModuleDef,
  definitions: readonly ModuleDef[] = definitionsFor(osModule),
): NormaliseResult {
  const reader = new OsReader(snapshot, osModule, definitions);
  const model: OsViewModel = {
    projectName: snapshot.project.name,
    chip: snapshot.project.chip,
    os: readOs(reader, reader.of(OS_PATHS.os)[0]),
    appModes: reader
      .of(OS_PATHS.appMode)
      .map((n) => ({ source: reader.source(n), name: n.value.shortName, id: 0 })),
    tasks: reader.of(OS_PATHS.task).map((n) => readTask(reader, n)),
    isrs: reader.of(OS_PATHS.isr).map((n) => readIsr(reader, n)),
    events: reader.of(OS_PATHS.event).map((n) => readEvent(reader, n)),
    resources: reader.of(OS_PATHS.resource).map((n) => readResource(reader, n)),
    counters: reader.of(OS_PATHS.counter).map((n) => readCounter(reader, n)),
    alarms: reader.of(OS_PATHS.alarm).map((n) => readAlarm(reader, n)),
    scheduleTables: reader.of(OS_PATHS.scheduleTable).map((n) => readScheduleTable(reader, n)),
    applications: reader.of(OS_PATHS.application).map((n) => readApplication(reader, n)),
    spinlocks: reader.of(OS_PATHS.spinlock).map((n) => readSpinlock(reader, n)),
    cores: [],
    tickBits: 32,
    eventMaskBits: 32,
    defaultAppMode: '',
  };
  return { model, findings: reader.findings };
}
