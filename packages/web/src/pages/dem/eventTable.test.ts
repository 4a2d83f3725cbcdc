import { describe, expect, it } from 'vitest';
import type { ProjectFixture } from '@ecuc/core/modules';
import { verifyProject, type VerifyRow } from '@ecuc/core/verify';
import {
  DEFINITIONS,
  GENERAL,
  MEMORY_SET,
  counterClass,
  demProject,
  dtc,
  event,
  link,
  primaryInNvm,
} from './demFixture.js';
import {
  byEventId,
  byName,
  eventViews,
  matchesFilter,
  memoryViews,
  type DemEventView,
} from './eventTable.js';

const MINUS = '\u2212';

function findings(fixture: ProjectFixture): VerifyRow[] {
  const result = verifyProject(fixture.snapshot(), DEFINITIONS, { language: 'en_us' });
  return [...result.errList, ...result.warningList];
}

/** One event on a 3/−2 counter class with DTC 0x123456 in the primary memory, one on a broken class. */
function twoEvents() {
  const fixture = demProject();
  const good = counterClass(fixture, {
    DemDebounceCounterFailedThreshold: '3',
    DemDebounceCounterPassedThreshold: '-2',
    DemDebounceCounterIncrementStepSize: '1',
    DemDebounceCounterDecrementStepSize: '1',
  });
  const broken = counterClass(fixture, {
    DemDebounceCounterFailedThreshold: '3',
    DemDebounceCounterPassedThreshold: '2',
  });
  const code = dtc(fixture, '1193046');
  const first = event(fixture, { DemEventKind: 'DEM_EVENT_KIND_BSW' }, { dtc: code, debounce: good });
  const second = event(fixture, {}, { debounce: broken });
  return { fixture, good, broken, code, first, second };
}

describe('eventViews', () => {
  it('is empty without events (and without a Dem)', () => {
    const fixture = demProject();
    expect(eventViews(fixture.snapshot(), DEFINITIONS, [])).toEqual([]);
    expect(eventViews(fixture.snapshot(), [], [])).toEqual([]);
  });

  it('joins each event with its container, DTC memories and debounce class', () => {
    const { fixture, good, code, first } = twoEvents();
    const [view] = eventViews(fixture.snapshot(), DEFINITIONS, []);
    expect(view).toEqual({
      id: first.id,
      name: first.shortName,
      eventId: '1',
      kind: 'DEM_EVENT_KIND_BSW',
      dtc: { name: code.shortName, value: '0x123456', severity: undefined },
      destinations: ['DemPrimaryMemory'],
      operationCycle: { name: 'DemOperationCycle_0', type: 'DEM_OPCYC_POWER' },
      debounce: {
        kind: 'counter',
        classId: good.id,
        className: good.shortName,
        text: {
          en_us: `fails after 3 steps of +1, recovers after 2 of ${MINUS}1`,
          zh_cn: `每步 +1，3 步后失败，每步 ${MINUS}1，2 步后恢复`,
        },
      },
      findings: [],
    } satisfies DemEventView);
  });

  it('gives an event the findings of its debounce class and its own, not those of others', () => {
    const { fixture, broken, first, second } = twoEvents();
    const all = findings(fixture);
    const [one, two] = eventViews(fixture.snapshot(), DEFINITIONS, all);
    expect(two?.id).toBe(second.id);
    expect(two?.debounce.classId).toBe(broken.id);
    // The value out of its range (generic check) and the threshold that is never reached (E_Dem0003).
    expect(two?.findings.map((f) => [f.code, f.param]).sort()).toEqual([
      ['E_0004', 'DemDebounceCounterPassedThreshold'],
      ['E_Dem0003', 'DemDebounceCounterPassedThreshold'],
    ]);
    expect(one?.findings).toEqual([]);

    // A finding on a container under the event (its debounce choice) counts for the event.
    const under = fixture.containers.find((c) => c.parentId === first.id)!;
    const own: VerifyRow = { type: 'error', code: 'E_X', message: 'm', path: '', containerId: under.id };
    expect(eventViews(fixture.snapshot(), DEFINITIONS, [own])[0]?.findings).toEqual([own]);
  });

  it('sorts by name and by event id (events without an id last)', () => {
    const { fixture } = twoEvents();
    event(fixture, { DemEventId: '10' });
    const views = eventViews(fixture.snapshot(), DEFINITIONS, []);
    const third = views[2]!;
    const withoutId = { ...third, name: 'DemEventParameter_3', eventId: '' };
    const all = [third, withoutId, ...views.slice(0, 2)];
    expect([...all].sort(byEventId).map((v) => v.eventId)).toEqual(['1', '2', '10', '']);
    expect([...all].sort(byName).map((v) => v.name)).toEqual([
      'DemEventParameter_0',
      'DemEventParameter_1',
      'DemEventParameter_2',
      'DemEventParameter_3',
    ]);
  });

  it('filters on every word in the texts shown, in the UI language', () => {
    const { fixture } = twoEvents();
    const [view] = eventViews(fixture.snapshot(), DEFINITIONS, []);
    const cases: [string, 'en_us' | 'zh_cn', boolean][] = [
      ['', 'en_us', true],
      ['0x123456', 'en_us', true],
      ['dtc_0 primary', 'en_us', true],
      ['fails after 3', 'en_us', true],
      ['fails after 3', 'zh_cn', false],
      ['3 步后失败', 'zh_cn', true],
      ['kind_bsw', 'en_us', true],
      ['0x654321', 'en_us', false],
    ];
    for (const [filter, language, expected] of cases)
      expect([filter, matchesFilter(view!, filter, language)]).toEqual([filter, expected]);
  });
});

