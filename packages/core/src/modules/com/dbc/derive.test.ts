import { describe, expect, it } from 'vitest';
import type { ContainerValue } from '../../../ecuc/store-types.js';
import { readDbc } from '../../../formats/dbc/index.js';
import { verifyProject } from '../../../verify/engine.js';
import { emptySnapshot, snapshotWithChanges } from '../../file-configuration.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import {
  busiestSender,
  DEFAULT_DBC_ATTRIBUTES,
  comBitPosition,
  comSignalType,
  deriveFromDbc,
  derivedValuesOf,
  fitName,
  nameHash,
  shortNameOf,
  stableNames,
  type DbcDerivation,
  type DbcDeriveOptions,
} from './derive.js';

describe('comBitPosition: the least significant bit in AUTOSAR COM numbering', () => {
  it.each([
    // start bit, length, byte order, expected
    [0, 8, 'little_endian', 0],
    [12, 4, 'little_endian', 12],
    // Motorola: MSB at byte 0 bit 7, 16 bits → LSB at byte 1 bit 0 (bit 8).
    [7, 16, 'big_endian', 8],
    // MSB at byte 2 bit 7, 4 bits → byte 2 bit 4.
    [23, 4, 'big_endian', 20],
    // A one-bit Motorola signal is its start bit.
    [5, 1, 'big_endian', 5],
    // MSB at byte 0 bit 3, 12 bits → byte 0 bits 3..0 and byte 1 → LSB at byte 1 bit 0.
    [3, 12, 'big_endian', 8],
  ] as const)('start %i, %i bits, %s → %i', (startBit, length, byteOrder, expected) => {
    expect(comBitPosition({ startBit, length, byteOrder })).toBe(expected);
  });
});

describe('comSignalType', () => {
  it.each([
    [1, false, 'integer', 'BOOLEAN'],
    [1, true, 'integer', 'SINT8'],
    [8, false, 'integer', 'UINT8'],
    [12, true, 'integer', 'SINT16'],
    [17, false, 'integer', 'UINT32'],
    [40, true, 'integer', 'SINT64'],
    [32, false, 'float', 'FLOAT32'],
    [64, false, 'double', 'FLOAT64'],
  ] as const)('%i bits, signed %s, %s → %s', (length, signed, valueType, expected) => {
    expect(comSignalType({ length, signed, valueType })).toBe(expected);
  });
});

describe('busiestSender and shortNameOf', () => {
  it('takes the node sending the most messages', () => {
    const text = [
      'VERSION ""',
      'BU_: A B',
      'BO_ 1 M1: 8 A',
      ' SG_ S1 : 0|8@1+ (1,0) [0|0] "" B',
      'BO_ 2 M2: 8 B',
      'BO_ 3 M3: 8 B',
      '',
    ].join('\n');
    const model = readDbc(text, { file: 'bus.dbc' }).model!;
    expect(busiestSender(model)).toBe('B');
  });

  it('makes valid short names of DBC names', () => {
    expect(shortNameOf('Engine-Status 1')).toBe('Engine_Status_1');
    expect(shortNameOf('2ndFrame')).toBe('N_2ndFrame');
  });
});

