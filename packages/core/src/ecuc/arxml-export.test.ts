import { describe, expect, it } from 'vitest';
import { readArxml, writeEcucValues } from '../formats/arxml/index.js';
import { exportEcucValues, ecucValuesFromSnapshot } from './arxml-export.js';
import {
  booleanParam,
  choiceContainer,
  container,
  foreignReference,
  instanceReference,
  integerParam,
  reference,
  stringParam,
  addInfoParam,
} from './builders.js';
import type { ContainerValue, ProjectSnapshot } from './store-types.js';
import type { ModuleDef } from './types.js';

const SENSOR: ModuleDef = {
  name: 'Sensor',
  moduleId: 901,
  version: 1,
  containers: [
    container('SensorGeneral', {
      parameters: [
        booleanParam('SensorDevErrorDetect'),
        integerParam('SensorIds', { lower: 0, upper: 'infinite' }),
        stringParam('SensorName'),
        addInfoParam('SensorNotes', { lower: 0 }),
      ],
      references: [
        reference('SensorMainRef', '/Sensor/SensorChannel'),
        foreignReference('SensorEcuRef', 'ECU-INSTANCE'),
        instanceReference('SensorPortRef', 'P-PORT-PROTOTYPE', 'SW-COMPONENT-PROTOTYPE'),
      ],
    }),
    container('SensorChannel', {
      lower: 0,
      upper: 'infinite',
      subContainers: [choiceContainer('SensorSource', [container('SensorDigital', { lower: 0 })])],
    }),
  ],
};

