/**
 * Export → writeEcucValues → readArxml → containersFromArxml gives back the same configuration:
 * for every shipped module definition (plus a definition using every parameter and reference kind),
 * and for the commercial tool export of the corpus.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArxml, writeEcucValues } from '../formats/arxml/index.js';
import { formatDiagnostic } from '../formats/diagnostic.js';
import { MODULE_DEFINITIONS } from '../modules/index.js';
import { exportEcucValues, type EcucValuesExportOptions } from './arxml-export.js';
import { containersFromArxml, definitionPathFromAutosar, moduleDefFromArxml } from './arxml-import.js';
import {
  addInfoParam,
  booleanParam,
  choiceContainer,
  choiceReference,
  container,
  enumerationParam,
  floatParam,
  foreignReference,
  functionNameParam,
  instanceReference,
  integerParam,
  linkerSymbolParam,
  multilineStringParam,
  reference,
  stringParam,
  symbolicNameReference,
} from './builders.js';
import { defaultValuesFor } from './defaults.js';
import { indexModuleDef } from './definition-index.js';
import { nextUniqueName } from './naming.js';
import type { ContainerValue, EnabledModule, ParamValue, ProjectSnapshot } from './store-types.js';
import { resolveModuleTree } from './tree.js';
import type { ContainerDef, ModuleDef, ParamDef, ReferenceDef } from './types.js';
import { referenceDestinations } from './types.js';

const CORPUS = new URL('../../../../../shared/corpus/arxml/', import.meta.url);

/** A definition using every parameter kind, every reference kind, lists and a choice container. */
const EVERY_KIND: ModuleDef = {
  name: 'RoundTripCdd',
  moduleId: 900,
  version: 1,
  supportedConfigVariants: ['VARIANT-POST-BUILD'],
  containers: [
    container('RtGeneral', {
      parameters: [
        integerParam('RtCalibrationKey', { min: '0', max: '18446744073709551615' }),
        integerParam('RtOffset', { min: '-9223372036854775808', max: '0', default: '-1' }),
        floatParam('RtPeriod', { min: '0', max: 'INF', minOpen: true, default: '0.005' }),
        booleanParam('RtDevErrorDetect', { default: true }),
        booleanParam('RtVersionInfoApi'),
        enumerationParam('RtMode', ['RT_OFF', 'RT_ON', 'RT_AUTO'], { default: 'RT_ON' }),
        stringParam('RtVendorTag'),
        functionNameParam('RtErrorCallout'),
        linkerSymbolParam('RtSection'),
        addInfoParam('RtNotes', { lower: 0 }),
        multilineStringParam('RtDescription', { lower: 0 }),
        integerParam('RtChannelIds', { lower: 0, upper: 'infinite', min: '0', max: '255' }),
        stringParam('RtTags', { lower: 0, upper: 4 }),
      ],
      references: [
        foreignReference('RtEcuInstanceRef', 'ECU-INSTANCE'),
        instanceReference(
          'RtSpeedPortRef',
          'P-PORT-PROTOTYPE',
          'ROOT-SW-COMPOSITION-PROTOTYPE SW-COMPONENT-PROTOTYPE',
        ),
        reference('RtNvmBlockRef', '/NvM/NvMBlockDescriptor', { lower: 0 }),
      ],
    }),
    container('RtChannel', {
      lower: 0,
      upper: 'infinite',
      parameters: [integerParam('RtChannelId', { min: '0', max: '255', symbolicNameValue: true })],
      references: [
        reference('RtGeneralRef', '/RoundTripCdd/RtGeneral'),
        choiceReference('RtSourceRef', ['/RoundTripCdd/RtChannel', '/EcuC/EcucPduCollection/Pdu']),
        symbolicNameReference('RtPeerRefs', '/RoundTripCdd/RtChannel', { lower: 0, upper: 'infinite' }),
        reference('RtDemEventRef', '/Dem/DemConfigSet/DemEventParameter', { lower: 0 }),
      ],
      subContainers: [
        choiceContainer('RtSignalSource', [
          container('RtDigitalSource', {
            lower: 0,
            parameters: [integerParam('RtPin', { min: '0', max: '63' })],
          }),
          container('RtAnalogSource', {
            lower: 0,
            parameters: [floatParam('RtGain', { default: '1.0' })],
            subContainers: [container('RtFilter', { lower: 0, upper: 2 })],
          }),
        ]),
      ],
    }),
  ],
};

