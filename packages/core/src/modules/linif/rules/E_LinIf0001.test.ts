import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_LinIf0001 } from './E_LinIf0001.js';

const GLOBAL = '/LinIf/LinIfGlobalConfig';

/** A frame sent by LinIf: its PDU direction becomes a Tx PDU with this id. */
function addTxFrame(fixture: ProjectFixture, channel: string, txPduId: string): void {
  const frame = fixture.add(channel, 'LinIfFrame');
  const direction = `${channel}/${frame.shortName}/LinIfPduDirection`;
  fixture.remove(`${direction}/LinIfInternalPdu`);
  fixture.add(direction, 'LinIfTxPdu', { LinIfTxPduId: txPduId });
}

describe('E_LinIf0001 Tx PDU ids are unique over all channels', () => {
  const cases: [string, string[], string, string[]][] = [
    // name, Tx PDU ids (a frame each, one list per channel), schedule table index (a table in each channel), expected
    ['all distinct', ['0,1', '2'], '1', []],
    [
      'a Tx PDU id of the same channel',
      ['0,0', '1'],
      '1',
      [`${GLOBAL}/LinIfChannel_0/LinIfFrame_1/LinIfPduDirection/LinIfTxPdu LinIfTxPduId`],
    ],
    [
      'a Tx PDU id of another channel',
      ['0,1', '1'],
      '1',
      [`${GLOBAL}/LinIfChannel_1/LinIfFrame_0/LinIfPduDirection/LinIfTxPdu LinIfTxPduId`],
    ],
    ['schedule tables of two channels with one index', ['0', '1'], '4', []],
  ];
  for (const [name, txIds, tableIndex, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      for (const ids of txIds) {
        const channel = `${GLOBAL}/${fixture.add(GLOBAL, 'LinIfChannel').shortName}`;
        for (const id of ids.split(',')) addTxFrame(fixture, channel, id);
        fixture.add(channel, 'LinIfScheduleTable', { LinIfScheduleTableIndex: tableIndex });
      }
      expect(ruleRows(fixture, E_LinIf0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
