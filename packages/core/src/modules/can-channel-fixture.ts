/**
 * A minimal CAN channel as an engineer configures it by hand, for tests and benchmarks: one Can controller
 * (500 kbit/s) with a receive and a transmit hardware object, CanIf's controller, HRH (with a filter range)
 * and HTH, a Tx buffer, one Tx and one Rx PDU, four EcuC Pdus (lower and upper side of each direction),
 * PduR routing paths Com → CanIf and CanIf → Com, a Com Tx I-PDU with two Motorola signals and an Rx I-PDU
 * with one.
 *
 * Bit layout of the Tx I-PDU (8 bytes): `VehicleSpeed` is 16 bits, big endian, LSB at bit 8 (bytes 0–1);
 * `Gear` is 4 bits, big endian, LSB at bit 20 (byte 2, bits 4–7).
 */
import { newContainerWithDefaults } from '../ecuc/defaults.js';
import { indexModuleDef } from '../ecuc/definition-index.js';
import type { ContainerValue, ParamValue } from '../ecuc/store-types.js';
import type { ModuleDef } from '../ecuc/types.js';
import { ProjectFixture } from './project-fixture.js';

/** The modules the channel uses. */
export const CAN_CHANNEL_MODULES = ['EcuC', 'Can', 'CanIf', 'PduR', 'Com'] as const;

export interface CanChannel {
  fixture: ProjectFixture;
  pdus: { txCom: ContainerValue; txCan: ContainerValue; rxCan: ContainerValue; rxCom: ContainerValue };
}

/**
 * Builds the channel on fresh defaults of the given definitions (which must include CAN_CHANNEL_MODULES);
 * `alsoEnabled` names further modules of the definitions to enable, left at their defaults.
 */