const BUS = [
  'VERSION ""',
  'BU_: ECU GW TESTER',
  'BO_ 256 Engine: 8 ECU',
  ' SG_ Speed : 0|16@1+ (1,0) [0|0] "" GW',
  ' SG_ Rpm : 16|16@1+ (1,0) [0|0] "" GW',
  ' SG_ Temp : 32|8@1+ (1,0) [0|0] "" GW',
  'BO_ 512 Body: 8 GW',
  ' SG_ Door : 0|1@1+ (1,0) [0|0] "" ECU',
  'BO_ 513 Mux: 8 GW',
  ' SG_ Sel M : 0|8@1+ (1,0) [0|0] "" ECU',
  ' SG_ Common : 8|8@1+ (1,0) [0|0] "" ECU',
  ' SG_ A m1 : 16|16@1+ (1,0) [0|0] "" ECU',
  ' SG_ B m2 : 16|8@1+ (1,0) [0|0] "" ECU',
  'BO_ 1280 NM_ECU: 8 ECU',
  ' SG_ NmData : 0|8@1+ (1,0) [0|0] "" GW',
  'BO_ 1282 NM_GW: 8 GW',
  ' SG_ NmData : 0|8@1+ (1,0) [0|0] "" ECU',
  'BO_ 2016 Diag_Req: 8 TESTER',
  ' SG_ Data : 0|8@1+ (1,0) [0|0] "" ECU',
  'BO_ 2024 Diag_Resp: 8 ECU',
  ' SG_ Data : 0|8@1+ (1,0) [0|0] "" TESTER',
  'BO_ 2015 Diag_Func: 8 TESTER',
  ' SG_ Data : 0|8@1+ (1,0) [0|0] "" ECU',
  'BO_ 514 MuxTx: 8 ECU',
  ' SG_ Sel M : 0|4@1+ (1,0) [0|0] "" GW',
  ' SG_ X m0 : 8|8@1+ (1,0) [0|0] "" GW',
  ' SG_ Y m1 : 8|16@1+ (1,0) [0|0] "" GW',
  '',
  'BA_DEF_ BO_ "GenMsgSendType" ENUM "Cyclic","NotUsed","spontaneous";',
  'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 65535;',
  'BA_DEF_ BO_ "GenMsgTimeoutTime" INT 0 65535;',
  'BA_DEF_ SG_ "GenSigSendType" ENUM "Cyclic","OnWrite","OnWriteWithRepetition","OnChange";',
  'BA_DEF_ BO_ "NmMessage" ENUM "No","Yes";',
  'BA_DEF_ BO_ "DiagRequest" ENUM "No","Yes";',
  'BA_DEF_ BO_ "DiagResponse" ENUM "No","Yes";',
  'BA_DEF_DEF_ "GenMsgSendType" "Cyclic";',
  'BA_DEF_DEF_ "GenMsgCycleTime" 0;',
  'BA_DEF_DEF_ "NmMessage" "No";',
  'BA_DEF_DEF_ "DiagRequest" "No";',
  'BA_DEF_DEF_ "DiagResponse" "No";',
  'BA_ "GenMsgCycleTime" BO_ 256 100;',
  'BA_ "GenMsgCycleTime" BO_ 1280 200;',
  'BA_ "GenMsgTimeoutTime" BO_ 512 300;',
  'BA_ "GenSigSendType" SG_ 256 Speed 3;',
  'BA_ "NmMessage" BO_ 1280 1;',
  'BA_ "NmMessage" BO_ 1282 1;',
  'BA_ "DiagRequest" BO_ 2016 1;',
  'BA_ "DiagRequest" BO_ 2015 1;',
  'BA_ "DiagResponse" BO_ 2024 1;',
  'SIG_GROUP_ 256 Motion 1 : Speed Rpm;',
  '',
].join('\n');

function derive(text: string, options: Partial<DbcDeriveOptions> = {}) {
  let n = 0;
  const database = readDbc(text, { file: 'bus.dbc' }).model!;
  const snapshot = emptySnapshot('bus.dbc');
  const derivation = deriveFromDbc(database, snapshot, MODULE_DEFINITIONS, {
    file: 'bus.dbc',
    ecu: 'ECU',
    language: 'en_us',
    newId: () => `d${(n += 1)}`,
    ...options,
  });
  const byId = new Map(derivation.create.map((c) => [c.id, c]));
  const at = (path: string) => derivation.create.filter((c) => c.definitionPath === path);
  const named = (path: string, name: string) => at(path).find((c) => c.shortName === name);
  const ref = (c: ContainerValue | undefined, reference: string) =>
    byId.get(c?.references[reference]?.[0] ?? '');
  const children = (c: ContainerValue | undefined) => derivation.create.filter((x) => x.parentId === c?.id);
  const verified = snapshotWithChanges(
    snapshot,
    { replaceModules: [], create: derivation.create, update: [] },
    MODULE_DEFINITIONS,
  );
  const errors = verifyProject(verified, MODULE_DEFINITIONS, { language: 'en_us' }).errList.map(
    (r) => `${r.code} ${r.path} ${r.param ?? ''}`,
  );
  return { derivation, at, named, ref, children, errors };
}

