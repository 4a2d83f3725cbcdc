import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_LinIf0001 } from './E_LinIf0001.js';

const GLOBAL = '/LinIf/LinIfGlobalConfig';

/** A frame sent by LinIf: its PDU direction becomes a Tx PDU with this id. */
function addTxFrame(fixture: ProjectFixture, channel: string, txPduId: string): void {
  const frame = fixture.add(channel, 'LinIfFrame');
  const direction = `${channel}/${frame.shortName}/LinIfPduDirection`;
  for (const child of fixture.containers.filter((c) => c.parentId === fixture.get(direction).id))
    fixture.remove(`${direction}/${child.shortName}`);
  fixture.add(direction, 'LinIfTxPdu', { LinIfTxPduId: txPduId });
}

describe('E_LinIf0001 LinIf channel and Tx PDU ids are unique', () => {
  const cases: [string, string, string[], string, string[]][] = [
    // name, channel ids, Tx PDU ids (a frame each, one list per channel), schedule table index (one table in each channel), expected
    ['all distinct', '0,1', ['0,1', '2'], '1', []],
    ['two channels with one id', '3,3', ['0', '1'], '1', [`${GLOBAL}/LinIfChannel_1 LinIfChannelId`]],
    [
      'a Tx PDU id on another channel',
      '0,1',
      ['0,1', '1'],
      '1',
      [`${GLOBAL}/LinIfChannel_1/LinIfFrame_0/LinIfPduDirection/LinIfTxPdu LinIfTxPduId`],
    ],
    ['schedule tables of two channels with one index', '0,1', ['0', '1'], '4', []],
  ];
  for (const [name, channelIds, txIds, tableIndex, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      channelIds.split(',').forEach((id, index) => {
        const channel = fixture.add(GLOBAL, 'LinIfChannel', { LinIfChannelId: id });
        for (const txId of (txIds[index] ?? '').split(','))
          addTxFrame(fixture, `${GLOBAL}/${channel.shortName}`, txId);
      });
      for (const channel of ['LinIfChannel_0', 'LinIfChannel_1'])
        fixture.add(`${GLOBAL}/${channel}`, 'LinIfScheduleTable', { LinIfScheduleTableIndex: tableIndex });
      expect(ruleRows(fixture, E_LinIf0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
