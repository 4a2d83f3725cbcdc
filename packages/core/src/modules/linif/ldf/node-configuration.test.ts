/**
 * The master request bytes of node configuration commands, written from LIN 2.x / ISO 17987-3 (node
 * configuration services: NAD, PCI, SID, D1..D5; unused bytes 0xFF; protected identifiers of the PID table).
 */
import { describe, expect, it } from 'vitest';
import type { LdfScheduleCommand } from '../../../formats/ldf/model.js';
import { readLdf } from '../../../formats/ldf/index.js';
import { isNodeConfigurationCommand, masterRequest } from './node-configuration.js';

const LDF = `LIN_description_file;
LIN_protocol_version = "2.1";
LIN_language_version = "2.1";
LIN_speed = 19.2 kbps;
Nodes { Master: M, 5 ms, 0.1 ms; Slaves: A, B, C, D; }
Signals {
  S1: 8, 0, M, A, B;
  S2: 8, 0, A, M;
  S3: 8, 0, B, M;
}
Frames {
  M_Frm: 0x01, M, 1 { S1, 0; }
  A_Frm: 0x02, A, 1 { S2, 0; }
  B_Frm: 0x04, B, 1 { S3, 0; }
}
Event_triggered_frames { Evt: 0x06, A_Frm, B_Frm; }
Node_attributes {
  A {
    LIN_protocol = "2.1";
    configured_NAD = 0x21;
    initial_NAD = 0x01;
    product_id = 0x4A4F, 0x4841;
    configurable_frames { Evt; M_Frm; A_Frm; }
  }
  B {
    LIN_protocol = "2.0";
    configured_NAD = 0x20;
    product_id = 0x4E4E, 0x4553, 1;
    configurable_frames { M_Frm = 0x0001; B_Frm = 0x0002; }
  }
  C {
    LIN_protocol = "2.1";
    configured_NAD = 0x22;
    configurable_frames { M_Frm; Unknown_Frm; }
  }
}
Schedule_tables { T { M_Frm delay 10 ms; } }
`;

const ldf = readLdf(new TextEncoder().encode(LDF), 'config.ldf').model!;
const request = (command: LdfScheduleCommand) =>
  isNodeConfigurationCommand(command) ? masterRequest(ldf, command) : undefined;

