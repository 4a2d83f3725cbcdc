import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatDiagnostic } from '../diagnostic.js';
import {
  arxmlFormat,
  createArxmlReader,
  readArxml,
  summarizeArxml,
  writeEcucValues,
  type ArxmlDocument,
  type EcucContainerDef,
  type EcucModuleValues,
} from './index.js';

const corpus = fileURLToPath(new URL('../../../../../../shared/corpus/', import.meta.url));

interface ManifestRow {
  path: string;
  expect: string;
}

const rows: ManifestRow[] = readFileSync(`${corpus}MANIFEST.tsv`, 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter((cells) => cells[1] === 'arxml')
  .map((cells) => ({ path: cells[0] ?? '', expect: cells[2] ?? '' }));

const bytesOf = (path: string): Uint8Array => readFileSync(`${corpus}${path}`);

function read(path: string): ArxmlDocument {
  const result = readArxml(bytesOf(path), path);
  if (result.model === undefined) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
  return result.model;
}

/** Finds a corpus file by its name, so golden checks keep working if the corpus is reorganised. */
function corpusFile(name: string): string {
  const row = rows.find((r) => r.path.endsWith(`/${name}`));
  if (row === undefined) throw new Error(`${name} is not in MANIFEST.tsv`);
  return row.path;
}

/** The values model without positions: what a round trip must keep. */
function withoutPositions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPositions);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (key !== 'line' && key !== 'col') out[key] = withoutPositions(v);
    }
    return out;
  }
  return value;
}

describe('ARXML corpus (MANIFEST.tsv)', () => {
  it('has ARXML rows of both kinds', () => {
    expect(rows.filter((r) => r.expect === 'accept').length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.expect === 'reject').length).toBeGreaterThan(0);
  });

  for (const row of rows) {
    if (row.expect === 'accept') {
      it(`reads ${row.path} without error`, () => {
        const result = readArxml(bytesOf(row.path), row.path);
        const errors = result.diagnostics.filter((d) => d.severity === 'error');
        expect(errors.map(formatDiagnostic)).toEqual([]);
        expect(result.model).toBeDefined();
        for (const d of result.diagnostics) expect(formatDiagnostic(d)).toMatch(/^.+:\d+:\d+: .+$/);
      });
    } else {
      it(`rejects ${row.path} with a located error`, () => {
        const result = readArxml(bytesOf(row.path), row.path);
        expect(result.model).toBeUndefined();
        const error = result.diagnostics.find((d) => d.severity === 'error');
        expect(error).toBeDefined();
        if (error === undefined) return;
        expect(error.line).toBeGreaterThan(0);
        expect(error.col).toBeGreaterThan(0);
        expect(formatDiagnostic(error)).toMatch(
          new RegExp(`^${row.path.replace(/\./g, '\\.')}:\\d+:\\d+: .+`),
        );
      });
    }
  }
});

describe('root and schema checks', () => {
  const doc = (root: string) => `<?xml version="1.0"?>\n${root}<AR-PACKAGES/></AUTOSAR>`;
  it('accepts R4 and AUTOSAR 3 namespaces and records the schema', () => {
    const r4 = readArxml(
      doc(
        '<AUTOSAR xmlns="http://autosar.org/schema/r4.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://autosar.org/schema/r4.0 AUTOSAR_00051.xsd">',
      ),
    );
    expect(r4.model?.schema).toEqual({
      release: 'r4',
      namespace: 'http://autosar.org/schema/r4.0',
      xsd: 'AUTOSAR_00051.xsd',
    });
    const r3 = readArxml(doc('<AUTOSAR xmlns="http://autosar.org/3.1.4">'));
    expect(r3.model?.schema.release).toBe('r3');
  });
  it('rejects a foreign root, namespace and version with codes and positions', () => {
    const cases: [string, string][] = [
      ['<autosar xmlns="http://autosar.org/schema/r4.0">', 'ARXML_ROOT'],
      ['<AUTOSAR xmlns="http://example.com/r4.0">', 'ARXML_NAMESPACE'],
      ['<AUTOSAR>', 'ARXML_NAMESPACE'],
      ['<AUTOSAR xmlns="http://autosar.org/schema/r4.3">', 'ARXML_VERSION'],
    ];
    for (const [root, code] of cases) {
      const result = readArxml(
        doc(root).replace('</AUTOSAR>', root.startsWith('<autosar') ? '</autosar>' : '</AUTOSAR>'),
        'x.arxml',
      );
      expect(result.model).toBeUndefined();
      expect(result.diagnostics[0]).toMatchObject({ severity: 'error', code, line: 2, col: 1 });
    }
  });
  it('reports malformed XML at its position and gives no model', () => {
    const result = readArxml(
      '<AUTOSAR xmlns="http://autosar.org/schema/r4.0">\n  <AR-PACKAGES>\n</AUTOSAR>',
      'bad.arxml',
    );
    expect(result.model).toBeUndefined();
    expect(result.diagnostics[0]).toMatchObject({ code: 'ARXML_XML', line: 3 });
    expect(readArxml('', 'empty.arxml').diagnostics[0]?.code).toBe('ARXML_EMPTY');
  });
});

