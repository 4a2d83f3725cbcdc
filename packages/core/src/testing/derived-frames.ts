/**
 * What tests of a derived CAN stack check (the corpus's DERIVE.tsv for DBCs, the readers' frames for system
 * descriptions): for each frame the ECU sends or receives, a CanIf Tx/Rx PDU with that CAN id and id type on an
 * EcuC Pdu of that length, joined by a PduR routing path to a Com I-PDU of the right direction (through IpduM
 * when multiplexed; handed to CanTp or CanNm when CanIf's upper layer says so), and, without multiplexing, exactly
 * that signal layout (`bit:size:B|L:U|S|F32|F64`, sorted by bit).
 */
import type { ContainerValue } from '../ecuc/store-types.js';

export interface DerivedFrameRow {
  direction: 'tx' | 'rx';
  canId: number;
  extended: boolean;
  length: number;
  multiplexed: boolean;
  layout: string[];
}

/** A signal layout in the order the checks compare it (by bit, then text). */
export function sortedLayout(items: string[]): string[] {
  return [...items].sort((a, b) => Number(a.split(':')[0]) - Number(b.split(':')[0]) || a.localeCompare(b));
}

function signOf(type: string): string {
  if (type === 'FLOAT32') return 'F32';
  if (type === 'FLOAT64') return 'F64';
  return type.startsWith('SINT') ? 'S' : 'U';
}

