import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { MODULE_CATALOGUE } from '@ecuc/core/catalogue';
import { buildRoutes } from './routeTree.js';
import { testRouteElements } from './testRouteElements.js';
import { modulePageRoutes } from './pageTable.js';

const elements = testRouteElements();
const routes = buildRoutes(elements);
const MODULE_PAGE_ROUTES = modulePageRoutes();

/** The module routes under /main of the spec's route table (section 2), spelled and ordered as there. */
const SPEC_MODULE_ROUTES = [
  // Basic Software
  'configSwBase',
  'CompuMethod',
  'PortInterface',
  'DataType',
  'SwComponts',
  'Infrastructure',
  'BswMInstance',
  'SwCInstance',
  'Generation',
  // System
  'configSystem',
  'os',
  'dem',
  'comM',
  'ecuM',
  'bswM',
  'tm',
  'wdgM',
  'wdgIf',
  'FiM',
  // Crypto
  'configCrypto',
  'Csm',
  'CryIf',
  'Crypto',
  // Memory
  'configMemory',
  'NvM',
  'MemIf',
  // Mcu
  'wdg',
  'wdg/:id',
  'mcu',
  // Communication
  'configCommunication',
  'com',
  'canIf',
  'canDriver',
  'canDriver/:id',
  'canTrcv',
  'canTrcv/:id',
  'canSM',
  'canTp',
  'canNm',
  'osekNm',
  'pduR',
  'linDriver',
  'linDriver/:id',
  'linTrcv',
  'linTrcv/:id',
  'linIf',
  'linSM',
  'linNm',
  'nm',
  'ldCom',
  'ipduM',
  'xcp',
  'dcm',
  // Complex
  'configComplex',
  'cdd',
  'cdd/:id',
  // the placeholder
  'secOC',
];

/** The paths of the routes directly under /main. */
function mainChildPaths(): string[] {
  const appFrame = routes[0]?.children?.find((route) => route.element === 'app frame');
  const main = appFrame?.children?.find((route) => route.path === 'main');
  return (main?.children ?? []).map((route) => route.path ?? '(index)');
}

/** The element a path renders. */
function leafElement(path: string): unknown {
  return matchRoutes(routes, path)?.at(-1)?.route.element;
}

/** The route pattern that renders a path: the leaf route's full path. */
function leafPattern(path: string): string | undefined {
  const matches = matchRoutes(routes, path);
  if (!matches) return undefined;
  return matches
    .map((match) => (match.route as RouteObject).path ?? (match.route.index ? '(index)' : ''))
    .filter((segment) => segment !== '')
    .join('/');
}