describe('checks on the content', () => {
  const constants = (values: string[]) =>
    `<AUTOSAR xmlns="http://autosar.org/schema/r4.0"><AR-PACKAGES><AR-PACKAGE><SHORT-NAME>C</SHORT-NAME><ELEMENTS>\n${values
      .map(
        (value, i) =>
          `<CONSTANT-SPECIFICATION><SHORT-NAME>K${i}</SHORT-NAME><VALUE-SPEC><NUMERICAL-VALUE-SPECIFICATION><VALUE>${value}</VALUE></NUMERICAL-VALUE-SPECIFICATION></VALUE-SPEC></CONSTANT-SPECIFICATION>\n`,
      )
      .join('')}</ELEMENTS></AR-PACKAGE></AR-PACKAGES></AUTOSAR>`;

  it('refuses a word where a numerical value belongs, at the VALUE', () => {
    const result = readArxml(constants(['0', 'FiftyFive', '55']), 'k.arxml');
    expect(result.model).toBeUndefined();
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toMatchObject([{ code: 'ARXML_NOT_NUMERICAL', line: 3, col: 95 }]);
    expect(formatDiagnostic(errors[0]!)).toBe(
      'k.arxml:3:95: NUMERICAL-VALUE-SPECIFICATION value "FiftyFive" is not a number',
    );
  });

  it('accepts numbers in every AUTOSAR spelling, booleans, special values and formulas', () => {
    const values = ['-1.5e3', '0x1F', '0b101', 'INF', '-INF', 'NaN', 'true', 'false', ' 7 ', ''];
    values.push('<SYSC-REF DEST="SW-SYSTEMCONST">/S/N</SYSC-REF>+1');
    const result = readArxml(constants(values), 'k.arxml');
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.model).toBeDefined();
  });

  it('warns once per element name on a repeated SHORT-NAME path; a package may come in parts', () => {
    const text = `<AUTOSAR xmlns="http://autosar.org/schema/r4.0"><AR-PACKAGES>
<AR-PACKAGE><SHORT-NAME>P</SHORT-NAME><ELEMENTS><I-SIGNAL><SHORT-NAME>S</SHORT-NAME></I-SIGNAL></ELEMENTS></AR-PACKAGE>
<AR-PACKAGE><SHORT-NAME>P</SHORT-NAME><ELEMENTS><I-SIGNAL><SHORT-NAME>S</SHORT-NAME></I-SIGNAL><I-SIGNAL><SHORT-NAME>S</SHORT-NAME></I-SIGNAL>
<I-SIGNAL><SHORT-NAME>T</SHORT-NAME></I-SIGNAL></ELEMENTS></AR-PACKAGE></AR-PACKAGES></AUTOSAR>`;
    const result = readArxml(text, 'r.arxml');
    expect(result.model?.signals.map((s) => s.path)).toEqual(['/P/S', '/P/S', '/P/S', '/P/T']);
    expect(result.model?.packages).toEqual(['/P', '/P']);
    const repeated = result.diagnostics.filter((d) => d.code === 'ARXML_REPEATED_PATH');
    expect(repeated).toMatchObject([{ severity: 'warning', line: 3, col: 49 }]);
    expect(repeated[0]?.message).toBe(
      'I-SIGNAL /P/S repeats the SHORT-NAME path of an earlier element (2 such I-SIGNAL in this file); references to it are ambiguous',
    );
  });
});

