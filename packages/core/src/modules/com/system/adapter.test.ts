import { describe, expect, it } from 'vitest';
import type { ContainerValue } from '../../../ecuc/store-types.js';
import { readArxml } from '../../../formats/arxml/index.js';
import { emptySnapshot, snapshotWithChanges } from '../../file-configuration.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { comBitPosition } from '../dbc/derive.js';
import { systemToDbcDatabase, V_FRAME_FORMATS } from './adapter.js';
import { readSystemExtras } from './extras.js';
import { comSystemImporter, namedAfterCluster } from './importer.js';

interface SignalSpec {
  name: string;
  start: number;
  length: number;
  order: 'MOST-SIGNIFICANT-BYTE-FIRST' | 'MOST-SIGNIFICANT-BYTE-LAST';
  baseType?: string;
  init?: string;
}

interface FrameSpec {
  name: string;
  id: number;
  mode?: 'STANDARD' | 'EXTENDED';
  fd?: boolean;
  length: number;
  /** Where the PDU sits in the frame (PDU-TO-FRAME-MAPPING START-POSITION) and its byte order. */
  pduStart?: number;
  pduOrder?: 'MOST-SIGNIFICANT-BYTE-FIRST' | 'MOST-SIGNIFICANT-BYTE-LAST';
  period?: number;
  /** ECU → port direction. */
  ports: Record<string, 'IN' | 'OUT'>;
  signals: SignalSpec[];
}