describe('route table (spec section 2)', () => {
  it('has the top-level routes', () => {
    expect(leafPattern('/')).toBe('(index)');
    expect(leafPattern('/login')).toBe('login');
    expect(leafPattern('/lg-reg/login')).toBe('lg-reg/login');
    expect(leafPattern('/lg-reg/personnal')).toBe('lg-reg/personnal');
    expect(leafPattern('/lg-reg/enterprise')).toBe('lg-reg/enterprise');
    expect(leafPattern('/lg-reg/resetPassword')).toBe('lg-reg/resetPassword');
    expect(leafPattern('/lg-reg/activate')).toBe('lg-reg/activate');
    expect(leafPattern('/user')).toBe('user/(index)');
    expect(leafPattern('/user/index')).toBe('user/index');
    expect(leafPattern('/user/addProject')).toBe('user/addProject');
    expect(leafPattern('/user/management')).toBe('user/management');
    expect(leafElement('/user/management')).toBe('management');
    expect(leafPattern('/backoffice')).toBe('backoffice/(index)');
    expect(leafElement('/backoffice')).toBe('backoffice');
    expect(leafPattern('/main')).toBe('main/(index)');
    expect(leafPattern('/main/workspace')).toBe('main/workspace');
    expect(leafPattern('/main/ecuc')).toBe('main/ecuc');
    expect(leafPattern('/main/ecu')).toBe('main/ecu');
  });

  it('routes every module page key, with the instance variants', () => {
    for (const route of MODULE_PAGE_ROUTES) {
      expect(leafPattern(`/main/${route.pageKey}`), route.pageKey).toBe(`main/${route.pageKey}`);
      const instancePattern = leafPattern(`/main/${route.pageKey}/3`);
      if (route.instance === 'none') expect(instancePattern, route.pageKey).toBe('main/*');
      else expect(instancePattern, route.pageKey).toBe(`main/${route.pageKey}/:id`);
    }
    for (const key of ['canDriver', 'wdg', 'cdd', 'canTrcv', 'linDriver', 'linTrcv']) {
      expect(leafPattern(`/main/${key}/1`)).toBe(`main/${key}/:id`);
    }
  });

  it('redirects the bare keys of redirecting instance modules to instance 0', () => {
    expect(leafElement('/main/canDriver')).toBe('redirect /main/canDriver/0');
    expect(leafElement('/main/wdg')).toBe('redirect /main/wdg/0');
    expect(leafElement('/main/cdd')).toBe('redirect /main/cdd/0');
    expect(leafElement('/main/canTrcv')).toBe('module canTrcv');
    expect(leafElement('/main/canDriver/2')).toBe('module canDriver');
    expect(leafElement('/')).toBe('redirect /login');
    expect(leafElement('/login')).toBe('redirect /lg-reg/login');
    expect(leafElement('/user')).toBe('redirect /user/index');
    expect(leafElement('/main')).toBe('redirect /main/workspace');
  });

  it('has exactly the module routes of the spec, from the catalogue', () => {
    const paths = mainChildPaths();
    expect(paths.slice(0, 4)).toEqual(['(index)', 'workspace', 'ecuc', 'ecu']);
    expect(paths.slice(-2)).toEqual(['404', '*']);
    expect([...paths.slice(4, -2)].sort()).toEqual([...SPEC_MODULE_ROUTES].sort());
  });

  it('renders every module page through the one module page element, guarded by its key', () => {
    const guarded: string[] = [];
    buildRoutes({
      ...elements,
      guardOf: (pageKey) => {
        guarded.push(pageKey);
        return () => null;
      },
    });
    for (const key of ['os', 'NvM', 'canTrcv', 'configSystem', 'SwComponts', 'secOC']) {
      expect(leafElement(`/main/${key}`), key).toBe(`module ${key}`);
      expect(guarded, key).toContain(key);
    }
  });

  it('spells the keys as the spec does', () => {
    const keys = MODULE_PAGE_ROUTES.map((route) => route.pageKey);
    for (const key of [
      'SwComponts',
      'configSwBase',
      'FiM',
      'wdgM',
      'NvM',
      'MemIf',
      'Csm',
      'CryIf',
      'osekNm',
    ]) {
      expect(keys).toContain(key);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a page for every catalogue entry with a route group', () => {
    const keys = new Set(MODULE_PAGE_ROUTES.map((route) => route.pageKey));
    const routed = MODULE_CATALOGUE.filter((module) => module.routeGroup !== undefined);
    expect(routed.length).toBeGreaterThan(30);
    for (const module of routed) expect(keys.has(module.pageUrl), module.pageUrl).toBe(true);
  });

  it('leads secOC to its placeholder, 404_ keys and unknown pages to the not-found page', () => {
    expect(leafPattern('/main/secOC')).toBe('main/secOC');
    expect(leafPattern('/main/404')).toBe('main/404');
    expect(leafPattern('/main/404_Gpt')).toBe('main/*');
    expect(leafPattern('/main/whatever')).toBe('main/*');
  });

  it('leads any other path to the page-does-not-exist page', () => {
    expect(leafPattern('/nowhere')).toBe('*');
    expect(leafPattern('/user/nothing/here')).toBe('*');
  });
});
