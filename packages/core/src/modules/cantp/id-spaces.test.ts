import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';
import { ruleRows } from '../rule-harness.js';
import { E_CanTp0012 } from './rules/E_CanTp0012.js';

const CONFIG = '/CanTp/CanTpConfig';

describe('CanTp handle ids start free over the whole module', () => {
  it('gives the N-SDUs and N-PDUs of a second channel ids the first does not hold', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    for (const channel of [0, 1]) {
      fixture.add(CONFIG, 'CanTpChannel');
      fixture.add(`${CONFIG}/CanTpChannel_${channel}`, 'CanTpRxNSdu');
      fixture.add(`${CONFIG}/CanTpChannel_${channel}`, 'CanTpTxNSdu');
    }
    const ids = (definitionPath: string, param: string) =>
      fixture.containers.filter((c) => c.definitionPath === definitionPath).map((c) => c.values[param]);
    const channel = `${CONFIG}/CanTpChannel`;
    expect(ids(`${channel}/CanTpRxNSdu`, 'CanTpRxNSduId')).toEqual(['0', '1']);
    expect(ids(`${channel}/CanTpTxNSdu`, 'CanTpTxNSduId')).toEqual(['0', '1']);
    // Received N-PDUs (data and flow control) share one space, sent ones another.
    fixture.add(`${CONFIG}/CanTpChannel_1/CanTpTxNSdu_0`, 'CanTpRxFcNPdu');
    fixture.add(`${CONFIG}/CanTpChannel_0/CanTpRxNSdu_0`, 'CanTpTxFcNPdu');
    expect(ids(`${channel}/CanTpRxNSdu/CanTpRxNPdu`, 'CanTpRxNPduId')).toEqual(['0', '1']);
    expect(ids(`${channel}/CanTpTxNSdu/CanTpRxFcNPdu`, 'CanTpRxFcNPduId')).toEqual(['2']);
    expect(ids(`${channel}/CanTpTxNSdu/CanTpTxNPdu`, 'CanTpTxNPduConfirmationPduId')).toEqual(['0', '1']);
    expect(ids(`${channel}/CanTpRxNSdu/CanTpTxFcNPdu`, 'CanTpTxFcNPduConfirmationPduId')).toEqual(['2']);
    expect(ruleRows(fixture, E_CanTp0012, MODULE_DEFINITIONS)).toEqual([]);
  });
});