const DEFINITIONS: readonly ModuleDef[] = [...MODULE_DEFINITIONS, EVERY_KIND];

/** Generated values of a parameter: every parameter gets something of its kind; lists get two entries. */
function generatedValue(param: ParamDef, serial: number): ParamValue {
  const texts = (first: string, second: string): ParamValue => (param.upper === 1 ? first : [first, second]);
  switch (param.kind) {
    case 'integer':
      return texts(param.max ?? param.min ?? String(serial), param.min ?? String(serial + 1));
    case 'float':
      return texts(param.max !== undefined && param.max !== 'INF' ? param.max : '0.125', '2.5e-3');
    case 'boolean':
      return param.upper === 1 ? serial % 2 === 0 : ['true', 'false'];
    case 'enumeration':
      return texts(param.literals.at(-1) ?? '', param.literals[0] ?? '');
    case 'functionName':
      return texts(`${param.name}_Callout`, `${param.name}_Other`);
    case 'linkerSymbol':
      return texts(`${param.name}_Start`, `${param.name}_End`);
    case 'addInfo':
      return texts(`first line of ${param.name}\nsecond <line> & more`, 'one more');
    case 'multilineString':
      return texts('line one\nline two & <three> "quoted"', 'x');
    case 'string':
      return texts(`${param.name} <&> "text"`, `${param.name}_2`);
  }
}

/**
 * A project with every shipped module: each container definition instantiated (twice when it may
 * repeat, once per choice for a choice container), each container starting from its defaults, then
 * generated values for every parameter (every third one that has a default keeps only the default) and references to real
 * targets (or, when the destination's module is not in the project, a path text).
 */
function generatedProject(definitions: readonly ModuleDef[]): ProjectSnapshot {
  let nextId = 0;
  const newId = (): string => `g${(nextId += 1)}`;
  let serial = 0;
  const containers: ContainerValue[] = [];
  const modules: EnabledModule[] = definitions.map((d) => ({
    module: d.name,
    instanceId: 0,
    definitionVersion: d.version,
  }));

  const instantiate = (
    module: ModuleDef,
    def: ContainerDef,
    definitionPath: string,
    parentId: string | null,
    depth: number,
  ): void => {
    const count = def.choices ? Math.max(1, def.choices.length) : def.upper === 1 ? 1 : 2;
    const names: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const shortName = count === 1 ? def.name : nextUniqueName(def.name, names);
      names.push(shortName);
      const values: Record<string, ParamValue> = { ...defaultValuesFor(def) };
      for (const param of def.parameters ?? []) {
        serial += 1;
        if (param.default === undefined || serial % 3 !== 0)
          values[param.name] = generatedValue(param, serial);
      }
      const value: ContainerValue = {
        id: newId(),
        module: module.name,
        instanceId: 0,
        definitionPath,
        parentId,
        shortName,
        position: containers.filter((c) => c.parentId === parentId && c.module === module.name).length,
        values,
        references: {},
        version: 1,
      };
      containers.push(value);
      if (depth > 6) continue;
      const children = def.choices
        ? [def.choices[i]].filter((c) => c !== undefined)
        : (def.subContainers ?? []);
      for (const child of children) {
        instantiate(module, child, `${definitionPath}/${child.name}`, value.id, depth + 1);
      }
    }
  };
  for (const module of definitions) {
    for (const def of module.containers) instantiate(module, def, `/${module.name}/${def.name}`, null, 0);
  }

  const byDefinition = new Map<string, ContainerValue[]>();
  for (const c of containers)
    byDefinition.set(c.definitionPath, [...(byDefinition.get(c.definitionPath) ?? []), c]);
  const referenceTargets = (ref: ReferenceDef): string[] => {
    if (ref.kind === 'foreignReference') return [`/System/EcuInstances/${ref.name}_Target`];
    if (ref.kind === 'instanceReference') return [`/Composition/Swc/${ref.name}_Port`];
    const found = referenceDestinations(ref).flatMap((d) => byDefinition.get(d) ?? []);
    if (found.length === 0) return [`/ActiveEcuC/Missing${referenceDestinations(ref)[0] ?? ''}_0`];
    return found.slice(0, ref.upper === 1 ? 1 : 2).map((c) => c.id);
  };
  for (const [index, c] of containers.entries()) {
    const info = indexModuleDef(definitions.find((d) => d.name === c.module)!).containers.get(
      c.definitionPath,
    );
    const references: Record<string, string[]> = {};
    for (const ref of info?.references ?? []) references[ref.name] = referenceTargets(ref);
    containers[index] = { ...c, references };
  }
  return { project: { id: 'p', name: 'RoundTrip', chip: 'TC275' }, modules, containers };
}