describe('ECUC module definitions', () => {
  const doc = read(corpusFile('VendorCdd_ParamDef.arxml'));
  const module = doc.ecucDefinitions[0];
  const allContainers = (list: readonly EcucContainerDef[]): EcucContainerDef[] =>
    list.flatMap((c) => [c, ...allContainers(c.subContainers), ...allContainers(c.choices)]);
  const containers = allContainers(module?.containers ?? []);
  const params = containers.flatMap((c) => c.parameters);
  const references = containers.flatMap((c) => c.references);
  const param = (name: string) => params.find((p) => p.shortName === name);

  it('reads the module with its variants and position', () => {
    expect(module).toMatchObject({
      shortName: 'AcmeSensorCdd',
      path: '/ACME/EcucDefs/AcmeSensorCdd',
      lowerMultiplicity: 0,
      upperMultiplicity: 1,
      postBuildVariantSupport: false,
      supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME'],
      line: 12,
    });
    expect(module?.desc).toContain('wheel-speed sensor');
  });

  it('reads every parameter kind', () => {
    expect(new Set(params.map((p) => p.kind))).toEqual(
      new Set([
        'boolean',
        'float',
        'integer',
        'enumeration',
        'string',
        'function-name',
        'linker-symbol',
        'add-info',
      ]),
    );
    expect(param('AcmeCalibrationKey')).toMatchObject({
      kind: 'integer',
      min: '0',
      max: '18446744073709551615',
    });
    expect(param('AcmeMainFunctionPeriod')).toMatchObject({
      defaultValue: '0.005',
      min: '0',
      minIntervalType: 'OPEN',
      max: '1',
      maxIntervalType: 'CLOSED',
    });
    expect(param('AcmeFilterMode')).toMatchObject({
      defaultValue: 'ACME_FILTER_MEDIAN',
      literals: ['ACME_FILTER_NONE', 'ACME_FILTER_MEDIAN', 'ACME_FILTER_KALMAN'],
    });
    expect(param('AcmeVendorTag')).toMatchObject({ defaultValue: 'ACME-WSS', minLength: 1, maxLength: 16 });
    expect(param('AcmeErrorCallout')).toMatchObject({ maxLength: 60, lowerMultiplicity: 0 });
    expect(param('AcmeChannelId')?.symbolicNameValue).toBe(true);
    expect(param('AcmeDevErrorDetect')).toMatchObject({ defaultValue: 'true', origin: 'ACME' });
  });

  it('reads every reference kind with destinations', () => {
    const byName = (name: string) => references.find((r) => r.shortName === name);
    expect(new Set(references.map((r) => r.kind))).toEqual(
      new Set([
        'reference',
        'choice-reference',
        'foreign-reference',
        'symbolic-name-reference',
        'instance-reference',
      ]),
    );
    expect(byName('AcmeIcuChannelRef')?.destinationRefs).toEqual([
      '/AUTOSAR/EcucDefs/Icu/IcuConfigSet/IcuChannel',
    ]);
    expect(byName('AcmeTimeBaseRef')?.destinationRefs).toHaveLength(2);
    expect(byName('AcmeEcuInstanceRef')?.destinationType).toBe('ECU-INSTANCE');
    expect(byName('AcmeSpeedPortRef')).toMatchObject({
      destinationType: 'P-PORT-PROTOTYPE',
      destinationContext: 'ROOT-SW-COMPOSITION-PROTOTYPE SW-COMPONENT-PROTOTYPE',
    });
    expect(byName('AcmeDemEventRef')).toMatchObject({
      lowerMultiplicity: 0,
      upperMultiplicityInfinite: true,
    });
  });

  it('reads containers, sub-containers and choices', () => {
    const channel = module?.containers.find((c) => c.shortName === 'AcmeChannel');
    expect(channel).toMatchObject({
      kind: 'param-conf',
      lowerMultiplicity: 1,
      upperMultiplicityInfinite: true,
    });
    const choice = channel?.subContainers.find((c) => c.kind === 'choice');
    expect(choice?.choices.map((c) => c.path)).toEqual([
      '/ACME/EcucDefs/AcmeSensorCdd/AcmeChannel/AcmeSignalSource/AcmeDigitalSource',
      '/ACME/EcucDefs/AcmeSensorCdd/AcmeChannel/AcmeSignalSource/AcmeAnalogSource',
    ]);
    expect(summarizeArxml(doc)).toMatchObject({
      ecucModules: 1,
      containers: 6,
      parameters: 14,
      references: 5,
    });
  });

  it('reads configuration classes and AUTOSAR 3 definitions', () => {
    const text = `<AUTOSAR xmlns="http://autosar.org/3.2.3"><TOP-LEVEL-PACKAGES><AR-PACKAGE><SHORT-NAME>A</SHORT-NAME><ELEMENTS>
<MODULE-DEF><SHORT-NAME>M</SHORT-NAME><CONTAINERS><PARAM-CONF-CONTAINER-DEF><SHORT-NAME>C</SHORT-NAME>
<PARAMETERS><INTEGER-PARAM-DEF><SHORT-NAME>I</SHORT-NAME>
<IMPLEMENTATION-CONFIG-CLASSES><ECUC-IMPLEMENTATION-CONFIGURATION-CLASS><CONFIG-CLASS>PRE-COMPILE</CONFIG-CLASS><CONFIG-VARIANT>VARIANT-PRE-COMPILE</CONFIG-VARIANT></ECUC-IMPLEMENTATION-CONFIGURATION-CLASS></IMPLEMENTATION-CONFIG-CLASSES>
<MAX>7</MAX></INTEGER-PARAM-DEF></PARAMETERS>
<REFERENCES><REFERENCE-PARAM-DEF><SHORT-NAME>R</SHORT-NAME><DESTINATION-REF DEST="PARAM-CONF-CONTAINER-DEF">/A/M/C</DESTINATION-REF></REFERENCE-PARAM-DEF></REFERENCES>
</PARAM-CONF-CONTAINER-DEF></CONTAINERS></MODULE-DEF></ELEMENTS></AR-PACKAGE></TOP-LEVEL-PACKAGES></AUTOSAR>`;
    const container = readArxml(text).model?.ecucDefinitions[0]?.containers[0];
    expect(container?.parameters[0]).toMatchObject({
      kind: 'integer',
      max: '7',
      path: '/A/M/C/I',
      configClasses: [
        { scope: 'implementation', configClass: 'PRE-COMPILE', configVariant: 'VARIANT-PRE-COMPILE' },
      ],
    });
    expect(container?.references[0]).toMatchObject({ kind: 'reference', destinationRefs: ['/A/M/C'] });
  });
});

