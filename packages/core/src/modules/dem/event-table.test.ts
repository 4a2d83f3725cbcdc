import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../index.js';
import {
  CONFIG_SET,
  choose,
  counterClass,
  demProject,
  dtcWithAttributes,
  event,
  link,
} from './dem-fixture.js';
import { demEventTableOfSnapshot } from './event-table.js';

describe('the Dem event table', () => {
  it('is empty without events', () => {
    expect(demEventTableOfSnapshot(demProject().snapshot(), MODULE_DEFINITIONS)).toEqual([]);
  });

  it('gives per event its DTC, operation cycle and debouncing in words', () => {
    const fixture = demProject();
    const counter = counterClass(fixture, {
      DemDebounceCounterFailedThreshold: '3',
      DemDebounceCounterPassedThreshold: '-2',
    });
    const { dtc } = dtcWithAttributes(fixture, '0x123456');
    fixture.set(`${CONFIG_SET}/${dtc.shortName}`, { DemDTCSeverity: 'DEM_SEVERITY_CHECK_IMMEDIATELY' });
    event(fixture, { dtc: fixture.get(`${CONFIG_SET}/${dtc.shortName}`), debounce: counter });

    const jumping = counterClass(fixture, {
      DemDebounceCounterFailedThreshold: '10',
      DemDebounceCounterPassedThreshold: '-10',
      DemDebounceCounterIncrementStepSize: '3',
      DemDebounceCounterDecrementStepSize: '5',
      DemDebounceCounterJumpDown: true,
      DemDebounceCounterJumpDownValue: '0',
      DemDebounceCounterJumpUp: true,
      DemDebounceCounterJumpUpValue: '-4',
    });
    event(fixture, { debounce: jumping });

    const timed = fixture.add(CONFIG_SET, 'DemDebounceTimeBaseClass', {
      DemDebounceTimeFailedThreshold: '0.2',
      DemDebounceTimePassedThreshold: '0.05',
    });
    const third = event(fixture);
    link(fixture, choose(fixture, third, 'DemDebounceTimeBase'), { DemDebounceTimeBaseRef: [timed] });

    choose(fixture, event(fixture), 'DemDebounceMonitorInternal');
    choose(fixture, event(fixture), undefined);

    const rows = demEventTableOfSnapshot(fixture.snapshot(), MODULE_DEFINITIONS);
    expect(rows[0]).toEqual({
      event: 'DemEventParameter_0',
      path: `${CONFIG_SET}/DemEventParameter_0`,
      id: '1',
      kind: 'DEM_EVENT_KIND_SWC',
      dtc: { name: 'DemDTC_0', value: '0x123456', severity: 'DEM_SEVERITY_CHECK_IMMEDIATELY' },
      operationCycle: { name: 'DemOperationCycle_0', type: 'DEM_OPCYC_POWER' },
      debounce: {
        kind: 'counter',
        class: 'DemDebounceCounterBasedClass_0',
        text: {
          en_us: 'fails after 3 steps of +1, recovers after 2 of \u22121',
          zh_cn: '每步 +1，3 步后失败，每步 \u22121，2 步后恢复',
        },
      },
    });
    expect(rows.slice(1).map((row) => [row.id, row.dtc, row.debounce.kind, row.debounce.text.en_us])).toEqual(
      [
        [
          '2',
          undefined,
          'counter',
          'fails after 4 steps of +3, recovers after 2 of \u22125, jumps up to \u22124, jumps down to 0',
        ],
        ['3', undefined, 'time', 'fails after 0.2 s, recovers after 0.05 s'],
        ['4', undefined, 'monitorInternal', 'debounced by the monitor'],
        ['5', undefined, 'none', 'no debouncing'],
      ],
    );
    expect(rows[2]?.debounce.text.zh_cn).toBe('0.2 s 后失败，0.05 s 后恢复');
  });

  it('says "never" where a threshold lies on the wrong side of 0 or a step is not above 0', () => {
    const fixture = demProject();
    const cases: [Record<string, string>, string][] = [
      [
        { DemDebounceCounterFailedThreshold: '3', DemDebounceCounterPassedThreshold: '2' },
        'fails after 3 steps of +1, never recovers',
      ],
      [
        { DemDebounceCounterFailedThreshold: '-3', DemDebounceCounterPassedThreshold: '-2' },
        'never fails, recovers after 2 of \u22121',
      ],
      [
        { DemDebounceCounterFailedThreshold: '0', DemDebounceCounterPassedThreshold: '-2' },
        'never fails, recovers after 2 of \u22121',
      ],
      [
        {
          DemDebounceCounterFailedThreshold: '3',
          DemDebounceCounterPassedThreshold: '-2',
          DemDebounceCounterIncrementStepSize: '0',
        },
        'never fails, recovers after 2 of \u22121',
      ],
    ];
    for (const [values] of cases) event(fixture, { debounce: counterClass(fixture, values) });
    const rows = demEventTableOfSnapshot(fixture.snapshot(), MODULE_DEFINITIONS);
    expect(rows.map((row) => row.debounce.text.en_us)).toEqual(cases.map(([, text]) => text));
  });
});