describe('memoryViews', () => {
  it('shows a memory without NvM blocks as not kept', () => {
    const [memory] = memoryViews(demProject().snapshot(), DEFINITIONS, []);
    expect(memory).toMatchObject({
      name: 'DemPrimaryMemory',
      kind: 'primary',
      set: 'DemEventMemorySet_0',
      needed: 80,
      blocks: [],
      storage: 'none',
    });
  });

  const cases: [string, (f: ProjectFixture) => void, string, number, string[]][] = [
    ['a block just long enough', (f) => primaryInNvm(f, '80'), 'enough', 80, []],
    ['a block one byte short', (f) => primaryInNvm(f, '79'), 'tooShort', 79, ['E_Dem0009']],
    [
      'a block naming no NvM block',
      (f) => {
        primaryInNvm(f, '80');
        link(f, `${GENERAL}/DemNvRamBlockId_0`, { DemNvRamBlockIdRef: [] });
      },
      'missing',
      0,
      ['E_Dem0009'],
    ],
  ];
  for (const [name, build, storage, length, codes] of cases)
    it(`${name}: ${storage}, as E_Dem0009 finds`, () => {
      const fixture = demProject();
      build(fixture);
      const views = memoryViews(fixture.snapshot(), DEFINITIONS, findings(fixture));
      expect(views).toHaveLength(1);
      expect(views[0]?.storage).toBe(storage);
      expect(views[0]?.length).toBe(length);
      expect(views[0]?.blocks.map((b) => [b.name, b.nvm?.name])).toEqual([
        ['DemNvRamBlockId_0', storage === 'missing' ? undefined : 'NvMBlockDescriptor_0'],
      ]);
      expect(views[0]?.findings.map((f) => f.code)).toEqual(codes);
    });

  it('lists user defined memories too, each with what it needs', () => {
    const fixture = demProject();
    fixture.add(MEMORY_SET, 'DemUserDefinedMemory', { DemMaxNumberEventEntryUserDefined: '2' });
    const views = memoryViews(fixture.snapshot(), DEFINITIONS, []);
    expect(views.map((v) => [v.kind, v.needed])).toEqual([
      ['primary', 80],
      ['userDefined', 20],
    ]);
  });
});
