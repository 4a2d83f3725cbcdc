import { describe, expect, it } from 'vitest';
import { generateOs, buildOsViewModel } from './generate.js';
import { assignEventMasks, deriveOsModel } from './derive.js';
import { OS_GENERATED_FILE_NAMES } from './emit/index.js';
import { smallOsFixture } from './os-fixture.js';
import type { OsViewEvent } from './view-model.js';

function filesOf(result: ReturnType<typeof generateOs>) {
  if ('errList' in result)
    throw new Error(result.errList.map((r) => `${r.code} ${r.path} ${r.message}`).join('\n'));
  return Object.fromEntries(result.files.map((f) => [f.name, f.content]));
}

describe('generateOs on a small configuration', () => {
  const result = generateOs(smallOsFixture().snapshot(), { language: 'en_us' });

  it('emits exactly Os.h, Os_Types.h, Os_Cfg.h, Os_Cfg.c and README', () => {
    expect(Object.keys(filesOf(result))).toEqual(OS_GENERATED_FILE_NAMES);
    expect(OS_GENERATED_FILE_NAMES).toEqual(['Os.h', 'Os_Types.h', 'Os_Cfg.h', 'Os_Cfg.c', 'README']);
  });

  it('is deterministic', () => {
    const again = filesOf(generateOs(smallOsFixture().snapshot(), { language: 'en_us' }));
    expect(again).toEqual(filesOf(result));
  });

  it('matches the golden files', async () => {
    for (const [name, content] of Object.entries(filesOf(result)))
      await expect(content).toMatchFileSnapshot(`./golden/small/${name}`);
  });

  it('names each configured object in a comment on its table entry', () => {
    const c = filesOf(result)['Os_Cfg.c'] ?? '';
    expect(c).toContain(
      '/* OsTask Task_Init: priority 10, non-preemptable, activation 3, autostart in ModeNormal, ModeDiag */',
    );
    expect(c).toContain(
      '/* OsAlarm Alarm_10ms: on SystemCounter, activates Task_Bg, relative autostart at 5, cycle 10, in ModeNormal */',
    );
  });

  it('writes ids, masks and counter constants into Os_Cfg.h', () => {
    const h = filesOf(result)['Os_Cfg.h'] ?? '';
    expect(h).toMatch(/#define Task_Com +\(\(TaskType\)1U\)/);
    expect(h).toMatch(/#define EvRx +\(\(EventMaskType\)0x00000001U\)/);
    expect(h).toMatch(/#define EvFixed +\(\(EventMaskType\)0x00000010U\)/);
    expect(h).toMatch(/#define OSMAXALLOWEDVALUE_SystemCounter +\(\(TickType\)65535U\)/);
    expect(h).toMatch(/#define OSTICKSPERBASE_SystemCounter +\(\(TickType\)10U\)/);
    expect(h).toMatch(/#define OSMINCYCLE_SystemCounter +\(\(TickType\)2U\)/);
    expect(h).toMatch(/#define OSDEFAULTAPPMODE +ModeNormal/);
    expect(h).toMatch(/#define OS_NUMBER_OF_CORES +1U/);
    expect(h).toMatch(/#define RES_SCHEDULER +\(\(ResourceType\)3U\)/);
  });
});

describe('derive', () => {
  const { model, findings } = buildOsViewModel(smallOsFixture().snapshot());

  it('reads the configuration without findings', () => {
    expect(findings).toEqual([]);
  });

  it('computes ceilings by the priority ceiling protocol, through links, with RES_SCHEDULER', () => {
    const ceiling = Object.fromEntries(
      model.resources.map((r) => [r.name, [r.ceilingPriority, r.ceilingIsrPriority]]),
    );
    // ResBus: Task_Bg (1), Task_Com through ResBusLink (5), Isr_Can (4).
    expect(ceiling).toEqual({ ResBus: [5, 4], ResBusLink: [5, 4], ResGroup: [5, 0], RES_SCHEDULER: [10, 0] });
    expect(model.resources.find((r) => r.name === 'RES_SCHEDULER')?.implied).toBe(true);
  });

  it('raises the running priority of tasks with an internal resource', () => {
    const bg = model.tasks.find((t) => t.name === 'Task_Bg');
    expect(bg?.internalResource).toBe('ResGroup');
    expect(bg?.runPriority).toBe(5);
    expect(bg?.resourceCeiling).toBe(5);
  });

  it('sorts expiry points by offset', () => {
    expect(model.scheduleTables[0]?.expiryPoints.map((e) => e.offset)).toEqual([0n, 60n]);
  });

  it('gives autostart masks by application mode id', () => {
    expect(model.tasks.find((t) => t.name === 'Task_Init')?.autostartMask).toBe(0b11);
    expect(model.alarms.find((a) => a.name === 'Alarm_10ms')?.autostartMask).toBe(0b01);
  });

  it('implies OSDEFAULTAPPMODE when no mode is configured', () => {
    const derived = deriveOsModel({ ...model, appModes: [] });
    expect(derived.appModes.map((m) => m.name)).toEqual(['OSDEFAULTAPPMODE']);
    expect(derived.defaultAppMode).toBe('OSDEFAULTAPPMODE');
  });

  it('widens TickType to 64 bits only when a counter value needs it', () => {
    expect(model.tickBits).toBe(32);
    const wide = deriveOsModel({
      ...model,
      counters: model.counters.map((c) => ({ ...c, maxAllowedValue: 0x1_0000_0000n })),
    });
    expect(wide.tickBits).toBe(64);
  });
});

describe('assignEventMasks', () => {
  const event = (name: string, tasks: string[], configuredMask?: bigint): OsViewEvent => ({
    source: { path: `/Os/${name}` },
    name,
    configuredMask,
    mask: 0n,
    tasks,
  });

  it('gives each AUTO event the lowest bit free in every task owning it', () => {
    const masks = assignEventMasks([
      event('A', ['T1']),
      event('B', ['T1', 'T2']),
      event('C', ['T2']),
      event('D', ['T3']),
      event('F', ['T2'], 0b100n),
    ]).map((e) => [e.name, e.mask]);
    expect(masks).toEqual([
      ['A', 1n],
      ['B', 2n],
      ['C', 1n],
      ['D', 1n],
      ['F', 4n],
    ]);
  });

  it('leaves mask 0 when a task has used up every bit', () => {
    const many = Array.from({ length: 65 }, (_, i) => event(`E${i}`, ['T']));
    const masks = assignEventMasks(many);
    expect(masks[63]?.mask).toBe(1n << 63n);
    expect(masks[64]?.mask).toBe(0n);
  });
});

describe('refusal', () => {
  it('answers errList (and no files) when an event mask cannot be assigned', () => {
    const f = smallOsFixture();
    f.set('/Os/EvRx', { OsEventMask: '0x10' });
    const result = generateOs(f.snapshot(), { language: 'en_us' });
    expect('files' in result).toBe(false);
    if (!('errList' in result)) return;
    const row = result.errList.find((r) => r.code === 'E_OsGen003');
    expect(row?.path).toBe('/Os/Task_Com');
    expect(row?.message).toContain('overlaps');
  });

  it('generates an object named like an OS identifier under a prefixed C name', () => {
    const f = smallOsFixture();
    f.replace(f.get('/Os/Task_Bg'), (c) => ({ ...c, shortName: 'priority' }));
    for (const skipVerification of [false, true]) {
      const result = generateOs(f.snapshot(), { language: 'en_us', skipVerification });
      if (!('files' in result)) throw new Error(JSON.stringify(result.errList));
      const file = (name: string): string => result.files.find((x) => x.name === name)?.content ?? '';
      expect(file('Os_Cfg.h')).toContain('#define OsTask_priority');
      expect(file('Os_Cfg.h')).toContain('/* OsTask priority, in C OsTask_priority: priority 1 */');
      expect(file('Os_Cfg.c')).toContain('TASK(OsTask_priority);');
      expect(file('Os_Cfg.c')).toContain('.name = "priority",');
      expect(file('Os_Cfg.c')).not.toMatch(/TASK\(priority\)|= priority,|\{ priority,|Os_Stack_priority\[/);
      expect(file('Os_Cfg.c')).toContain('.entry = Os_Task_OsTask_priority,');
      if (!skipVerification)
        expect(result.warningList.map((r) => `${r.code} ${r.path}`)).toContain('OS0001 /Os/priority');
    }
  });

  it('refuses two objects with one C name, with the code verification gives them (OS0001)', () => {
    const f = smallOsFixture();
    f.replace(f.get('/Os/Task_Bg'), (c) => ({ ...c, shortName: 'priority' }));
    f.replace(f.get('/Os/Alarm_Cb'), (c) => ({ ...c, shortName: 'OsTask_priority' }));
    const verified = generateOs(f.snapshot(), { language: 'en_us' });
    expect('errList' in verified && verified.errList.map((r) => `${r.code} ${r.path}`)).toEqual([
      'OS0001 /Os/OsTask_priority',
    ]);
    const unverified = generateOs(f.snapshot(), { language: 'en_us', skipVerification: true });
    expect(
      'errList' in unverified && unverified.errList.map((r) => `${r.code} ${r.path} ${r.message}`),
    ).toEqual([
      'E_OsGen005 /Os/OsTask_priority Name OsTask_priority is used twice in the generated code (OsTask /Os/priority and OsAlarm /Os/OsTask_priority)',
    ]);
  });

  it('refuses while verification finds errors, in the chosen language', () => {
    const f = smallOsFixture();
    f.set('/Os/Task_Bg', { OsTaskActivation: '0' });
    const result = generateOs(f.snapshot(), { language: 'zh_cn' });
    expect('errList' in result).toBe(true);
    if ('errList' in result) expect(result.errList.some((r) => r.path === '/Os/Task_Bg')).toBe(true);
  });

  it('reports a project without Os', () => {
    const snapshot = smallOsFixture().snapshot();
    const result = generateOs({ ...snapshot, modules: [], containers: [] });
    expect('errList' in result && result.errList.map((r) => r.code)).toEqual(['E_OsGen015']);
  });
});