/** An AUTOSAR 4 system description: clusters of frames, the ECU instances with their frame ports. */
function systemDescription(clusters: Record<string, FrameSpec[]>): string {
  const frames = Object.values(clusters).flat();
  const ecus = [...new Set(frames.flatMap((f) => Object.keys(f.ports)))];
  const triggering = (cluster: string, f: FrameSpec) => `
                  <CAN-FRAME-TRIGGERING>
                    <SHORT-NAME>${f.name}</SHORT-NAME>
                    <FRAME-PORT-REFS>${Object.keys(f.ports)
                      .map(
                        (ecu) =>
                          `<FRAME-PORT-REF DEST="FRAME-PORT">/Ecus/${ecu}/Conn_${cluster}/${f.name}</FRAME-PORT-REF>`,
                      )
                      .join('')}</FRAME-PORT-REFS>
                    <FRAME-REF DEST="CAN-FRAME">/Frames/${f.name}</FRAME-REF>
                    <CAN-ADDRESSING-MODE>${f.mode ?? 'STANDARD'}</CAN-ADDRESSING-MODE>
                    ${f.fd ? '<CAN-FRAME-RX-BEHAVIOR>CAN-FD</CAN-FRAME-RX-BEHAVIOR><CAN-FRAME-TX-BEHAVIOR>CAN-FD</CAN-FRAME-TX-BEHAVIOR>' : ''}
                    <IDENTIFIER>${f.id}</IDENTIFIER>
                  </CAN-FRAME-TRIGGERING>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<AUTOSAR xmlns="http://autosar.org/schema/r4.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://autosar.org/schema/r4.0 AUTOSAR_4-2-2.xsd">
  <AR-PACKAGES>
    <AR-PACKAGE>
      <SHORT-NAME>Clusters</SHORT-NAME>
      <ELEMENTS>${Object.entries(clusters)
        .map(
          ([cluster, list]) => `
        <CAN-CLUSTER>
          <SHORT-NAME>${cluster}</SHORT-NAME>
          <CAN-CLUSTER-VARIANTS><CAN-CLUSTER-CONDITIONAL>
            <BAUDRATE>250000</BAUDRATE>
            <PHYSICAL-CHANNELS>
              <CAN-PHYSICAL-CHANNEL>
                <SHORT-NAME>${cluster}_Channel</SHORT-NAME>
                <FRAME-TRIGGERINGS>${list.map((f) => triggering(cluster, f)).join('')}
                </FRAME-TRIGGERINGS>
              </CAN-PHYSICAL-CHANNEL>
            </PHYSICAL-CHANNELS>
          </CAN-CLUSTER-CONDITIONAL></CAN-CLUSTER-VARIANTS>
        </CAN-CLUSTER>`,
        )
        .join('')}
      </ELEMENTS>
    </AR-PACKAGE>
    <AR-PACKAGE>
      <SHORT-NAME>Frames</SHORT-NAME>
      <ELEMENTS>${frames
        .map(
          (f) => `
        <CAN-FRAME>
          <SHORT-NAME>${f.name}</SHORT-NAME>
          <FRAME-LENGTH>${f.length}</FRAME-LENGTH>
          <PDU-TO-FRAME-MAPPINGS>
            <PDU-TO-FRAME-MAPPING>
              <SHORT-NAME>${f.name}_Pdu</SHORT-NAME>
              <PACKING-BYTE-ORDER>${f.pduOrder ?? 'MOST-SIGNIFICANT-BYTE-LAST'}</PACKING-BYTE-ORDER>
              <PDU-REF DEST="I-SIGNAL-I-PDU">/Pdus/${f.name}_Pdu</PDU-REF>
              <START-POSITION>${f.pduStart ?? 0}</START-POSITION>
            </PDU-TO-FRAME-MAPPING>
          </PDU-TO-FRAME-MAPPINGS>
        </CAN-FRAME>`,
        )
        .join('')}
      </ELEMENTS>
    </AR-PACKAGE>
    <AR-PACKAGE>
      <SHORT-NAME>Pdus</SHORT-NAME>
      <ELEMENTS>${frames
        .map(
          (f) => `
        <I-SIGNAL-I-PDU>
          <SHORT-NAME>${f.name}_Pdu</SHORT-NAME>
          <LENGTH>${f.length}</LENGTH>
          ${
            f.period === undefined
              ? ''
              : `<I-PDU-TIMING-SPECIFICATIONS><I-PDU-TIMING><TRANSMISSION-MODE-DECLARATION><TRANSMISSION-MODE-TRUE-TIMING><CYCLIC-TIMING>
            <TIME-OFFSET><VALUE>0</VALUE></TIME-OFFSET><TIME-PERIOD><VALUE>${f.period}</VALUE></TIME-PERIOD>
          </CYCLIC-TIMING></TRANSMISSION-MODE-TRUE-TIMING></TRANSMISSION-MODE-DECLARATION></I-PDU-TIMING></I-PDU-TIMING-SPECIFICATIONS>`
          }
          <I-SIGNAL-TO-PDU-MAPPINGS>${f.signals
            .map(
              (s) => `
            <I-SIGNAL-TO-I-PDU-MAPPING>
              <SHORT-NAME>${s.name}</SHORT-NAME>
              <I-SIGNAL-REF DEST="I-SIGNAL">/Signals/${s.name}</I-SIGNAL-REF>
              <PACKING-BYTE-ORDER>${s.order}</PACKING-BYTE-ORDER>
              <START-POSITION>${s.start}</START-POSITION>
            </I-SIGNAL-TO-I-PDU-MAPPING>`,
            )
            .join('')}
          </I-SIGNAL-TO-PDU-MAPPINGS>
        </I-SIGNAL-I-PDU>`,
        )
        .join('')}
      </ELEMENTS>
    </AR-PACKAGE>
    <AR-PACKAGE>
      <SHORT-NAME>Signals</SHORT-NAME>
      <ELEMENTS>${frames
        .flatMap((f) => f.signals)
        .map(
          (s) => `
        <I-SIGNAL>
          <SHORT-NAME>${s.name}</SHORT-NAME>
          ${s.init === undefined ? '' : `<INIT-VALUE><NUMERICAL-VALUE-SPECIFICATION><VALUE>${s.init}</VALUE></NUMERICAL-VALUE-SPECIFICATION></INIT-VALUE>`}
          <LENGTH>${s.length}</LENGTH>
          <NETWORK-REPRESENTATION-PROPS><SW-DATA-DEF-PROPS-VARIANTS><SW-DATA-DEF-PROPS-CONDITIONAL>
            <BASE-TYPE-REF DEST="SW-BASE-TYPE">/BaseTypes/${s.baseType ?? 'uint32'}</BASE-TYPE-REF>
          </SW-DATA-DEF-PROPS-CONDITIONAL></SW-DATA-DEF-PROPS-VARIANTS></NETWORK-REPRESENTATION-PROPS>
        </I-SIGNAL>`,
        )
        .join('')}
      </ELEMENTS>
    </AR-PACKAGE>
    <AR-PACKAGE>
      <SHORT-NAME>BaseTypes</SHORT-NAME>
      <ELEMENTS>
        <SW-BASE-TYPE><SHORT-NAME>uint32</SHORT-NAME><BASE-TYPE-SIZE>32</BASE-TYPE-SIZE><BASE-TYPE-ENCODING>NONE</BASE-TYPE-ENCODING></SW-BASE-TYPE>
        <SW-BASE-TYPE><SHORT-NAME>sint16</SHORT-NAME><BASE-TYPE-SIZE>16</BASE-TYPE-SIZE><BASE-TYPE-ENCODING>2C</BASE-TYPE-ENCODING></SW-BASE-TYPE>
        <SW-BASE-TYPE><SHORT-NAME>float32</SHORT-NAME><BASE-TYPE-SIZE>32</BASE-TYPE-SIZE><BASE-TYPE-ENCODING>IEEE754</BASE-TYPE-ENCODING></SW-BASE-TYPE>
      </ELEMENTS>
    </AR-PACKAGE>
    <AR-PACKAGE>
      <SHORT-NAME>Ecus</SHORT-NAME>
      <ELEMENTS>${ecus
        .map(
          (ecu) => `
        <ECU-INSTANCE>
          <SHORT-NAME>${ecu}</SHORT-NAME>
          <CONNECTORS>${Object.entries(clusters)
            .map(
              ([cluster, list]) => `
            <CAN-COMMUNICATION-CONNECTOR>
              <SHORT-NAME>Conn_${cluster}</SHORT-NAME>
              <ECU-COMM-PORT-INSTANCES>${list
                .filter((f) => f.ports[ecu] !== undefined)
                .map(
                  (f) =>
                    `<FRAME-PORT><SHORT-NAME>${f.name}</SHORT-NAME><COMMUNICATION-DIRECTION>${f.ports[ecu]}</COMMUNICATION-DIRECTION></FRAME-PORT>`,
                )
                .join('')}
              </ECU-COMM-PORT-INSTANCES>
            </CAN-COMMUNICATION-CONNECTOR>`,
            )
            .join('')}
          </CONNECTORS>
        </ECU-INSTANCE>`,
        )
        .join('')}
      </ELEMENTS>
    </AR-PACKAGE>
  </AR-PACKAGES>
</AUTOSAR>
`;
}

