import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanNm0002 } from './E_CanNm0002.js';

const CONFIG = '/CanNm/CanNmGlobalConfig';

/** Two channels, each with its mandatory Rx PDU, the second one's id given. */
function twoChannels(secondRxId: string): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  fixture.add(CONFIG, 'CanNmChannelConfig');
  fixture.add(CONFIG, 'CanNmChannelConfig');
  fixture.set(`${CONFIG}/CanNmChannelConfig_0/CanNmRxPdu_0`, { CanNmRxPduId: '0' });
  fixture.set(`${CONFIG}/CanNmChannelConfig_1/CanNmRxPdu_0`, { CanNmRxPduId: secondRxId });
  return fixture;
}

describe('E_CanNm0002 CanNm PDU ids are unique over all channels', () => {
  it('reports an Rx PDU id another channel already uses', () => {
    expect(ruleRows(twoChannels('0'), E_CanNm0002, MODULE_DEFINITIONS)).toEqual([
      `${CONFIG}/CanNmChannelConfig_1/CanNmRxPdu_0 CanNmRxPduId`,
    ]);
  });

  it('accepts distinct ids, and the same number in different id spaces', () => {
    const fixture = twoChannels('1');
    fixture.add(`${CONFIG}/CanNmChannelConfig_0`, 'CanNmTxPdu', { CanNmTxConfirmationPduId: '0' });
    expect(ruleRows(fixture, E_CanNm0002, MODULE_DEFINITIONS)).toEqual([]);
  });
});
