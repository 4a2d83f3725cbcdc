import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { verifyProject } from '../../../verify/engine.js';
import { E_FiM0002 } from './E_FiM0002.js';

const INH = '/FiM/FiMConfigSet/FiMInhibitionConfiguration_0';

describe('E_FiM0002 an inhibition configuration names an input', () => {
  const cases: [string, Record<string, string[]>, string[]][] = [
    ['no input at all', {}, [`${INH} FiMInhEventRef`]],
    [
      'empty lists',
      { FiMInhEventRef: [], FiMInhComponentRef: [], FiMInhSumRef: [] },
      [`${INH} FiMInhEventRef`],
    ],
    ['a Dem event', { FiMInhEventRef: ['event-1'] }, []],
    ['a Dem component', { FiMInhComponentRef: ['component-1'] }, []],
    ['a summary event', { FiMInhSumRef: ['SUMMARY'] }, []],
    ['all three', { FiMInhEventRef: ['event-1'], FiMInhComponentRef: ['c'], FiMInhSumRef: ['SUMMARY'] }, []],
  ];
  for (const [name, references, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      const fid = fixture.add('/FiM/FiMConfigSet', 'FiMFID');
      const summary = fixture.add('/FiM/FiMConfigSet', 'FiMSummaryEvent');
      fixture.add('/FiM/FiMConfigSet', 'FiMInhibitionConfiguration');
      const resolved = Object.fromEntries(
        Object.entries(references).map(([ref, ids]) => [
          ref,
          ids.map((id) => (id === 'SUMMARY' ? summary.id : id)),
        ]),
      );
      fixture.set(INH, {}, { FiMInhFunctionIdRef: [fid.id], ...resolved });
      expect(ruleRows(fixture, E_FiM0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('leaves a dangling Dem event reference to the generic reference check', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const fid = fixture.add('/FiM/FiMConfigSet', 'FiMFID');
    fixture.add('/FiM/FiMConfigSet', 'FiMInhibitionConfiguration');
    fixture.set(INH, {}, { FiMInhFunctionIdRef: [fid.id], FiMInhEventRef: ['no-such-event'] });
    // The rule counts the reference: the configuration names an input.
    expect(ruleRows(fixture, E_FiM0002, MODULE_DEFINITIONS)).toEqual([]);
    // The generic reference check (E_0003) reports the missing target on the reference itself, and nothing else.
    const { errList } = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' });
    expect(errList.map((r) => [r.code, r.path, r.param, r.message])).toEqual([
      ['E_0003', INH, 'FiMInhEventRef', 'Reference FiMInhEventRef: target no-such-event does not exist'],
    ]);
  });
});
