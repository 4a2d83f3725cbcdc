/**
 * An Os project for the check tests: EcuC and Os enabled with their defaults; objects are added by
 * definition name with a chosen short name, and references are given as short-name paths.
 */
import type { ContainerValue, ParamValue } from '../../../ecuc/store-types.js';
import type { ModuleDef } from '../../../ecuc/types.js';
import { ECUC_MODULE } from '../../ecuc/index.js';
import { ProjectFixture } from '../../project-fixture.js';
import { ruleRows } from '../../rule-harness.js';
import { verifyProject } from '../../../verify/engine.js';
import type { ModuleRule } from '../../../verify/types.js';
import { osDefinition } from '../definition.js';
import { osRules } from './index.js';

export const OS_TEST_DEFINITIONS: readonly ModuleDef[] = [ECUC_MODULE, { ...osDefinition, rules: osRules }];

export type ReferencePaths = Record<string, string[]>;

export class OsFixture {
  readonly project: ProjectFixture;

  constructor(chip = 'TC275') {
    this.project = new ProjectFixture(OS_TEST_DEFINITIONS, chip);
  }

  /** A consistent OSEK configuration: one task `T1`, the default application mode. */
  static base(chip = 'TC275'): OsFixture {
    const fixture = new OsFixture(chip);
    fixture.task('T1', { OsTaskPriority: '1' });
    return fixture;
  }

  /**
   * Adds a container named `name` under `parentPath` (`/Os`, `/EcuC/EcucHardware`, `/Os/Alarm1`...)
   * with values and references (targets as short-name paths).
   */
  add(
    parentPath: string,
    definitionName: string,
    name: string,
    values: Record<string, ParamValue> = {},
    references: ReferencePaths = {},
  ): ContainerValue {
    if (parentPath === '/EcuC/EcucHardware' && !this.has(parentPath))
      this.project.add('/EcuC', 'EcucHardware');
    const created = this.project.add(parentPath, definitionName, values);
    return this.project.replace(created, (c) => ({
      ...c,
      shortName: name,
      references: { ...c.references, ...this.ids(references) },
    }));
  }

  /** Merges values and references (targets as short-name paths) into a container. */
  set(path: string, values: Record<string, ParamValue | undefined>, references: ReferencePaths = {}): void {
    this.project.set(path, values, this.ids(references));
  }

  remove(path: string): void {
    this.project.remove(path);
  }

  has(path: string): boolean {
    try {
      this.project.get(path);
      return true;
    } catch {
      return false;
    }
  }

  get(path: string): ContainerValue {
    return this.project.get(path);
  }

  /** A task with priority and activation. */
  task(
    name: string,
    values: Record<string, ParamValue> = {},
    references: ReferencePaths = {},
  ): ContainerValue {
    return this.add('/Os', 'OsTask', name, values, references);
  }

  isr(
    name: string,
    values: Record<string, ParamValue> = {},
    references: ReferencePaths = {},
  ): ContainerValue {
    return this.add('/Os', 'OsIsr', name, values, references);
  }

  event(name: string, mask = 'AUTO'): ContainerValue {
    return this.add('/Os', 'OsEvent', name, { OsEventMask: mask });
  }

  resource(name: string, property = 'STANDARD', references: ReferencePaths = {}): ContainerValue {
    return this.add('/Os', 'OsResource', name, { OsResourceProperty: property }, references);
  }

  counter(name: string, maxAllowedValue = '1000', minCycle = '1', type = 'SOFTWARE'): ContainerValue {
    return this.add('/Os', 'OsCounter', name, {
      OsCounterMaxAllowedValue: maxAllowedValue,
      OsCounterMinCycle: minCycle,
      OsCounterType: type,
    });
  }

  /** An alarm on `counter` activating `task` (or, with `event`, setting it on the task). */
  alarm(name: string, counter: string, task: string, event?: string): ContainerValue {
    const alarm = this.add('/Os', 'OsAlarm', name, {}, { OsAlarmCounterRef: [`/Os/${counter}`] });
    const actionPath = `/Os/${name}/OsAlarmAction`;
    for (const child of this.project.containers.filter((c) => c.parentId === this.get(actionPath).id))
      this.project.remove(`${actionPath}/${child.shortName}`);
    if (event === undefined)
      this.add(
        actionPath,
        'OsAlarmActivateTask',
        'OsAlarmActivateTask',
        {},
        {
          OsAlarmActivateTaskRef: [`/Os/${task}`],
        },
      );
    else
      this.add(
        actionPath,
        'OsAlarmSetEvent',
        'OsAlarmSetEvent',
        {},
        {
          OsAlarmSetEventRef: [`/Os/${event}`],
          OsAlarmSetEventTaskRef: [`/Os/${task}`],
        },
      );
    return alarm;
  }

  /** Replaces an alarm's action by another choice. */
  alarmAction(
    alarm: string,
    choice: string,
    values: Record<string, ParamValue> = {},
    references: ReferencePaths = {},
  ): void {
    const actionPath = `/Os/${alarm}/OsAlarmAction`;
    for (const child of this.project.containers.filter((c) => c.parentId === this.get(actionPath).id))
      this.project.remove(`${actionPath}/${child.shortName}`);
    this.add(actionPath, choice, choice, values, references);
  }

