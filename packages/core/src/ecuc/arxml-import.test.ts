import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArxml } from '../formats/arxml/index.js';
import { formatDiagnostic } from '../formats/diagnostic.js';
import { MODULE_DEFINITIONS } from '../modules/index.js';
import { verifyProject } from '../verify/engine.js';
import { containersFromArxml, definitionPathFromAutosar, moduleDefFromArxml } from './arxml-import.js';
import { indexModuleDef } from './definition-index.js';
import { resolveModuleTree } from './tree.js';
import type { ProjectSnapshot } from './store-types.js';

const CORPUS = new URL('../../../../../shared/corpus/arxml/own/', import.meta.url);
const read = (name: string) => readArxml(readFileSync(new URL(name, CORPUS)), name);

function sequence(): () => string {
  let n = 0;
  return () => `v${(n += 1)}`;
}

describe('definitionPathFromAutosar', () => {
  const cases: [string, string | undefined, string][] = [
    ['/ACME/EcucDefs/AcmeSensorCdd/AcmeGeneral', '/ACME/EcucDefs', '/AcmeSensorCdd/AcmeGeneral'],
    ['/AUTOSAR/EcucDefs/Icu/IcuConfigSet/IcuChannel', '/ACME/EcucDefs', '/Icu/IcuConfigSet/IcuChannel'],
    ['/MICROSAR/NvM/NvMBlockDescriptor', undefined, '/NvM/NvMBlockDescriptor'],
  ];
  for (const [autosar, prefix, ours] of cases) {
    it(`${autosar} → ${ours}`, () => expect(definitionPathFromAutosar(autosar, prefix)).toBe(ours));
  }
});

