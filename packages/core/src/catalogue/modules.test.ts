import { describe, expect, it } from 'vitest';
import {
  ECUC_MODULE_ID,
  ECUM_MODULE_ID,
  MODULE_CATALOGUE,
  OS_MODULE_ID,
  RTE_MODULE_ID,
  hasModulePage,
  instanceRoutingOf,
  menuItemLabel,
  moduleByApiPrefix,
  moduleById,
  moduleByPageUrl,
  modulesByCategory,
  routeKeyOf,
} from './modules.js';
import { MODULE_CATEGORIES, type ProjectMenuItem, type RouteGroup } from './types.js';

/** The module page keys of the spec's route table (section 2), per route group. */
const SPEC_ROUTE_TABLE: Record<RouteGroup, readonly string[]> = {
  'Basic Software': [
    'configSwBase',
    'CompuMethod',
    'PortInterface',
    'DataType',
    'SwComponts',
    'Infrastructure',
    'BswMInstance',
    'SwCInstance',
    'Generation',
  ],
  System: ['configSystem', 'os', 'dem', 'comM', 'ecuM', 'bswM', 'tm', 'wdgM', 'wdgIf', 'FiM'],
  Crypto: ['configCrypto', 'Csm', 'CryIf', 'Crypto'],
  Memory: ['configMemory', 'NvM', 'MemIf'],
  Mcu: ['wdg', 'mcu'],
  Communication: [
    'configCommunication',
    'com',
    'canIf',
    'canDriver',
    'canTrcv',
    'canSM',
    'canTp',
    'canNm',
    'osekNm',
    'pduR',
    'linDriver',
    'linTrcv',
    'linIf',
    'linSM',
    'linNm',
    'nm',
    'ldCom',
    'ipduM',
    'xcp',
    'dcm',
  ],
  Complex: ['configComplex', 'cdd'],
};

/** Other page keys the spec and the issue name: EcuC's page, the secOC placeholder and `404_` keys. */
const OTHER_SPEC_KEYS = [
  'ecuc',
  'secOC',
  '404_Gpt',
  '404_Fee',
  '404_EthIf',
  '404_Adc',
  '404_Dio',
  '404_Port',
  '404_Pwm',
  '404_Icu',
  '404_Spi',
  '404_Fls',
  '404_Ea',
  '404_Eep',
  '404_Eth',
];

/** Modules of spec section 1, by AUTOSAR name. */
const SPEC_MODULE_NAMES = [
  'Os',
  'EcuM',
  'BswM',
  'ComM',
  'CanIf',
  'CanSM',
  'CanTp',
  'CanNm',
  'CanTrcv',
  'Can',
  'LinIf',
  'LinTp',
  'LinNm',
  'LinSM',
  'Lin',
  'LinTrcv',
  'Nm',
  'OsekNm',
  'PduR',
  'Com',
  'IpduM',
  'LdCom',
  'Xcp',
  'CDD',
  'Dcm',
  'Dem',
  'FiM',
  'NvM',
  'MemIf',
  'Csm',
  'CryIf',
  'Crypto',
  'Wdg',
  'Mcu',
  'Rte',
  'EcuC',
];

const modules = MODULE_CATALOGUE.filter((entry) => entry.kind === 'module');