describe('ECUC configuration values', () => {
  it('reads containers, parameters and references of the values for the vendor definition', () => {
    const doc = read(corpusFile('AcmeSensorCdd_EcucValues.arxml'));
    const module = doc.ecucValues[0];
    expect(module).toMatchObject({
      shortName: 'AcmeSensorCdd',
      packagePath: '/ActiveEcuC',
      definitionRef: '/ACME/EcucDefs/AcmeSensorCdd',
      implementationConfigVariant: 'VARIANT-PRE-COMPILE',
    });
    const general = module?.containers[0];
    expect(general?.parameters.find((p) => p.definitionRef.endsWith('/AcmeCalibrationKey'))).toMatchObject({
      kind: 'numerical',
      definitionDest: 'ECUC-INTEGER-PARAM-DEF',
      value: '18446744073709551615',
    });
    expect(general?.parameters.map((p) => p.kind)).toEqual([
      'numerical',
      'numerical',
      'numerical',
      'numerical',
      'textual',
      'textual',
      'textual',
    ]);
    const fl = module?.containers[1];
    expect(fl).toMatchObject({ shortName: 'WheelSpeedFL', definitionDest: 'ECUC-PARAM-CONF-CONTAINER-DEF' });
    expect(fl?.references[0]).toMatchObject({
      kind: 'reference',
      definitionRef: '/ACME/EcucDefs/AcmeSensorCdd/AcmeChannel/AcmeIcuChannelRef',
      valueRef: '/ActiveEcuC/Icu/IcuConfigSet/IcuChannel_0',
      valueDest: 'ECUC-CONTAINER-VALUE',
    });
    expect(fl?.subContainers[0]?.definitionRef).toBe(
      '/ACME/EcucDefs/AcmeSensorCdd/AcmeChannel/AcmeSignalSource/AcmeDigitalSource',
    );
  });

  it('reads a commercial tool export in full', () => {
    const doc = read(corpusFile('MyECU.ecuc.arxml'));
    expect(summarizeArxml(doc)).toMatchObject({
      ecucModules: 21,
      containers: 752,
      parameters: 2433,
      references: 487,
    });
    expect(doc.ecucValues.map((m) => m.shortName)).toContain('CanIf');
  });

  it('reads AUTOSAR 3 values and instance references into the R4 model', () => {
    const text = `<AUTOSAR xmlns="http://autosar.org/3.2.3"><TOP-LEVEL-PACKAGES><AR-PACKAGE><SHORT-NAME>Cfg</SHORT-NAME><ELEMENTS>
<MODULE-CONFIGURATION><SHORT-NAME>Os</SHORT-NAME><DEFINITION-REF DEST="MODULE-DEF">/AUTOSAR/Os</DEFINITION-REF>
<CONTAINERS><CONTAINER><SHORT-NAME>T1</SHORT-NAME><DEFINITION-REF DEST="PARAM-CONF-CONTAINER-DEF">/AUTOSAR/Os/OsTask</DEFINITION-REF>
<PARAMETER-VALUES><INTEGER-VALUE><DEFINITION-REF DEST="INTEGER-PARAM-DEF">/AUTOSAR/Os/OsTask/OsTaskPriority</DEFINITION-REF><VALUE>0x10</VALUE></INTEGER-VALUE>
<ENUMERATION-VALUE><DEFINITION-REF DEST="ENUMERATION-PARAM-DEF">/AUTOSAR/Os/OsTask/OsTaskSchedule</DEFINITION-REF><VALUE>FULL</VALUE></ENUMERATION-VALUE></PARAMETER-VALUES>
<REFERENCE-VALUES><INSTANCE-REFERENCE-VALUE><DEFINITION-REF DEST="INSTANCE-REFERENCE-PARAM-DEF">/AUTOSAR/Os/OsTask/Port</DEFINITION-REF>
<VALUE-IREF><CONTEXT-REF DEST="COMPONENT-PROTOTYPE">/Cfg/Comp</CONTEXT-REF><TARGET-REF DEST="P-PORT-PROTOTYPE">/Cfg/Os</TARGET-REF></VALUE-IREF></INSTANCE-REFERENCE-VALUE></REFERENCE-VALUES>
</CONTAINER></CONTAINERS></MODULE-CONFIGURATION></ELEMENTS></AR-PACKAGE></TOP-LEVEL-PACKAGES></AUTOSAR>`;
    const result = readArxml(text, 'os.arxml');
    const task = result.model?.ecucValues[0]?.containers[0];
    expect(task?.parameters).toMatchObject([
      { kind: 'numerical', definitionDest: 'ECUC-INTEGER-PARAM-DEF', value: '0x10' },
      { kind: 'textual', definitionDest: 'ECUC-ENUMERATION-PARAM-DEF', value: 'FULL' },
    ]);
    expect(task?.references[0]).toMatchObject({
      kind: 'instance-reference',
      definitionDest: 'ECUC-INSTANCE-REFERENCE-DEF',
      valueRef: '/Cfg/Os',
      contextRefs: [{ ref: '/Cfg/Comp', dest: 'COMPONENT-PROTOTYPE' }],
    });
    // /Cfg/Os resolves (the module), /Cfg/Comp does not.
    const unresolved = result.diagnostics.filter((d) => d.code === 'ARXML_UNRESOLVED');
    expect(unresolved.map((d) => d.message)).toEqual(['reference /Cfg/Comp does not resolve in this file']);
    expect(unresolved[0]).toMatchObject({ severity: 'warning', file: 'os.arxml', line: 7 });
  });
});

