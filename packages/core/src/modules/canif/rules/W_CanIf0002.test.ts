import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_CanIf0002 } from './W_CanIf0002.js';

describe('W_CanIf0002 CanIfPublicReadRxPduNotifyStatusApi used by a CanIfRxPduCfg', () => {
  const cases: [string, boolean, boolean[], string[]][] = [
    ['API off', false, [true], []],
    ['API on, one PDU uses it', true, [false, true], []],
    ['API on, no PDU uses it', true, [false], ['/CanIf/CanIfPublicCfg CanIfPublicReadRxPduNotifyStatusApi']],
    ['API on, no PDU at all', true, [], ['/CanIf/CanIfPublicCfg CanIfPublicReadRxPduNotifyStatusApi']],
  ];
  for (const [name, api, uses, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/CanIf/CanIfPublicCfg', { CanIfPublicReadRxPduNotifyStatusApi: api });
      for (const use of uses)
        fixture.add('/CanIf/CanIfInitCfg', 'CanIfRxPduCfg', { CanIfRxPduReadNotifyStatus: use });
      expect(ruleRows(fixture, W_CanIf0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
