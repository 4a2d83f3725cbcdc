import { describe, expect, it } from 'vitest';
import { verifyProject } from '../../verify/engine.js';
import { generateOs } from './generate/generate.js';
import { isReservedOsName } from './reserved-names.js';
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

describe('a reserved name is refused with the same code live and at generation', () => {
  const kinds: [string, (f: OsFixture, name: string) => void][] = [
    ['OsTask', (f, name) => void f.task(name, { OsTaskPriority: '2' })],
    ['OsIsr', (f, name) => void f.isr(name, { OsIsrCategory: 'CATEGORY_2', OsIsrPriority: '3' })],
    ['OsEvent', (f, name) => void f.event(name)],
    ['OsResource', (f, name) => void f.resource(name)],
    ['OsCounter', (f, name) => void f.counter(name)],
    ['OsAlarm', (f, name) => (f.counter('C'), void f.alarm(name, 'C', 'T1'))],
    ['OsAppMode', (f, name) => void f.add('/Os', 'OsAppMode', name)],
  ];
  for (const [kind, create] of kinds)
    for (const name of ['DeclareTask', 'GetResource', 'Os_Start', 'uint8_t']) {
      it(`${kind} ${name}`, () => {
        const f = OsFixture.base();
        create(f, name);
        const snapshot = f.project.snapshot();
        const id = f.get(`/Os/${name}`).id;
        const live = verifyProject(snapshot, OS_TEST_DEFINITIONS, { language: 'en_us' })
          .errList.filter((r) => r.containerId === id)
          .map((r) => r.code);
        const generated = generateOs(snapshot, { definitions: OS_TEST_DEFINITIONS, language: 'en_us' });
        const atGeneration =
          'errList' in generated
            ? generated.errList.filter((r) => r.containerId === id).map((r) => r.code)
            : [];
        expect(live).toContain('OS0001');
        expect(atGeneration).toEqual(live);
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
    const generated = generateOs(snapshot, { definitions: OS_TEST_DEFINITIONS, language: 'en_us' });
    expect('errList' in generated ? rowsOf(generated.errList) : []).toEqual(live);
  });
});
