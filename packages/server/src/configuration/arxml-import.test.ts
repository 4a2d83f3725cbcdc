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
  const nvm: ModuleDef = {
    name: 'NvM',
    moduleId: 200,
    version: 2,
    containers: [
      container('NvMBlockDescriptor', {
        lower: 0,
        upper: 'infinite',
        parameters: [integerParam('NvMNvBlockLength', { lower: 0 })],
        references: [reference('NvMRamBlockRef', '/NvM/NvMBlockDescriptor', { lower: 0 })],
      }),
    ],
  };
  const definitions = [nvm];
  const stored = (id: string, shortName: string, position: number): ContainerValue => ({
    id,
    module: 'NvM',
    instanceId: 0,
    definitionPath: '/NvM/NvMBlockDescriptor',
    parentId: null,
    shortName,
    position,
    values: {},
    references: {},
    version: 3,
  });
  const snapshot: ProjectSnapshot = {
    project: { id: '1', name: 'P', chip: 'TC275' },
    modules: [{ module: 'NvM', instanceId: 0, definitionVersion: nvm.version }],
    containers: [stored('existing-a', 'BlockA', 0), stored('existing-b', 'BlockB', 5)],
  };
  const file = (body: string) =>
    readArxml(
      `<?xml version="1.0"?><AUTOSAR xmlns="http://autosar.org/schema/r4.0"><AR-PACKAGES><AR-PACKAGE><SHORT-NAME>Cfg</SHORT-NAME><ELEMENTS>
<ECUC-MODULE-CONFIGURATION-VALUES><SHORT-NAME>NvM</SHORT-NAME><DEFINITION-REF DEST="ECUC-MODULE-DEF">/AUTOSAR/EcucDefs/NvM</DEFINITION-REF><CONTAINERS>${body}</CONTAINERS></ECUC-MODULE-CONFIGURATION-VALUES>
</ELEMENTS></AR-PACKAGE></AR-PACKAGES></AUTOSAR>`,
      'plan.arxml',
    ).model!.ecucValues;
  const block = (name: string, inner = '') =>
    `<ECUC-CONTAINER-VALUE><SHORT-NAME>${name}</SHORT-NAME><DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/AUTOSAR/EcucDefs/NvM/NvMBlockDescriptor</DEFINITION-REF>${inner}</ECUC-CONTAINER-VALUE>`;
  const ramRef = (target: string) =>
    `<REFERENCE-VALUES><ECUC-REFERENCE-VALUE><DEFINITION-REF DEST="ECUC-REFERENCE-DEF">/AUTOSAR/EcucDefs/NvM/NvMBlockDescriptor/NvMRamBlockRef</DEFINITION-REF><VALUE-REF DEST="ECUC-CONTAINER-VALUE">${target}</VALUE-REF></ECUC-REFERENCE-VALUE></REFERENCE-VALUES>`;

  it('matches by short-name path, keeps ids, appends new containers after existing siblings', () => {
    let n = 0;
    const plan = planArxmlImport(
      snapshot,
      file(block('BlockA') + block('BlockC', ramRef('/Cfg/NvM/BlockB'))),
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
        references: { NvMRamBlockRef: ['existing-b'] },
      }),
    ]);
    expect(plan.diagnostics).toEqual([]);
  });

  it('a changed container keeps its id and gets the next version; references into the file map to project ids', () => {
    const plan = planArxmlImport(
      snapshot,
      file(block('BlockA', ramRef('/Cfg/NvM/BlockB')) + block('BlockB')),
      definitions,
      { file: 'plan.arxml' },
    );
    expect(plan.update).toEqual([
      expect.objectContaining({
        id: 'existing-a',
        version: 4,
        references: { NvMRamBlockRef: ['existing-b'] },
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
    expect(allowed.enable).toEqual([{ module: 'NvM', instanceId: 0, definitionVersion: nvm.version }]);
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
    const can: ModuleDef = {
      name: 'Can',
      moduleId: 80,
      version: 1,
      instanceBased: true,
      containers: [
        container('CanGeneral', {
          references: [reference('CanPeerControllerRef', '/Can/CanController', { lower: 0 })],
        }),
        container('CanController', { lower: 0, upper: 'infinite' }),
      ],
    };
    const moduleValues = (name: string, containers: string) =>
      `<ECUC-MODULE-CONFIGURATION-VALUES><SHORT-NAME>${name}</SHORT-NAME><DEFINITION-REF DEST="ECUC-MODULE-DEF">/AUTOSAR/EcucDefs/Can</DEFINITION-REF><CONTAINERS>${containers}</CONTAINERS></ECUC-MODULE-CONFIGURATION-VALUES>`;
    const containerValue = (name: string, definition: string, inner = '') =>
      `<ECUC-CONTAINER-VALUE><SHORT-NAME>${name}</SHORT-NAME><DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/AUTOSAR/EcucDefs/Can/${definition}</DEFINITION-REF>${inner}</ECUC-CONTAINER-VALUE>`;
    const peerRef = `<REFERENCE-VALUES><ECUC-REFERENCE-VALUE><DEFINITION-REF DEST="ECUC-REFERENCE-DEF">/AUTOSAR/EcucDefs/Can/CanGeneral/CanPeerControllerRef</DEFINITION-REF><VALUE-REF DEST="ECUC-CONTAINER-VALUE">/Cfg/Can_1/Ctrl1</VALUE-REF></ECUC-REFERENCE-VALUE></REFERENCE-VALUES>`;
    const text = `<?xml version="1.0"?><AUTOSAR xmlns="http://autosar.org/schema/r4.0"><AR-PACKAGES><AR-PACKAGE><SHORT-NAME>Cfg</SHORT-NAME><ELEMENTS>${moduleValues(
      'Can_0',
      containerValue('CanGeneral', 'CanGeneral', peerRef) + containerValue('Ctrl0', 'CanController'),
    )}${moduleValues('Can_1', containerValue('Ctrl1', 'CanController'))}</ELEMENTS></AR-PACKAGE></AR-PACKAGES></AUTOSAR>`;
    const empty: ProjectSnapshot = { ...snapshot, modules: [], containers: [] };
    let n = 0;
    const plan = planArxmlImport(empty, readArxml(text, 'can.arxml').model!.ecucValues, [can], {
      file: 'can.arxml',
      newId: () => `id${(n += 1)}`,
    });
    expect(plan.diagnostics).toEqual([]);
    expect(plan.enable).toEqual([
      { module: 'Can', instanceId: 0, definitionVersion: 1 },
      { module: 'Can', instanceId: 1, definitionVersion: 1 },
    ]);
    expect(plan.create.map((c) => `${c.shortName}@${c.instanceId}`)).toEqual([
      'CanGeneral@0',
      'Ctrl0@0',
      'Ctrl1@1',
    ]);
    const ctrl1 = plan.create.find((c) => c.shortName === 'Ctrl1')!;
    expect(plan.create[0]?.references).toEqual({ CanPeerControllerRef: [ctrl1.id] });
  });
});
