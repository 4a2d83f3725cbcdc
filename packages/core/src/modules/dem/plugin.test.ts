import { describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE } from '../../catalogue/modules.js';
import { indexModuleDef } from '../../ecuc/definition-index.js';
import { MODULE_DEFINITIONS, modulePlugin } from '../index.js';
import { verifyProject } from '../../verify/engine.js';
import { DEM_CALL_LISTS } from './call-lists.js';
import { counterClass, demProject, dtcWithAttributes, event } from './dem-fixture.js';
import { demDefinition } from './definition.js';

describe('the Dem plugin', () => {
  it('is registered under the catalogue entry of the Dem', () => {
    const entry = MODULE_CATALOGUE.find((module) => module.name === 'Dem');
    expect(entry?.id).toBe(demDefinition.moduleId);
    expect(modulePlugin('Dem')?.definition.rules?.map((rule) => rule.code)).toHaveLength(10);
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

  it('verifies an event with its DTC, cycle and counter debouncing without findings', () => {
    const fixture = demProject();
    const debounce = counterClass(fixture, {
      DemDebounceCounterFailedThreshold: '3',
      DemDebounceCounterPassedThreshold: '-2',
    });
    event(fixture, { dtc: dtcWithAttributes(fixture, '0x123456').dtc, debounce });
    const result = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' });
    expect([...result.errList, ...result.warningList].filter((row) => row.path.startsWith('/Dem'))).toEqual(
      [],
    );
  });
});