describe('node configuration master requests', () => {
  const cases: [string, LdfScheduleCommand, string, string, number[]][] = [
    [
      'AssignNAD: initial NAD, supplier and function id LSB first, the new NAD',
      { kind: 'AssignNAD', node: 'A' },
      'ASSIGN_NAD',
      'AssignNAD_A',
      [0x01, 0x06, 0xb0, 0x4f, 0x4a, 0x41, 0x48, 0x21],
    ],
    [
      'AssignNAD without initial NAD: the configured NAD addresses the node',
      { kind: 'AssignNAD', node: 'B' },
      'ASSIGN_NAD',
      'AssignNAD_B',
      [0x20, 0x06, 0xb0, 0x4e, 0x4e, 0x53, 0x45, 0x20],
    ],
    [
      'AssignFrameIdRange: the PIDs of the configurable frames from the start index, 0xFF past the end',
      { kind: 'AssignFrameIdRange', node: 'A', frameIndex: 0, pids: [] },
      'ASSIGN_FRAME_ID_RANGE',
      'AssignFrameIdRange_A_0',
      [0x21, 0x06, 0xb7, 0x00, 0x06, 0xc1, 0x42, 0xff],
    ],
    [
      'AssignFrameIdRange from index 1',
      { kind: 'AssignFrameIdRange', node: 'A', frameIndex: 1, pids: [] },
      'ASSIGN_FRAME_ID_RANGE',
      'AssignFrameIdRange_A_1',
      [0x21, 0x06, 0xb7, 0x01, 0xc1, 0x42, 0xff, 0xff],
    ],
    [
      'AssignFrameIdRange with the PIDs given',
      { kind: 'AssignFrameIdRange', node: 'A', frameIndex: 0, pids: [0x80, 0xc1, 0x42, 0x03] },
      'ASSIGN_FRAME_ID_RANGE',
      'AssignFrameIdRange_A_0',
      [0x21, 0x06, 0xb7, 0x00, 0x80, 0xc1, 0x42, 0x03],
    ],
    [
      'ConditionalChangeNAD: NAD, id, byte, mask, invert, new NAD',
      { kind: 'ConditionalChangeNAD', nad: 0x17, id: 0, byte: 0x20, mask: 0xff, inv: 0x00, newNad: 0x18 },
      'CONDITIONAL',
      'ConditionalChangeNAD_17_18',
      [0x17, 0x06, 0xb3, 0x00, 0x20, 0xff, 0x00, 0x18],
    ],
    [
      'DataDump: the five data bytes',
      { kind: 'DataDump', node: 'A', data: [1, 2, 3, 4, 5] },
      'FREE',
      'DataDump_A',
      [0x21, 0x06, 0xb4, 0x01, 0x02, 0x03, 0x04, 0x05],
    ],
    [
      'SaveConfiguration: PCI 1, SID 0xB6, the rest unused',
      { kind: 'SaveConfiguration', node: 'B' },
      'SAVE_CONFIGURATION',
      'SaveConfiguration_B',
      [0x20, 0x01, 0xb6, 0xff, 0xff, 0xff, 0xff, 0xff],
    ],
    [
      'AssignFrameId (LIN 2.0): supplier id, message id, the PID of the frame',
      { kind: 'AssignFrameId', node: 'B', frame: 'B_Frm' },
      'ASSIGN',
      'AssignFrameId_B_B_Frm',
      [0x20, 0x06, 0xb1, 0x4e, 0x4e, 0x02, 0x00, 0xc4],
    ],
    [
      'UnassignFrameId: as AssignFrameId with PID 0x40',
      { kind: 'UnassignFrameId', node: 'B', frame: 'M_Frm' },
      'UNASSIGN',
      'UnassignFrameId_B_M_Frm',
      [0x20, 0x06, 0xb1, 0x4e, 0x4e, 0x01, 0x00, 0x40],
    ],
    [
      'FreeFormat: the eight bytes',
      { kind: 'FreeFormat', data: [0x3c, 0x06, 0xb2, 0xff, 0x7f, 0xff, 0xff, 0x00] },
      'FREE',
      'FreeFormat',
      [0x3c, 0x06, 0xb2, 0xff, 0x7f, 0xff, 0xff, 0x00],
    ],
  ];
  it.each(cases)('%s', (_, command, frameType, name, bytes) => {
    expect(request(command)).toEqual({ request: { frameType, name, bytes } });
  });

  it.each([
    [
      'a node without attributes',
      { kind: 'SaveConfiguration', node: 'D' },
      { missing: 'NODE_ATTRIBUTES', node: 'D' },
    ],
    ['a node without product id', { kind: 'AssignNAD', node: 'C' }, { missing: 'PRODUCT_ID', node: 'C' }],
    [
      'a LIN 2.1 node without message ids',
      { kind: 'AssignFrameId', node: 'A', frame: 'A_Frm' },
      { missing: 'MESSAGE_ID', node: 'A', frame: 'A_Frm' },
    ],
    [
      'a frame not among the configurable frames',
      { kind: 'AssignFrameId', node: 'B', frame: 'Evt' },
      { missing: 'MESSAGE_ID', node: 'B', frame: 'Evt' },
    ],
    [
      'a configurable frame the file does not define',
      { kind: 'AssignFrameIdRange', node: 'C', frameIndex: 0, pids: [] },
      { missing: 'FRAME_ID', frame: 'Unknown_Frm' },
    ],
  ] as [string, LdfScheduleCommand, object][])('names what %s lacks', (_, command, missing) => {
    expect(request(command)).toEqual(missing);
  });

  it('schedules frames and diagnostic requests as they are', () => {
    expect(isNodeConfigurationCommand({ kind: 'MasterReq' })).toBe(false);
    expect(isNodeConfigurationCommand({ kind: 'frame', frame: 'M_Frm' })).toBe(false);
  });
});
