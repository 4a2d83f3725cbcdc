import { describe, expect, it } from 'vitest';
import { referenceTargetContext, targetFilterOf } from '../../ecuc/reference-targets.js';
import { indexModuleDef } from '../../ecuc/definition-index.js';
import type { ContainerValue } from '../../ecuc/store-types.js';
import { OS_MODULE } from './index.js';
import { OsFixture, OS_TEST_DEFINITIONS } from './rules/os-fixture.js';

const DEFINITIONS = [...OS_TEST_DEFINITIONS.filter((d) => d.name !== 'Os'), OS_MODULE];

/** Short names a picker of `reference` (definition path) offers to `holderPath`, with the holder edited by `edit`. */
function offered(
  f: OsFixture,
  holderPath: string,
  reference: string,
  destination: string,
  edit: (holder: ContainerValue) => ContainerValue = (holder) => holder,
): string[] {
  const snapshot = f.project.snapshot();
  const holder = edit(f.get(holderPath));
  const filter = targetFilterOf(DEFINITIONS, reference);
  expect(filter, reference).toBeDefined();
  const context = referenceTargetContext(snapshot, DEFINITIONS, holder);
  return snapshot.containers
    .filter((c) => c.definitionPath === destination && filter!(c, context))
    .map((c) => c.shortName)
    .sort();
}

