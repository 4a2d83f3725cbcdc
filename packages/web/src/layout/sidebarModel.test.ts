import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moduleByPageUrl } from '@ecuc/core/catalogue';
import type { ProjectMenuItem } from '@ecuc/core/catalogue';
import { buildSidebar, debounce, selectedSidebarKey, sidebarCollapsedAt } from './sidebarModel.js';

function menuItem(pageKey: string, instanceId?: number): ProjectMenuItem {
  const module = moduleByPageUrl(pageKey);
  if (!module) throw new Error(`no catalogue entry for ${pageKey}`);
  const item: ProjectMenuItem = {
    id: module.id,
    mark: module.name,
    pageUrl: module.pageUrl,
    abbreviation: module.abbreviation,
    type: module.category,
  };
  if (instanceId !== undefined) item.instanceId = instanceId;
  return item;
}

describe('buildSidebar', () => {
  const menu = [
    menuItem('pduR'),
    menuItem('os'),
    menuItem('com'),
    menuItem('canDriver', 1),
    menuItem('canDriver', 0),
    menuItem('canIf'),
    menuItem('ecuM'),
    menuItem('canNm'),
  ];

  it('groups by category in catalogue order and sorts each group alphabetically', () => {
    const groups = buildSidebar(menu);
    expect(groups.map((g) => g.category)).toEqual([
      'Communication Services',
      'Communication HW Abstraction',
      'Communication Drivers',
      'System',
    ]);
    expect(groups[0]!.items.map((i) => i.label)).toEqual(['CanNm', 'Com', 'PduR']);
    expect(groups[3]!.items.map((i) => i.label)).toEqual(['EcuM', 'Os']);
  });

  it('shows instance-based modules as name_instanceId with path name/{instanceId}', () => {
    const drivers = buildSidebar(menu).find((g) => g.category === 'Communication Drivers')!;
    expect(drivers.items).toEqual([
      { key: 'canDriver/0', label: 'Can_0', path: '/main/canDriver/0', moduleId: 170 },
      { key: 'canDriver/1', label: 'Can_1', path: '/main/canDriver/1', moduleId: 170 },
    ]);
  });

  it('sorts instance numbers numerically', () => {
    const groups = buildSidebar([menuItem('cdd', 10), menuItem('cdd', 2), menuItem('cdd', 1)]);
    expect(groups[0]!.items.map((i) => i.label)).toEqual(['CDD_1', 'CDD_2', 'CDD_10']);
  });

  it('lists RTE-only entries only when the project has the RTE module', () => {
    const withoutRte = buildSidebar([...menu, menuItem('SwComponts')]);
    expect(withoutRte.some((g) => g.category === 'RTE')).toBe(false);
    const withRte = buildSidebar([...menu, menuItem('configSwBase')]);
    const rte = withRte.find((g) => g.category === 'RTE')!;
    expect(rte.items.map((i) => i.key)).toContain('SwComponts');
    expect(rte.items.map((i) => i.key)).toContain('configSwBase');
    expect(rte.items.map((i) => i.key)).toContain('DataType');
  });

  it('leaves out overview pages and modules configured on another page', () => {
    const groups = buildSidebar([menuItem('configSystem'), menuItem('linTp'), menuItem('linIf')]);
    expect(groups.flatMap((g) => g.items.map((i) => i.key))).toEqual(['linIf']);
  });

  it('keeps items the catalogue does not know, under their own category', () => {
    const groups = buildSidebar([
      { id: 9999, mark: 'Foo', pageUrl: 'foo', abbreviation: 'Foo', type: 'Memory Drivers' },
    ]);
    expect(groups).toEqual([
      {
        category: 'Memory Drivers',
        items: [{ key: 'foo', label: 'Foo', path: '/main/foo', moduleId: 9999 }],
      },
    ]);
  });

  it('lists a duplicated item once', () => {
    const groups = buildSidebar([menuItem('os'), menuItem('os')]);
    expect(groups[0]!.items).toHaveLength(1);
  });
});

describe('selectedSidebarKey', () => {
  const groups = buildSidebar([menuItem('canDriver', 0), menuItem('canDriver', 1), menuItem('os')]);
  it('finds the item of a route, including a bare instance route', () => {
    expect(selectedSidebarKey(groups, '/main/canDriver/1')).toBe('canDriver/1');
    expect(selectedSidebarKey(groups, '/main/canDriver')).toBe('canDriver/0');
    expect(selectedSidebarKey(groups, '/main/os')).toBe('os');
    expect(selectedSidebarKey(groups, '/main/workspace')).toBeUndefined();
  });
});

describe('sidebar collapse', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collapses under 1300 px', () => {
    expect(sidebarCollapsedAt(1299)).toBe(true);
    expect(sidebarCollapsedAt(1300)).toBe(false);
  });

  it('handles resizes once they have stopped for 100 ms', () => {
    const seen: number[] = [];
    const onResize = debounce((width: number) => seen.push(width), 100);
    onResize(1400);
    vi.advanceTimersByTime(50);
    onResize(1200);
    vi.advanceTimersByTime(99);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1200]);
  });
});
