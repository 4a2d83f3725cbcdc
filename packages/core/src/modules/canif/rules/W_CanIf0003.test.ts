import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_CanIf0003 } from './W_CanIf0003.js';

describe('W_CanIf0003 CanIfPublicReadTxPduNotifyStatusApi used by a CanIfTxPduCfg', () => {
  const cases: [string, boolean, boolean[], string[]][] = [
    ['API off', false, [true], []],
    ['API on, one PDU uses it', true, [false, true], []],
    ['API on, no PDU uses it', true, [false], ['/CanIf/CanIfPublicCfg CanIfPublicReadTxPduNotifyStatusApi']],
    ['API on, no PDU at all', true, [], ['/CanIf/CanIfPublicCfg CanIfPublicReadTxPduNotifyStatusApi']],
  ];
  for (const [name, api, uses, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/CanIf/CanIfPublicCfg', { CanIfPublicReadTxPduNotifyStatusApi: api });
      for (const use of uses)
        fixture.add('/CanIf/CanIfInitCfg', 'CanIfTxPduCfg', { CanIfTxPduReadNotifyStatus: use });
      expect(ruleRows(fixture, W_CanIf0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
