import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArxml, writeEcucValues } from '../formats/arxml/index.js';
import { containersFromArxml, moduleDefFromArxml } from './arxml-import.js';
import { ecucValuesFromSnapshot } from './arxml-export.js';
import { moduleDefUnderName } from './rename-module.js';
import type { ProjectSnapshot } from './store-types.js';

const CORPUS = new URL('../../../../../shared/corpus/arxml/own/', import.meta.url);
const read = (name: string) => readArxml(readFileSync(new URL(name, CORPUS)), name);

function sequence(): () => string {
  let n = 0;
  return () => `id${(n += 1)}`;
}

describe('a vendor definition configuring a catalogue module under its own name', () => {
  const source = read('VendorCdd_ParamDef.arxml').model!.ecucDefinitions[0]!;
  const imported = moduleDefFromArxml(source, { file: 'VendorCdd_ParamDef.arxml' });
  const { definition, ui } = moduleDefUnderName(imported.definition, imported.ui, {
    name: 'CDD',
    moduleId: 320,
    instanceBased: true,
  });

  it('moves definition paths, references inside the module and UI hints under /CDD, and keeps the vendor path', () => {
    expect(definition).toMatchObject({
      name: 'CDD',
      moduleId: 320,
      instanceBased: true,
      autosarPath: '/ACME/EcucDefs/AcmeSensorCdd',
    });
    expect(definition.containers.map((c) => c.name)).toEqual(['AcmeGeneral', 'AcmeChannel']);
    expect(Object.keys(ui).every((path) => path === '/CDD' || path.startsWith('/CDD/'))).toBe(true);
    // A reference to another module keeps its destination.
    const channel = definition.containers.find((c) => c.name === 'AcmeChannel')!;
    const icu = channel.references?.find((r) => r.name === 'AcmeIcuChannelRef');
    expect(icu).toMatchObject({ destination: '/Icu/IcuConfigSet/IcuChannel' });
  });

  it('imports values written against the vendor paths, and exports them against those paths again', () => {
    const values = read('AcmeSensorCdd_EcucValues.arxml').model!.ecucValues;
    const first = containersFromArxml(values, [definition], { file: 'values.arxml', newId: sequence() });
    expect(first.modules).toEqual([{ module: 'CDD', instanceId: 0, definitionVersion: 1 }]);
    expect(first.diagnostics.map((d) => d.code).filter((c) => c !== 'ECUC_IMPORT_UNRESOLVED')).toEqual([]);
    expect(new Set(first.containers.map((c) => c.definitionPath.split('/')[1]))).toEqual(new Set(['CDD']));
    expect(first.containers.filter((c) => c.definitionPath === '/CDD/AcmeChannel')).toHaveLength(3);

    const snapshot: ProjectSnapshot = {
      project: { id: 'p', name: 'Acme', chip: 'TC275' },
      modules: first.modules,
      containers: first.containers,
    };
    const text = writeEcucValues(ecucValuesFromSnapshot(snapshot, [definition]));
    expect(text).toContain('/ACME/EcucDefs/AcmeSensorCdd/AcmeGeneral');
    expect(text).not.toContain('EcucDefs/CDD');
    const again = containersFromArxml(readArxml(text, 'export.arxml').model!.ecucValues, [definition], {
      newId: sequence(),
    });
    const shape = (list: typeof first.containers) =>
      list.map((c) => `${c.definitionPath} ${c.shortName} ${JSON.stringify(c.values)}`).sort();
    expect(shape(again.containers)).toEqual(shape(first.containers));
  });
});
