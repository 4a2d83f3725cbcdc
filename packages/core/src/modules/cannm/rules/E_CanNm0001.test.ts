import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_CanNm0001 } from './E_CanNm0001.js';

const CHANNEL = '/CanNm/CanNmGlobalConfig/CanNmChannelConfig_0';

describe('E_CanNm0001 partial networking options need CanNmGlobalPnSupport', () => {
  const cases: [string, boolean, boolean, boolean, string[]][] = [
    // name, global PN support, EIRA calculation, channel PN
    ['nothing on', false, false, false, []],
    ['global on with both options', true, true, true, []],
    ['global on alone', true, false, false, []],
    ['EIRA without global', false, true, false, ['/CanNm/CanNmGeneral CanNmPnEiraCalcEnabled']],
    ['channel PN without global', false, false, true, [`${CHANNEL} CanNmPnEnabled`]],
    [
      'both without global',
      false,
      true,
      true,
      ['/CanNm/CanNmGeneral CanNmPnEiraCalcEnabled', `${CHANNEL} CanNmPnEnabled`],
    ],
  ];
  for (const [name, global, eira, channelPn, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/CanNm/CanNmGeneral', { CanNmGlobalPnSupport: global, CanNmPnEiraCalcEnabled: eira });
      fixture.add('/CanNm/CanNmGlobalConfig', 'CanNmChannelConfig', { CanNmPnEnabled: channelPn });
      expect(ruleRows(fixture, E_CanNm0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
