/**
 * Where Com signals sit in their I-PDU: the bit numbering of AUTOSAR COM and the Com layout view.
 *
 * Bits of an I-PDU are numbered byte by byte: bit `n` is bit `n % 8` (0 = least significant) of byte
 * `floor(n / 8)`. `ComBitPosition` names the signal's least significant bit for both byte orders
 * (SWS COM, ComBitPosition). A little-endian (Intel) signal grows from there towards higher bit numbers,
 * into the following bytes; a big-endian (Motorola) signal grows towards the byte's bit 7 and then
 * continues at bit 0 of the byte before. Opaque and array signals (`UINT8_N`, `UINT8_DYN`) take
 * `ComSignalLength` whole bytes from their position upwards.
 *
 * The view is computed once per verification run (rules) or per snapshot (the signal layout screen),
 * in one pass over the Com I-PDUs, their signals and group signals and the EcuC Pdus they name.
 */
import type { ContainerValue } from '../../ecuc/store-types.js';
import type { ConfigurationReader } from '../../verify/types.js';
import { defineView } from '../../verify/views.js';

export const COM_PATHS = {
  ipdu: '/Com/ComConfig/ComIPdu',
  signal: '/Com/ComConfig/ComSignal',
  signalGroup: '/Com/ComConfig/ComSignalGroup',
  groupSignal: '/Com/ComConfig/ComSignalGroup/ComGroupSignal',
  pdu: '/EcuC/EcucPduCollection/Pdu',
} as const;

/** Byte order of a signal as the Com definition names it. */
export type ComEndianness = 'BIG_ENDIAN' | 'LITTLE_ENDIAN' | 'OPAQUE';

/** The bits a signal covers, least significant first (negative numbers lie before the I-PDU). */
export function signalBits(bitPosition: number, bitSize: number, endianness: string): number[] {
  const bits: number[] = [];
  let bit = bitPosition;
  for (let i = 0; i < bitSize; i += 1) {
    bits.push(bit);
    if (endianness === 'BIG_ENDIAN' && bit % 8 === 7) bit -= 15;
    else bit += 1;
  }
  return bits;
}

/** The byte count of a signal type whose size is its length in bytes rather than ComBitSize. */
const BYTE_ARRAY_TYPES = new Set(['UINT8_N', 'UINT8_DYN']);

/** The bit size implied by a fixed signal type, where ComBitSize may be left out. */
const TYPE_BITS: Readonly<Record<string, number>> = {
  BOOLEAN: 1,
  UINT8: 8,
  SINT8: 8,
  UINT16: 16,
  SINT16: 16,
  UINT32: 32,
  SINT32: 32,
  UINT64: 64,
  SINT64: 64,
  FLOAT32: 32,
  FLOAT64: 64,
};

/** What occupies bits of an I-PDU. */
export type PlacedKind = 'signal' | 'groupSignal' | 'updateBit';

/** One signal (or update bit) placed in its I-PDU. */
export interface PlacedSignal {
  kind: PlacedKind;
  /** The ComSignal or ComGroupSignal (for an update bit: the signal or signal group it belongs to). */
  container: ContainerValue;
  /** Short name shown in the layout (`name.update` for an update bit). */
  label: string;
  /** The parameter that places it, for findings and the editor. */
  param: 'ComBitPosition' | 'ComUpdateBitPosition';
  endianness: ComEndianness;
  /** The signal group of a group signal (or of the group's update bit). */
  group?: ContainerValue;
  /** Covered bits, least significant first. */
  bits: number[];
  /** The least and most significant bit. */
  lsb: number;
  msb: number;
}

/** The layout of one Com I-PDU. */
export interface IPduLayout {
  ipdu: ContainerValue;
  /** The EcuC Pdu of ComPduIdRef, when set and found. */
  pdu?: ContainerValue;
  /** Length in bytes (PduLength of the EcuC Pdu), undefined when unknown. */
  length?: number;
  placed: PlacedSignal[];
}

export interface ComLayoutView {
  /** Every I-PDU of the Com instance, in tree order. */
  ipdus: IPduLayout[];
  /** The layout of one I-PDU by container id. */
  byIPdu: ReadonlyMap<string, IPduLayout>;
}

function numberOf(reader: ConfigurationReader, container: ContainerValue, param: string): number | undefined {
  const value = reader.integer(container, param);
  if (value === undefined || value < 0n || value > 0xffffffffn) return undefined;
  return Number(value);
}

function endiannessOf(reader: ConfigurationReader, container: ContainerValue): ComEndianness {
  const text = reader.text(container, 'ComSignalEndianness');
  return text === 'BIG_ENDIAN' || text === 'OPAQUE' ? text : 'LITTLE_ENDIAN';
}