describe('module catalogue: identity', () => {
  it('has unique ids and unique page keys', () => {
    expect(new Set(MODULE_CATALOGUE.map((entry) => entry.id)).size).toBe(MODULE_CATALOGUE.length);
    expect(new Set(MODULE_CATALOGUE.map((entry) => entry.pageUrl)).size).toBe(MODULE_CATALOGUE.length);
  });

  it('has unique, lower-case API prefixes for modules; RTE pages share the RTE prefix; overviews have none', () => {
    const prefixes = modules.map((module) => module.apiPrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[a-z][a-z0-9]*$/);
    for (const entry of MODULE_CATALOGUE.filter((item) => item.kind === 'rtePage'))
      expect(entry.apiPrefix).toBe('rte');
    for (const entry of MODULE_CATALOGUE.filter((item) => item.kind === 'overview'))
      expect(entry.apiPrefix).toBe('');
  });

  it.each([
    [ECUC_MODULE_ID, 0, 'EcuC'],
    [OS_MODULE_ID, 1, 'Os'],
    [ECUM_MODULE_ID, 10, 'EcuM'],
    [RTE_MODULE_ID, 300, 'Rte'],
  ])('keeps the spec id %i for %s', (constant, id, name) => {
    expect(constant).toBe(id);
    expect(moduleById(id)?.name).toBe(name);
  });

  it.each([
    ['CanIf', 'canif'],
    ['CanSM', 'cansm'],
    ['Dcm', 'dcm'],
    ['Dem', 'dem'],
    ['Rte', 'rte'],
    ['NvM', 'nvm'],
    ['FiM', 'fim'],
  ])('gives %s the API prefix of the spec examples (/%s)', (name, prefix) => {
    expect(modules.find((module) => module.name === name)?.apiPrefix).toBe(prefix);
  });

  it('names every vendor ECUC Studio and uses non-empty names and abbreviations', () => {
    for (const entry of MODULE_CATALOGUE) {
      expect(entry.vendor).toBe('ECUC Studio');
      expect(entry.name.trim()).not.toBe('');
      expect(entry.abbreviation.trim()).not.toBe('');
      expect(MODULE_CATEGORIES).toContain(entry.category);
    }
  });
});

describe('module catalogue: coverage of the spec', () => {
  const tableRows = Object.entries(SPEC_ROUTE_TABLE).flatMap(([group, keys]) =>
    keys.map((key) => [key, group] as const),
  );

  it.each(tableRows)('has an entry for the route key %s in route group %s', (key, group) => {
    const entry = moduleByPageUrl(key);
    expect(entry, key).toBeDefined();
    expect(entry?.routeGroup).toBe(group);
    expect(entry?.availability).toBe('available');
  });

  it.each(OTHER_SPEC_KEYS)('has an entry for the page key %s', (key) => {
    expect(moduleByPageUrl(key), key).toBeDefined();
  });

  it.each(SPEC_MODULE_NAMES)('lists the spec module %s as available', (name) => {
    const module = modules.find((entry) => entry.name === name);
    expect(module, name).toBeDefined();
    expect(module?.availability).toBe('available');
  });

  it('routes only the spec route table to a route group', () => {
    const routed = MODULE_CATALOGUE.filter((entry) => entry.routeGroup !== undefined).map(
      (entry) => entry.pageUrl,
    );
    expect(routed.sort()).toEqual(tableRows.map(([key]) => key).sort());
  });

  it('marks exactly the 404_ keys as not available and secOC as the placeholder', () => {
    for (const entry of MODULE_CATALOGUE) {
      expect(entry.pageUrl.startsWith('404_'), entry.pageUrl).toBe(entry.availability === 'notAvailable');
    }
    expect(
      MODULE_CATALOGUE.filter((entry) => entry.availability === 'placeholder').map((entry) => entry.pageUrl),
    ).toEqual(['secOC']);
  });

  it('puts the whole I/O Drivers and Other (libraries) categories under "to be developed"', () => {
    const pending = MODULE_CATALOGUE.filter(
      (entry) => entry.category === 'I/O Drivers' || entry.category === 'Other',
    );
    expect(pending.length).toBeGreaterThan(0);
    for (const entry of pending) expect(entry.availability).toBe('notAvailable');
  });

  it('makes the RTE category exactly the RTE-only entries, with the module at 300', () => {
    const rteOnly = MODULE_CATALOGUE.filter((entry) => entry.rteOnly === true);
    expect(rteOnly.map((entry) => entry.pageUrl).sort()).toEqual(
      [...SPEC_ROUTE_TABLE['Basic Software']].sort(),
    );
    for (const entry of MODULE_CATALOGUE) expect(entry.rteOnly === true).toBe(entry.category === 'RTE');
    expect(moduleByPageUrl('configSwBase')?.id).toBe(RTE_MODULE_ID);
  });

  it('has an overview page for each route group with config* keys', () => {
    const overviews = MODULE_CATALOGUE.filter((entry) => entry.kind === 'overview').map(
      (entry) => entry.pageUrl,
    );
    const configKeys = Object.values(SPEC_ROUTE_TABLE)
      .flat()
      .filter((key) => key.startsWith('config') && key !== 'configSwBase');
    expect(overviews.sort()).toEqual(configKeys.sort());
  });
});