interface ComparableContainer {
  definitionPath: string;
  values: Record<string, ParamValue>;
  references: Record<string, string[]>;
  children: string[];
}

/**
 * A configuration as comparable data: containers by module and short-name path, with values (nulls and
 * empty lists dropped), references by target path (texts kept) and children in order. Ids are ignored.
 */
function comparable(
  containers: readonly ContainerValue[],
  modules: readonly EnabledModule[],
  definitions: readonly ModuleDef[],
): Record<string, ComparableContainer> {
  const out: Record<string, ComparableContainer> = {};
  const pathById = new Map<string, string>();
  const trees = modules.flatMap((m) => {
    const definition = definitions.find((d) => d.name === m.module);
    return definition ? [resolveModuleTree(containers, definition, m.instanceId)] : [];
  });
  for (const tree of trees) for (const [id, node] of tree.byId) pathById.set(id, node.path);
  for (const tree of trees) {
    for (const node of tree.byId.values()) {
      const values: Record<string, ParamValue> = {};
      for (const [name, value] of Object.entries(node.value.values)) {
        if (value === null || (Array.isArray(value) && value.length === 0)) continue;
        values[name] = value;
      }
      const references: Record<string, string[]> = {};
      for (const [name, targets] of Object.entries(node.value.references)) {
        if (targets.length > 0) references[name] = targets.map((t) => pathById.get(t) ?? `text:${t}`);
      }
      out[node.path] = {
        definitionPath: node.value.definitionPath,
        values,
        references,
        children: node.children.map((c) => c.value.shortName),
      };
    }
  }
  return out;
}

/** A module's short name in the document: instance-based modules carry their instance id (`Can_0`). */
function moduleShortName(definition: ModuleDef): string {
  return definition.instanceBased ? `${definition.name}_0` : definition.name;
}

function roundTrip(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  options: EcucValuesExportOptions = {},
) {
  const exported = exportEcucValues(snapshot, definitions, options);
  const text = writeEcucValues(exported.modules);
  const read = readArxml(text, 'export.arxml');
  let n = 0;
  const imported = containersFromArxml(read.model?.ecucValues ?? [], definitions, {
    file: 'export.arxml',
    newId: () => `r${(n += 1)}`,
  });
  return { exported, text, read, imported };
}

