import { describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE } from '../../catalogue/modules.js';
import { indexModuleDef } from '../../ecuc/definition-index.js';
import { modulePlugin } from '../index.js';
import { DEM_CALL_LISTS } from './call-lists.js';
import { demDefinition } from './definition.js';

describe('the Dem plugin', () => {
  it('is registered under the catalogue entry of the Dem', () => {
    const entry = MODULE_CATALOGUE.find((module) => module.name === 'Dem');
    expect(entry?.id).toBe(demDefinition.moduleId);
    expect(modulePlugin('Dem')?.definition.rules?.map((rule) => rule.code)).toHaveLength(9);
  });

  it('lists for each of the spec list calls a container of its definition', () => {
    expect(Object.keys(DEM_CALL_LISTS).sort()).toEqual([
      'demComponent',
      'demDataElementClass',
      'demEventMemorySet',
      'demEventParameter',
      'demOperationCycle',
      'indicator',
    ]);
    const containers = indexModuleDef(demDefinition).containers;
    for (const [list, path] of Object.entries(DEM_CALL_LISTS)) expect(containers.has(path), list).toBe(true);
  });
});
