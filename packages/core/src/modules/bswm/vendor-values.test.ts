/**
 * The BswM values of a commercial tool's ECUC values file (MyECU.ecuc.arxml of the corpus, definitions under
 * `/MICROSAR/BswM`) import onto our BswM definition: every container of a definition we know comes in with
 * its values, the imported rules read as a rule table, and what the vendor added beyond the SWS (its
 * generation options, rule ids, callout switches...) is reported with its place in the file, not dropped
 * silently.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { containersFromArxml } from '../../ecuc/arxml-import.js';
import { indexModuleDef } from '../../ecuc/definition-index.js';
import { readArxml } from '../../formats/arxml/index.js';
import { formatDiagnostic } from '../../formats/diagnostic.js';
import { verifyProject } from '../../verify/engine.js';
import { MODULE_DEFINITIONS } from '../index.js';
import { bswMDefinition } from './definition.js';
import { bswmRuleTableOfSnapshot } from './rule-table.js';

const FILE = 'MyECU.ecuc.arxml';
const text = readFileSync(
  new URL('../../../../../../shared/corpus/arxml/canmatrix/MyECU.ecuc.arxml', import.meta.url),
  'utf8',
);
const source = readArxml(text, FILE);
const imported = containersFromArxml(source.model?.ecucValues ?? [], MODULE_DEFINITIONS, { file: FILE });
const bswm = imported.containers.filter((c) => c.module === 'BswM');
const index = indexModuleDef(bswMDefinition);

/** Definition paths (ours) of the BswM containers in the file, with how many the file holds. */
function containersInFile(): Map<string, number> {
  const counts = new Map<string, number>();
  const pattern =
    /<DEFINITION-REF DEST="ECUC-(?:PARAM-CONF|CHOICE)-CONTAINER-DEF">\/[A-Za-z_]+\/(BswM\/[^<]+)<\/DEFINITION-REF>/g;
  for (const match of text.matchAll(pattern)) {
    const path = `/${match[1] ?? ''}`;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  }
  return counts;
}

/** The number of containers under (and including) a definition path. */
const under = (counts: Map<string, number>, path: string): number =>
  [...counts].filter(([p]) => p === path || p.startsWith(`${path}/`)).reduce((n, [, c]) => n + c, 0);

describe('the BswM of a commercial ECUC values file', () => {
  const inFile = containersInFile();

  it('holds general settings, arbitration and mode control', () => {
    expect(under(inFile, '/BswM/BswMGeneral')).toBe(4);
    expect(under(inFile, '/BswM/BswMConfig/BswMArbitration')).toBe(11);
    expect(under(inFile, '/BswM/BswMConfig/BswMModeControl')).toBe(68);
  });

  it('imports every container of a definition we know, and only those are left out that we do not', () => {
    for (const [path, count] of inFile) {
      const ours = bswm.filter((c) => c.definitionPath === path).length;
      expect(ours, path).toBe(index.containers.has(path) ? count : 0);
    }
    const unknown = [...inFile.keys()].filter((path) => !index.containers.has(path));
    expect(unknown.sort()).toEqual(['/BswM/BswMGeneral/BswMCommonData', '/BswM/BswMGeneral/BswMGeneration']);
  });

  it('takes over the values', () => {
    const general = bswm.find((c) => c.definitionPath === '/BswM/BswMGeneral');
    expect(general?.values).toMatchObject({
      BswMMainFunctionPeriod: '0.01',
      BswMDevErrorDetect: true,
      BswMCanSMEnabled: true,
      BswMComMEnabled: true,
      BswMEcuMEnabled: true,
      BswMNvMEnabled: true,
      BswMLinSMEnabled: false,
    });
    const callouts = bswm.filter((c) => c.definitionPath.endsWith('/BswMAvailableActions/BswMUserCallout'));
    expect(callouts).toHaveLength(14);
    expect(callouts.map((c) => c.values.BswMUserCalloutFunction)).toContain('Can_Init(NULL_PTR)');
    const switches = bswm.filter((c) =>
      c.definitionPath.endsWith('/BswMAvailableActions/BswMPduGroupSwitch'),
    );
    // One switch enables the Tx and Rx I-PDU groups, the other disables them; both resolve to Com's groups.
    const groups = new Set(
      imported.containers.filter((c) => c.definitionPath === '/Com/ComConfig/ComIPduGroup').map((c) => c.id),
    );
    expect(
      switches.map((c) => [
        (c.references.BswMEnabledPduGroupRef ?? []).filter((id) => groups.has(id)).length,
        (c.references.BswMDisabledPduGroupRef ?? []).filter((id) => groups.has(id)).length,
      ]),
    ).toEqual([
      [2, 0],
      [0, 2],
    ]);
  });

  it('reads the imported rules as a rule table, and the BswM rules find nothing to object to', () => {
    const snapshot = {
      project: { id: 'p', name: 'MyECU', chip: 'TC275' },
      modules: imported.modules,
      containers: imported.containers,
    };
    const [rule, ...others] = bswmRuleTableOfSnapshot(snapshot, MODULE_DEFINITIONS);
    expect(others).toEqual([]);
    expect(rule?.rule).toBe('BswMRule_CAN_FULL_COMM');
    expect(rule?.expression).toBe('(CanSMInd_CAN00_f26020e5 == CANSM_BSWM_FULL_COMMUNICATION)');
    expect(rule?.trueList?.name).toBe('BswMActionList_CAN_FULL_COMM_TRUE');
    expect(rule?.falseList?.name).toBe('BswMActionList_CAN_FULL_COMM_FALSE');
    expect(rule?.trueList?.items.every((item) => item.kind === 'action')).toBe(true);
    const result = verifyProject(snapshot, MODULE_DEFINITIONS, { language: 'en_us' });
    expect(result.errList.filter((r) => r.code.startsWith('E_BswM'))).toEqual([]);
  });

  it('reports what the vendor added beyond the SWS, each with its place in the file', () => {
    const reported = imported.diagnostics
      .filter((d) => d.code === 'ECUC_IMPORT_UNKNOWN_DEFINITION' && d.message.includes('/BswM/'))
      .map((d) => formatDiagnostic(d));
    for (const line of reported) expect(line).toMatch(/^MyECU\.ecuc\.arxml:\d+:\d+: /);
    const names = new Set(reported.map((line) => /\/BswM\/(\S+) does not exist/.exec(line)?.[1]));
    for (const vendorOnly of [
      'BswMGeneral/BswMGeneration',
      'BswMGeneral/BswMCommonData',
      'BswMGeneral/BswMModeCheck',
      'BswMConfig/BswMArbitration/BswMRule/BswMRuleId',
      'BswMConfig/BswMArbitration/BswMModeRequestPort/BswMArbitrateOnInit',
      'BswMConfig/BswMModeControl/BswMInitActionListRef',
      'BswMConfig/BswMModeControl/BswMAction/BswMAvailableActions/BswMUserCallout/BswMCreateCallout',
    ])
      expect(names, vendorOnly).toContain(vendorOnly);
    // Nothing reported is a definition of ours.
    for (const name of names) {
      const path = `/BswM/${name ?? ''}`;
      const parent = index.containers.get(path.slice(0, path.lastIndexOf('/')));
      const last = path.slice(path.lastIndexOf('/') + 1);
      const declared =
        index.containers.has(path) ||
        (parent?.parameterByName.has(last) ?? false) ||
        (parent?.referenceByName.has(last) ?? false);
      expect(declared, path).toBe(false);
    }
  });
});