describe('ECUC values round trip of every shipped module definition', () => {
  const snapshot = generatedProject(DEFINITIONS);
  const { exported, text, read, imported } = roundTrip(snapshot, DEFINITIONS);
  const before = comparable(snapshot.containers, snapshot.modules, DEFINITIONS);
  const after = comparable(imported.containers, imported.modules, DEFINITIONS);

  it('writes a readable document with nothing omitted', () => {
    expect(exported.omitted).toEqual([]);
    expect(read.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    expect(read.model?.ecucValues.map((m) => m.shortName)).toEqual(DEFINITIONS.map(moduleShortName));
    for (const element of [
      'ECUC-NUMERICAL-PARAM-VALUE',
      'ECUC-TEXTUAL-PARAM-VALUE',
      'ECUC-ADD-INFO-PARAM-VALUE',
      'ECUC-REFERENCE-VALUE',
      'ECUC-INSTANCE-REFERENCE-VALUE',
      'DEST="ECUC-CHOICE-CONTAINER-DEF"',
      'DEST="ECUC-FOREIGN-REFERENCE-DEF"',
      'DEST="ECUC-SYMBOLIC-NAME-REFERENCE-DEF"',
      'DEST="ECUC-CHOICE-REFERENCE-DEF"',
      'DEST="ECUC-MULTILINE-STRING-PARAM-DEF"',
    ]) {
      expect(text).toContain(element);
    }
  });

  it('imports back every module, reporting only the references whose targets are outside the project', () => {
    expect(imported.modules).toEqual(snapshot.modules);
    const unresolved = Object.values(before).flatMap((c) =>
      Object.values(c.references)
        .flat()
        .filter((t) => t.startsWith('text:/ActiveEcuC/Missing/')),
    );
    expect(unresolved.length).toBeGreaterThan(0);
    expect(imported.diagnostics.map((d) => d.code)).toEqual(unresolved.map(() => 'ECUC_IMPORT_UNRESOLVED'));
  });

  it('covers every parameter and reference kind', () => {
    const kinds = new Set<string>();
    for (const c of snapshot.containers) {
      const info = indexModuleDef(DEFINITIONS.find((d) => d.name === c.module)!).containers.get(
        c.definitionPath,
      );
      for (const p of info?.parameters ?? []) if (c.values[p.name] !== undefined) kinds.add(p.kind);
      for (const r of info?.references ?? []) if ((c.references[r.name] ?? []).length > 0) kinds.add(r.kind);
    }
    expect([...kinds].sort()).toEqual(
      [
        'addInfo',
        'boolean',
        'choiceReference',
        'enumeration',
        'float',
        'foreignReference',
        'functionName',
        'instanceReference',
        'integer',
        'linkerSymbol',
        'multilineString',
        'reference',
        'string',
        'symbolicNameReference',
      ].sort(),
    );
  });

  it.each(DEFINITIONS.map((d) => [d.name, moduleShortName(d)] as const))(
    '%s comes back identical (paths, values, references)',
    (_name, shortName) => {
      const pick = (all: Record<string, ComparableContainer>) =>
        Object.fromEntries(Object.entries(all).filter(([path]) => path.startsWith(`/${shortName}/`)));
      const expected = pick(before);
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(pick(after)).toEqual(expected);
    },
  );

  it('keeps container references as ids of the imported containers', () => {
    const ids = new Set(imported.containers.map((c) => c.id));
    const channel = imported.containers.find((c) => c.definitionPath === '/RoundTripCdd/RtChannel');
    expect(channel?.references.RtGeneralRef?.every((t) => ids.has(t))).toBe(true);
    expect(channel?.references.RtPeerRefs).toHaveLength(2);
  });
});

describe('ECUC values round trip of a commercial tool export (MyECU.ecuc.arxml)', () => {
  const file = 'MyECU.ecuc.arxml';
  const source = readArxml(readFileSync(new URL('canmatrix/MyECU.ecuc.arxml', CORPUS)), file);
  const first = containersFromArxml(source.model?.ecucValues ?? [], MODULE_DEFINITIONS, { file });
  const snapshot: ProjectSnapshot = {
    project: { id: 'p', name: 'MyECU', chip: 'TC275' },
    modules: first.modules,
    containers: first.containers,
  };
  const { exported, read, imported } = roundTrip(snapshot, MODULE_DEFINITIONS);

  it('exports the modules we define, nothing omitted', () => {
    expect(first.containers.length).toBeGreaterThan(20);
    expect(exported.omitted).toEqual([]);
    // in definition order, whatever the order of the file
    const inFile = (source.model?.ecucValues ?? []).map(
      (m) => definitionPathFromAutosar(m.definitionRef).split('/')[1] ?? '',
    );
    const defined = MODULE_DEFINITIONS.map((d) => d.name).filter((name) => inFile.includes(name));
    expect(defined).toEqual(expect.arrayContaining(['EcuC', 'NvM', 'MemIf', 'CanIf', 'CanSM']));
    expect(exported.modules.map((m) => m.shortName)).toEqual(defined);
    expect(first.modules.map((m) => m.module)).toEqual(inFile.filter((name) => defined.includes(name)));
    expect(read.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('imports back an identical configuration', () => {
    const before = comparable(first.containers, first.modules, MODULE_DEFINITIONS);
    const after = comparable(imported.containers, imported.modules, MODULE_DEFINITIONS);
    expect(Object.keys(after).length).toBe(Object.keys(before).length);
    expect(after).toEqual(before);
    expect(imported.modules).toEqual(expect.arrayContaining(first.modules));
    expect(imported.modules).toHaveLength(first.modules.length);
  });

  it('reports the same unresolved targets as the original import, and nothing else', () => {
    const unresolved = (list: typeof first.diagnostics) =>
      list
        .filter((d) => d.code === 'ECUC_IMPORT_UNRESOLVED')
        .map((d) => d.message)
        .sort();
    expect(unresolved(imported.diagnostics)).toEqual(unresolved(first.diagnostics));
    expect(imported.diagnostics.filter((d) => d.code !== 'ECUC_IMPORT_UNRESOLVED')).toEqual([]);
  });
});

describe('ECUC values round trip of a vendor definition (the corpus BSWMD and its values)', () => {
  const read = (name: string) => readArxml(readFileSync(new URL(`own/${name}`, CORPUS)), name);
  const source = read('VendorCdd_ParamDef.arxml').model?.ecucDefinitions[0];
  if (!source) throw new Error('no ECUC-MODULE-DEF in the vendor file');
  const definition = moduleDefFromArxml(source, { moduleId: 400 }).definition;
  const valuesFile = read('AcmeSensorCdd_EcucValues.arxml');
  const original = valuesFile.model?.ecucValues ?? [];
  const first = containersFromArxml(original, [definition], { file: 'values' });
  const snapshot: ProjectSnapshot = {
    project: { id: 'p', name: 'Acme', chip: 'TC275' },
    modules: first.modules,
    containers: first.containers,
  };
  const packagePath = original[0]?.packagePath ?? '';
  const { exported, imported } = roundTrip(snapshot, [definition], {
    packagePath,
    definitionPackage: () => '/ACME/EcucDefs',
  });

  it('writes the definition references of the vendor package, as the original file has them', () => {
    const definitionRefs = (modules: typeof original): string[] => {
      const out: string[] = [];
      const visit = (c: (typeof original)[number]['containers'][number]): void => {
        out.push(
          c.definitionRef,
          ...c.parameters.map((p) => p.definitionRef),
          ...c.references.map((r) => r.definitionRef),
        );
        c.subContainers.forEach(visit);
      };
      for (const m of modules) {
        out.push(m.definitionRef);
        m.containers.forEach(visit);
      }
      return [...new Set(out)].sort();
    };
    expect(exported.omitted).toEqual([]);
    const written = definitionRefs(exported.modules);
    expect(written).toEqual(expect.arrayContaining(definitionRefs(original)));
    // the file leaves the choice container out (its choices sit directly under the channel); we write it
    expect(written.filter((ref) => !definitionRefs(original).includes(ref))).toEqual([
      '/ACME/EcucDefs/AcmeSensorCdd/AcmeChannel/AcmeSignalSource',
    ]);
  });

  it('imports back an identical configuration', () => {
    expect(comparable(imported.containers, imported.modules, [definition])).toEqual(
      comparable(first.containers, first.modules, [definition]),
    );
    expect(imported.diagnostics.map((d) => d.message)).toEqual(first.diagnostics.map((d) => d.message));
  });
});