describe('module catalogue: instance-based modules', () => {
  it('are exactly the nine the spec names', () => {
    const names = MODULE_CATALOGUE.filter((entry) => entry.instanceBased).map((entry) => entry.name);
    expect(names.sort()).toEqual(
      ['CDD', 'Can', 'CanTrcv', 'Eth', 'EthSwt', 'EthTrcv', 'Lin', 'LinTrcv', 'Wdg'].sort(),
    );
  });

  it.each([
    ['Can', 'canDriver'],
    ['Lin', 'linDriver'],
    ['CanTrcv', 'canTrcv'],
    ['LinTrcv', 'linTrcv'],
    ['CDD', 'cdd'],
    ['Wdg', 'wdg'],
  ])('%s lives at the spec route %s', (name, pageUrl) => {
    expect(moduleByPageUrl(pageUrl)?.name).toBe(name);
  });

  // Spec section 2: "canDriver (redirects to canDriver/0), canDriver/{id}", "canTrcv, canTrcv/{id}".
  it.each([
    ['canDriver', 'redirect'],
    ['wdg', 'redirect'],
    ['cdd', 'redirect'],
    ['canTrcv', 'optional'],
    ['linDriver', 'optional'],
    ['linTrcv', 'optional'],
  ] as const)('routes the instances of %s as %s', (pageUrl, routing) => {
    const module = moduleByPageUrl(pageUrl);
    expect(module && instanceRoutingOf(module)).toBe(routing);
  });

  it('routes no other page with an instance id', () => {
    const instanced = MODULE_CATALOGUE.filter(
      (entry) => hasModulePage(entry) && instanceRoutingOf(entry) !== 'none',
    ).map((entry) => entry.pageUrl);
    expect(instanced.sort()).toEqual(['canDriver', 'canTrcv', 'cdd', 'linDriver', 'linTrcv', 'wdg']);
  });

  it('routes an instance-based module without its own routing as optional', () => {
    const module = { ...moduleByPageUrl('canDriver')!, instanceRouting: undefined };
    expect(instanceRoutingOf(module)).toBe('optional');
    expect(instanceRoutingOf({ ...module, instanceBased: false })).toBe('none');
  });
});

describe('module catalogue: pages of their own', () => {
  it('are the spec route table, EcuC, the secOC placeholder and nothing else', () => {
    const pages = MODULE_CATALOGUE.filter(hasModulePage).map((entry) => entry.pageUrl);
    expect(pages.sort()).toEqual([...Object.values(SPEC_ROUTE_TABLE).flat(), 'ecuc', 'secOC'].sort());
  });
});