const POWERTRAIN: FrameSpec[] = [
  {
    name: 'EngineData',
    id: 0x123,
    length: 8,
    period: 0.05,
    ports: { Engine: 'OUT', Gateway: 'IN' },
    signals: [
      // Intel: START-POSITION names the least significant bit.
      {
        name: 'Torque',
        start: 0,
        length: 12,
        order: 'MOST-SIGNIFICANT-BYTE-LAST',
        baseType: 'sint16',
        init: '5',
      },
      // Motorola: START-POSITION names the most significant bit (byte 2 bit 7); 10 bits end at byte 3 bit 6.
      { name: 'Speed', start: 23, length: 10, order: 'MOST-SIGNIFICANT-BYTE-FIRST' },
      { name: 'Ratio', start: 32, length: 32, order: 'MOST-SIGNIFICANT-BYTE-LAST', baseType: 'float32' },
    ],
  },
  {
    name: 'GatewayFd',
    id: 0x18ff0010,
    mode: 'EXTENDED',
    fd: true,
    length: 16,
    // The PDU starts at byte 2 of the frame.
    pduStart: 16,
    ports: { Gateway: 'OUT', Engine: 'IN' },
    signals: [
      { name: 'Mode', start: 4, length: 4, order: 'MOST-SIGNIFICANT-BYTE-LAST' },
      // Motorola inside the moved PDU: MSB at PDU byte 0 bit 3 → frame byte 2 bit 3 (19), LSB at frame byte 3 bit 0.
      { name: 'Level', start: 3, length: 12, order: 'MOST-SIGNIFICANT-BYTE-FIRST', baseType: 'sint16' },
    ],
  },
];
const BODY: FrameSpec[] = [
  {
    name: 'DoorState',
    id: 0x300,
    length: 2,
    ports: { Door: 'OUT', Gateway: 'IN' },
    signals: [{ name: 'Open', start: 0, length: 1, order: 'MOST-SIGNIFICANT-BYTE-LAST' }],
  },
];

