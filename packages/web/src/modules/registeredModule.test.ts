import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { ModuleDescriptor, ProjectMenuItem } from '@ecuc/core/catalogue';
import { registerModulePlugin } from '@ecuc/core/modules';
import type { ModulePlugin } from '@ecuc/core/modules';
import { buildRoutes } from '../routing/routeTree.js';
import type { RouteElements } from '../routing/routeTree.js';
import { modulePageRoute } from '../routing/pageTable.js';
import { decideMainRoute } from '../routing/guard.js';
import { buildSidebar } from '../layout/sidebarModel.js';
import { moduleScreensLoader } from './screens.js';

/** A module the catalogue does not list, brought by a plugin alone (as a vendor extension would). */
const ZZT_ENTRY: ModuleDescriptor = {
  id: 9901,
  name: 'Zzt',
  abbreviation: 'Zzt',
  vendor: 'Test',
  apiInfix: '',
  pageUrl: 'zzt',
  apiPrefix: 'zzt',
  category: 'Other',
  instanceBased: false,
  availability: 'available',
  kind: 'module',
  routeGroup: 'Complex',
};

const ZZT_PLUGIN: ModulePlugin = {
  definition: { name: 'Zzt', moduleId: 9901, version: 1, containers: [] },
  ui: {},
  catalogue: ZZT_ENTRY,
};

const elements: RouteElements = {
  rootFrame: 'root',
  routeError: 'error',
  loading: 'loading',
  redirect: (to) => `redirect ${to}`,
  lgRegLayout: 'lg-reg',
  login: 'login',
  personal: 'personal',
  enterprise: 'enterprise',
  resetPassword: 'reset',
  activate: 'activate',
  appFrame: 'app frame',
  userLayout: 'user',
  projectList: 'projects',
  addProject: 'add project',
  management: 'management',
  backoffice: 'backoffice',
  mainLayout: 'main',
  mainPage: (pageKey) => pageKey,
  modulePage: (pageKey) => `module ${pageKey}`,
  notFound: 'not found',
  pageMissing: 'missing',
  mainLoader: () => null,
  guardOf: (pageKey) => () => `guard ${pageKey}`,
};

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

describe('a module registered at run time', () => {
  it('has no route before it is registered', () => {
    expect(leaf(buildRoutes(elements), '/main/zzt')?.element).toBe('not found');
  });

  it('gets its route, guard, sidebar item and the generic page once its plugin is registered', () => {
    registerModulePlugin(ZZT_PLUGIN);
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
    registerModulePlugin({ ...ZZT_PLUGIN, catalogue: { ...ZZT_ENTRY, instanceBased: true } });
    const routes = buildRoutes(elements);
    expect(leaf(routes, '/main/zzt/2')?.path).toBe('zzt/:id');
    expect(leaf(routes, '/main/zzt')?.element).toBe('module zzt');
    const [group] = buildSidebar([{ ...zztMenuItem, instanceId: 2 }]);
    expect(group?.items.map((item) => item.path)).toEqual(['/main/zzt/2']);
  });
});
