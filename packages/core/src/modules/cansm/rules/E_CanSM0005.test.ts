import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanSM0005 } from './E_CanSM0005.js';

const NETWORKS = '/CanSM/CanSMConfiguration/CanSMManagerNetwork';

describe('E_CanSM0005 a CanIf controller in one CanSM network', () => {
  /** CanSM controllers as [network, CanIf controller] pairs. */
  const cases: [string, [number, number][], string[]][] = [
    [
      'distinct controllers',
      [
        [0, 0],
        [0, 1],
        [1, 2],
      ],
      [],
    ],
    [
      'same controller in two networks',
      [
        [0, 0],
        [1, 1],
        [1, 0],
      ],
      [`${NETWORKS}_1/CanSMController_1 CanSMControllerId`],
    ],
    [
      'same controller twice in one network',
      [
        [0, 1],
        [0, 1],
      ],
      [`${NETWORKS}_0/CanSMController_1 CanSMControllerId`],
    ],
  ];
  for (const [name, controllers, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add('/CanIf', 'CanIfCtrlDrvCfg');
      const canIfControllers = [
        fixture.get('/CanIf/CanIfCtrlDrvCfg_0/CanIfCtrlCfg_0'),
        fixture.add('/CanIf/CanIfCtrlDrvCfg_0', 'CanIfCtrlCfg'),
        fixture.add('/CanIf/CanIfCtrlDrvCfg_0', 'CanIfCtrlCfg'),
      ];
      fixture.add('/CanSM/CanSMConfiguration', 'CanSMManagerNetwork');
      for (const [network, target] of controllers) {
        const controller = fixture.add(`${NETWORKS}_${network}`, 'CanSMController');
        fixture.set(
          `${NETWORKS}_${network}/${controller.shortName}`,
          {},
          {
            CanSMControllerId: [canIfControllers[target]?.id ?? ''],
          },
        );
      }
      expect(ruleRows(fixture, E_CanSM0005, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
