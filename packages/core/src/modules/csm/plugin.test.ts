import { describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE } from '../../catalogue/modules.js';
import { indexModuleDef } from '../../ecuc/definition-index.js';
import { verifyProject } from '../../verify/engine.js';
import { MODULE_DEFINITIONS, MODULE_UI, ProjectFixture, modulePlugin } from '../index.js';
import { CSM_CALL_LISTS } from './call-lists.js';
import { CSM_PATHS, CSM_SERVICE_NAMES, csmDefinition, csmServiceConfigPath } from './definition.js';

const csmFindings = (fixture: ProjectFixture) => {
  const result = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' });
  return [...result.errList, ...result.warningList]
    .filter((row) => row.path.startsWith('/Csm'))
    .map((row) => [row.code, row.path, row.param]);
};

/** A synchronous AES-CMAC job: its key through CryIf, its queue on a CryIf channel. */
function macJob(): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  const channel = fixture.add('/CryIf', 'CryIfChannel');
  const cryIfKey = fixture.add('/CryIf', 'CryIfKey');
  const queue = fixture.add('/Csm/CsmQueues', 'CsmQueue');
  fixture.set(`/Csm/CsmQueues/${queue.shortName}`, {}, { CsmChannelRef: [channel.id] });
  const key = fixture.add('/Csm/CsmKeys', 'CsmKey');
  fixture.set(`/Csm/CsmKeys/${key.shortName}`, {}, { CsmKeyRef: [cryIfKey.id] });
  const primitives = fixture.add('/Csm', 'CsmPrimitives');
  fixture.add(`/Csm/${primitives.shortName}`, 'CsmMacGenerate');
  fixture.set(`/Csm/${primitives.shortName}/CsmMacGenerate/CsmMacGenerateConfig`, {
    CsmMacGenerateAlgorithmFamily: 'CRYPTO_ALGOFAM_AES',
    CsmMacGenerateAlgorithmMode: 'CRYPTO_ALGOMODE_CMAC',
    CsmMacGenerateDataMaxLength: '64',
    CsmMacGenerateKeyLength: '16',
    CsmMacGenerateResultLength: '16',
    CsmMacGenerateProcessing: 'CSM_SYNCHRONOUS',
  });
  const job = fixture.add('/Csm/CsmJobs', 'CsmJob');
  fixture.set(
    `/Csm/CsmJobs/${job.shortName}`,
    {},
    { CsmJobKeyRef: [key.id], CsmJobPrimitiveRef: [primitives.id], CsmJobQueueRef: [queue.id] },
  );
  return fixture;
}

describe('the Csm plugin', () => {
  it('is registered under the catalogue entry of the Crypto Service Manager', () => {
    expect(MODULE_CATALOGUE.find((module) => module.name === 'Csm')?.id).toBe(csmDefinition.moduleId);
    expect(modulePlugin('Csm')?.definition).toBe(csmDefinition);
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