describe('Os reference pickers offer only fitting targets', () => {
  it('every filter names a reference of the Os definition', () => {
    const index = indexModuleDef(OS_MODULE);
    for (const path of Object.keys(OS_MODULE.targetFilters ?? {})) {
      const container = path.slice(0, path.lastIndexOf('/'));
      const name = path.slice(path.lastIndexOf('/') + 1);
      expect(index.containers.get(container)?.referenceByName.has(name), path).toBe(true);
    }
  });

  it('an alarm setting an event: extended tasks owning the chosen event; the chosen task’s events', () => {
    const f = OsFixture.base();
    f.event('E1');
    f.event('E2');
    f.task('Ext1', {}, { OsTaskEventRef: ['/Os/E1'] });
    f.task('Ext2', {}, { OsTaskEventRef: ['/Os/E2'] });
    f.counter('C');
    f.alarm('A', 'C', 'Ext1', 'E1');
    const action = '/Os/A/OsAlarmAction/OsAlarmSetEvent';
    const eventRef = '/Os/OsAlarm/OsAlarmAction/OsAlarmSetEvent/OsAlarmSetEventRef';
    const taskRef = '/Os/OsAlarm/OsAlarmAction/OsAlarmSetEvent/OsAlarmSetEventTaskRef';
    expect(offered(f, action, eventRef, '/Os/OsEvent')).toEqual(['E1']);
    expect(offered(f, action, taskRef, '/Os/OsTask')).toEqual(['Ext1']);
    const unset = (holder: ContainerValue) => ({ ...holder, references: {} });
    // Nothing chosen yet: every event; every extended task (T1 is basic).
    expect(offered(f, action, eventRef, '/Os/OsEvent', unset)).toEqual(['E1', 'E2']);
    expect(offered(f, action, taskRef, '/Os/OsTask', unset)).toEqual(['Ext1', 'Ext2']);
    // The form's unsaved choice counts: another task chosen, its events are offered.
    const ext2 = f.get('/Os/Ext2').id;
    const other = (holder: ContainerValue) => ({
      ...holder,
      references: { OsAlarmSetEventTaskRef: [ext2] },
    });
    expect(offered(f, action, eventRef, '/Os/OsEvent', other)).toEqual(['E2']);
  });

  it('an expiry point setting an event follows the same rule', () => {
    const f = OsFixture.base();
    f.event('E1');
    f.task('Ext', {}, { OsTaskEventRef: ['/Os/E1'] });
    f.counter('C');
    f.scheduleTable('S', 'C', '100', ['0'], 'T1');
    f.eventSetting('/Os/S/S_ep1', 'Set', 'E1', 'Ext');
    const setting = '/Os/S/S_ep1/Set';
    const base = '/Os/OsScheduleTable/OsScheduleTableExpiryPoint/OsScheduleTableEventSetting';
    expect(offered(f, setting, `${base}/OsScheduleTableSetEventTaskRef`, '/Os/OsTask')).toEqual(['Ext']);
    expect(offered(f, setting, `${base}/OsScheduleTableSetEventRef`, '/Os/OsEvent')).toEqual(['E1']);
  });

  it('an alarm increments software counters other than its own', () => {
    const f = OsFixture.base();
    f.counter('Own');
    f.counter('Soft');
    f.counter('Hard', '1000', '1', 'HARDWARE');
    f.alarm('A', 'Own', 'T1');
    f.alarmAction('A', 'OsAlarmIncrementCounter', { OsAlarmIncrementCounterRef: ['/Os/Soft'] });
    expect(
      offered(
        f,
        '/Os/A/OsAlarmAction/OsAlarmIncrementCounter',
        '/Os/OsAlarm/OsAlarmAction/OsAlarmIncrementCounter/OsAlarmIncrementCounterRef',
        '/Os/OsCounter',
      ),
    ).toEqual(['Soft']);
  });

  it('an alarm’s counter and task are on its core; unassigned objects fit anywhere', () => {
    const f = OsFixture.base();
    f.autosar();
    f.core('Core0', '0');
    f.core('Core1', '1');
    f.counter('C0');
    f.counter('C1');
    f.counter('Free');
    f.task('T0');
    f.alarm('A', 'C0', 'T0');
    f.application(
      'App0',
      { OsAppCounterRef: ['/Os/C0'], OsAppAlarmRef: ['/Os/A'], OsAppTaskRef: ['/Os/T0'] },
      'Core0',
    );
    f.application('App1', { OsAppCounterRef: ['/Os/C1'], OsAppTaskRef: ['/Os/T1'] }, 'Core1');
    expect(offered(f, '/Os/A', '/Os/OsAlarm/OsAlarmCounterRef', '/Os/OsCounter')).toEqual(['C0', 'Free']);
    expect(
      offered(
        f,
        '/Os/A/OsAlarmAction/OsAlarmActivateTask',
        '/Os/OsAlarm/OsAlarmAction/OsAlarmActivateTask/OsAlarmActivateTaskRef',
        '/Os/OsTask',
      ),
    ).toEqual(['T0']);
  });

  it('resources: no internal ones for ISRs, one internal per task, links without loops or internal targets', () => {
    const f = OsFixture.base();
    f.resource('Std');
    f.resource('Int1', 'INTERNAL');
    f.resource('Int2', 'INTERNAL');
    f.resource('L1', 'LINKED', { OsResourceLinkedResourceRef: ['/Os/Std'] });
    f.resource('L2', 'LINKED', { OsResourceLinkedResourceRef: ['/Os/L1'] });
    f.isr('I', { OsIsrCategory: 'CATEGORY_2', OsIsrPriority: '3' });
    f.set('/Os/T1', {}, { OsTaskResourceRef: ['/Os/Int1'] });
    expect(offered(f, '/Os/I', '/Os/OsIsr/OsIsrResourceRef', '/Os/OsResource')).toEqual(['L1', 'L2', 'Std']);
    expect(offered(f, '/Os/T1', '/Os/OsTask/OsTaskResourceRef', '/Os/OsResource')).toEqual([
      'Int1',
      'L1',
      'L2',
      'Std',
    ]);
    // L1 may not link to L2: L2 links back to L1.
    expect(offered(f, '/Os/L1', '/Os/OsResource/OsResourceLinkedResourceRef', '/Os/OsResource')).toEqual([
      'Std',
    ]);
    expect(offered(f, '/Os/L2', '/Os/OsResource/OsResourceLinkedResourceRef', '/Os/OsResource')).toEqual([
      'L1',
      'Std',
    ]);
  });

  it('an OS application’s partition lies on its core, and its core holds its partition', () => {
    const f = OsFixture.base();
    f.autosar();
    f.core('Core0', '0');
    f.core('Core1', '1');
    if (!f.has('/EcuC/EcucPartitionCollection'))
      f.add('/EcuC', 'EcucPartitionCollection', 'EcucPartitionCollection');
    f.add(
      '/EcuC/EcucPartitionCollection',
      'EcucPartition',
      'P0',
      {},
      {
        EcucPartitionCoreRef: ['/EcuC/EcucHardware/Core0'],
      },
    );
    f.add(
      '/EcuC/EcucPartitionCollection',
      'EcucPartition',
      'P1',
      {},
      {
        EcucPartitionCoreRef: ['/EcuC/EcucHardware/Core1'],
      },
    );
    f.application('App', { OsAppTaskRef: ['/Os/T1'] }, 'Core1');
    const partitions = '/EcuC/EcucPartitionCollection/EcucPartition';
    // A partition on no core yet (the default EcucPartition_0) fits any application.
    expect(offered(f, '/Os/App', '/Os/OsApplication/OsAppEcucPartitionRef', partitions)).toEqual([
      'EcucPartition_0',
      'P1',
    ]);
    const p0 = f.get('/EcuC/EcucPartitionCollection/P0').id;
    const onP0 = (holder: ContainerValue) => ({
      ...holder,
      references: { OsAppEcucPartitionRef: [p0] },
    });
    expect(
      offered(
        f,
        '/Os/App',
        '/Os/OsApplication/OsApplicationCoreRef',
        '/EcuC/EcucHardware/EcucCoreDefinition',
        onP0,
      ),
    ).toEqual(['Core0']);
  });
});