const CAN: ModuleDef = {
  name: 'Can',
  moduleId: 902,
  version: 3,
  instanceBased: true,
  supportedConfigVariants: ['VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  containers: [container('CanGeneral', { lower: 0 })],
};

function row(
  partial: Partial<ContainerValue> & Pick<ContainerValue, 'id' | 'definitionPath' | 'shortName'>,
): ContainerValue {
  return {
    module: partial.definitionPath.split('/')[1] ?? '',
    instanceId: 0,
    parentId: null,
    position: 0,
    values: {},
    references: {},
    version: 1,
    ...partial,
  };
}

function snapshot(
  containers: ContainerValue[],
  modules = [{ module: 'Sensor', instanceId: 0, definitionVersion: 1 }],
): ProjectSnapshot {
  return { project: { id: '1', name: 'P', chip: 'TC275' }, modules, containers };
}

const general = row({
  id: 'g',
  definitionPath: '/Sensor/SensorGeneral',
  shortName: 'SensorGeneral',
  values: {
    SensorDevErrorDetect: false,
    SensorIds: ['1', '18446744073709551615'],
    SensorName: 'a<b',
    SensorNotes: null,
  },
  references: {
    SensorMainRef: ['ch1'],
    SensorEcuRef: ['/System/Ecus/Door'],
    SensorPortRef: ['/Composition/Swc/Port'],
  },
});
const channels = [
  row({ id: 'ch0', definitionPath: '/Sensor/SensorChannel', shortName: 'Front', position: 1 }),
  row({ id: 'ch1', definitionPath: '/Sensor/SensorChannel', shortName: 'Rear', position: 2 }),
  row({
    id: 'src',
    definitionPath: '/Sensor/SensorChannel/SensorSource',
    shortName: 'SensorSource',
    parentId: 'ch1',
  }),
  row({
    id: 'dig',
    definitionPath: '/Sensor/SensorChannel/SensorSource/SensorDigital',
    shortName: 'Digital',
    parentId: 'src',
  }),
];

describe('exportEcucValues', () => {
  const result = exportEcucValues(snapshot([general, ...channels]), [SENSOR]);
  const module = result.modules[0]!;

  it('writes one module configuration per enabled module in /ActiveEcuC with AUTOSAR definition paths', () => {
    expect(result.omitted).toEqual([]);
    expect(result.modules).toHaveLength(1);
    expect(module).toMatchObject({
      shortName: 'Sensor',
      packagePath: '/ActiveEcuC',
      definitionRef: '/AUTOSAR/EcucDefs/Sensor',
      implementationConfigVariant: 'VARIANT-PRE-COMPILE',
    });
    expect(module.containers.map((c) => c.shortName)).toEqual(['SensorGeneral', 'Front', 'Rear']);
    const rear = module.containers[2]!;
    expect(rear.subContainers[0]).toMatchObject({
      shortName: 'SensorSource',
      definitionRef: '/AUTOSAR/EcucDefs/Sensor/SensorChannel/SensorSource',
      definitionDest: 'ECUC-CHOICE-CONTAINER-DEF',
    });
    expect(rear.subContainers[0]?.subContainers[0]?.definitionDest).toBe('ECUC-PARAM-CONF-CONTAINER-DEF');
  });

  it('types parameters by kind, one element per list entry, nothing for null', () => {
    const parameters = module.containers[0]!.parameters;
    expect(
      parameters.map((p) => [p.kind, p.definitionDest, p.definitionRef.split('/').at(-1), p.value]),
    ).toEqual([
      ['numerical', 'ECUC-BOOLEAN-PARAM-DEF', 'SensorDevErrorDetect', 'false'],
      ['numerical', 'ECUC-INTEGER-PARAM-DEF', 'SensorIds', '1'],
      ['numerical', 'ECUC-INTEGER-PARAM-DEF', 'SensorIds', '18446744073709551615'],
      ['textual', 'ECUC-STRING-PARAM-DEF', 'SensorName', 'a<b'],
    ]);
  });

  it('writes container references as document paths and foreign/instance references as stored', () => {
    const references = module.containers[0]!.references;
    expect(references.map((r) => [r.kind, r.definitionDest, r.valueRef, r.valueDest])).toEqual([
      ['reference', 'ECUC-REFERENCE-DEF', '/ActiveEcuC/Sensor/Rear', 'ECUC-CONTAINER-VALUE'],
      ['reference', 'ECUC-FOREIGN-REFERENCE-DEF', '/System/Ecus/Door', 'ECU-INSTANCE'],
      ['instance-reference', 'ECUC-INSTANCE-REFERENCE-DEF', '/Composition/Swc/Port', 'P-PORT-PROTOTYPE'],
    ]);
  });

  it('gives a document the reader reads back, with the reference resolved inside it', () => {
    const text = writeEcucValues(result.modules);
    expect(text).toContain('<VALUE-REF DEST="ECUC-CONTAINER-VALUE">/ActiveEcuC/Sensor/Rear</VALUE-REF>');
    expect(text).toContain('<VALUE>a&lt;b</VALUE>');
    const read = readArxml(text, 'sensor.arxml');
    expect(read.diagnostics.filter((d) => d.message.includes('/ActiveEcuC/Sensor/Rear'))).toEqual([]);
    expect(read.model?.ecucValues[0]?.containers[0]?.parameters[3]?.value).toBe('a<b');
  });

  it('takes the package and the definition package from the options', () => {
    const [m] = ecucValuesFromSnapshot(snapshot([general, ...channels]), [SENSOR], {
      packagePath: '/Project/EcucValues',
      definitionPackage: (d) => `/ACME/EcucDefs_${d.name}`,
    });
    expect(m?.packagePath).toBe('/Project/EcucValues');
    expect(m?.definitionRef).toBe('/ACME/EcucDefs_Sensor/Sensor');
    expect(m?.containers[0]?.references[0]?.valueRef).toBe('/Project/EcucValues/Sensor/Rear');
    expect(m?.containers[0]?.parameters[0]?.definitionRef).toBe(
      '/ACME/EcucDefs_Sensor/Sensor/SensorGeneral/SensorDevErrorDetect',
    );
  });

  it('names instances of instance-based modules and keeps a supported configuration variant', () => {
    const modules = [
      { module: 'Can', instanceId: 0, definitionVersion: 3 },
      { module: 'Can', instanceId: 1, definitionVersion: 3 },
    ];
    const can = exportEcucValues(
      snapshot(
        [row({ id: 'c1', definitionPath: '/Can/CanGeneral', shortName: 'CanGeneral', instanceId: 1 })],
        modules,
      ),
      [CAN],
    );
    expect(can.modules.map((m) => [m.shortName, m.containers.length, m.implementationConfigVariant])).toEqual(
      [
        ['Can_0', 0, 'VARIANT-LINK-TIME'],
        ['Can_1', 1, 'VARIANT-LINK-TIME'],
      ],
    );
  });

  it('lists what it cannot write instead of throwing', () => {
    const damaged = snapshot(
      [
        {
          ...general,
          values: { ...general.values, SensorOld: '1' },
          references: { SensorMainRef: ['gone'], SensorOldRef: ['/X'] },
        },
        row({ id: 'u', definitionPath: '/Sensor/SensorRemoved', shortName: 'Removed' }),
        row({ id: 'o', definitionPath: '/Sensor/SensorChannel', shortName: 'Lost', parentId: 'nobody' }),
      ],
      [
        { module: 'Sensor', instanceId: 0, definitionVersion: 1 },
        { module: 'Ghost', instanceId: 0, definitionVersion: 1 },
      ],
    );
    const out = exportEcucValues(damaged, [SENSOR]);
    expect(out.omitted).toEqual(
      expect.arrayContaining([
        { reason: 'unknownModule', path: '/Ghost' },
        { reason: 'orphan', path: '/Sensor/Lost' },
        { reason: 'unknownDefinition', path: '/Sensor/Removed' },
        { reason: 'unknownParameter', path: '/Sensor/SensorGeneral', name: 'SensorOld' },
        { reason: 'unknownReference', path: '/Sensor/SensorGeneral', name: 'SensorOldRef' },
        { reason: 'missingTarget', path: '/Sensor/SensorGeneral', name: 'SensorMainRef', target: 'gone' },
      ]),
    );
    expect(out.omitted).toHaveLength(6);
    expect(out.modules.map((m) => m.containers.map((c) => c.shortName))).toEqual([['SensorGeneral']]);
    expect(out.modules[0]?.containers[0]?.references).toEqual([]);
  });
});
