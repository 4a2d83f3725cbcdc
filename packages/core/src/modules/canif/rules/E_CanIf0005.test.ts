import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanIf0005 } from './E_CanIf0005.js';

const INIT = '/CanIf/CanIfInitCfg';

describe('E_CanIf0005 CanIf ids are unique', () => {
  const cases: [string, string, string, string, string[]][] = [
    // name, Tx PDU ids, Rx PDU id, controller ids (of two drivers), expected
    ['all distinct', '0,1', '0', '0,1', []],
    ['two Tx PDUs with one id', '3,3', '0', '0,1', [`${INIT}/CanIfTxPduCfg_1 CanIfTxPduId`]],
    [
      'a controller id of another driver',
      '0,1',
      '0',
      '0,0',
      ['/CanIf/CanIfCtrlDrvCfg_1/CanIfCtrlCfg_0 CanIfCtrlId'],
    ],
  ];
  for (const [name, txIds, rxId, controllerIds, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      for (const id of txIds.split(',')) fixture.add(INIT, 'CanIfTxPduCfg', { CanIfTxPduId: id });
      fixture.add(INIT, 'CanIfRxPduCfg', { CanIfRxPduId: rxId });
      controllerIds.split(',').forEach((id, driver) => {
        fixture.add('/CanIf', 'CanIfCtrlDrvCfg');
        fixture.set(`/CanIf/CanIfCtrlDrvCfg_${driver}/CanIfCtrlCfg_0`, { CanIfCtrlId: id });
      });
      expect(ruleRows(fixture, E_CanIf0005, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
