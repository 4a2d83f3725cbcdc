import { describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE, moduleByPageUrl } from '@ecuc/core/catalogue';
import type { ProjectMenuItem } from '@ecuc/core/catalogue';
import { decideMainRoute, disabledPageKeys, projectHasRte } from './guard.js';

/** A menu item as /module/getListData answers it, built from the catalogue entry of a page key. */
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

const osProject = [menuItem('ecuc'), menuItem('os'), menuItem('canDriver', 0), menuItem('canDriver', 1)];

describe('disabledPageKeys', () => {
  it('blocks catalogue modules the project does not hold and lets the held ones through', () => {
    const disabled = disabledPageKeys(osProject);
    expect(disabled.has('os')).toBe(false);
    expect(disabled.has('canDriver')).toBe(false);
    expect(disabled.has('canIf')).toBe(true);
    expect(disabled.has('dcm')).toBe(true);
  });

  it('never blocks overview pages, placeholders or the ecuc page', () => {
    const disabled = disabledPageKeys([]);
    for (const key of ['configSystem', 'configCommunication', 'secOC', 'ecuc', 'workspace']) {
      expect(disabled.has(key)).toBe(false);
    }
  });

  it('blocks the RTE editor pages unless the project has the RTE module', () => {
    expect(projectHasRte(osProject)).toBe(false);
    expect(disabledPageKeys(osProject).has('SwComponts')).toBe(true);
    expect(disabledPageKeys(osProject).has('configSwBase')).toBe(true);
    const withRte = [...osProject, menuItem('configSwBase')];
    expect(projectHasRte(withRte)).toBe(true);
    expect(disabledPageKeys(withRte).has('SwComponts')).toBe(false);
    expect(disabledPageKeys(withRte).has('DataType')).toBe(false);
  });

  it('recognises a menu item by id when its page key is spelled differently', () => {
    const os = moduleByPageUrl('os')!;
    const item: ProjectMenuItem = { ...menuItem('os'), pageUrl: 'OS' };
    expect(disabledPageKeys([item]).has('os')).toBe(false);
    expect(os.id).toBe(1);
  });

  it('covers every available module of the catalogue for an empty project', () => {
    const disabled = disabledPageKeys([]);
    const modules = MODULE_CATALOGUE.filter(
      (m) =>
        m.availability === 'available' &&
        (m.kind ?? 'module') === 'module' &&
        !m.hostPageUrl &&
        m.pageUrl !== 'ecuc',
    );
    expect(modules.length).toBeGreaterThan(20);
    for (const module of modules) expect(disabled.has(module.pageUrl)).toBe(true);
  });
});

describe('decideMainRoute', () => {
  it('sends the user to /user when no project is chosen', () => {
    expect(decideMainRoute('workspace', { projectId: null, modules: { menu: osProject } })).toEqual({
      kind: 'redirect',
      to: '/user',
    });
  });

  it('sends the user to /user when the project has no list', () => {
    expect(decideMainRoute('os', { projectId: '3', modules: undefined })).toEqual({
      kind: 'redirect',
      to: '/user',
    });
  });

  it('leads a module the project has not enabled to /main/404', () => {
    expect(decideMainRoute('canIf', { projectId: '3', modules: { menu: osProject } })).toEqual({
      kind: 'redirect',
      to: '/main/404',
    });
  });

  it('follows the server’s list of route keys that are off when it gives one', () => {
    const modules = { menu: osProject, disabledRouteKeys: ['dcm', 'SwComponts'] };
    expect(decideMainRoute('dcm', { projectId: '3', modules })).toEqual({
      kind: 'redirect',
      to: '/main/404',
    });
    expect(decideMainRoute('canIf', { projectId: '3', modules })).toEqual({ kind: 'allow' });
  });

  it('lets enabled modules and the non-module pages through', () => {
    for (const key of ['os', 'canDriver', 'workspace', 'ecuc', 'ecu', 'configSystem']) {
      expect(decideMainRoute(key, { projectId: '3', modules: { menu: osProject } })).toEqual({
        kind: 'allow',
      });
    }
  });
});