export function minimalCanChannel(
  definitions: readonly ModuleDef[],
  alsoEnabled: readonly string[] = [],
): CanChannel {
  const enabled: readonly string[] = [...CAN_CHANNEL_MODULES, ...alsoEnabled];
  const used = definitions.filter((d) => enabled.includes(d.name));
  const fixture = new ProjectFixture(used);
  const ref = (c: ContainerValue) => [c.id];

  // EcuC Pdus: the Com side and the CAN side of each direction.
  fixture.add('/EcuC', 'EcucPduCollection');
  const pdu = (name: string) => {
    const added = fixture.add('/EcuC/EcucPduCollection', 'Pdu', { PduLength: '8' });
    return fixture.replace(added, (c) => ({ ...c, shortName: name }));
  };
  const txCom = pdu('EngineStatus_Com_Tx');
  const txCan = pdu('EngineStatus_CanIf_Tx');
  const rxCan = pdu('BrakeStatus_CanIf_Rx');
  const rxCom = pdu('BrakeStatus_Com_Rx');

  // Can: controller with its baud rate, a receive and a transmit hardware object.
  const controller = fixture.add('/Can_0/CanConfigSet', 'CanController', { CanControllerId: '0' });
  const baudrate = fixture.get('/Can_0/CanConfigSet/CanController_0/CanControllerBaudrateConfig_0');
  fixture.set('/Can_0/CanConfigSet/CanController_0', {}, { CanControllerDefaultBaudrate: ref(baudrate) });
  const rxObject = fixture.add('/Can_0/CanConfigSet', 'CanHardwareObject', {
    CanObjectId: '0',
    CanObjectType: 'RECEIVE',
    CanHandleType: 'FULL',
  });
  fixture.set('/Can_0/CanConfigSet/CanHardwareObject_0', {}, { CanControllerRef: ref(controller) });
  const txObject = fixture.add('/Can_0/CanConfigSet', 'CanHardwareObject', {
    CanObjectId: '1',
    CanObjectType: 'TRANSMIT',
    CanHandleType: 'FULL',
  });
  fixture.set('/Can_0/CanConfigSet/CanHardwareObject_1', {}, { CanControllerRef: ref(controller) });

  // CanIf: controller, HOH (HRH with a range, HTH), buffer, Tx and Rx PDU.
  const canGeneral = fixture.get('/Can_0/CanGeneral');
  const hoh = fixture.add('/CanIf/CanIfInitCfg', 'CanIfInitHohCfg');
  fixture.add('/CanIf', 'CanIfCtrlDrvCfg');
  fixture.set(
    '/CanIf/CanIfCtrlDrvCfg_0',
    {},
    {
      CanIfCtrlDrvInitHohConfigRef: ref(hoh),
      CanIfCtrlDrvNameRef: ref(canGeneral),
    },
  );
  const ifController = fixture.set(
    '/CanIf/CanIfCtrlDrvCfg_0/CanIfCtrlCfg_0',
    { CanIfCtrlId: '0' },
    { CanIfCtrlCanCtrlRef: ref(controller) },
  );
  const hrh = fixture.add('/CanIf/CanIfInitCfg/CanIfInitHohCfg_0', 'CanIfHrhCfg', {
    CanIfHrhSoftwareFilter: false,
  });
  fixture.set(
    '/CanIf/CanIfInitCfg/CanIfInitHohCfg_0/CanIfHrhCfg_0',
    {},
    {
      CanIfHrhCanCtrlIdRef: ref(ifController),
      CanIfHrhIdSymRef: ref(rxObject),
    },
  );
  fixture.add('/CanIf/CanIfInitCfg/CanIfInitHohCfg_0/CanIfHrhCfg_0', 'CanIfHrhRangeCfg', {
    CanIfHrhRangeRxLowerCanId: '512',
    CanIfHrhRangeRxUpperCanId: '527',
  });
  const hth = fixture.add('/CanIf/CanIfInitCfg/CanIfInitHohCfg_0', 'CanIfHthCfg');
  fixture.set(
    '/CanIf/CanIfInitCfg/CanIfInitHohCfg_0/CanIfHthCfg_0',
    {},
    {
      CanIfHthCanCtrlIdRef: ref(ifController),
      CanIfHthIdSymRef: ref(txObject),
    },
  );
  const buffer = fixture.add('/CanIf/CanIfInitCfg', 'CanIfBufferCfg', { CanIfBufferSize: '0' });
  fixture.set('/CanIf/CanIfInitCfg/CanIfBufferCfg_0', {}, { CanIfBufferHthRef: ref(hth) });
  fixture.add('/CanIf/CanIfInitCfg', 'CanIfTxPduCfg', {
    CanIfTxPduCanId: '256',
    CanIfTxPduId: '0',
    CanIfTxPduUserTxConfirmationUL: 'PDUR',
  });
  fixture.set(
    '/CanIf/CanIfInitCfg/CanIfTxPduCfg_0',
    {},
    {
      CanIfTxPduBufferRef: ref(buffer),
      CanIfTxPduRef: ref(txCan),
    },
  );
  fixture.add('/CanIf/CanIfInitCfg', 'CanIfRxPduCfg', {
    CanIfRxPduCanId: '512',
    CanIfRxPduDataLength: '8',
    CanIfRxPduId: '0',
    CanIfRxPduUserRxIndicationUL: 'PDUR',
  });
  fixture.set(
    '/CanIf/CanIfInitCfg/CanIfRxPduCfg_0',
    {},
    {
      CanIfRxPduHrhIdRef: ref(hrh),
      CanIfRxPduRef: ref(rxCan),
    },
  );

  // PduR: Com → CanIf and CanIf → Com.
  const route = (index: number, source: ContainerValue, destination: ContainerValue) => {
    fixture.add('/PduR/PduRRoutingPaths', 'PduRRoutingPath');
    const path = `/PduR/PduRRoutingPaths/PduRRoutingPath_${index}`;
    fixture.set(
      `${path}/PduRSrcPdu`,
      { PduRSourcePduHandleId: String(index) },
      { PduRSrcPduRef: ref(source) },
    );
    fixture.set(
      `${path}/PduRDestPdu_0`,
      { PduRDestPduHandleId: String(index) },
      { PduRDestPduRef: ref(destination) },
    );
  };
  route(0, txCom, txCan);
  route(1, rxCan, rxCom);

  // Com: the Tx I-PDU with two Motorola signals.
  const speed = fixture.add('/Com/ComConfig', 'ComSignal', {
    ComBitPosition: '8',
    ComBitSize: '16',
    ComSignalEndianness: 'BIG_ENDIAN',
    ComSignalType: 'UINT16',
    ComHandleId: '0',
  });
  fixture.replace(speed, (c) => ({ ...c, shortName: 'VehicleSpeed' }));
  const gear = fixture.add('/Com/ComConfig', 'ComSignal', {
    ComBitPosition: '20',
    ComBitSize: '4',
    ComSignalEndianness: 'BIG_ENDIAN',
    ComSignalType: 'UINT8',
    ComHandleId: '1',
  });
  fixture.replace(gear, (c) => ({ ...c, shortName: 'Gear' }));
  fixture.add('/Com/ComConfig', 'ComIPdu', { ComIPduDirection: 'SEND', ComIPduHandleId: '0' });
  fixture.set(
    '/Com/ComConfig/ComIPdu_0',
    {},
    {
      ComPduIdRef: ref(txCom),
      ComIPduSignalRef: [speed.id, gear.id],
    },
  );
  // …and the Rx I-PDU the routed brake frame arrives in.
  const pressure = fixture.add('/Com/ComConfig', 'ComSignal', {
    ComBitPosition: '8',
    ComBitSize: '12',
    ComSignalEndianness: 'BIG_ENDIAN',
    ComSignalType: 'UINT16',
    ComHandleId: '2',
  });
  fixture.replace(pressure, (c) => ({ ...c, shortName: 'BrakePressure' }));
  fixture.add('/Com/ComConfig', 'ComIPdu', { ComIPduDirection: 'RECEIVE', ComIPduHandleId: '0' });
  fixture.set('/Com/ComConfig/ComIPdu_1', {}, { ComPduIdRef: ref(rxCom), ComIPduSignalRef: [pressure.id] });
  return { fixture, pdus: { txCom, txCan, rxCan, rxCom } };
}