function adapt(text: string, options: { ecu?: string; cluster?: string } = {}) {
  const read = readArxml(text, 'system.arxml');
  expect(read.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return systemToDbcDatabase(read.model!, {
    file: 'system.arxml',
    language: 'en_us',
    extras: readSystemExtras(text),
    ...options,
  });
}

describe('systemToDbcDatabase', () => {
  const text = systemDescription({ Powertrain: POWERTRAIN });
  const { database } = adapt(text, { ecu: 'Engine' });
  const engineData = database.messages.find((m) => m.name === 'EngineData')!;
  const gateway = database.messages.find((m) => m.name === 'GatewayFd')!;

  it('makes a message per frame triggering with its id, id type, length, FD format and cycle time', () => {
    expect(database.messages.map((m) => [m.name, m.canId, m.extended, m.size, m.transmitter])).toEqual([
      ['EngineData', 0x123, false, 8, 'Engine'],
      ['GatewayFd', 0x18ff0010, true, 16, 'Gateway'],
    ]);
    expect(V_FRAME_FORMATS[engineData.attributes['VFrameFormat'] as number]).toBe('StandardCAN');
    expect(V_FRAME_FORMATS[gateway.attributes['VFrameFormat'] as number]).toBe('ExtendedCAN_FD');
    expect(engineData.attributes['GenMsgCycleTime']).toBe(50);
    expect(gateway.attributes['GenMsgCycleTime']).toBeUndefined();
    expect(database.nodes.map((n) => n.name).sort()).toEqual(['Engine', 'Gateway']);
    expect(database.bitTiming?.baudrate).toBe(250);
  });

  it.each([
    // signal, DBC start bit, byte order, ComBitPosition (LSB)
    ['Torque', 0, 'little_endian', 0],
    ['Speed', 23, 'big_endian', 30],
    ['Ratio', 32, 'little_endian', 32],
    ['Mode', 20, 'little_endian', 20],
    ['Level', 19, 'big_endian', 24],
  ] as const)(
    'places %s at start bit %i (%s), least significant bit %i',
    (name, startBit, byteOrder, lsb) => {
      const signal = [...engineData.signals, ...gateway.signals].find((s) => s.name === name)!;
      expect([signal.startBit, signal.byteOrder]).toEqual([startBit, byteOrder]);
      expect(comBitPosition(signal)).toBe(lsb);
    },
  );

  it('takes sign and floats from the base type, the init value as GenSigStartValue, receivers from IN ports', () => {
    const byName = new Map([...engineData.signals, ...gateway.signals].map((s) => [s.name, s]));
    expect(byName.get('Torque')).toMatchObject({
      signed: true,
      valueType: 'integer',
      attributes: { GenSigStartValue: 5 },
    });
    expect(byName.get('Speed')).toMatchObject({ signed: false, valueType: 'integer', attributes: {} });
    expect(byName.get('Ratio')).toMatchObject({ valueType: 'float' });
    expect(byName.get('Level')?.signed).toBe(true);
    expect(byName.get('Torque')?.receivers).toEqual(['Gateway']);
    expect(byName.get('Mode')?.receivers).toEqual(['Engine']);
  });
});

describe('PDUs the derivation does not open', () => {
  it('says so for a container PDU, at the PDU', () => {
    const text = systemDescription({ Powertrain: POWERTRAIN })
      .replace('<I-SIGNAL-I-PDU>', '<CONTAINER-I-PDU>')
      .replace('</I-SIGNAL-I-PDU>', '</CONTAINER-I-PDU>');
    const adapted = adapt(text, { ecu: 'Engine' });
    expect(adapted.diagnostics.map((d) => [d.severity, d.code])).toEqual([
      ['info', 'SYSTEM_DERIVE_PDU_KIND'],
    ]);
    expect(adapted.diagnostics[0]!.message).toContain('CONTAINER-I-PDU EngineData_Pdu');
  });
});

describe('the CAN cluster', () => {
  const text = systemDescription({ Powertrain: POWERTRAIN, Body: BODY });

  it.each([
    // ECU, option, cluster taken, reason
    ['Door', undefined, 'Body', 'ecu'],
    ['Engine', undefined, 'Powertrain', 'ecu'],
    ['Gateway', 'Body', 'Body', 'option'],
    ['Gateway', '/Clusters/Body', 'Body', 'option'],
    [undefined, undefined, 'Powertrain', 'first'],
  ] as const)('for ECU %s and option %s is %s (%s)', (ecu, cluster, taken, reason) => {
    const adapted = adapt(text, { ...(ecu ? { ecu } : {}), ...(cluster ? { cluster } : {}) });
    expect([adapted.cluster?.shortName, adapted.clusterReason]).toEqual([taken, reason]);
    // The choice is reported, at the cluster taken.
    expect(adapted.diagnostics.map((d) => d.code)).toEqual(['SYSTEM_DERIVE_CLUSTER_CHOSEN']);
    expect(adapted.diagnostics[0]!.message).toContain(taken);
  });

  it('refuses a cluster the file does not have, naming those it has', () => {
    const adapted = adapt(text, { ecu: 'Door', cluster: 'Chassis' });
    expect(adapted.diagnostics.map((d) => [d.severity, d.code])).toEqual([
      ['error', 'SYSTEM_DERIVE_NO_CLUSTER'],
    ]);
    expect(adapted.diagnostics[0]!.message).toContain('Powertrain, Body');
  });
});

describe('comSystemImporter', () => {
  const text = systemDescription({ Powertrain: POWERTRAIN, Body: BODY });
  const run = (source: string, options: Record<string, string>, file = 'system.arxml') => {
    let n = 0;
    return comSystemImporter.import(
      { file, bytes: new TextEncoder().encode(source) },
      {
        language: 'en_us',
        snapshot: emptySnapshot('p'),
        definitions: MODULE_DEFINITIONS,
        newId: () => `s${(n += 1)}`,
        options,
      },
    );
  };

  it('derives the CAN stack of the ECU instance on its cluster', () => {
    const result = run(text, { ecu: 'Gateway', cluster: 'Powertrain' });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.report.facts).toEqual({ ecu: 'Gateway', cluster: 'Powertrain', sent: 1, received: 1 });
    const snapshot = snapshotWithChanges(emptySnapshot('p'), result.changes, MODULE_DEFINITIONS);
    const value = (path: string, param: string) =>
      snapshot.containers.filter((c) => c.definitionPath === path).map((c) => c.values[param]);
    expect(value('/CanIf/CanIfInitCfg/CanIfTxPduCfg', 'CanIfTxPduCanIdType')).toEqual(['EXTENDED_FD_CAN']);
    expect(value('/CanIf/CanIfInitCfg/CanIfRxPduCfg', 'CanIfRxPduCanId')).toEqual([String(0x123)]);
    expect(value('/Com/ComConfig/ComSignal', 'ComBitPosition').sort()).toEqual(['0', '20', '24', '30', '32']);
    expect(value('/Com/ComConfig/ComSignal', 'ComSignalType').sort()).toEqual([
      'FLOAT32',
      'SINT16',
      'SINT16',
      'UINT16',
      'UINT8',
    ]);
    // The bus's containers are named after the cluster, not the file.
    const names = (path: string) =>
      snapshot.containers.filter((c) => c.definitionPath === path).map((c) => c.shortName);
    expect(names('/Can/CanConfigSet/CanController')).toEqual(['Powertrain']);
    expect(names('/Can/CanConfigSet/CanHardwareObject').sort()).toEqual(['Powertrain_Rx', 'Powertrain_Tx']);
    expect(names('/CanIf/CanIfInitCfg/CanIfBufferCfg')).toEqual(['Powertrain_Buffer']);
    // Created containers point back into the file.
    expect([...result.sourceMap.values()].every((p) => p.file === 'system.arxml' && p.line > 1)).toBe(true);
  });

  it('leaves a file to the other importers, silently, without the option ecu or without a CAN cluster', () => {
    for (const result of [
      run(text, {}),
      run('<?xml version="1.0"?><AUTOSAR xmlns="http://autosar.org/schema/r4.0"><AR-PACKAGES/></AUTOSAR>', {
        ecu: 'Engine',
      }),
    ]) {
      expect(result.diagnostics).toEqual([]);
      expect(result.changes.create).toEqual([]);
      expect(result.report.facts).toEqual({});
    }
  });

  it('refuses a file the reader refuses, with its located error', () => {
    const wrongRoot = text.replace('<AUTOSAR xmlns', '<AUTOSARX xmlns').replace('</AUTOSAR>', '</AUTOSARX>');
    const result = run(wrongRoot, { ecu: 'Engine' }, 'bad.arxml');
    expect(result.diagnostics[0]).toMatchObject({ severity: 'error', file: 'bad.arxml', line: 2 });
    expect(result.changes.create).toEqual([]);
  });

  it('names the ECU instances when the one asked for is not there', () => {
    const result = run(text, { ecu: 'Nobody' });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['SYSTEM_DERIVE_NO_ECU']);
    expect(result.diagnostics[0]!.message).toContain('Engine, Gateway, Door');
  });
});