describe('ECUC values writer', () => {
  const withValues = rows
    .filter((r) => r.expect === 'accept')
    .map((r) => ({ path: r.path, doc: read(r.path) }))
    .filter((r) => r.doc.ecucValues.length > 0);

  it('finds corpus files with ECUC values', () => {
    expect(withValues.length).toBeGreaterThanOrEqual(3);
  });

  for (const { path, doc } of withValues) {
    it(`round-trips the ECUC values of ${path}`, () => {
      const text = writeEcucValues(doc.ecucValues);
      const again = readArxml(text, 'written.arxml');
      expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(withoutPositions(again.model?.ecucValues)).toEqual(withoutPositions(doc.ecucValues));
      expect(arxmlFormat.write?.(doc)).toBe(text);
    });
  }

  it('writes add-info values, instance references and escapes text', () => {
    const module: EcucModuleValues = {
      shortName: 'Cdd',
      packagePath: '/A/B',
      definitionRef: '/Defs/Cdd',
      implementationConfigVariant: undefined,
      line: 0,
      col: 0,
      containers: [
        {
          shortName: 'General',
          definitionRef: '/Defs/Cdd/General',
          definitionDest: 'ECUC-PARAM-CONF-CONTAINER-DEF',
          line: 0,
          col: 0,
          parameters: [
            {
              kind: 'add-info',
              definitionRef: '/Defs/Cdd/General/Notes',
              definitionDest: 'ECUC-ADD-INFO-PARAM-DEF',
              value: 'first <line>\nsecond & last',
              line: 0,
              col: 0,
            },
            {
              kind: 'textual',
              definitionRef: '/Defs/Cdd/General/Name',
              definitionDest: '',
              value: 'a "quoted" name',
              line: 0,
              col: 0,
            },
          ],
          references: [
            {
              kind: 'instance-reference',
              definitionRef: '/Defs/Cdd/General/Port',
              definitionDest: 'ECUC-INSTANCE-REFERENCE-DEF',
              valueRef: '/Swc/Comp/Port',
              valueDest: 'P-PORT-PROTOTYPE',
              contextRefs: [{ ref: '/Swc/Root/Comp', dest: 'SW-COMPONENT-PROTOTYPE' }],
              line: 0,
              col: 0,
            },
          ],
          subContainers: [],
        },
      ],
    };
    const text = writeEcucValues([module]);
    expect(text).toContain('<L-1>first &lt;line&gt;</L-1>');
    expect(text).toContain(
      '<CONTEXT-ELEMENT-REF DEST="SW-COMPONENT-PROTOTYPE">/Swc/Root/Comp</CONTEXT-ELEMENT-REF>',
    );
    const again = readArxml(text).model;
    expect(withoutPositions(again?.ecucValues)).toEqual(withoutPositions([module]));
    expect(again?.packages).toEqual(['/A', '/A/B']);
  });
});