/** Sizes of a generated CAN stack (the verification budget's project: 500 I-PDUs, 2,000 signals). */
export interface CanStackSize {
  ipdus: number;
  signalsPerIPdu: number;
}

/**
 * A whole generated CAN stack for benchmarks: the minimal channel's controller and hardware objects,
 * then per I-PDU (alternately sent and received) two EcuC Pdus, a CanIf Tx or Rx PDU, a PduR routing path
 * and a Com I-PDU with its signals packed into 8 bytes (Motorola and Intel alternating). Built directly,
 * not through `ProjectFixture.add`, so that thousands of containers take milliseconds.
 */
export function generatedCanStack(definitions: readonly ModuleDef[], size: CanStackSize): ProjectFixture {
  const { fixture } = minimalCanChannel(definitions);
  let nextId = 0;
  const newId = () => `g${(nextId += 1)}`;
  const byPath = (module: string, definitionPath: string) => {
    const found = fixture.containers.find((c) => c.module === module && c.definitionPath === definitionPath);
    if (!found) throw new Error(`no ${definitionPath}`);
    return found;
  };
  const counters = new Map<string, number>();
  const make = (
    module: string,
    definitionPath: string,
    parentId: string | null,
    shortName: string,
    values: Record<string, ParamValue>,
    references: Record<string, string[]> = {},
  ): ContainerValue[] => {
    const definition = definitions.find((d) => d.name === module);
    const info = definition ? indexModuleDef(definition).containers.get(definitionPath) : undefined;
    if (!info) throw new Error(`no container definition ${definitionPath}`);
    const position = counters.get(definitionPath) ?? 1000;
    counters.set(definitionPath, position + 1);
    const created = newContainerWithDefaults(info.def, definitionPath, {
      module,
      instanceId: 0,
      parentId,
      position,
      newId,
    });
    const [first, ...rest] = created;
    if (!first) throw new Error('nothing created');
    const main = { ...first, shortName, values: { ...first.values, ...values }, references };
    fixture.containers.push(main, ...rest);
    return [main, ...rest];
  };

  const collection = byPath('EcuC', '/EcuC/EcucPduCollection');
  const initCfg = byPath('CanIf', '/CanIf/CanIfInitCfg');
  const paths = byPath('PduR', '/PduR/PduRRoutingPaths');
  const comConfig = byPath('Com', '/Com/ComConfig');
  const hrh = byPath('CanIf', '/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg');
  // The HRH receives every standard id from 0x200 on (the generated frames use 0x300 upwards).
  fixture.replace(
    byPath('CanIf', '/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg/CanIfHrhRangeCfg'),
    (c) => ({ ...c, values: { ...c.values, CanIfHrhRangeRxUpperCanId: '2047' } }),
  );
  const buffer = byPath('CanIf', '/CanIf/CanIfInitCfg/CanIfBufferCfg');
  let signalId = 100;
  // ComIPdu_0 (send) and ComIPdu_1 (receive) of the channel hold handle ids 0.
  for (let i = 0; i < size.ipdus; i += 1) {
    const send = i % 2 === 0;
    const frame = `Frame${i}`;
    const [canPdu] = make('EcuC', '/EcuC/EcucPduCollection/Pdu', collection.id, `${frame}_CanIf`, {
      PduLength: '8',
    });
    const [comPdu] = make('EcuC', '/EcuC/EcucPduCollection/Pdu', collection.id, `${frame}_Com`, {
      PduLength: '8',
    });
    if (!canPdu || !comPdu) throw new Error('no Pdu');
    const canId = String(0x300 + i);
    if (send)
      make(
        'CanIf',
        '/CanIf/CanIfInitCfg/CanIfTxPduCfg',
        initCfg.id,
        `${frame}_Tx`,
        { CanIfTxPduCanId: canId, CanIfTxPduId: String(100 + i), CanIfTxPduUserTxConfirmationUL: 'PDUR' },
        { CanIfTxPduBufferRef: [buffer.id], CanIfTxPduRef: [canPdu.id] },
      );
    else
      make(
        'CanIf',
        '/CanIf/CanIfInitCfg/CanIfRxPduCfg',
        initCfg.id,
        `${frame}_Rx`,
        {
          CanIfRxPduCanId: canId,
          CanIfRxPduDataLength: '8',
          CanIfRxPduId: String(100 + i),
          CanIfRxPduUserRxIndicationUL: 'PDUR',
        },
        { CanIfRxPduHrhIdRef: [hrh.id], CanIfRxPduRef: [canPdu.id] },
      );
    const [route, ...parts] = make(
      'PduR',
      '/PduR/PduRRoutingPaths/PduRRoutingPath',
      paths.id,
      `${frame}_Route`,
      {},
    );
    if (!route) throw new Error('no route');
    const [source, destination] = send ? [comPdu, canPdu] : [canPdu, comPdu];
    for (const part of parts) {
      const index = fixture.containers.indexOf(part);
      if (part.definitionPath.endsWith('/PduRSrcPdu'))
        fixture.containers[index] = {
          ...part,
          values: { ...part.values, PduRSourcePduHandleId: String(100 + i) },
          references: { PduRSrcPduRef: [source.id] },
        };
      if (part.definitionPath.endsWith('/PduRDestPdu'))
        fixture.containers[index] = {
          ...part,
          values: { ...part.values, PduRDestPduHandleId: String(100 + i) },
          references: { PduRDestPduRef: [destination.id] },
        };
    }
    const signals: string[] = [];
    const width = Math.floor(64 / size.signalsPerIPdu);
    for (let s = 0; s < size.signalsPerIPdu; s += 1) {
      const motorola = s % 2 === 0;
      // Each signal owns `width` bits from byte boundary s·width/8; Motorola's LSB is the last byte's bit 0.
      const firstBit = s * width;
      const lsb = motorola && width > 8 ? firstBit + width - 8 : firstBit;
      const [signal] = make('Com', '/Com/ComConfig/ComSignal', comConfig.id, `${frame}_Sig${s}`, {
        ComBitPosition: String(lsb),
        ComBitSize: String(width),
        ComSignalEndianness: motorola ? 'BIG_ENDIAN' : 'LITTLE_ENDIAN',
        ComSignalType: width > 8 ? 'UINT16' : 'UINT8',
        ComHandleId: String((signalId += 1)),
      });
      if (signal) signals.push(signal.id);
    }
    make(
      'Com',
      '/Com/ComConfig/ComIPdu',
      comConfig.id,
      `${frame}_IPdu`,
      { ComIPduDirection: send ? 'SEND' : 'RECEIVE', ComIPduHandleId: String(100 + i) },
      { ComPduIdRef: [comPdu.id], ComIPduSignalRef: signals },
    );
  }
  return fixture;
}