describe('deriveFromDbc: the whole CAN stack of a node', () => {
  const d = derive(BUS);

  it('verifies without errors', () => {
    expect(d.errors).toEqual([]);
  });

  it('gives sent I-PDUs their transmission mode and signals their transfer property', () => {
    const engine = d.named('/Com/ComConfig/ComIPdu', 'Engine');
    expect(engine?.values['ComIPduSignalProcessing']).toBe('DEFERRED');
    const mode = d.children(d.children(d.children(engine)[0])[0])[0];
    expect(mode?.values).toMatchObject({ ComTxModeMode: 'PERIODIC', ComTxModeTimePeriod: '0.1' });
    const group = d.named('/Com/ComConfig/ComSignalGroup', 'Engine_Motion');
    expect(group?.values['ComTransferProperty']).toBe('TRIGGERED_ON_CHANGE');
    expect(engine?.references['ComIPduSignalGroupRef']).toEqual([group?.id]);
    expect(d.children(group).map((c) => c.shortName)).toEqual(['Speed', 'Rpm']);
    // Grouped signals are group signals only; the others stay signals.
    expect(d.at('/Com/ComConfig/ComSignal').map((c) => c.shortName)).toContain('Engine_Temp');
    expect(d.at('/Com/ComConfig/ComSignal').map((c) => c.shortName)).not.toContain('Engine_Speed');
  });

  it('gives received signals the timeout of their message, in seconds', () => {
    const door = d.named('/Com/ComConfig/ComSignal', 'Body_Door');
    expect(door?.values).toMatchObject({ ComTimeout: '0.3', ComFirstTimeout: '0.3' });
  });

  it('hands NM messages to CanNm: the one sent, the others received', () => {
    const channel = d.at('/CanNm/CanNmGlobalConfig/CanNmChannelConfig')[0];
    expect(channel?.values['CanNmMsgCycleTime']).toBe('0.2');
    expect(d.ref(channel, 'CanNmComMNetworkHandleRef')?.definitionPath).toBe(
      '/ComM/ComMConfigSet/ComMChannel',
    );
    const tx = d.at('/CanNm/CanNmGlobalConfig/CanNmChannelConfig/CanNmTxPdu');
    const rx = d.at('/CanNm/CanNmGlobalConfig/CanNmChannelConfig/CanNmRxPdu');
    expect(tx.map((c) => d.ref(c, 'CanNmTxPduRef')?.shortName)).toEqual(['NM_ECU_CanIf']);
    expect(rx.map((c) => d.ref(c, 'CanNmRxPduRef')?.shortName)).toEqual(['NM_GW_CanIf']);
    const canIf = d.named('/CanIf/CanIfInitCfg/CanIfTxPduCfg', 'NM_ECU');
    expect(canIf?.values['CanIfTxPduUserTxConfirmationUL']).toBe('CAN_NM');
    expect(d.named('/Com/ComConfig/ComIPdu', 'NM_ECU')).toBeUndefined();
  });

  it('hands diagnostic messages to CanTp, physical pairs with flow control, the unpaired one functional', () => {
    const rx = d.named('/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu', 'Diag_Req');
    const tx = d.named('/CanTp/CanTpConfig/CanTpChannel/CanTpTxNSdu', 'Diag_Resp');
    const functional = d.named('/CanTp/CanTpConfig/CanTpChannel/CanTpRxNSdu', 'Diag_Func');
    expect(rx?.values['CanTpRxTaType']).toBe('CANTP_PHYSICAL');
    expect(tx?.values['CanTpTxTaType']).toBe('CANTP_PHYSICAL');
    expect(functional?.values['CanTpRxTaType']).toBe('CANTP_FUNCTIONAL');
    const part = (parent: ContainerValue | undefined, name: string) =>
      d.children(parent).find((c) => c.definitionPath.endsWith(`/${name}`));
    expect(d.ref(part(rx, 'CanTpRxNPdu'), 'CanTpRxNPduRef')?.shortName).toBe('Diag_Req_CanIf');
    expect(d.ref(part(rx, 'CanTpTxFcNPdu'), 'CanTpTxFcNPduRef')?.shortName).toBe('Diag_Resp_CanIf');
    expect(d.ref(part(tx, 'CanTpRxFcNPdu'), 'CanTpRxFcNPduRef')?.shortName).toBe('Diag_Req_CanIf');
    expect(part(functional, 'CanTpTxFcNPdu')).toBeUndefined();
    expect(
      d.named('/CanIf/CanIfInitCfg/CanIfRxPduCfg', 'Diag_Req')?.values['CanIfRxPduUserRxIndicationUL'],
    ).toBe('CAN_TP');
    // No Dcm in the project: no routing path, a report line per message.
    expect(d.named('/PduR/PduRRoutingPaths/PduRRoutingPath', 'Diag_Req_Tp')).toBeUndefined();
    expect(d.derivation.diagnostics.filter((x) => x.code === 'DBC_DERIVE_NO_DCM')).toHaveLength(3);
  });

  it('carries a multiplexed message through IpduM, a Com I-PDU per part, with one report line', () => {
    const indication = d.at('/IpduM/IpduMConfig/IpduMRxPathway/IpduMRxIndication')[0];
    const selector = d.children(indication).find((c) => c.definitionPath.endsWith('/IpduMSelectorField'));
    expect(selector?.values).toMatchObject({
      IpduMSelectorFieldPosition: '0',
      IpduMSelectorFieldLength: '8',
    });
    const dynamic = d.at('/IpduM/IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMRxDynamicPart');
    expect(dynamic.map((c) => c.values['IpduMRxSelectorValue'])).toEqual(['1', '2']);
    expect(
      d.at('/IpduM/IpduMConfig/IpduMRxPathway/IpduMRxIndication/IpduMRxStaticSegment').map((c) => c.values),
    ).toEqual([{ IpduMSegmentLength: '8', IpduMSegmentPosition: '8' }]);
    expect(
      ['Mux_S', 'Mux_M1', 'Mux_M2'].map(
        (name) => d.named('/Com/ComConfig/ComIPdu', name)?.references['ComIPduSignalRef']?.length,
      ),
    ).toEqual([1, 1, 1]);
    // One line per multiplexed message (Mux and MuxTx).
    expect(d.derivation.diagnostics.filter((x) => x.code.startsWith('DBC_DERIVE_MULTIPLEXED'))).toHaveLength(
      2,
    );
  });

  it('sends a multiplexed message through an IpduM Tx pathway and counts it in IpduMMaxTxPathwayCnt', () => {
    const request = d.at('/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest')[0];
    expect(d.ref(request, 'IpduMOutgoingPduRef')?.shortName).toBe('MuxTx_IpduM');
    const parts = d.at('/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxDynamicPart');
    expect(parts.map((c) => [c.shortName, d.ref(c, 'IpduMTxDynamicPduRef')?.shortName])).toEqual([
      ['M0', 'MuxTx_M0'],
      ['M1', 'MuxTx_M1'],
    ]);
    expect(request?.references['IpduMInitialDynamicPart']).toEqual([parts[0]?.id]);
    expect(
      d.at('/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxDynamicSegment').map((c) => c.values),
    ).toEqual([{ IpduMSegmentLength: '16', IpduMSegmentPosition: '8' }]);
    expect(d.at('/IpduM/IpduMConfig/IpduMTxPathway/IpduMTxRequest/IpduMTxStaticPart')).toEqual([]);
    expect(d.at('/IpduM/IpduMGeneral')[0]?.values['IpduMMaxTxPathwayCnt']).toBe('1');
  });

  it('with multiplexed: skip, takes the static signals and the selector into one Com I-PDU', () => {
    const skipped = derive(BUS, { multiplexed: 'skip' });
    expect(skipped.at('/IpduM/IpduMConfig/IpduMRxPathway')).toEqual([]);
    expect(skipped.named('/Com/ComConfig/ComIPdu', 'Mux')?.references['ComIPduSignalRef']).toHaveLength(2);
    expect(skipped.errors).toEqual([]);
  });

  it('says where every container comes from, with keys and names stable across re-imports', () => {
    const { derivation } = d;
    for (const container of derivation.create) expect(derivation.origin.has(container.id)).toBe(true);
    const engine = d.named('/Com/ComConfig/ComIPdu', 'Engine')!;
    expect(derivation.origin.get(engine.id)).toEqual({ kind: 'message', key: 'msg:0x100' });
    const temp = d.named('/Com/ComConfig/ComSignal', 'Engine_Temp')!;
    expect(derivation.origin.get(temp.id)).toEqual({ kind: 'signal', key: 'sig:0x100:Temp' });
    expect(derivedValuesOf(derivation, temp.id)?.values).toMatchObject({
      ComBitPosition: '32',
      ComBitSize: '8',
    });
    expect(derivedValuesOf(derivation, temp.id)?.values).not.toHaveProperty('ComSignalInitValue');
    // The same database with its messages in another order: the same names for the same keys.
    const lines = BUS.split('\n');
    const reordered = [
      ...lines.slice(0, 2),
      ...lines.slice(6, 23),
      ...lines.slice(2, 6),
      ...lines.slice(23),
    ].join('\n');
    const again = derive(reordered).derivation;
    const names = (x: DbcDerivation) =>
      new Set(x.create.map((c) => `${c.definitionPath} ${x.origin.get(c.id)?.key} ${c.shortName}`));
    expect(names(again)).toEqual(names(derivation));
  });
});