  alarmAutostart(alarm: string, values: Record<string, ParamValue>): void {
    this.add(`/Os/${alarm}`, 'OsAlarmAutostart', 'OsAlarmAutostart', values, {
      OsAlarmAppModeRef: [this.firstAppMode()],
    });
  }

  /**
   * A schedule table on `counter` with expiry points at `offsets`, each activating `task`
   * (the generated first expiry point is replaced).
   */
  scheduleTable(
    name: string,
    counter: string,
    duration: string,
    offsets: string[],
    task: string,
    values: Record<string, ParamValue> = {},
  ): ContainerValue {
    const table = this.add(
      '/Os',
      'OsScheduleTable',
      name,
      { OsScheduleTableDuration: duration, ...values },
      { OsScheduleTableCounterRef: [`/Os/${counter}`] },
    );
    for (const point of this.project.containers.filter((c) => c.parentId === table.id))
      this.project.remove(`/Os/${name}/${point.shortName}`);
    offsets.forEach((offset, index) => {
      const pointName = `${name}_ep${index + 1}`;
      this.add(`/Os/${name}`, 'OsScheduleTableExpiryPoint', pointName, {
        OsScheduleTblExpPointOffset: offset,
      });
      this.add(
        `/Os/${name}/${pointName}`,
        'OsScheduleTableTaskActivation',
        'Activate',
        {},
        {
          OsScheduleTableActivateTaskRef: [`/Os/${task}`],
        },
      );
    });
    return this.get(`/Os/${name}`);
  }

  /** An application owning the objects (paths under /Os), optionally on a core (EcucCoreDefinition name). */
  application(name: string, owned: ReferencePaths = {}, core?: string): ContainerValue {
    const references: ReferencePaths = { ...owned };
    if (core !== undefined) references.OsApplicationCoreRef = [`/EcuC/EcucHardware/${core}`];
    return this.add('/Os', 'OsApplication', name, { OsTrusted: true }, references);
  }

  /** An EcucCoreDefinition with an id. */
  core(name: string, coreId: string): ContainerValue {
    return this.add('/EcuC/EcucHardware', 'EcucCoreDefinition', name, { EcucCoreId: coreId });
  }

  /** Makes the OS an AUTOSAR OS of a scalability class. */
  autosar(scalabilityClass = 'SC1'): void {
    this.setOs({ OsType: 'AUTOSAR', OsScalabilityClass: scalabilityClass });
  }

  /** An event setting of an expiry point (`/Os/<table>/<point>`). */
  eventSetting(pointPath: string, name: string, event: string, task: string): void {
    this.add(
      pointPath,
      'OsScheduleTableEventSetting',
      name,
      {},
      {
        OsScheduleTableSetEventRef: [`/Os/${event}`],
        OsScheduleTableSetEventTaskRef: [`/Os/${task}`],
      },
    );
  }

  setOs(values: Record<string, ParamValue | undefined>): void {
    this.set('/Os/OsOS', values);
  }

  /** Short-name path of the first application mode. */
  firstAppMode(): string {
    const mode = this.project.containers.find((c) => c.definitionPath === '/Os/OsAppMode');
    if (!mode) throw new Error('no OsAppMode');
    return `/Os/${mode.shortName}`;
  }

  /** Codes of the OS checks the whole verification reports, sorted, each once. */
  codes(): string[] {
    const result = verifyProject(this.project.snapshot(), OS_TEST_DEFINITIONS, { language: 'en_us' });
    const codes = new Set<string>();
    for (const row of [...result.errList, ...result.warningList])
      if (row.code.startsWith('OS')) codes.add(row.code);
    return [...codes].sort();
  }

  /** Every row of the verification (generic and OS), as `code path param` lines. */
  allRows(): string[] {
    const result = verifyProject(this.project.snapshot(), OS_TEST_DEFINITIONS, { language: 'en_us' });
    return [...result.errList, ...result.warningList].map(
      (row) => `${row.code} ${row.path}${row.param ? ` ${row.param}` : ''}`,
    );
  }

  /** Messages of one rule's rows in a language. */
  messages(rule: ModuleRule, language: 'zh_cn' | 'en_us' = 'en_us'): string[] {
    const result = verifyProject(this.project.snapshot(), OS_TEST_DEFINITIONS, { language });
    return [...result.errList, ...result.warningList]
      .filter((r) => r.code === rule.code)
      .map((r) => r.message);
  }

  /** The types (`error`, `warning`) of one rule's rows in the whole verification. */
  types(rule: ModuleRule): string[] {
    const result = verifyProject(this.project.snapshot(), OS_TEST_DEFINITIONS, { language: 'en_us' });
    return [...result.errList, ...result.warningList].filter((r) => r.code === rule.code).map((r) => r.type);
  }

  /** The rule's rows as `path param` lines. */
  rows(rule: ModuleRule): string[] {
    return ruleRows(this.project, rule, OS_TEST_DEFINITIONS);
  }

  private ids(references: ReferencePaths): Record<string, string[]> {
    const ids: Record<string, string[]> = {};
    for (const [name, paths] of Object.entries(references))
      ids[name] = paths.map((path) => (path.startsWith('/') ? this.get(path).id : path));
    return ids;
  }
}
