import { describe, expect, it } from 'vitest';
import { readArxml } from '@ecuc/core/formats/arxml';
import {
  container,
  integerParam,
  reference,
  type ContainerValue,
  type ModuleDef,
  type ProjectSnapshot,
} from '@ecuc/core/ecuc';
import { planArxmlImport } from './arxml-import.js';

describe('planArxmlImport', () => {
  const blk: ModuleDef = {
    name: 'Blk',
    moduleId: 9001,
    version: 2,
    containers: [
      container('BlkBlockDescriptor', {
        lower: 0,
        upper: 'infinite',
        parameters: [integerParam('BlkLength', { lower: 0 })],
        references: [reference('BlkRamBlockRef', '/Blk/BlkBlockDescriptor', { lower: 0 })],
      }),
    ],
  };
  const definitions = [blk];
  const stored = (id: string, shortName: string, position: number): ContainerValue => ({
    id,
    module: 'Blk',
    instanceId: 0,
    definitionPath: '/Blk/BlkBlockDescriptor',
    parentId: null,
    shortName,
    position,
    values: {},
    references: {},
    version: 3,
  });
  const snapshot: ProjectSnapshot = {
    project: { id: '1', name: 'P', chip: 'TC275' },
    modules: [{ module: 'Blk', instanceId: 0, definitionVersion: blk.version }],
    containers: [stored('existing-a', 'BlockA', 0), stored('existing-b', 'BlockB', 5)],
  };
  const file = (body: string) =>
    readArxml(
      `<?xml version="1.0"?><AUTOSAR xmlns="http://autosar.org/schema/r4.0"><AR-PACKAGES><AR-PACKAGE><SHORT-NAME>Cfg</SHORT-NAME><ELEMENTS>
<ECUC-MODULE-CONFIGURATION-VALUES><SHORT-NAME>Blk</SHORT-NAME><DEFINITION-REF DEST="ECUC-MODULE-DEF">/AUTOSAR/EcucDefs/Blk</DEFINITION-REF><CONTAINERS>${body}</CONTAINERS></ECUC-MODULE-CONFIGURATION-VALUES>
</ELEMENTS></AR-PACKAGE></AR-PACKAGES></AUTOSAR>`,
      'plan.arxml',
    ).model!.ecucValues;
  const block = (name: string, inner = '') =>
    `<ECUC-CONTAINER-VALUE><SHORT-NAME>${name}</SHORT-NAME><DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/AUTOSAR/EcucDefs/Blk/BlkBlockDescriptor</DEFINITION-REF>${inner}</ECUC-CONTAINER-VALUE>`;
  const ramRef = (target: string) =>
    `<REFERENCE-VALUES><ECUC-REFERENCE-VALUE><DEFINITION-REF DEST="ECUC-REFERENCE-DEF">/AUTOSAR/EcucDefs/Blk/BlkBlockDescriptor/BlkRamBlockRef</DEFINITION-REF><VALUE-REF DEST="ECUC-CONTAINER-VALUE">${target}</VALUE-REF></ECUC-REFERENCE-VALUE></REFERENCE-VALUES>`;

  it('matches by short-name path, keeps ids, appends new containers after existing siblings', () => {
    let n = 0;
    const plan = planArxmlImport(
      snapshot,
      file(block('BlockA') + block('BlockC', ramRef('/Cfg/Blk/BlockB'))),
      definitions,
      { file: 'plan.arxml', newId: () => `new-${(n += 1)}` },
    );
    expect(plan.enable).toEqual([]);
    expect(plan.unchanged).toBe(1);
    expect(plan.update).toEqual([]);
    expect(plan.create).toEqual([
      expect.objectContaining({
        id: 'new-2',
        shortName: 'BlockC',
        position: 6,
        references: { BlkRamBlockRef: ['existing-b'] },
      }),
    ]);
    expect(plan.diagnostics).toEqual([]);
  });

  it('a changed container keeps its id and gets the next version; references into the file map to project ids', () => {
    const plan = planArxmlImport(
      snapshot,
      file(block('BlockA', ramRef('/Cfg/Blk/BlockB')) + block('BlockB')),
      definitions,
      { file: 'plan.arxml' },
    );
    expect(plan.update).toEqual([
      expect.objectContaining({
        id: 'existing-a',
        version: 4,
        references: { BlkRamBlockRef: ['existing-b'] },
      }),
    ]);
    expect(plan.unchanged).toBe(1);
  });

  it('switches modules on only where allowed', () => {
    const empty: ProjectSnapshot = { ...snapshot, modules: [], containers: [] };
    const refused = planArxmlImport(empty, file(block('BlockA')), definitions, {
      file: 'plan.arxml',
      canEnable: () => false,
    });
    expect(refused.create).toEqual([]);
    expect(refused.diagnostics.map((d) => d.code)).toEqual(['ECUC_IMPORT_MODULE_OFF']);
    const allowed = planArxmlImport(empty, file(block('BlockA')), definitions, { file: 'plan.arxml' });
    expect(allowed.enable).toEqual([{ module: 'Blk', instanceId: 0, definitionVersion: blk.version }]);
    expect(allowed.create).toHaveLength(1);
    // the same module twice in one file is switched on once
    const twice = planArxmlImport(empty, [...file(block('BlockA')), ...file(block('BlockB'))], definitions, {
      file: 'plan.arxml',
    });
    expect(twice.enable).toHaveLength(1);
    expect(twice.create.map((c) => c.shortName)).toEqual(['BlockA', 'BlockB']);
  });

  it('matches siblings of the same name in order, so that importing a file twice creates nothing new', () => {
    const twins = file(block('BlockA') + block('BlockA') + block('BlockA'));
    const plan = planArxmlImport(snapshot, twins, definitions, { file: 'plan.arxml' });
    expect(plan.unchanged).toBe(1);
    expect(plan.create.map((c) => c.shortName)).toEqual(['BlockA', 'BlockA']);
    const after: ProjectSnapshot = { ...snapshot, containers: [...snapshot.containers, ...plan.create] };
    const again = planArxmlImport(after, twins, definitions, { file: 'plan.arxml' });
    expect(again.create).toEqual([]);
    expect(again.unchanged).toBe(3);
  });

  it('puts several configurations of an instance-based module into their instances, references between them resolved', () => {
    const bus: ModuleDef = {
      name: 'Bus',
      moduleId: 9002,
      version: 1,
      instanceBased: true,
      containers: [
        container('BusGeneral', {
          references: [reference('BusPeerControllerRef', '/Bus/BusController', { lower: 0 })],
        }),
        container('BusController', { lower: 0, upper: 'infinite' }),
      ],
    };
    const moduleValues = (name: string, containers: string) =>
      `<ECUC-MODULE-CONFIGURATION-VALUES><SHORT-NAME>${name}</SHORT-NAME><DEFINITION-REF DEST="ECUC-MODULE-DEF">/AUTOSAR/EcucDefs/Bus</DEFINITION-REF><CONTAINERS>${containers}</CONTAINERS></ECUC-MODULE-CONFIGURATION-VALUES>`;
    const containerValue = (name: string, definition: string, inner = '') =>
      `<ECUC-CONTAINER-VALUE><SHORT-NAME>${name}</SHORT-NAME><DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/AUTOSAR/EcucDefs/Bus/${definition}</DEFINITION-REF>${inner}</ECUC-CONTAINER-VALUE>`;
    const peerRef = `<REFERENCE-VALUES><ECUC-REFERENCE-VALUE><DEFINITION-REF DEST="ECUC-REFERENCE-DEF">/AUTOSAR/EcucDefs/Bus/BusGeneral/BusPeerControllerRef</DEFINITION-REF><VALUE-REF DEST="ECUC-CONTAINER-VALUE">/Cfg/Bus_1/Ctrl1</VALUE-REF></ECUC-REFERENCE-VALUE></REFERENCE-VALUES>`;
    const text = `<?xml version="1.0"?><AUTOSAR xmlns="http://autosar.org/schema/r4.0"><AR-PACKAGES><AR-PACKAGE><SHORT-NAME>Cfg</SHORT-NAME><ELEMENTS>${moduleValues(
      'Bus_0',
      containerValue('BusGeneral', 'BusGeneral', peerRef) + containerValue('Ctrl0', 'BusController'),
    )}${moduleValues('Bus_1', containerValue('Ctrl1', 'BusController'))}</ELEMENTS></AR-PACKAGE></AR-PACKAGES></AUTOSAR>`;
    const empty: ProjectSnapshot = { ...snapshot, modules: [], containers: [] };
    let n = 0;
    const plan = planArxmlImport(empty, readArxml(text, 'bus.arxml').model!.ecucValues, [bus], {
      file: 'bus.arxml',
      newId: () => `id${(n += 1)}`,
    });
    expect(plan.diagnostics).toEqual([]);
    expect(plan.enable).toEqual([
      { module: 'Bus', instanceId: 0, definitionVersion: 1 },
      { module: 'Bus', instanceId: 1, definitionVersion: 1 },
    ]);
    expect(plan.create.map((c) => `${c.shortName}@${c.instanceId}`)).toEqual([
      'BusGeneral@0',
      'Ctrl0@0',
      'Ctrl1@1',
    ]);
    const ctrl1 = plan.create.find((c) => c.shortName === 'Ctrl1')!;
    expect(plan.create[0]?.references).toEqual({ BusPeerControllerRef: [ctrl1.id] });
  });
});