describe('stable short names', () => {
  it('suffixes clashing names with the id of each message, and cuts long names with a hash', () => {
    const text = [
      'VERSION ""',
      'BU_: ECU',
      'BO_ 1 Engine_State: 8 ECU',
      'BO_ 2 engine_state: 8 ECU',
      `BO_ 3 ${'L'.repeat(70)}: 8 ECU`,
      '',
    ].join('\n');
    const d = derive(text);
    const names = d.at('/Com/ComConfig/ComIPdu').map((c) => c.shortName);
    expect(names.slice(0, 2)).toEqual(['Engine_State_1', 'engine_state_2']);
    expect(names[2]).toMatch(/^L{39}_[0-9A-F]{8}$/);
    expect(d.errors).toEqual([]);
  });

  it('does not depend on the order of the items', () => {
    const items = ['a', 'b', 'a-'];
    const names = (list: string[]) =>
      stableNames(
        list,
        (x) => shortNameOf(x).replace(/_$/, ''),
        (x) => nameHash(x),
        60,
      );
    const forward = names(items);
    const backward = names([...items].reverse());
    for (const item of items) expect(forward.get(item)).toBe(backward.get(item));
    expect(forward.get('b')).toBe('b');
    expect(fitName('x'.repeat(61), 60)).toHaveLength(60);
  });
});

