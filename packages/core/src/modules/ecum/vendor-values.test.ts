/**
 * A commercial tool's ECUC values file (MyECU.ecuc.arxml of the corpus, vendor definition paths
 * `/MICROSAR/EcuM/...`) imports its EcuM onto our definition: every container our definition knows comes
 * in with its values and its references inside EcuM resolved, the imported EcuM passes our EcuM rules, and
 * whatever the file holds that our definition does not know is reported with its place in the file.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { containersFromArxml } from '../../ecuc/arxml-import.js';
import { indexModuleDef } from '../../ecuc/definition-index.js';
import type { ContainerValue } from '../../ecuc/store-types.js';
import { readArxml } from '../../formats/arxml/index.js';
import { formatDiagnostic } from '../../formats/diagnostic.js';
import { verifyProject } from '../../verify/engine.js';
import { ECUM_MODULE, MODULE_DEFINITIONS } from '../index.js';

const FILE = 'MyECU.ecuc.arxml';
const text = readFileSync(
  new URL('../../../../../../shared/corpus/arxml/canmatrix/MyECU.ecuc.arxml', import.meta.url),
  'utf8',
);
const lines = text.split('\n');
const source = readArxml(text, FILE);
const imported = containersFromArxml(source.model?.ecucValues ?? [], MODULE_DEFINITIONS, { file: FILE });
const ecum = imported.containers.filter((c) => c.module === 'EcuM');
const known = indexModuleDef(ECUM_MODULE);

/** How many containers of each vendor EcuM container definition the file holds, by our definition path. */
function containersInFile(): Map<string, number> {
  const counts = new Map<string, number>();
  const pattern =
    /<DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">\/MICROSAR(\/EcuM\/[^<]+)<\/DEFINITION-REF>/g;
  for (const match of text.matchAll(pattern)) {
    const path = match[1] ?? '';
    counts.set(path, (counts.get(path) ?? 0) + 1);
  }
  return counts;
}

function byName(definitionPath: string): Map<string, ContainerValue> {
  return new Map(ecum.filter((c) => c.definitionPath === definitionPath).map((c) => [c.shortName, c]));
}

const COMMON = '/EcuM/EcuMConfiguration/EcuMCommonConfiguration';
const FLEX = '/EcuM/EcuMConfiguration/EcuMFlexConfiguration';

/** EcuM diagnostics of the import: the file's place of each and the vendor definition or reference it names. */
const diagnostics = imported.diagnostics.filter((d) => /\/MICROSAR\/EcuM\/|reference EcuM/.test(d.message));

