import { describe, expect, it } from 'vitest';
import { referenceTargetContext, targetFilterOf } from '../../ecuc/reference-targets.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';
import { WDGIF_PATHS } from './definition.js';

describe('WdgIf reference pickers', () => {
  it('offer a device the Wdg drivers no other device stands for, its own included', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const driver = fixture.get('/Wdg_0/WdgGeneral');
    fixture.add('/WdgIf', 'WdgIfDevice');
    fixture.add('/WdgIf', 'WdgIfDevice');
    fixture.set('/WdgIf/WdgIfDevice_0', {}, { WdgIfDriverRef: [driver.id] });
    const filter = targetFilterOf(fixture.definitions, `${WDGIF_PATHS.device}/WdgIfDriverRef`);
    const offers = (holder: string): boolean =>
      filter?.(
        driver,
        referenceTargetContext(fixture.snapshot(), fixture.definitions, fixture.get(holder)),
      ) === true;
    expect(offers('/WdgIf/WdgIfDevice_0')).toBe(true);
    expect(offers('/WdgIf/WdgIfDevice_1')).toBe(false);
  });
});