describe('deriveFromDbc options and the project', () => {
  const text = [
    'VERSION ""',
    'BU_: ECU GW',
    'BO_ 256 Engine: 8 ECU',
    ' SG_ Speed : 0|16@1+ (1,0) [0|0] "" GW',
    'BO_ 1280 Wake: 8 ECU',
    ' SG_ Data : 0|8@1+ (1,0) [0|0] "" GW',
    'BO_ 1281 WakeGw: 8 GW',
    ' SG_ Data : 0|8@1+ (1,0) [0|0] "" ECU',
    '',
    'BA_DEF_ BO_ "OemNetworkFrame" INT 0 1;',
    'BA_ "OemNetworkFrame" BO_ 1280 1;',
    'BA_ "OemNetworkFrame" BO_ 1281 1;',
    '',
  ].join('\n');

  it('follows the attribute mapping a project gives', () => {
    const mapping = {
      ...DEFAULT_DBC_ATTRIBUTES,
      nmMessage: { attributes: ['OemNetworkFrame'], yes: [] },
    };
    const withMapping = derive(text, { attributes: mapping });
    expect(
      withMapping.at('/CanNm/CanNmGlobalConfig/CanNmChannelConfig/CanNmTxPdu').map((c) => c.shortName),
    ).toEqual(['Wake']);
    expect(withMapping.errors).toEqual([]);
    const without = derive(text);
    expect(without.named('/Com/ComConfig/ComIPdu', 'Wake')).toBeDefined();
    expect(without.at('/CanNm/CanNmGlobalConfig/CanNmChannelConfig')).toEqual([]);
  });

  it('names a container the project already has by a suffix that depends on the name alone', () => {
    let n = 0;
    const database = readDbc(text, { file: 'other.dbc' }).model!;
    const first = deriveFromDbc(database, emptySnapshot('bus.dbc'), MODULE_DEFINITIONS, {
      file: 'bus.dbc',
      ecu: 'ECU',
      language: 'en_us',
      newId: () => `a${(n += 1)}`,
    });
    const project = snapshotWithChanges(
      emptySnapshot('bus.dbc'),
      { replaceModules: [], create: first.create, update: [] },
      MODULE_DEFINITIONS,
    );
    const second = deriveFromDbc(database, project, MODULE_DEFINITIONS, {
      file: 'other.dbc',
      ecu: 'ECU',
      language: 'en_us',
      newId: () => `b${(n += 1)}`,
    });
    const ipdus = second.create
      .filter((c) => c.definitionPath === '/Com/ComConfig/ComIPdu')
      .map((c) => c.shortName);
    expect(ipdus).toContain(`Engine_${nameHash('Engine')}`);
  });
});