describe('communication system description', () => {
  it('reads an R4 CAN system: cluster, triggering, frame, PDU, mappings, signals, ECU ports', () => {
    const doc = read(corpusFile('ARXML_min_max.arxml'));
    const cluster = doc.clusters[0];
    expect(cluster).toMatchObject({ bus: 'can', shortName: 'New_CanCluster', baudrate: 250000 });
    expect(cluster?.channels[0]?.frameTriggerings[0]).toMatchObject({
      identifier: 1,
      addressingMode: 'STANDARD',
      canFrameTxBehavior: 'CAN-FD',
      frameRef: '/VectorAutosarExplorerGeneratedObjects/FRAME/New_Frame',
    });
    expect(cluster?.channels[0]?.pduTriggerings[0]?.pduRef).toBe(
      '/VectorAutosarExplorerGeneratedObjects/PDUS/New_Frame_NewPDU',
    );
    expect(doc.frames[0]).toMatchObject({ element: 'CAN-FRAME', bus: 'can', length: 8 });
    expect(doc.frames[0]?.pduMappings[0]).toMatchObject({
      startPosition: 0,
      byteOrder: 'MOST-SIGNIFICANT-BYTE-LAST',
    });
    const pdu = doc.pdus[0];
    expect(pdu).toMatchObject({ element: 'I-SIGNAL-I-PDU', length: 8, lengthInBytes: 8 });
    expect(pdu?.signalMappings.map((m) => m.startPosition)).toEqual([0, 1, 16, 32, 56, 2]);
    expect(pdu?.signalMappings[2]?.byteOrder).toBe('MOST-SIGNIFICANT-BYTE-LAST');
    expect(doc.signals.map((s) => s.length)).toEqual([8, 4, 16, 12, 2, 1]);
    const ports = doc.ecuInstances[0]?.connectors[0]?.ports ?? [];
    expect(ports[0]).toMatchObject({ kind: 'frame', direction: 'IN' });
    expect(ports.filter((p) => p.kind === 'i-signal')).toHaveLength(6);
    // every modelled reference in this file resolves
    const result = readArxml(bytesOf(corpusFile('ARXML_min_max.arxml')));
    expect(result.diagnostics.filter((d) => d.code === 'ARXML_UNRESOLVED')).toEqual([]);
  });

  it('reads init values and compu methods', () => {
    const doc = read(corpusFile('system-float-values.arxml'));
    expect(doc.signals[0]).toMatchObject({ initValues: ['0'], length: 5 });
    expect(doc.signals[0]?.compuMethodRef).toMatch(/CompuMethods\/Message_1$/);
    const method = doc.compuMethods.find((m) => m.path === doc.signals[0]?.compuMethodRef);
    expect(method?.scales[0]?.numerator.length).toBeGreaterThan(0);
  });

  it('reads AUTOSAR 3 frames, PDUs (length in bits), secured PDUs and signal ports', () => {
    const doc = read(corpusFile('ARXMLSecuredPDUTest.arxml'));
    expect(doc.schema.release).toBe('r3');
    expect(doc.frames.map((f) => [f.element, f.length])).toEqual([
      ['FRAME', 8],
      ['FRAME', 8],
    ]);
    expect(doc.pdus.map((p) => p.element)).toEqual(['SECURED-I-PDU', 'SIGNAL-I-PDU', 'SIGNAL-I-PDU']);
    expect(doc.pdus[0]?.relatedPduRefs).toEqual(['/PDU/myPayLoad']);
    expect(doc.pdus[1]).toMatchObject({ length: 64, lengthInBytes: 8 });
    expect(doc.pdus[1]?.signalMappings[0]).toMatchObject({
      signalRef: '/ISignal/someTestSignal',
      startPosition: 3,
    });
    expect(doc.systemSignals[0]).toMatchObject({ length: 11 });
    expect(doc.systemSignals[0]?.desc).toContain('a-umlaut: ä');
    expect(
      doc.ecuInstances.map((e) => e.connectors[0]?.ports.map((p) => `${p.kind}:${p.direction}`)),
    ).toEqual([
      ['frame:OUT', 'signal:OUT', 'signal:OUT', 'frame:OUT'],
      ['frame:IN', 'signal:IN', 'signal:IN'],
    ]);
    expect(
      doc.clusters[0]?.channels[0]?.frameTriggerings.map((t) => [t.identifier, t.addressingMode]),
    ).toEqual([
      [291, 'STANDARD'],
      [18, 'EXTENDED'],
    ]);
  });

  it('reads LIN clusters, signal groups and update bits', () => {
    const text = `<AUTOSAR xmlns="http://autosar.org/schema/r4.0"><AR-PACKAGES><AR-PACKAGE><SHORT-NAME>P</SHORT-NAME><ELEMENTS>
<LIN-CLUSTER><SHORT-NAME>Lin1</SHORT-NAME><LIN-CLUSTER-VARIANTS><LIN-CLUSTER-CONDITIONAL><BAUDRATE>19200</BAUDRATE><PHYSICAL-CHANNELS><LIN-PHYSICAL-CHANNEL><SHORT-NAME>Ch</SHORT-NAME>
<FRAME-TRIGGERINGS><LIN-FRAME-TRIGGERING><SHORT-NAME>T</SHORT-NAME><FRAME-REF DEST="LIN-UNCONDITIONAL-FRAME">/P/F</FRAME-REF><IDENTIFIER>0x3C</IDENTIFIER></LIN-FRAME-TRIGGERING></FRAME-TRIGGERINGS>
</LIN-PHYSICAL-CHANNEL></PHYSICAL-CHANNELS></LIN-CLUSTER-CONDITIONAL></LIN-CLUSTER-VARIANTS></LIN-CLUSTER>
<LIN-UNCONDITIONAL-FRAME><SHORT-NAME>F</SHORT-NAME><FRAME-LENGTH>2</FRAME-LENGTH></LIN-UNCONDITIONAL-FRAME>
<I-SIGNAL-GROUP><SHORT-NAME>G</SHORT-NAME><I-SIGNAL-REFS><I-SIGNAL-REF DEST="I-SIGNAL">/P/S</I-SIGNAL-REF></I-SIGNAL-REFS></I-SIGNAL-GROUP>
<I-SIGNAL><SHORT-NAME>S</SHORT-NAME><LENGTH>3</LENGTH></I-SIGNAL>
<NM-PDU><SHORT-NAME>Nm</SHORT-NAME><LENGTH>8</LENGTH><I-SIGNAL-TO-I-PDU-MAPPINGS><I-SIGNAL-TO-I-PDU-MAPPING><SHORT-NAME>M</SHORT-NAME><I-SIGNAL-GROUP-REF DEST="I-SIGNAL-GROUP">/P/G</I-SIGNAL-GROUP-REF><UPDATE-INDICATION-BIT-POSITION>7</UPDATE-INDICATION-BIT-POSITION></I-SIGNAL-TO-I-PDU-MAPPING></I-SIGNAL-TO-I-PDU-MAPPINGS></NM-PDU>
</ELEMENTS></AR-PACKAGE></AR-PACKAGES></AUTOSAR>`;
    const result = readArxml(text);
    const doc = result.model;
    expect(doc?.clusters[0]).toMatchObject({ bus: 'lin', baudrate: 19200 });
    expect(doc?.clusters[0]?.channels[0]?.frameTriggerings[0]?.identifier).toBe(60);
    expect(doc?.frames[0]).toMatchObject({ bus: 'lin', length: 2 });
    expect(doc?.signalGroups[0]).toMatchObject({ path: '/P/G', signalRefs: ['/P/S'] });
    expect(doc?.pdus[0]?.signalMappings[0]).toMatchObject({
      signalGroupRef: '/P/G',
      updateIndicationBitPosition: 7,
    });
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(doc && summarizeArxml(doc)).toMatchObject({ packages: 1, frames: 1, pdus: 1, signals: 1 });
  });

  it('warns on a number it cannot read and keeps going', () => {
    const text = `<AUTOSAR xmlns="http://autosar.org/schema/r4.0"><AR-PACKAGES><AR-PACKAGE><SHORT-NAME>P</SHORT-NAME><ELEMENTS>
<CAN-FRAME><SHORT-NAME>F</SHORT-NAME><FRAME-LENGTH>eight</FRAME-LENGTH></CAN-FRAME></ELEMENTS></AR-PACKAGE></AR-PACKAGES></AUTOSAR>`;
    const result = readArxml(text, 'n.arxml');
    expect(result.model?.frames[0]?.length).toBeUndefined();
    expect(result.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'ARXML_NUMBER', line: 2 });
  });
});

