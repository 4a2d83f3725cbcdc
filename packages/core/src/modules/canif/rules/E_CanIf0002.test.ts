import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanIf0002 } from './E_CanIf0002.js';

describe('E_CanIf0002 wakeup needs CanIfWakeupSupport', () => {
  const cases: [string, boolean, boolean, boolean, string[]][] = [
    ['nothing wakes up', false, false, false, []],
    ['controller wakes up with support', true, true, false, []],
    [
      'controller wakes up without support',
      false,
      true,
      false,
      ['/CanIf/CanIfCtrlDrvCfg_0/CanIfCtrlCfg_0 CanIfCtrlWakeupSupport'],
    ],
    [
      'transceiver wakes up without support',
      false,
      false,
      true,
      ['/CanIf/CanIfTrcvDrvCfg_0/CanIfTrcvCfg_0 CanIfTrcvWakeupSupport'],
    ],
    ['transceiver wakes up with support', true, false, true, []],
  ];
  for (const [name, support, controller, transceiver, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/CanIf/CanIfPublicCfg', { CanIfWakeupSupport: support });
      fixture.add('/CanIf', 'CanIfCtrlDrvCfg');
      fixture.set('/CanIf/CanIfCtrlDrvCfg_0/CanIfCtrlCfg_0', { CanIfCtrlWakeupSupport: controller });
      fixture.add('/CanIf', 'CanIfTrcvDrvCfg');
      fixture.set('/CanIf/CanIfTrcvDrvCfg_0/CanIfTrcvCfg_0', { CanIfTrcvWakeupSupport: transceiver });
      expect(ruleRows(fixture, E_CanIf0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
