/**
 * The master request frame of a node configuration command of an LDF schedule table (LIN 2.x / ISO 17987-3
 * node configuration): the eight bytes the master sends on id 60 — NAD, PCI, SID, D1..D5, unused bytes 0xFF —
 * and the LinIf frame type that sends them. Pure.
 */
import type { LdfFile, LdfNodeAttributes, LdfScheduleCommand } from '../../../formats/ldf/model.js';
import { linProtectedId } from '../pid.js';

/** The commands of a schedule table that are node configuration requests. */
export type LdfNodeConfigurationCommand = Exclude<
  LdfScheduleCommand,
  { kind: 'frame' } | { kind: 'MasterReq' } | { kind: 'SlaveResp' }
>;

/** The LinIf frame types of node configuration requests. */
export type NodeConfigurationFrameType =
  | 'ASSIGN'
  | 'ASSIGN_FRAME_ID_RANGE'
  | 'ASSIGN_NAD'
  | 'CONDITIONAL'
  | 'FREE'
  | 'SAVE_CONFIGURATION'
  | 'UNASSIGN';

export interface MasterRequest {
  frameType: NodeConfigurationFrameType;
  /** A readable name: the command and what it addresses (`AssignNAD_LSM`). */
  name: string;
  /** NAD, PCI, SID, D1..D5. */
  bytes: number[];
}

/** What the file lacks for a request: a node's attributes, NAD or product id, a frame's message id or id. */
export type MissingForRequest =
  | { missing: 'NODE_ATTRIBUTES' | 'NAD' | 'PRODUCT_ID'; node: string }
  | { missing: 'MESSAGE_ID'; node: string; frame: string }
  | { missing: 'FRAME_ID'; frame: string };

/** The request, or what the file lacks for it. */
export type MasterRequestOutcome = { request: MasterRequest } | MissingForRequest;

/** Service identifiers of the node configuration services. */
const SID = {
  assignFrameId: 0xb1,
  conditionalChangeNad: 0xb3,
  dataDump: 0xb4,
  saveConfiguration: 0xb6,
  assignFrameIdRange: 0xb7,
  assignNad: 0xb0,
} as const;

/** The protected identifier that unassigns a frame (LIN 2.0 AssignFrameId with PID 0x40). */
const UNASSIGNED_PID = 0x40;
const UNUSED = 0xff;

export function isNodeConfigurationCommand(
  command: LdfScheduleCommand,
): command is LdfNodeConfigurationCommand {
  return command.kind !== 'frame' && command.kind !== 'MasterReq' && command.kind !== 'SlaveResp';
}

const lsb = (value: number) => value & 0xff;
const msb = (value: number) => (value >> 8) & 0xff;

/** Eight bytes: those given, then 0xFF. */
function padded(bytes: readonly number[]): number[] {
  return Array.from({ length: 8 }, (_, i) => lsb(bytes[i] ?? UNUSED));
}

/** The frame id of an unconditional or event-triggered frame of the file, by name. */
function frameIdOf(ldf: LdfFile, frame: string): number | undefined {
  return (
    ldf.frames.find((f) => f.name === frame)?.id ??
    ldf.eventTriggeredFrames.find((f) => f.name === frame)?.id ??
    ldf.diagnosticFrames.find((f) => f.name === frame)?.id
  );
}

/** The master request of a node configuration command, as LIN 2.x / ISO 17987-3 define its bytes. */
export function masterRequest(ldf: LdfFile, command: LdfNodeConfigurationCommand): MasterRequestOutcome {
  if (command.kind === 'FreeFormat')
    return { request: { frameType: 'FREE', name: 'FreeFormat', bytes: padded(command.data) } };
  if (command.kind === 'ConditionalChangeNAD') {
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
    const { nad, id, byte, mask, inv, newNad } = command;
    return {
      request: {
        frameType: 'CONDITIONAL',
        name: `ConditionalChangeNAD_${hex(nad)}_${hex(newNad)}`,
        bytes: padded([nad, 0x06, SID.conditionalChangeNad, id, byte, mask, inv, newNad]),
      },
    };
  }
  const node = command.node;
  const attributes: LdfNodeAttributes | undefined = ldf.nodeAttributes.find((a) => a.node === node);
  if (!attributes) return { missing: 'NODE_ATTRIBUTES', node };
  /** The NAD the node answers to once configured. */
  const nad = attributes.configuredNad ?? attributes.initialNad;
  if (nad === undefined) return { missing: 'NAD', node };
  const product = attributes.productId;
  switch (command.kind) {
    case 'AssignNAD': {
      if (!product) return { missing: 'PRODUCT_ID', node };
      if (attributes.configuredNad === undefined) return { missing: 'NAD', node };
      const { supplierId, functionId } = product;
      return {
        request: {
          frameType: 'ASSIGN_NAD',
          name: `AssignNAD_${node}`,
          bytes: padded([
            attributes.initialNad ?? attributes.configuredNad,
            0x06,
            SID.assignNad,
            lsb(supplierId),
            msb(supplierId),
            lsb(functionId),
            msb(functionId),
            attributes.configuredNad,
          ]),
        },
      };
    }
    case 'AssignFrameIdRange': {
      const start = command.frameIndex;
      let pids = command.pids;
      if (pids.length === 0) {
        const range = attributes.configurableFrames.slice(start, start + 4);
        const ids = range.map((c) => frameIdOf(ldf, c.frame));
        const unknown = range.findIndex((_, i) => ids[i] === undefined);
        if (unknown >= 0) return { missing: 'FRAME_ID', frame: range[unknown]?.frame ?? '' };
        pids = ids.map((id) => linProtectedId(id ?? 0));
      }
      return {
        request: {
          frameType: 'ASSIGN_FRAME_ID_RANGE',
          name: `AssignFrameIdRange_${node}_${start}`,
          bytes: padded([nad, 0x06, SID.assignFrameIdRange, start, ...padded(pids).slice(0, 4)]),
        },
      };
    }
    case 'DataDump':
      return {
        request: {
          frameType: 'FREE',
          name: `DataDump_${node}`,
          bytes: padded([nad, 0x06, SID.dataDump, ...padded(command.data).slice(0, 5)]),
        },
      };
    case 'SaveConfiguration':
      return {
        request: {
          frameType: 'SAVE_CONFIGURATION',
          name: `SaveConfiguration_${node}`,
          bytes: padded([nad, 0x01, SID.saveConfiguration]),
        },
      };
    case 'AssignFrameId':
    case 'UnassignFrameId': {
      if (!product) return { missing: 'PRODUCT_ID', node };
      const messageId = attributes.configurableFrames.find((c) => c.frame === command.frame)?.messageId;
      if (messageId === undefined) return { missing: 'MESSAGE_ID', node, frame: command.frame };
      const frameId = frameIdOf(ldf, command.frame);
      if (frameId === undefined) return { missing: 'FRAME_ID', frame: command.frame };
      const assign = command.kind === 'AssignFrameId';
      return {
        request: {
          frameType: assign ? 'ASSIGN' : 'UNASSIGN',
          name: `${command.kind}_${node}_${command.frame}`,
          bytes: padded([
            nad,
            0x06,
            SID.assignFrameId,
            lsb(product.supplierId),
            msb(product.supplierId),
            lsb(messageId),
            msb(messageId),
            assign ? linProtectedId(frameId) : UNASSIGNED_PID,
          ]),
        },
      };
    }
  }
}
