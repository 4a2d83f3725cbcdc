/**
 * CAN identifier facts the CanIf rules share: the identifier format of a CanIf CAN id type, the
 * identifiers of each format, and the HTHs a Tx PDU is sent through.
 */
import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ConfigurationReader } from '../../../verify/types.js';

/** Standard (11-bit) or extended (29-bit) identifiers: FD and classic frames share them on the bus. */
export type CanIdFormat = 'STANDARD' | 'EXTENDED';

/** Every bit an identifier of the format may use. */
export const CAN_ID_BITS: Readonly<Record<CanIdFormat, bigint>> = {
  STANDARD: 0x7ffn,
  EXTENDED: 0x1fffffffn,
};

/** The identifier format of CanIfRxPduCanIdType / CanIfTxPduCanIdType (e.g. `EXTENDED_FD_CAN`). */
export function canIdFormat(type: string | undefined): CanIdFormat | undefined {
  if (type?.startsWith('STANDARD')) return 'STANDARD';
  if (type?.startsWith('EXTENDED')) return 'EXTENDED';
  return undefined;
}

/** An identifier as the CAN world writes it, e.g. `0x7FF`. */
export function hexId(id: bigint): string {
  return `0x${id.toString(16).toUpperCase()}`;
}

/** The HTHs of a Tx PDU: its buffer's CanIfBufferHthRef targets. */
export function txPduHths(reader: ConfigurationReader, pdu: ContainerValue): ContainerValue[] {
  const buffer = reader.container(pdu.references.CanIfTxPduBufferRef?.[0] ?? '');
  if (!buffer) return [];
  const hths: ContainerValue[] = [];
  for (const id of buffer.references.CanIfBufferHthRef ?? []) {
    const hth = reader.container(id);
    if (hth) hths.push(hth);
  }
  return hths;
}
