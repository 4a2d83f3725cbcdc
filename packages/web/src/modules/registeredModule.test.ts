import { afterAll, describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { ProjectMenuItem } from '@ecuc/core/catalogue';
import { registerModulePlugin, unregisterModulePlugin } from '@ecuc/core/modules';
import { registerThrowawayModule, THROWAWAY_MODULE, THROWAWAY_PLUGIN } from '@ecuc/core/testing';
import { buildRoutes } from '../routing/routeTree.js';
import { testRouteElements } from '../routing/testRouteElements.js';
import { modulePageRoute } from '../routing/pageTable.js';
import { decideMainRoute } from '../routing/guard.js';
import { buildSidebar } from '../layout/sidebarModel.js';
import { moduleScreensLoader } from './screens.js';

const elements = testRouteElements((pageKey) => () => `guard ${pageKey}`);

function leaf(routes: RouteObject[], path: string) {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

const zztMenuItem: ProjectMenuItem = {
  id: 9901,
  mark: 'Zzt',
  pageUrl: 'zzt',
  abbreviation: 'Zzt',
  type: 'Other',
};
const osMenuItem: ProjectMenuItem = { id: 1, mark: 'Os', pageUrl: 'os', abbreviation: 'Os', type: 'System' };

/** The throwaway module of `core/src/testing` (a folder of its own) reaches the web app through the registry alone. */
describe('a module registered at run time', () => {
  afterAll(() => unregisterModulePlugin(THROWAWAY_MODULE));

  it('has no route before it is registered', () => {
    expect(leaf(buildRoutes(elements), '/main/zzt')?.element).toBe('not found');
  });

  it('gets its route, guard, sidebar item and the generic page once its plugin is registered', () => {
    registerThrowawayModule();
    const route = leaf(buildRoutes(elements), '/main/zzt');
    expect(route?.path).toBe('zzt');
    expect(route?.element).toBe('module zzt');
    expect((route?.loader as () => unknown)()).toBe('guard zzt');
    expect(modulePageRoute('zzt')).toMatchObject({ pageKey: 'zzt', group: 'Complex', instance: 'none' });
    expect(moduleScreensLoader('Zzt')).toBeUndefined();

    const groups = buildSidebar([osMenuItem, zztMenuItem]);
    const other = groups.find((group) => group.category === 'Other');
    expect(other?.items).toEqual([{ key: 'zzt', label: 'Zzt', path: '/main/zzt', moduleId: 9901 }]);
    expect(buildSidebar([osMenuItem]).some((group) => group.category === 'Other')).toBe(false);

    const withZzt = { projectId: 'p1', modules: { menu: [osMenuItem, zztMenuItem] } };
    const withoutZzt = { projectId: 'p1', modules: { menu: [osMenuItem] } };
    expect(decideMainRoute('zzt', withZzt)).toEqual({ kind: 'allow' });
    expect(decideMainRoute('zzt', withoutZzt)).toEqual({ kind: 'redirect', to: '/main/404' });
  });

  it('routes its instances when it is instance-based', () => {
    const entry = THROWAWAY_PLUGIN.catalogue!;
    registerModulePlugin({ ...THROWAWAY_PLUGIN, catalogue: { ...entry, instanceBased: true } });
    const routes = buildRoutes(elements);
    expect(leaf(routes, '/main/zzt/2')?.path).toBe('zzt/:id');
    expect(leaf(routes, '/main/zzt')?.element).toBe('module zzt');
    const [group] = buildSidebar([{ ...zztMenuItem, instanceId: 2 }]);
    expect(group?.items.map((item) => item.path)).toEqual(['/main/zzt/2']);
  });
});