describe('moduleDefFromArxml on VendorCdd_ParamDef.arxml', () => {
  const doc = read('VendorCdd_ParamDef.arxml');
  const source = doc.model?.ecucDefinitions[0];
  if (!source) throw new Error('the ARXML reader found no ECUC-MODULE-DEF');
  const { definition, ui, diagnostics } = moduleDefFromArxml(source, {
    moduleId: 400,
    file: 'VendorCdd_ParamDef.arxml',
  });
  const index = indexModuleDef(definition);

  it('takes the module over without diagnostics', () => {
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(definition).toMatchObject({
      name: 'AcmeSensorCdd',
      moduleId: 400,
      version: 1,
      supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME'],
    });
    expect(definition.instanceBased).toBeUndefined();
    expect([...index.containers.keys()]).toEqual([
      '/AcmeSensorCdd/AcmeGeneral',
      '/AcmeSensorCdd/AcmeChannel',
      '/AcmeSensorCdd/AcmeChannel/AcmeSignalSource',
      '/AcmeSensorCdd/AcmeChannel/AcmeSignalSource/AcmeDigitalSource',
      '/AcmeSensorCdd/AcmeChannel/AcmeSignalSource/AcmeAnalogSource',
      '/AcmeSensorCdd/AcmeChannel/AcmePlausibility',
    ]);
  });

  it('maps every parameter kind with ranges and defaults', () => {
    const el = (path: string) => index.elements.get(`/AcmeSensorCdd/AcmeGeneral/${path}`);
    expect(el('AcmeDevErrorDetect')).toMatchObject({ kind: 'boolean', default: true, lower: 1, upper: 1 });
    expect(el('AcmeMainFunctionPeriod')).toMatchObject({
      kind: 'float',
      min: '0',
      max: '1',
      minOpen: true,
      default: '0.005',
    });
    expect(el('AcmeCalibrationKey')).toMatchObject({
      kind: 'integer',
      min: '0',
      max: '18446744073709551615',
      lower: 0,
    });
    expect(el('AcmeFilterMode')).toMatchObject({
      kind: 'enumeration',
      literals: ['ACME_FILTER_NONE', 'ACME_FILTER_MEDIAN', 'ACME_FILTER_KALMAN'],
      default: 'ACME_FILTER_MEDIAN',
    });
    expect(el('AcmeVendorTag')).toMatchObject({
      kind: 'string',
      default: 'ACME-WSS',
      minLength: 1,
      maxLength: 16,
    });
    expect(el('AcmeErrorCallout')).toMatchObject({ kind: 'functionName', maxLength: 60 });
    expect(el('AcmeCalibrationSection')).toMatchObject({ kind: 'linkerSymbol' });
    expect(el('AcmeNotes')).toMatchObject({ kind: 'addInfo' });
    expect(index.elements.get('/AcmeSensorCdd/AcmeChannel/AcmeChannelId')).toMatchObject({
      symbolicNameValue: true,
    });
  });

  it('maps every reference kind with destinations in our paths', () => {
    expect(index.elements.get('/AcmeSensorCdd/AcmeGeneral/AcmeEcuInstanceRef')).toMatchObject({
      kind: 'foreignReference',
      destinationType: 'ECU-INSTANCE',
    });
    expect(index.elements.get('/AcmeSensorCdd/AcmeGeneral/AcmeSpeedPortRef')).toMatchObject({
      kind: 'instanceReference',
      destinationType: 'P-PORT-PROTOTYPE',
      destinationContext: 'ROOT-SW-COMPOSITION-PROTOTYPE SW-COMPONENT-PROTOTYPE',
    });
    const channel = '/AcmeSensorCdd/AcmeChannel';
    expect(index.elements.get(`${channel}/AcmeIcuChannelRef`)).toMatchObject({
      kind: 'reference',
      destination: '/Icu/IcuConfigSet/IcuChannel',
    });
    expect(index.elements.get(`${channel}/AcmeTimeBaseRef`)).toMatchObject({
      kind: 'choiceReference',
      destinations: ['/Gpt/GptChannelConfigSet/GptChannelConfiguration', '/Os/OsCounter'],
    });
    expect(index.elements.get(`${channel}/AcmeDemEventRef`)).toMatchObject({
      kind: 'symbolicNameReference',
      destination: '/Dem/DemConfigSet/DemEventParameter',
      upper: 'infinite',
    });
    expect(index.containers.get(channel)?.def).toMatchObject({ lower: 1, upper: 'infinite' });
    expect(index.containers.get(`${channel}/AcmeSignalSource`)?.isChoice).toBe(true);
  });

  it('keeps descriptions as UI hints', () => {
    expect(ui['/AcmeSensorCdd/AcmeGeneral/AcmeMainFunctionPeriod']?.description?.en_us).toBe(
      'Period of AcmeSensorCdd_MainFunction in seconds.',
    );
    expect(ui['/AcmeSensorCdd']?.description?.zh_cn).toContain('ACME wheel-speed sensor');
  });

  it('reads the values file into containers that verify against the imported definition', () => {
    const values = read('AcmeSensorCdd_EcucValues.arxml');
    const imported = containersFromArxml(values.model?.ecucValues ?? [], [definition], {
      file: 'AcmeSensorCdd_EcucValues.arxml',
      newId: sequence(),
    });
    expect(imported.modules).toEqual([{ module: 'AcmeSensorCdd', instanceId: 0, definitionVersion: 1 }]);
    const tree = resolveModuleTree(imported.containers, definition);
    const paths = [...tree.byId.values()].map((c) => c.path).sort();
    expect(paths).toEqual([
      '/AcmeSensorCdd/AcmeGeneral',
      '/AcmeSensorCdd/WheelSpeedFL',
      '/AcmeSensorCdd/WheelSpeedFL/AcmeSignalSource',
      '/AcmeSensorCdd/WheelSpeedFL/AcmeSignalSource/Src0',
      '/AcmeSensorCdd/WheelSpeedFR',
      '/AcmeSensorCdd/WheelSpeedFR/AcmeSignalSource',
      '/AcmeSensorCdd/WheelSpeedFR/AcmeSignalSource/Src1',
      '/AcmeSensorCdd/WheelSpeedRL',
      '/AcmeSensorCdd/WheelSpeedRL/AcmeSignalSource',
      '/AcmeSensorCdd/WheelSpeedRL/AcmeSignalSource/Src2',
    ]);
    const general = tree.containers.find((c) => c.value.shortName === 'AcmeGeneral')?.value;
    expect(general?.values).toMatchObject({
      AcmeDevErrorDetect: true,
      AcmeCalibrationKey: '18446744073709551615',
      AcmeFilterMode: 'ACME_FILTER_KALMAN',
      AcmeErrorCallout: 'Acme_ErrorCallout',
    });
    // the Icu channels are not in the file: the references keep their paths and are reported
    expect(imported.diagnostics.map((d) => d.code)).toEqual([
      'ECUC_IMPORT_UNRESOLVED',
      'ECUC_IMPORT_UNRESOLVED',
      'ECUC_IMPORT_UNRESOLVED',
    ]);
    expect(formatDiagnostic(imported.diagnostics[0]!)).toMatch(
      /^AcmeSensorCdd_EcucValues\.arxml:\d+:\d+: reference AcmeIcuChannelRef: target \/ActiveEcuC\/Icu\/IcuConfigSet\/IcuChannel_0 not found$/,
    );

    const snapshot: ProjectSnapshot = {
      project: { id: 'p', name: 'Acme', chip: 'TC275' },
      modules: imported.modules,
      containers: imported.containers,
    };
    const result = verifyProject(snapshot, [definition], { language: 'en_us' });
    expect(result.errList.map((r) => `${r.code} ${r.path} ${r.param}`)).toEqual([
      'E_0003 /AcmeSensorCdd/WheelSpeedFL AcmeIcuChannelRef',
      'E_0003 /AcmeSensorCdd/WheelSpeedFR AcmeIcuChannelRef',
      'E_0003 /AcmeSensorCdd/WheelSpeedRL AcmeIcuChannelRef',
    ]);
    expect(result.warningList).toEqual([]);
  });

  it('locates every container it makes and places siblings in file order', () => {
    const file = 'AcmeSensorCdd_EcucValues.arxml';
    const imported = containersFromArxml(read(file).model?.ecucValues ?? [], [definition], {
      file,
      newId: sequence(),
    });
    const byName = new Map(imported.containers.map((c) => [c.shortName, c]));
    for (const container of imported.containers)
      expect(imported.sourceMap.get(container.id)).toMatchObject({ file, line: expect.any(Number) });
    // the choice container the file leaves out is located at the channel that holds it
    const channel = byName.get('WheelSpeedFL')!;
    const source = imported.containers.find((c) => c.parentId === channel.id)!;
    expect(imported.sourceMap.get(source.id)).toEqual(imported.sourceMap.get(channel.id));
    expect(imported.sourceMap.get(byName.get('Src0')!.id)!.line).toBeGreaterThan(
      imported.sourceMap.get(channel.id)!.line,
    );
    const topLevel = imported.containers.filter((c) => c.parentId === null);
    expect(topLevel.map((c) => c.position)).toEqual(topLevel.map((_c, i) => i));
    expect(byName.get('Src0')?.position).toBe(0);
  });

  it('resolves references to containers the project already has', () => {
    const values = read('AcmeSensorCdd_EcucValues.arxml');
    const existingTargets = new Map(
      [0, 1, 2].map((i) => [`/ActiveEcuC/Icu/IcuConfigSet/IcuChannel_${i}`, `icu-${i}`] as const),
    );
    const imported = containersFromArxml(values.model?.ecucValues ?? [], [definition], { existingTargets });
    expect(imported.diagnostics).toEqual([]);
    const channels = imported.containers.filter((c) => c.definitionPath === '/AcmeSensorCdd/AcmeChannel');
    expect(channels.map((c) => c.references.AcmeIcuChannelRef)).toEqual([['icu-0'], ['icu-1'], ['icu-2']]);
  });

  it('reports values of unknown modules and definitions instead of dropping them silently', () => {
    const text = readFileSync(new URL('AcmeSensorCdd_EcucValues.arxml', CORPUS), 'utf8')
      .replace('/AcmeGeneral/AcmeSampleBufferSize', '/AcmeGeneral/AcmeSampleBufferSizeOld')
      .replace(
        '<SHORT-NAME>WheelSpeedRL</SHORT-NAME><DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/ACME/EcucDefs/AcmeSensorCdd/AcmeChannel<',
        '<SHORT-NAME>WheelSpeedRL</SHORT-NAME><DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/ACME/EcucDefs/AcmeSensorCdd/AcmeChannelX<',
      );
    const doc = readArxml(text, 'edited.arxml');
    const imported = containersFromArxml(doc.model?.ecucValues ?? [], [definition], {
      existingTargets: new Map(),
    });
    const codes = imported.diagnostics.map((d) => `${d.code} ${d.message}`);
    expect(codes).toContain(
      'ECUC_IMPORT_UNKNOWN_DEFINITION definition /ACME/EcucDefs/AcmeSensorCdd/AcmeGeneral/AcmeSampleBufferSizeOld does not exist, ignored',
    );
    expect(codes).toContain(
      'ECUC_IMPORT_UNKNOWN_DEFINITION definition /ACME/EcucDefs/AcmeSensorCdd/AcmeChannelX does not exist, ignored',
    );
    expect(containersFromArxml(doc.model?.ecucValues ?? [], []).diagnostics.map((d) => d.code)).toEqual([
      'ECUC_IMPORT_UNKNOWN_MODULE',
    ]);
  });
});

