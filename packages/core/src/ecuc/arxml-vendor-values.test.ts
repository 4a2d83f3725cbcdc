/**
 * A commercial tool's ECUC values file of a CAN ECU (MyECU.ecuc.arxml of the corpus) imports its
 * communication stack: every EcuC Pdu, CanIf PDU, PduR BSW module, Com I-PDU and signal the file holds comes
 * in, the Com signals land in their I-PDUs' layout, and whatever the file holds that our definitions do not
 * know is reported with its place in the file rather than dropped silently.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArxml } from '../formats/arxml/index.js';
import { formatDiagnostic } from '../formats/diagnostic.js';
import { COM_LAYOUT_VIEW, MODULE_DEFINITIONS } from '../modules/index.js';
import { viewOfSnapshot } from '../verify/views.js';
import { containersFromArxml } from './arxml-import.js';
import { indexModuleDef } from './definition-index.js';

const FILE = 'MyECU.ecuc.arxml';
const text = readFileSync(
  new URL('../../../../../shared/corpus/arxml/canmatrix/MyECU.ecuc.arxml', import.meta.url),
  'utf8',
);
const source = readArxml(text, FILE);
const imported = containersFromArxml(source.model?.ecucValues ?? [], MODULE_DEFINITIONS, { file: FILE });

/** How many containers of a definition the file holds (its vendor package prefix stripped). */
function inFile(definitionPath: string): number {
  const tail = definitionPath.replace(/^\//, '');
  const pattern = new RegExp(
    `<DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/[A-Za-z_]+/${tail}</DEFINITION-REF>`,
    'g',
  );
  return text.match(pattern)?.length ?? 0;
}

function importedCount(definitionPath: string): number {
  return imported.containers.filter((c) => c.definitionPath === definitionPath).length;
}

describe('the communication stack of a commercial ECUC values file', () => {
  it('takes over every Pdu, CanIf PDU, PduR module, Com I-PDU and signal of the file', () => {
    expect(imported.modules.map((m) => m.module)).toEqual(
      expect.arrayContaining(['EcuC', 'CanIf', 'PduR', 'Com']),
    );
    for (const path of [
      '/EcuC/EcucPduCollection/Pdu',
      '/CanIf/CanIfInitCfg/CanIfTxPduCfg',
      '/CanIf/CanIfInitCfg/CanIfRxPduCfg',
      '/PduR/PduRBswModules',
      '/Com/ComConfig/ComIPdu',
      '/Com/ComConfig/ComSignal',
      '/Com/ComConfig/ComIPduGroup',
    ]) {
      expect(inFile(path), path).toBeGreaterThan(0);
      expect(importedCount(path), path).toBe(inFile(path));
    }
  });

  it('places the imported Com signals in their I-PDUs', () => {
    const snapshot = {
      project: { id: 'p', name: 'MyECU', chip: 'TC275' },
      modules: imported.modules,
      containers: imported.containers,
    };
    const view = viewOfSnapshot(snapshot, MODULE_DEFINITIONS, COM_LAYOUT_VIEW);
    const placed = view.ipdus.flatMap((layout) => layout.placed.filter((p) => p.kind === 'signal'));
    expect(placed.length).toBe(importedCount('/Com/ComConfig/ComSignal'));
    for (const layout of view.ipdus) expect(layout.length, layout.ipdu.shortName).toBeGreaterThan(0);
  });

  it('reports what it does not understand, each with its place in the file', () => {
    const unknown = imported.diagnostics.filter((d) => d.code === 'ECUC_IMPORT_UNKNOWN_DEFINITION');
    expect(unknown.length).toBeGreaterThan(0);
    const known = new Map(MODULE_DEFINITIONS.map((d) => [d.name, indexModuleDef(d)]));
    for (const diagnostic of unknown) {
      expect(formatDiagnostic(diagnostic)).toMatch(/^MyECU\.ecuc\.arxml:\d+:\d+: /);
      // The reported definition is indeed not one of ours.
      const path = /definition (\S+) does not exist/.exec(diagnostic.message)?.[1] ?? '';
      const [, , module, ...rest] = path.split('/');
      const ours = `/${module}/${rest.join('/')}`;
      const index = known.get(module ?? '');
      if (!index) continue;
      const parent = ours.slice(0, ours.lastIndexOf('/'));
      const name = ours.slice(ours.lastIndexOf('/') + 1);
      const container = index.containers.get(parent);
      const declared =
        index.containers.has(ours) ||
        (container?.parameters.some((p) => p.name === name) ?? false) ||
        (container?.references.some((r) => r.name === name) ?? false);
      expect(declared, path).toBe(false);
    }
    // Modules we do not define are reported once each, by name.
    const modules = imported.diagnostics.filter((d) => d.code === 'ECUC_IMPORT_UNKNOWN_MODULE');
    expect(modules.length).toBeGreaterThan(0);
    for (const diagnostic of modules)
      expect(formatDiagnostic(diagnostic)).toMatch(/^MyECU\.ecuc\.arxml:\d+:\d+: /);
  });
});
