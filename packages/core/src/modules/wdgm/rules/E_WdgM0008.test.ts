import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { MODE, triggerOnDriver } from '../graph-fixture.js';
import { E_WdgM0008 } from './E_WdgM0008.js';

const ROW = `${MODE}/WdgMTrigger_0 WdgMWatchdogMode`;

describe('E_WdgM0008 off mode allowed by WdgM and the driver', () => {
  /** [WdgMWatchdogMode, WdgMOffModeEnabled, WdgDisableAllowed, device linked to the driver]. */
  const cases: [string, string, boolean, boolean, boolean, string[]][] = [
    ['slow mode needs nothing', 'WDGIF_SLOW_MODE', false, false, true, []],
    ['off mode allowed on both ends', 'WDGIF_OFF_MODE', true, true, true, []],
    ['off mode not enabled in WdgM', 'WDGIF_OFF_MODE', false, true, true, [ROW]],
    ['driver does not allow disabling', 'WDGIF_OFF_MODE', true, false, true, [ROW]],
    ['neither', 'WDGIF_OFF_MODE', false, false, true, [ROW, ROW]],
    ['driver unknown', 'WDGIF_OFF_MODE', true, false, false, []],
  ];
  for (const [name, mode, offModeEnabled, disableAllowed, linked, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/WdgM/WdgMGeneral', { WdgMOffModeEnabled: offModeEnabled });
      fixture.set('/Wdg_0/WdgGeneral', { WdgDisableAllowed: disableAllowed });
      triggerOnDriver(fixture, { WdgMWatchdogMode: mode }, linked);
      expect(ruleRows(fixture, E_WdgM0008, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
