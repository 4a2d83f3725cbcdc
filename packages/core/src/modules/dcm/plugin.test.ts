import { describe, expect, it } from 'vitest';
import { indexModuleDef } from '../../ecuc/definition-index.js';
import { verifyProject } from '../../verify/engine.js';
import { MODULE_DEFINITIONS } from '../index.js';
import { ProjectFixture } from '../project-fixture.js';
import { DCM_CALL_LISTS, DCM_PATHS, DCM_UI } from './index.js';
import { dcmDefinition } from './definition.js';

describe('Dcm plugin', () => {
  const index = indexModuleDef(dcmDefinition);

  it('lists containers of the definition for each call list', () => {
    expect(Object.keys(DCM_CALL_LISTS).sort()).toEqual([
      'dspDataInfo',
      'dspSecurityRow',
      'dspSessionRow',
      'modeRulen',
    ]);
    for (const path of Object.values(DCM_CALL_LISTS)) expect(index.containers.has(path)).toBe(true);
  });

  it('names container definitions in DCM_PATHS', () => {
    for (const path of Object.values(DCM_PATHS)) expect(index.containers.has(path), path).toBe(true);
  });

  it('labels every container, parameter and reference in both languages', () => {
    const unlabelled = Object.entries(DCM_UI)
      .filter(([path, hint]) => hint.label?.en_us === path.slice(path.lastIndexOf('/') + 1))
      .map(([path]) => path);
    expect(unlabelled).toEqual([]);
    expect(Object.keys(DCM_UI).length).toBeGreaterThan(index.containers.size);
  });

  it('verifies with a freshly added service processor (its session row) and processing conditions', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.add('/Dcm/DcmConfigSet', 'DcmDsp');
    fixture.add('/Dcm/DcmConfigSet', 'DcmProcessingConditions');
    const result = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' });
    expect(result.errList.filter((row) => row.path.startsWith('/Dcm'))).toEqual([]);
  });
});
