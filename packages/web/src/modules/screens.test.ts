import { describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE } from '@ecuc/core/catalogue';
import { modulePageRoutes } from '../routing/pageTable.js';
import { MODULE_SCREENS, moduleScreensLoader } from './screens.js';

describe('special screens', () => {
  it('are keyed by the name of a module that has a page of its own', () => {
    const paged = new Set(modulePageRoutes().map((route) => route.module.name));
    for (const name of Object.keys(MODULE_SCREENS)) expect(paged.has(name), name).toBe(true);
  });

  it('are registered for Os, Com, LinIf, WdgM, BswM, Dcm, Dem and Csm; every other module page is the generic editor', () => {
    expect(Object.keys(MODULE_SCREENS)).toEqual(['Os', 'Com', 'LinIf', 'WdgM', 'BswM', 'Dcm', 'Dem', 'Csm']);
    expect(moduleScreensLoader('BswM')).toBe(MODULE_SCREENS['BswM']);
    expect(moduleScreensLoader('Os')).toBe(MODULE_SCREENS['Os']);
    expect(moduleScreensLoader('Com')).toBe(MODULE_SCREENS['Com']);
    expect(moduleScreensLoader('WdgM')).toBe(MODULE_SCREENS['WdgM']);
    expect(moduleScreensLoader('Dcm')).toBe(MODULE_SCREENS['Dcm']);
    const others = MODULE_CATALOGUE.filter((module) => !Object.hasOwn(MODULE_SCREENS, module.name));
    for (const module of others) expect(moduleScreensLoader(module.name), module.name).toBeUndefined();
    expect(moduleScreensLoader('toString')).toBeUndefined();
  });
});
