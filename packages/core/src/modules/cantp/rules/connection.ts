/**
 * What the CanTp rules share about a connection: the N-SDU kinds (Rx, Tx) with their parameter names, the
 * N-PDUs each one owns (data and flow control, received or sent), the address bytes each addressing format
 * carries and the N_TAtype groups.
 */
import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ConfigurationReader } from '../../../verify/types.js';

export const CANTP_CHANNEL_PATH = '/CanTp/CanTpConfig/CanTpChannel';
export const CANTP_GENERAL_PATH = '/CanTp/CanTpGeneral';

/** One N-PDU of an N-SDU: its container, its reference to the EcuC Pdu, its handle id and its direction. */
export interface NPduKind {
  readonly container: string;
  readonly ref: string;
  readonly handle: string;
  /** CanTp receives this N-PDU (CanTp_RxIndication); otherwise it sends it (CanIf_Transmit). */
  readonly received: boolean;
  readonly flowControl: boolean;
}

/** An N-SDU kind: where it sits and how its parameters are named. */
export interface NSduKind {
  readonly name: 'CanTpRxNSdu' | 'CanTpTxNSdu';
  readonly path: string;
  readonly id: string;
  readonly addressingFormat: string;
  readonly taType: string;
  /** The N-PDU carrying the data (received for Rx, sent for Tx). */
  readonly data: NPduKind;
  /** The flow-control N-PDU (sent for Rx, received for Tx). */
  readonly flowControl: NPduKind;
}

export const RX_NSDU: NSduKind = {
  name: 'CanTpRxNSdu',
  path: `${CANTP_CHANNEL_PATH}/CanTpRxNSdu`,
  id: 'CanTpRxNSduId',
  addressingFormat: 'CanTpRxAddressingFormat',
  taType: 'CanTpRxTaType',
  data: {
    container: 'CanTpRxNPdu',
    ref: 'CanTpRxNPduRef',
    handle: 'CanTpRxNPduId',
    received: true,
    flowControl: false,
  },
  flowControl: {
    container: 'CanTpTxFcNPdu',
    ref: 'CanTpTxFcNPduRef',
    handle: 'CanTpTxFcNPduConfirmationPduId',
    received: false,
    flowControl: true,
  },
};

export const TX_NSDU: NSduKind = {
  name: 'CanTpTxNSdu',
  path: `${CANTP_CHANNEL_PATH}/CanTpTxNSdu`,
  id: 'CanTpTxNSduId',
  addressingFormat: 'CanTpTxAddressingFormat',
  taType: 'CanTpTxTaType',
  data: {
    container: 'CanTpTxNPdu',
    ref: 'CanTpTxNPduRef',
    handle: 'CanTpTxNPduConfirmationPduId',
    received: false,
    flowControl: false,
  },
  flowControl: {
    container: 'CanTpRxFcNPdu',
    ref: 'CanTpRxFcNPduRef',
    handle: 'CanTpRxFcNPduId',
    received: true,
    flowControl: true,
  },
};

export const NSDU_KINDS: readonly NSduKind[] = [RX_NSDU, TX_NSDU];

/** N_TAtype values of physical (1:1, with flow control) and functional (1:n, single frames) addressing. */
export const PHYSICAL_TA_TYPES: ReadonlySet<string> = new Set(['CANTP_PHYSICAL', 'CANTP_CANFD_PHYSICAL']);
export const FUNCTIONAL_TA_TYPES: ReadonlySet<string> = new Set([
  'CANTP_FUNCTIONAL',
  'CANTP_CANFD_FUNCTIONAL',
]);
/** N_TAtype values that send and receive CAN FD frames. */
export const CAN_FD_TA_TYPES: ReadonlySet<string> = new Set([
  'CANTP_CANFD_PHYSICAL',
  'CANTP_CANFD_FUNCTIONAL',
]);

/** The address containers of an N-SDU (N_AE, N_SA, N_TA), each holding the byte of its name. */
export type AddressByte = 'CanTpNAe' | 'CanTpNSa' | 'CanTpNTa';

/**
 * The address bytes each addressing format carries (SWS CanTp, static configuration of a connection):
 * normal none, extended N_TA, mixed 11 bit N_AE, normal fixed N_TA and N_SA, mixed 29 bit all three.
 */
export const ADDRESS_BYTES: Readonly<Record<string, readonly AddressByte[]>> = {
  CANTP_STANDARD: [],
  CANTP_EXTENDED: ['CanTpNTa'],
  CANTP_MIXED: ['CanTpNAe'],
  CANTP_NORMALFIXED: ['CanTpNTa', 'CanTpNSa'],
  CANTP_MIXED29BIT: ['CanTpNTa', 'CanTpNSa', 'CanTpNAe'],
};

/** The first child of a container with this name (the definition's 0..1 and 1..1 sub-containers). */
export function childNamed(
  ctx: ConfigurationReader,
  parent: ContainerValue,
  name: string,
): ContainerValue | undefined {
  return ctx.childrenOf(parent, `${parent.definitionPath}/${name}`)[0];
}

/** The EcuC Pdu id an N-PDU references, undefined when its reference is empty. */
export function pduOf(nPdu: ContainerValue, kind: NPduKind): string | undefined {
  const target = nPdu.references[kind.ref]?.[0];
  return target === undefined || target === '' ? undefined : target;
}

/** One N-PDU as one N-SDU uses it. */
export interface NPduUse {
  readonly nSdu: ContainerValue;
  readonly nSduKind: NSduKind;
  readonly nPdu: ContainerValue;
  readonly kind: NPduKind;
  /** The referenced EcuC Pdu id. */
  readonly pdu: string;
}

/** Every N-PDU with a Pdu reference, Rx N-SDUs first, in tree order. */
export function nPduUses(ctx: ConfigurationReader): NPduUse[] {
  const uses: NPduUse[] = [];
  for (const nSduKind of NSDU_KINDS) {
    for (const nSdu of ctx.containersOf(nSduKind.path)) {
      for (const kind of [nSduKind.data, nSduKind.flowControl]) {
        const nPdu = childNamed(ctx, nSdu, kind.container);
        const pdu = nPdu ? pduOf(nPdu, kind) : undefined;
        if (nPdu && pdu !== undefined) uses.push({ nSdu, nSduKind, nPdu, kind, pdu });
      }
    }
  }
  return uses;
}

/** A time parameter in seconds as whole nanoseconds, so that sums and comparisons are exact; undefined when unset or not finite. */
export function nanoseconds(
  ctx: ConfigurationReader,
  container: ContainerValue,
  param: string,
): number | undefined {
  const text = ctx.text(container, param);
  if (text === undefined) return undefined;
  const seconds = Number(text);
  return Number.isFinite(seconds) ? Math.round(seconds * 1e9) : undefined;
}

/** Nanoseconds as seconds for a message, e.g. `0.135`. */
export function secondsText(nanos: number): string {
  return String(nanos / 1e9);
}