/** The size in bits of a signal: its byte length for arrays, else ComBitSize or its type's size. */
export function signalBitSize(reader: ConfigurationReader, signal: ContainerValue): number | undefined {
  const type = reader.text(signal, 'ComSignalType') ?? '';
  if (BYTE_ARRAY_TYPES.has(type)) {
    const length = numberOf(reader, signal, 'ComSignalLength');
    return length === undefined ? undefined : length * 8;
  }
  return numberOf(reader, signal, 'ComBitSize') ?? TYPE_BITS[type];
}

function place(
  reader: ConfigurationReader,
  container: ContainerValue,
  kind: 'signal' | 'groupSignal',
  group?: ContainerValue,
): PlacedSignal | undefined {
  const position = numberOf(reader, container, 'ComBitPosition');
  const size = signalBitSize(reader, container);
  if (position === undefined || size === undefined || size === 0) return undefined;
  const type = reader.text(container, 'ComSignalType') ?? '';
  const endianness = BYTE_ARRAY_TYPES.has(type) ? 'OPAQUE' : endiannessOf(reader, container);
  const bits = signalBits(position, size, endianness);
  return {
    kind,
    container,
    label: container.shortName,
    param: 'ComBitPosition',
    endianness,
    group,
    bits,
    lsb: bits[0] ?? position,
    msb: bits[bits.length - 1] ?? position,
  };
}

function updateBit(
  reader: ConfigurationReader,
  owner: ContainerValue,
  group?: ContainerValue,
): PlacedSignal | undefined {
  const position = numberOf(reader, owner, 'ComUpdateBitPosition');
  if (position === undefined) return undefined;
  return {
    kind: 'updateBit',
    container: owner,
    label: `${owner.shortName}.update`,
    param: 'ComUpdateBitPosition',
    endianness: 'LITTLE_ENDIAN',
    group,
    bits: [position],
    lsb: position,
    msb: position,
  };
}

function target(reader: ConfigurationReader, id: string | undefined): ContainerValue | undefined {
  return id === undefined ? undefined : reader.container(id);
}

/** Lays out every I-PDU of a Com instance (reads Com and the EcuC Pdus). */
export function computeComLayout(reader: ConfigurationReader): ComLayoutView {
  const ipdus: IPduLayout[] = [];
  const byIPdu = new Map<string, IPduLayout>();
  for (const ipdu of reader.containersOf(COM_PATHS.ipdu)) {
    const placed: PlacedSignal[] = [];
    for (const id of ipdu.references.ComIPduSignalRef ?? []) {
      const signal = target(reader, id);
      if (!signal) continue;
      const spot = place(reader, signal, 'signal');
      if (spot) placed.push(spot);
      const update = updateBit(reader, signal);
      if (update) placed.push(update);
    }
    for (const id of ipdu.references.ComIPduSignalGroupRef ?? []) {
      const group = target(reader, id);
      if (!group) continue;
      for (const member of reader.childrenOf(group, COM_PATHS.groupSignal)) {
        const spot = place(reader, member, 'groupSignal', group);
        if (spot) placed.push(spot);
      }
      const update = updateBit(reader, group, group);
      if (update) placed.push(update);
    }
    const pdu = target(reader, ipdu.references.ComPduIdRef?.[0]);
    const length = pdu ? numberOf(reader, pdu, 'PduLength') : undefined;
    const layout: IPduLayout = { ipdu, pdu, length, placed };
    ipdus.push(layout);
    byIPdu.set(ipdu.id, layout);
  }
  return { ipdus, byIPdu };
}

/** The Com layout view: rules read it with `ctx.view(COM_LAYOUT_VIEW)`, screens with `viewOfSnapshot`. */
export const COM_LAYOUT_VIEW = defineView<ComLayoutView>({
  name: 'ComLayoutView',
  module: 'Com',
  reads: ['Com', 'EcuC'],
  compute: computeComLayout,
});

/** Two placed items that share bits, with the shared bits. */
export interface LayoutOverlap {
  first: PlacedSignal;
  second: PlacedSignal;
  bits: number[];
}

/**
 * The overlaps of an I-PDU's layout, each pair once, in one pass over the bits. Group signals of one
 * signal group may not overlap each other either; a signal group's members are its own items.
 */
export function layoutOverlaps(layout: IPduLayout): LayoutOverlap[] {
  const owner = new Map<number, number>();
  const shared = new Map<string, LayoutOverlap>();
  layout.placed.forEach((item, index) => {
    for (const bit of item.bits) {
      const before = owner.get(bit);
      if (before === undefined) {
        owner.set(bit, index);
        continue;
      }
      const key = `${before}:${index}`;
      let overlap = shared.get(key);
      if (!overlap) {
        const first = layout.placed[before];
        if (!first) continue;
        overlap = { first, second: item, bits: [] };
        shared.set(key, overlap);
      }
      overlap.bits.push(bit);
    }
  });
  return [...shared.values()];
}

/** The bits of a placed item that lie outside an I-PDU of `length` bytes. */
export function bitsOutside(item: PlacedSignal, length: number): number[] {
  const limit = length * 8;
  return item.bits.filter((bit) => bit < 0 || bit >= limit);
}