describe('namedAfterCluster', () => {
  const container = (
    id: string,
    module: string,
    shortName: string,
    parentId: string | null = 'set',
  ): ContainerValue => ({
    id,
    position: 0,
    version: 1,
    module,
    instanceId: 0,
    parentId,
    definitionPath: `/${module}/X`,
    shortName,
    values: {},
    references: {},
  });

  it.each([
    // created name, module, a sibling already in the project, expected name
    ['bus_arxml', 'Can', undefined, 'Body'],
    ['bus_arxml_Tx', 'Can', undefined, 'Body_Tx'],
    ['bus_arxml_Hrh', 'CanIf', undefined, 'Body_Hrh'],
    ['bus_arxml', 'Can', 'Body', 'bus_arxml'],
    ['bus_arxml_Signal', 'Com', undefined, 'bus_arxml_Signal'],
    ['Other', 'Can', undefined, 'Other'],
  ] as const)('%s of %s (sibling %s) is named %s', (name, module, sibling, expected) => {
    const snapshot = emptySnapshot('p');
    if (sibling) snapshot.containers.push(container('old', module, sibling));
    const [renamed] = namedAfterCluster([container('new', module, name)], snapshot, 'dir/bus.arxml', 'Body');
    expect(renamed!.shortName).toBe(expected);
  });
});