describe('the EcuM of a commercial ECUC values file', () => {
  it('takes over every container our definition knows, as many as the file holds', () => {
    const inFile = containersInFile();
    const ours = [...inFile].filter(([path]) => known.containers.has(path));
    expect(Object.fromEntries(ours)).toEqual({
      '/EcuM/EcuMGeneral': 1,
      '/EcuM/EcuMFlexGeneral': 1,
      '/EcuM/EcuMConfiguration': 1,
      [FLEX]: 1,
      [`${FLEX}/EcuMResetMode`]: 4,
      [`${FLEX}/EcuMShutdownCause`]: 4,
      [`${FLEX}/EcuMFlexUserConfig`]: 1,
      [`${FLEX}/EcuMGoDownAllowedUsers`]: 1,
      [COMMON]: 1,
      [`${COMMON}/EcuMDefaultShutdownTarget`]: 1,
      [`${COMMON}/EcuMWakeupSource`]: 6,
      [`${COMMON}/EcuMSleepMode`]: 1,
      [`${COMMON}/EcuMDriverInitListOne`]: 1,
      [`${COMMON}/EcuMDriverInitListOne/EcuMDriverInitItem`]: 1,
      [`${COMMON}/EcuMDriverRestartList`]: 1,
    });
    for (const [path, count] of ours)
      expect(ecum.filter((c) => c.definitionPath === path).length, path).toBe(count);
    expect(ecum.length).toBe(ours.reduce((sum, [, count]) => sum + count, 0));
    expect(imported.modules.map((m) => m.module)).toContain('EcuM');
  });

  it('keeps the values: general switches, wakeup source bits, reset modes, shutdown causes, users', () => {
    const general = byName('/EcuM/EcuMGeneral').get('EcuMGeneral');
    expect(general?.values).toMatchObject({
      EcuMDevErrorDetect: true,
      EcuMIncludeDet: true,
      EcuMMainFunctionPeriod: '0.01',
      EcuMVersionInfoApi: false,
    });
    expect(byName('/EcuM/EcuMFlexGeneral').get('EcuMFlexGeneral')?.values).toEqual({
      EcuMEnableDefBehaviour: true,
    });
    const ids = (path: string, param: string) =>
      Object.fromEntries([...byName(path)].map(([name, c]) => [name, c.values[param]]));
    expect(ids(`${COMMON}/EcuMWakeupSource`, 'EcuMWakeupSourceId')).toEqual({
      ECUM_WKSOURCE_POWER: '0',
      ECUM_WKSOURCE_RESET: '1',
      ECUM_WKSOURCE_INTERNAL_RESET: '2',
      ECUM_WKSOURCE_INTERNAL_WDG: '3',
      ECUM_WKSOURCE_EXTERNAL_WDG: '4',
      ECUM_WKSOURCE_CAN: '5',
    });
    expect(ids(`${FLEX}/EcuMResetMode`, 'EcuMResetModeId')).toEqual({
      ECUM_RESET_MCU: '0',
      ECUM_RESET_WDG: '1',
      ECUM_RESET_IO: '2',
      ECUM_RESET_WAKEUP: '3',
    });
    expect(ids(`${FLEX}/EcuMShutdownCause`, 'EcuMShutdownCauseId')).toEqual({
      ECUM_CAUSE_UNKNOWN: '0',
      ECUM_CAUSE_ECU_STATE: '1',
      ECUM_CAUSE_WDGM: '2',
      ECUM_CAUSE_DCM: '3',
    });
    expect(ids(`${FLEX}/EcuMFlexUserConfig`, 'EcuMFlexUser')).toEqual({ EcuMFlexUserConfig: '0' });
    expect(byName(COMMON).get('EcuMCommonConfiguration')?.values.EcuMConfigConsistencyHash).toBe(
      '6101825474368961796',
    );
  });

  it('resolves the references inside EcuM and to ComM', () => {
    const all = new Map(imported.containers.map((c) => [c.id, c]));
    const targets = (container: ContainerValue | undefined, reference: string) =>
      (container?.references[reference] ?? []).map((id) => all.get(id)?.shortName).sort();
    const mode = byName(`${COMMON}/EcuMSleepMode`).get('EcuMSleepMode');
    expect(targets(mode, 'EcuMWakeupSourceMask')).toEqual([
      'ECUM_WKSOURCE_EXTERNAL_WDG',
      'ECUM_WKSOURCE_INTERNAL_RESET',
      'ECUM_WKSOURCE_INTERNAL_WDG',
      'ECUM_WKSOURCE_POWER',
      'ECUM_WKSOURCE_RESET',
    ]);
    const target = byName(`${COMMON}/EcuMDefaultShutdownTarget`).get('EcuMDefaultShutdownTarget');
    expect(targets(target, 'EcuMDefaultResetModeRef')).toEqual(['ECUM_RESET_MCU']);
    const goDown = byName(`${FLEX}/EcuMGoDownAllowedUsers`).get('EcuMGoDownAllowedUsers');
    expect(targets(goDown, 'EcuMGoDownAllowedUserRef')).toEqual(['EcuMFlexUserConfig']);
    const can = byName(`${COMMON}/EcuMWakeupSource`).get('ECUM_WKSOURCE_CAN');
    const channel = all.get(can?.references.EcuMComMChannelRef?.[0] ?? '');
    expect(channel?.definitionPath).toBe('/ComM/ComMConfigSet/ComMChannel');
  });

  it('passes the EcuM rules once imported', () => {
    const result = verifyProject(
      {
        project: { id: 'p', name: 'MyECU', chip: 'TC275' },
        modules: imported.modules,
        containers: imported.containers,
      },
      MODULE_DEFINITIONS,
      { language: 'en_us' },
    );
    const rows = [...result.errList, ...result.warningList].filter((row) => row.code.startsWith('E_EcuM'));
    expect(rows.map((row) => `${row.code} ${row.path}`)).toEqual([]);
  });

  it('reports what it does not understand, each with its place in the file', () => {
    const unknown = diagnostics.filter((d) => d.code === 'ECUC_IMPORT_UNKNOWN_DEFINITION');
    const reported = unknown.map(
      (d) => /definition \/MICROSAR(\S+) does not exist/.exec(d.message)?.[1] ?? d.message,
    );
    expect(reported.map((path) => path.slice(path.lastIndexOf('/') + 1)).sort()).toEqual([
      'EcuMAdditionalInitCode',
      'EcuMDefaultState',
      'EcuMDeferredBswMNotification',
      'EcuMDemEventParameterRefs',
      'EcuMEnableFixBehavior',
      'EcuMFlexModuleConfigurationRef',
      'EcuMFlexModuleConfigurationRef',
      'EcuMGeneration',
      'EcuMGoDownRequestID',
      'EcuMIncludeDem',
      'EcuMModuleID',
      'EcuMSlaveCoreHandling',
    ]);
    unknown.forEach((diagnostic, index) => {
      const path = reported[index] ?? '';
      expect(formatDiagnostic(diagnostic)).toMatch(/^MyECU\.ecuc\.arxml:\d+:\d+: /);
      // The place is the value element whose definition reference names the path.
      const near = lines.slice(diagnostic.line - 1, diagnostic.line + 2).join('\n');
      expect(near, path).toContain(`/MICROSAR${path}<`);
      // And the definition is indeed not one of ours.
      const parent = path.slice(0, path.lastIndexOf('/'));
      const name = path.slice(path.lastIndexOf('/') + 1);
      const container = known.containers.get(parent);
      const declared =
        known.containers.has(path) ||
        (container?.parameters.some((p) => p.name === name) ?? false) ||
        (container?.references.some((r) => r.name === name) ?? false);
      expect(declared, path).toBe(false);
    });
  });

  it('reports the references whose targets the file does not hold (the Os objects)', () => {
    const unresolved = diagnostics.filter((d) => d.code === 'ECUC_IMPORT_UNRESOLVED');
    expect(unresolved.map((d) => /reference (\S+):/.exec(d.message)?.[1]).sort()).toEqual([
      'EcuMDefaultAppMode',
      'EcuMOSResource',
    ]);
    for (const diagnostic of unresolved)
      expect(formatDiagnostic(diagnostic)).toMatch(/^MyECU\.ecuc\.arxml:\d+:\d+: /);
  });
});