/** The rows a derived configuration (as read back from its ECUC values) fails, one line each. */
export function derivedFrameFailures(
  containers: readonly ContainerValue[],
  expected: readonly DerivedFrameRow[],
): string[] {
  const byId = new Map(containers.map((c) => [c.id, c]));
  const text = (c: ContainerValue | undefined, param: string) => {
    const value = c?.values[param];
    return typeof value === 'string' ? value : undefined;
  };
  const target = (c: ContainerValue | undefined, reference: string) =>
    byId.get(c?.references[reference]?.[0] ?? '');
  const routes = containers.filter((c) => c.definitionPath === '/PduR/PduRRoutingPaths/PduRRoutingPath');
  const endsOf = (route: ContainerValue) => {
    const parts = containers.filter((c) => c.parentId === route.id);
    const source = parts.find((c) => c.definitionPath.endsWith('/PduRSrcPdu'));
    const destination = parts.find((c) => c.definitionPath.endsWith('/PduRDestPdu'));
    return { from: target(source, 'PduRSrcPduRef'), to: target(destination, 'PduRDestPduRef') };
  };
  const ipdus = containers.filter((c) => c.definitionPath === '/Com/ComConfig/ComIPdu');
  const failures: string[] = [];
  for (const row of expected) {
    const tx = row.direction === 'tx';
    const path = tx ? '/CanIf/CanIfInitCfg/CanIfTxPduCfg' : '/CanIf/CanIfInitCfg/CanIfRxPduCfg';
    const prefix = tx ? 'CanIfTxPdu' : 'CanIfRxPdu';
    const what = `${row.direction} ${row.canId}${row.extended ? 'x' : ''}`;
    const canIfPdu = containers.find(
      (c) =>
        c.definitionPath === path &&
        text(c, `${prefix}CanId`) === String(row.canId) &&
        (text(c, `${prefix}CanIdType`) ?? '').startsWith(row.extended ? 'EXTENDED' : 'STANDARD'),
    );
    const pdu = target(canIfPdu, `${prefix}Ref`);
    if (!canIfPdu || !pdu) {
      failures.push(`${what}: no CanIf PDU`);
      continue;
    }
    if (text(pdu, 'PduLength') !== String(row.length))
      failures.push(`${what}: PduLength ${text(pdu, 'PduLength')}`);
    const upper = text(canIfPdu, tx ? 'CanIfTxPduUserTxConfirmationUL' : 'CanIfRxPduUserRxIndicationUL');
    if (upper === 'CAN_TP') {
      // A diagnostic message: a CanTp N-SDU of its direction has it as its N-PDU.
      const nPdu = containers.find(
        (c) =>
          c.definitionPath ===
            `/CanTp/CanTpConfig/CanTpChannel/${tx ? 'CanTpTxNSdu/CanTpTxNPdu' : 'CanTpRxNSdu/CanTpRxNPdu'}` &&
          target(c, tx ? 'CanTpTxNPduRef' : 'CanTpRxNPduRef')?.id === pdu.id,
      );
      if (!nPdu) failures.push(`${what}: CanIf hands it to CanTp, but no CanTp N-SDU has it`);
      continue;
    }
    if (upper === 'CAN_NM') {
      const nm = containers.find(
        (c) =>
          c.definitionPath ===
            `/CanNm/CanNmGlobalConfig/CanNmChannelConfig/${tx ? 'CanNmTxPdu' : 'CanNmRxPdu'}` &&
          target(c, tx ? 'CanNmTxPduRef' : 'CanNmRxPduRef')?.id === pdu.id,
      );
      if (!nm) failures.push(`${what}: CanIf hands it to CanNm, but no CanNm PDU has it`);
      continue;
    }
    const route = routes.find((r) => (tx ? endsOf(r).to : endsOf(r).from)?.id === pdu.id);
    const upperPdu = route ? (tx ? endsOf(route).from : endsOf(route).to) : undefined;
    // A multiplexed message goes through IpduM: its parts are routed on to Com I-PDUs.
    const pathway = containers.find(
      (c) =>
        upperPdu !== undefined &&
        target(c, tx ? 'IpduMOutgoingPduRef' : 'IpduMRxIndicationPduRef')?.id === upperPdu.id,
    );
    const comPdus = pathway
      ? containers
          .filter((c) => c.parentId === pathway.id)
          .map((part) =>
            target(
              part,
              tx
                ? part.definitionPath.endsWith('StaticPart')
                  ? 'IpduMTxStaticPduRef'
                  : 'IpduMTxDynamicPduRef'
                : part.definitionPath.endsWith('StaticPart')
                  ? 'IpduMOutgoingStaticPduRef'
                  : 'IpduMOutgoingDynamicPduRef',
            ),
          )
          .filter((p): p is ContainerValue => p !== undefined)
          .map((partPdu) => {
            const partRoute = routes.find((r) => (tx ? endsOf(r).to : endsOf(r).from)?.id === partPdu.id);
            return partRoute ? (tx ? endsOf(partRoute).from : endsOf(partRoute).to) : undefined;
          })
      : [upperPdu];
    const found = comPdus.map((comPdu) =>
      ipdus.find((i) => comPdu && i.references['ComPduIdRef']?.[0] === comPdu.id),
    );
    if (pathway && !row.multiplexed) failures.push(`${what}: through IpduM but not multiplexed`);
    const ipdu = found[0];
    if (!ipdu || found.some((i) => i === undefined)) {
      failures.push(`${what}: no routing path to a Com I-PDU`);
      continue;
    }
    if (found.some((i) => text(i, 'ComIPduDirection') !== (tx ? 'SEND' : 'RECEIVE')))
      failures.push(`${what}: direction`);
    if (row.multiplexed) continue;
    const layout = sortedLayout(
      [
        ...(ipdu.references['ComIPduSignalRef'] ?? []),
        // Signals of signal groups are group signals of the groups the I-PDU holds.
        ...(ipdu.references['ComIPduSignalGroupRef'] ?? []).flatMap((group) =>
          containers.filter((c) => c.parentId === group).map((c) => c.id),
        ),
      ].map((id) => {
        const signal = byId.get(id);
        const endian = text(signal, 'ComSignalEndianness') === 'BIG_ENDIAN' ? 'B' : 'L';
        return `${text(signal, 'ComBitPosition')}:${text(signal, 'ComBitSize')}:${endian}:${signOf(text(signal, 'ComSignalType') ?? '')}`;
      }),
    );
    if (layout.join(';') !== row.layout.join(';'))
      failures.push(`${what}: layout ${layout.join(';')} instead of ${row.layout.join(';')}`);
  }
  return failures;
}
