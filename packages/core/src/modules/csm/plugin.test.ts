import { describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE } from '../../catalogue/modules.js';
import { indexModuleDef } from '../../ecuc/definition-index.js';
import { verifyProject } from '../../verify/engine.js';
import { MODULE_DEFINITIONS, MODULE_UI, ProjectFixture, modulePlugin } from '../index.js';
import { CSM_CALL_LISTS } from './call-lists.js';
import { cmacJob } from './crypto-fixture.js';
import { CSM_RULES } from './rules/index.js';
import { CSM_PATHS, CSM_SERVICE_NAMES, csmDefinition, csmServiceConfigPath } from './definition.js';

const csmFindings = (fixture: ProjectFixture) => {
  const result = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' });
  return [...result.errList, ...result.warningList]
    .filter((row) => row.path.startsWith('/Csm'))
    .map((row) => [row.code, row.path, row.param]);
};

/** A synchronous AES-CMAC job whose chain reaches its Crypto driver object and key. */
const macJob = cmacJob;

describe('the Csm plugin', () => {
  it('is registered under the catalogue entry of the Crypto Service Manager', () => {
    expect(MODULE_CATALOGUE.find((module) => module.name === 'Csm')?.id).toBe(csmDefinition.moduleId);
    expect(modulePlugin('Csm')?.definition.rules).toBe(CSM_RULES);
  });

  it('serves callbacks, queues, primitives, keys and jobs', () => {
    expect(CSM_CALL_LISTS).toEqual({
      callback: '/Csm/CsmCallbacks/CsmCallback',
      queue: '/Csm/CsmQueues/CsmQueue',
      primitives: '/Csm/CsmPrimitives',
      key: '/Csm/CsmKeys/CsmKey',
      job: '/Csm/CsmJobs/CsmJob',
    });
    expect(modulePlugin('Csm')?.callLists).toBe(CSM_CALL_LISTS);
    const index = indexModuleDef(csmDefinition);
    for (const path of Object.values(CSM_PATHS)) expect(index.containers.has(path), path).toBe(true);
  });

  it('gives every service a configuration with its algorithm, processing mode and labelled parameters', () => {
    const index = indexModuleDef(csmDefinition);
    expect(CSM_SERVICE_NAMES).toHaveLength(11);
    for (const service of CSM_SERVICE_NAMES) {
      const config = index.containers.get(csmServiceConfigPath(service));
      const names = config?.parameters.map((p) => p.name) ?? [];
      expect(names, service).toEqual(
        expect.arrayContaining([
          `Csm${service}AlgorithmFamily`,
          `Csm${service}AlgorithmMode`,
          `Csm${service}AlgorithmSecondaryFamily`,
          `Csm${service}Processing`,
        ]),
      );
      for (const name of names) {
        expect(MODULE_UI.Csm?.[`${csmServiceConfigPath(service)}/${name}`]?.label?.en_us, name).toBeTruthy();
      }
    }
    const mac = index.containers.get(csmServiceConfigPath('MacVerify'))?.parameters.map((p) => p.name);
    expect(mac).toContain('CsmMacVerifyCompareLength');
  });

  it('verifies a fresh Csm, and a MAC job with its key, queue and primitive, without findings', () => {
    expect(csmFindings(new ProjectFixture(MODULE_DEFINITIONS))).toEqual([]);
    expect(csmFindings(macJob())).toEqual([]);
  });

  it('reports a job without its queue and a queue without its channel', () => {
    const fixture = macJob();
    fixture.set('/Csm/CsmJobs/CsmJob_0', {}, { CsmJobQueueRef: [] });
    fixture.set('/Csm/CsmQueues/CsmQueue_0', {}, { CsmChannelRef: [] });
    expect(csmFindings(fixture)).toEqual([
      ['E_0003', '/Csm/CsmJobs/CsmJob_0', 'CsmJobQueueRef'],
      ['E_0003', '/Csm/CsmQueues/CsmQueue_0', 'CsmChannelRef'],
    ]);
  });
});
