import { describe, expect, it } from 'vitest';
import { projectModulesOf } from './projectModules.js';

const os = { id: 1, mark: 'Os', pageUrl: 'os', abbreviation: 'Os', type: 'System' };

describe('projectModulesOf', () => {
  it('reads ModuleListData', () => {
    const switches = [{ id: 1, module: 'Os', pageUrl: 'os', category: 'System', enabled: true }];
    expect(projectModulesOf({ list: [os], modules: switches, disabledRouteKeys: ['dcm'] })).toEqual({
      menu: [os],
      disabledRouteKeys: ['dcm'],
      switches,
    });
  });

  it('reads a bare list of menu items', () => {
    expect(projectModulesOf([os])).toEqual({ menu: [os] });
  });

  it('leaves out entries that are not menu items and survives odd answers', () => {
    expect(projectModulesOf({ list: [os, { name: 'x' }, null], disabledRouteKeys: ['a', 3] })).toEqual({
      menu: [os],
      disabledRouteKeys: ['a'],
    });
    expect(projectModulesOf(null)).toEqual({ menu: [] });
    expect(projectModulesOf('x')).toEqual({ menu: [] });
  });
});