describe('module catalogue: sidebar order', () => {
  const groups = modulesByCategory();

  it('follows the order of the spec categories and leaves out empty ones', () => {
    const order = groups.map((group) => MODULE_CATEGORIES.indexOf(group.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const group of groups) expect(group.modules.length).toBeGreaterThan(0);
  });

  it('sorts each category alphabetically by name', () => {
    for (const group of groups) {
      const names = group.modules.map((module) => module.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    }
  });

  it('groups the communication drivers as Can, Eth, Fr, Lin, Spi', () => {
    const drivers = groups.find((group) => group.category === 'Communication Drivers');
    expect(drivers?.modules.map((module) => module.name)).toEqual(['Can', 'Eth', 'Fr', 'Lin', 'Spi']);
  });

  it('leaves out overview pages and modules configured on another page (LinTp in LinIf)', () => {
    const shown = groups.flatMap((group) => group.modules.map((module) => module.pageUrl));
    expect(shown).not.toContain('configSystem');
    expect(shown).not.toContain('linTp');
    expect(shown).toContain('linIf');
    expect(moduleByPageUrl('linTp')?.hostPageUrl).toBe('linIf');
  });

  it('groups a given subset, such as the modules a project has enabled', () => {
    const subset = [moduleByPageUrl('os'), moduleByPageUrl('canIf'), moduleByPageUrl('ecuM')].flatMap(
      (module) => (module ? [module] : []),
    );
    expect(
      modulesByCategory(subset).map((group) => [group.category, group.modules.map((module) => module.name)]),
    ).toEqual([
      ['Communication HW Abstraction', ['CanIf']],
      ['System', ['EcuM', 'Os']],
    ]);
  });
});

describe('menuItemLabel', () => {
  const item = (overrides: Partial<ProjectMenuItem>): ProjectMenuItem => ({
    id: 0,
    mark: '',
    pageUrl: '',
    abbreviation: '',
    type: 'System',
    ...overrides,
  });

  it.each([
    [item({ id: 170, pageUrl: 'canDriver', abbreviation: 'Can', instanceId: 2 }), 'Can_2', 'canDriver/2'],
    [item({ id: 261, pageUrl: 'wdg', abbreviation: 'Wdg' }), 'Wdg_0', 'wdg/0'],
    [item({ id: 320, pageUrl: 'cdd', abbreviation: 'CDD', instanceId: 11 }), 'CDD_11', 'cdd/11'],
    [item({ id: 141, pageUrl: 'canTrcv', abbreviation: 'CanTrcv', instanceId: 1 }), 'CanTrcv_1', 'canTrcv/1'],
    [item({ id: 1, pageUrl: 'os', abbreviation: 'Os' }), 'Os', 'os'],
    [item({ id: 1, pageUrl: 'os', abbreviation: 'Os', instanceId: 4 }), 'Os', 'os'],
    [item({ id: 140, pageUrl: '', abbreviation: 'CanIf' }), 'CanIf', 'canIf'],
    [item({ id: 9999, pageUrl: 'futureModule', abbreviation: 'Future' }), 'Future', 'futureModule'],
  ])('labels %o as %s at %s', (menuItem, label, path) => {
    expect(menuItemLabel(menuItem)).toEqual({ label, path });
  });
});

describe('routeKeyOf', () => {
  it.each([
    ['/main/canDriver/3', 'canDriver', 'Can', 3],
    ['#/main/canDriver/3', 'canDriver', 'Can', 3],
    ['http://host/#/main/linTrcv/12?tab=1', 'linTrcv', 'LinTrcv', 12],
    ['main/wdg', 'wdg', 'Wdg', undefined],
    ['/main/os', 'os', 'Os', undefined],
    ['os', 'os', 'Os', undefined],
    ['/main/os/7', 'os', 'Os', undefined],
    ['/main/canDriver/x', 'canDriver', 'Can', undefined],
    ['/main/FiM', 'FiM', 'FiM', undefined],
    ['/main/404_Gpt', '404_Gpt', 'Gpt', undefined],
    ['/main/SwComponts', 'SwComponts', 'SwComponents', undefined],
    ['/main/configSystem', 'configSystem', 'configSystem', undefined],
  ])('maps %s to %s', (path, routeKey, name, instanceId) => {
    const route = routeKeyOf(path);
    expect(route?.routeKey).toBe(routeKey);
    expect(route?.module.name).toBe(name);
    expect(route?.instanceId).toBe(instanceId);
  });

  it.each([
    '/main/workspace',
    '/main/ecu',
    '/main/404',
    '/main',
    '',
    '/user/index',
    '/user/os',
    '/main/fim',
    '/main/%E0%A4%A',
  ])('answers undefined for %s', (path) => {
    expect(routeKeyOf(path)).toBeUndefined();
  });
});

describe('moduleByApiPrefix', () => {
  it.each([
    ['canif', 'CanIf'],
    ['/cansm', 'CanSM'],
    ['/NvM', 'NvM'],
    ['rte', 'Rte'],
    ['fim', 'FiM'],
  ])('maps %s to %s', (prefix, name) => {
    expect(moduleByApiPrefix(prefix)?.name).toBe(name);
  });

  it.each(['', '/', 'vkproject', 'user'])('answers undefined for %s', (prefix) => {
    expect(moduleByApiPrefix(prefix)).toBeUndefined();
  });
});
