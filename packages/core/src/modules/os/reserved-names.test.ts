import { describe, expect, it } from 'vitest';
import { verifyProject } from '../../verify/engine.js';
import { generateOs } from './generate/generate.js';
import { isReservedOsName, osCName, osCNameClashes, OS_RESERVED_NAMES } from './reserved-names.js';
import { OS_TEST_DEFINITIONS, OsFixture } from './rules/os-fixture.js';

describe('isReservedOsName: one list for OS0001 and the generator', () => {
  it.each([
    ['DeclareTask', 'OsTask', true], // Os.h macro
    ['ActivateTask', 'OsAlarm', true], // OSEK service
    ['GetSpinlock', 'OsSpinlock', true], // AUTOSAR service
    ['E_OS_LIMIT', 'OsEvent', true], // status value
    ['TaskType', 'OsTask', true], // Os_Types.h type
    ['priority', 'OsTask', true], // member of a generated table
    ['OS_TASK_COUNT', 'OsCounter', true], // macro Os_Cfg.h writes
    ['Os_Init', 'OsIsr', true],
    ['uint8_t', 'OsResource', true], // C library
    ['int', 'OsApplication', true], // C keyword
    ['OSDEFAULTAPPMODE', 'OsAppMode', false], // the standard application mode
    ['OSDEFAULTAPPMODE', 'OsTask', true],
    ['RES_SCHEDULER', 'OsResource', false], // the standard scheduler resource
    ['RES_SCHEDULER', 'OsAlarm', true],
    ['Task_10ms', 'OsTask', false],
    ['OsTask_0', 'OsTask', false],
  ] as const)('%s as %s: reserved %s', (name, kind, reserved) => {
    expect(isReservedOsName(name, kind)).toBe(reserved);
  });
});

describe('osCName: a reserved name gets its kind in front, and no C name is reserved', () => {
  const kinds = [
    'OsAppMode',
    'OsTask',
    'OsIsr',
    'OsEvent',
    'OsResource',
    'OsCounter',
    'OsAlarm',
    'OsScheduleTable',
    'OsApplication',
    'OsSpinlock',
  ];
  it('keeps a free name and prefixes a reserved one', () => {
    expect(osCName('Task_10ms', 'OsTask')).toBe('Task_10ms');
    expect(osCName('event', 'OsEvent')).toBe('OsEvent_event');
    expect(osCName('OSMAXALLOWEDVALUE_C1', 'OsAlarm')).toBe('OsAlarm_OSMAXALLOWEDVALUE_C1');
    expect(osCName('RES_SCHEDULER', 'OsResource')).toBe('RES_SCHEDULER');
  });
  it('never gives a reserved C name', () => {
    for (const kind of kinds)
      for (const name of [...OS_RESERVED_NAMES, 'Os_Task_x', 'OS_NUMBER_OF_TASKS', 'OSTICKDURATION_C'])
        expect(isReservedOsName(osCName(name, kind), kind), `${kind} ${name}`).toBe(false);
  });
  it('finds the objects whose C names meet, first met first', () => {
    const objects = [
      { kind: 'OsEvent', name: 'event' },
      { kind: 'OsTask', name: 'event_task' },
      { kind: 'OsTask', name: 'OsEvent_event' },
      { kind: 'OsCounter', name: 'event' },
    ];
    expect(osCNameClashes(objects)).toEqual([[objects[0], objects[2]]]);
  });
});

describe('a reserved name is generated under a prefixed C name, as OS0001 says live', () => {
  const kinds: [string, (f: OsFixture, name: string) => void][] = [
    ['OsTask', (f, name) => void f.task(name, { OsTaskPriority: '2' })],
    ['OsIsr', (f, name) => void f.isr(name, { OsIsrCategory: 'CATEGORY_2', OsIsrPriority: '3' })],
    ['OsEvent', (f, name) => (f.event(name), f.set('/Os/T1', {}, { OsTaskEventRef: [`/Os/${name}`] }))],
    ['OsResource', (f, name) => void f.resource(name)],
    ['OsCounter', (f, name) => void f.counter(name)],
    ['OsAlarm', (f, name) => (f.counter('C'), void f.alarm(name, 'C', 'T1'))],
    ['OsAppMode', (f, name) => void f.add('/Os', 'OsAppMode', name)],
  ];
  for (const [kind, create] of kinds)
    for (const name of ['event', 'GetResource', 'Os_Start', 'uint8_t']) {
      it(`${kind} ${name}`, () => {
        const f = OsFixture.base();
        create(f, name);
        const snapshot = f.project.snapshot();
        const id = f.get(`/Os/${name}`).id;
        const live = verifyProject(snapshot, OS_TEST_DEFINITIONS, { language: 'en_us' });
        expect(live.errList.filter((r) => r.containerId === id)).toEqual([]);
        expect(
          live.warningList.filter((r) => r.containerId === id && r.code === 'OS0001').map((r) => r.message),
        ).toEqual([
          `The name of ${kind} ${name} is an identifier the OS reserves; the generated C code calls it ${kind}_${name} (use that name in application code)`,
        ]);
        const generated = generateOs(snapshot, { definitions: OS_TEST_DEFINITIONS, language: 'en_us' });
        if (!('files' in generated)) throw new Error(JSON.stringify(generated.errList));
        const header = generated.files.find((file) => file.name === 'Os_Cfg.h')?.content ?? '';
        expect(header).toMatch(
          new RegExp(`#define ${kind}_${name} .*/\\* ${kind} ${name}, in C ${kind}_${name}`),
        );
        expect(header).not.toMatch(new RegExp(`#define ${name} `));
        const readme = generated.files.find((file) => file.name === 'README')?.content ?? '';
        expect(readme).toMatch(new RegExp(`${kind} ${name} +${kind}_${name}`));
      });
    }
});

describe('a reserved alarm callback name', () => {
  it('is refused live by OS0001 and reported once at generation, with the same code', () => {
    const f = OsFixture.base();
    f.counter('C');
    f.alarm('A1', 'C', 'T1');
    f.alarmAction('A1', 'OsAlarmCallback', { OsAlarmCallbackName: 'ShutdownOS' });
    const snapshot = f.project.snapshot();
    const rowsOf = (rows: readonly { code: string; path: string }[]) =>
      rows.filter((r) => r.path.startsWith('/Os/A1')).map((r) => `${r.code} ${r.path}`);
    const live = rowsOf(verifyProject(snapshot, OS_TEST_DEFINITIONS, { language: 'en_us' }).errList);
    expect(live).toEqual(['OS0001 /Os/A1/OsAlarmAction/OsAlarmCallback']);
    // E_OsGen006 when verification is skipped: the generator takes the same decision.
    const unverified = generateOs(snapshot, {
      definitions: OS_TEST_DEFINITIONS,
      language: 'en_us',
      skipVerification: true,
    });
    expect('errList' in unverified && unverified.errList.map((r) => `${r.code} ${r.param}`)).toEqual([
      'E_OsGen006 OsAlarmCallbackName',
    ]);
    const generated = generateOs(snapshot, { definitions: OS_TEST_DEFINITIONS, language: 'en_us' });
    expect('errList' in generated ? rowsOf(generated.errList) : []).toEqual(live);
  });
});