describe('chunked reading', () => {
  it('gives the same model whatever the chunk boundaries, multi-byte characters included', () => {
    const path = corpusFile('ARXMLSecuredPDUTest.arxml');
    const bytes = bytesOf(path);
    const whole = readArxml(bytes, path);
    for (const size of [1, 7, 64, 4096]) {
      const reader = createArxmlReader({ file: path });
      for (let i = 0; i < bytes.length; i += size) reader.write(bytes.subarray(i, i + size));
      const streamed = reader.close();
      expect(streamed.model).toEqual(whole.model);
      expect(streamed.diagnostics).toEqual(whole.diagnostics);
    }
  });

  it('reads UTF-16 with a byte order mark', () => {
    const text =
      '<AUTOSAR xmlns="http://autosar.org/schema/r4.0"><AR-PACKAGES><AR-PACKAGE><SHORT-NAME>Ü</SHORT-NAME></AR-PACKAGE></AR-PACKAGES></AUTOSAR>';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16[0] = 0xff;
    utf16[1] = 0xfe;
    for (let i = 0; i < text.length; i++) {
      utf16[2 + i * 2] = text.charCodeAt(i) & 0xff;
      utf16[3 + i * 2] = text.charCodeAt(i) >> 8;
    }
    expect(readArxml(utf16).model?.packages).toEqual(['/Ü']);
    const reader = createArxmlReader();
    for (let i = 0; i < utf16.length; i += 3) reader.write(utf16.subarray(i, i + 3));
    expect(reader.close().model?.packages).toEqual(['/Ü']);
  });
});
