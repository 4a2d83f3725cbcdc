import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_FiM0003 } from './E_FiM0003.js';

describe('E_FiM0003 a summary event has an input event', () => {
  const cases: [string, string[][], string[]][] = [
    ['no summary event', [], []],
    ['one with an event', [['event-1']], []],
    ['one with two events', [['event-1', 'event-2']], []],
    ['one without events', [[]], ['/FiM/FiMConfigSet/FiMSummaryEvent_0 FiMInputSumEventRef']],
    [
      'the second without events',
      [['event-1'], []],
      ['/FiM/FiMConfigSet/FiMSummaryEvent_1 FiMInputSumEventRef'],
    ],
  ];
  for (const [name, inputs, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      inputs.forEach((events, index) => {
        fixture.add('/FiM/FiMConfigSet', 'FiMSummaryEvent');
        fixture.set(`/FiM/FiMConfigSet/FiMSummaryEvent_${index}`, {}, { FiMInputSumEventRef: events });
      });
      expect(ruleRows(fixture, E_FiM0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
