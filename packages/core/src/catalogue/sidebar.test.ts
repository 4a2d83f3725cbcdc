import { describe, expect, it } from 'vitest';
import { moduleByPageUrl } from './modules.js';
import { sidebarForProject } from './sidebar.js';
import type { ProjectMenuItem } from './types.js';

/** A project's menu item as the menu list call returns it, built from the catalogue entry of a page key. */
function menuItem(pageUrl: string, instanceId?: number): ProjectMenuItem {
  const module = moduleByPageUrl(pageUrl);
  if (!module) throw new Error(`no catalogue entry for ${pageUrl}`);
  const item: ProjectMenuItem = {
    id: module.id,
    mark: module.abbreviation,
    pageUrl,
    abbreviation: module.abbreviation,
    type: module.category,
  };
  if (instanceId !== undefined) item.instanceId = instanceId;
  return item;
}

function shape(items: readonly ProjectMenuItem[]): [string, string[]][] {
  return sidebarForProject(items).map((group) => [group.category, group.entries.map((entry) => entry.label)]);
}

describe('sidebarForProject', () => {
  it('groups by category in the spec order and sorts alphabetically, instances numerically', () => {
    const items = [
      menuItem('os'),
      menuItem('canDriver', 10),
      menuItem('canIf'),
      menuItem('canDriver', 2),
      menuItem('ecuM'),
      menuItem('com'),
      menuItem('linDriver', 0),
      menuItem('bswM'),
    ];
    expect(shape(items)).toEqual([
      ['Communication Services', ['Com']],
      ['Communication HW Abstraction', ['CanIf']],
      ['Communication Drivers', ['Can_2', 'Can_10', 'Lin_0']],
      ['System', ['BswM', 'EcuM', 'Os']],
    ]);
    const can = sidebarForProject(items)[2]?.entries[1];
    expect(can).toMatchObject({ path: 'canDriver/10', instanceId: 10 });
  });

  it('shows the RTE pages only when the project has the RTE module', () => {
    const withoutRte = [menuItem('os'), menuItem('DataType'), menuItem('Generation')];
    expect(shape(withoutRte)).toEqual([['System', ['Os']]]);

    const withRte = [menuItem('os'), menuItem('configSwBase')];
    expect(shape(withRte)).toEqual([
      ['System', ['Os']],
      [
        'RTE',
        [
          'BswMInstance',
          'CompuMethod',
          'DataType',
          'Generation',
          'Infrastructure',
          'PortInterface',
          'Rte',
          'SwCInstance',
          'SwComponents',
        ],
      ],
    ]);
  });

  it('leaves out overview pages and LinTp, and shows each item once', () => {
    expect(
      shape([menuItem('configSystem'), menuItem('linTp'), menuItem('linIf'), menuItem('linIf')]),
    ).toEqual([['Communication HW Abstraction', ['LinIf']]]);
  });

  it('keeps items the catalogue does not know under their own category', () => {
    const unknown: ProjectMenuItem = {
      id: 9000,
      mark: '',
      pageUrl: 'futureIf',
      abbreviation: 'FutureIf',
      type: 'Other',
    };
    expect(shape([unknown])).toEqual([['Other', ['FutureIf']]]);
    expect(sidebarForProject([unknown])[0]?.entries[0]).toMatchObject({
      path: 'futureIf',
      module: undefined,
    });
  });

  it('answers an empty sidebar for an empty project', () => {
    expect(sidebarForProject([])).toEqual([]);
  });
});
