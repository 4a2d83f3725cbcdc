import { describe, expect, it } from 'vitest';
import type { ModuleSwitch } from '@ecuc/core/api';
import { groupOverviewRows, modulesOfGroup } from './groupOverview.js';

const switchOf = (module: string, enabled: boolean, extra: Partial<ModuleSwitch> = {}): ModuleSwitch => ({
  id: 1,
  module,
  pageUrl: module,
  category: 'Memory Services',
  enabled,
  mandatory: false,
  instanceBased: false,
  instances: enabled ? [0] : [],
  ...extra,
});

describe('the group overview', () => {
  it('lists the modules of a route group that have a page of their own, in catalogue order', () => {
    expect(modulesOfGroup('Memory').map((m) => m.name)).toEqual(['NvM', 'MemIf']);
    const system = modulesOfGroup('System').map((m) => m.name);
    expect(system).toContain('Os');
    expect(system).toContain('ComM');
    expect(system).not.toContain('Det'); // not available yet
  });

  it('counts the errors and warnings of each enabled module, its instances included, and links its pages', () => {
    const modules = [
      ...modulesOfGroup('Memory'),
      ...modulesOfGroup('Communication').filter((m) => m.name === 'Can'),
    ];
    const rows = groupOverviewRows(
      modules,
      [
        switchOf('NvM', true, { changedAt: '2026-11-24T07:00:00.000Z' }),
        switchOf('MemIf', false),
        switchOf('Can', true, { instanceBased: true, instances: [0, 1] }),
      ],
      {
        errList: [
          { path: '/NvM/NvMBlockDescriptor_0' },
          { path: '/NvM' },
          { path: '/NvMExtra/X' },
          { path: '/Can_1/CanConfigSet' },
          { path: '/MemIf/MemIfGeneral' },
        ],
        warningList: [{ path: '/NvM/NvMCommon' }],
      },
    );
    expect(rows).toEqual([
      {
        module: 'NvM',
        links: [{ label: 'NvM', path: '/main/NvM' }],
        enabled: true,
        errors: 2,
        warnings: 1,
        changedAt: '2026-11-24T07:00:00.000Z',
      },
      // Off: no link, and nothing of it counts.
      { module: 'MemIf', links: [], enabled: false, errors: 0, warnings: 0 },
      {
        module: 'Can',
        links: [
          { label: 'Can_0', path: '/main/canDriver/0' },
          { label: 'Can_1', path: '/main/canDriver/1' },
        ],
        enabled: true,
        errors: 1,
        warnings: 0,
      },
    ]);
  });
});