describe('containersFromArxml on a commercial tool export (MyECU.ecuc.arxml)', () => {
  const url = new URL('../canmatrix/MyECU.ecuc.arxml', CORPUS);
  const text = readFileSync(url, 'utf8');
  const doc = readArxml(text, 'MyECU.ecuc.arxml');
  const imported = containersFromArxml(doc.model?.ecucValues ?? [], MODULE_DEFINITIONS, {
    file: 'MyECU.ecuc.arxml',
  });

  it('takes over the values of the modules we define and reports the other modules', () => {
    // the modules of the file that we define, in the order of the file
    const defined = (doc.model?.ecucValues ?? [])
      .map((m) => definitionPathFromAutosar(m.definitionRef).split('/')[1] ?? '')
      .filter((name) => MODULE_DEFINITIONS.some((d) => d.name === name));
    expect(defined).toEqual(expect.arrayContaining(['CanSM', 'EcuC', 'CanIf', 'MemIf', 'NvM']));
    expect(imported.modules.map((m) => m.module)).toEqual(defined);
    const blocksInFile =
      text.split('DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/MICROSAR/NvM/NvMBlockDescriptor<').length - 1;
    expect(blocksInFile).toBeGreaterThan(5);
    expect(imported.containers.filter((c) => c.definitionPath === '/NvM/NvMBlockDescriptor')).toHaveLength(
      blocksInFile,
    );
    const unknownModules = imported.diagnostics.filter((d) => d.code === 'ECUC_IMPORT_UNKNOWN_MODULE');
    expect(unknownModules.length).toBe((doc.model?.ecucValues.length ?? 0) - imported.modules.length);
    // vendor parameters our SWS definitions do not have are named, with their line
    const vendor = imported.diagnostics.find((d) =>
      d.message.includes('/MICROSAR/NvM/NvMCommonVendorParams '),
    );
    expect(vendor?.line).toBeGreaterThan(1);
  });

  it('verifies the imported configuration', () => {
    const snapshot: ProjectSnapshot = {
      project: { id: 'p', name: 'MyECU', chip: 'TC275' },
      modules: imported.modules,
      containers: imported.containers,
    };
    const result = verifyProject(snapshot, MODULE_DEFINITIONS, { language: 'en_us' });
    // NULL_PTR stands for "no callback" and is accepted
    expect(result.errList.filter((r) => r.message.includes('NULL_PTR'))).toEqual([]);
    // the Fee and Dem targets are not imported: reported as missing references
    expect(result.errList.some((r) => r.code === 'E_0003' && r.param === 'NvMNameOfFeeBlock')).toBe(true);
    // PDU short names above 60 characters are not C names for generation
    expect(
      result.errList.some((r) => r.code === 'E_0007' && r.path.startsWith('/EcuC/EcucPduCollection/')),
    ).toBe(true);
  });
});
