import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_CanIf0009 } from './W_CanIf0009.js';

const INIT = '/CanIf/CanIfInitCfg';
const HOH = `${INIT}/CanIfInitHohCfg_0`;

/** A Tx PDU: CAN id, CanIfTxPduCanIdType, CanIfTxPduType and the controller (0 or 1) it is sent on. */
type TxPdu = [string, string, string, number];

/** Two CanIf controllers, one HTH and one buffer each, and the Tx PDUs on them. */
function txPdus(pdus: readonly TxPdu[]): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  fixture.add('/CanIf', 'CanIfCtrlDrvCfg');
  const controllers = [
    fixture.get('/CanIf/CanIfCtrlDrvCfg_0/CanIfCtrlCfg_0'),
    fixture.add('/CanIf/CanIfCtrlDrvCfg_0', 'CanIfCtrlCfg'),
  ];
  fixture.add(INIT, 'CanIfInitHohCfg');
  const buffers = controllers.map((controller) => {
    const hth = fixture.add(HOH, 'CanIfHthCfg');
    fixture.set(`${HOH}/${hth.shortName}`, {}, { CanIfHthCanCtrlIdRef: [controller.id] });
    const buffer = fixture.add(INIT, 'CanIfBufferCfg');
    fixture.set(`${INIT}/${buffer.shortName}`, {}, { CanIfBufferHthRef: [hth.id] });
    return buffer;
  });
  for (const [id, idType, type, controller] of pdus) {
    const pdu = fixture.add(INIT, 'CanIfTxPduCfg', {
      CanIfTxPduCanId: id,
      CanIfTxPduCanIdType: idType,
      CanIfTxPduType: type,
    });
    fixture.set(`${INIT}/${pdu.shortName}`, {}, { CanIfTxPduBufferRef: [buffers[controller]?.id ?? ''] });
  }
  return fixture;
}

describe('W_CanIf0009 Tx CAN ids unique per controller', () => {
  const cases: [string, TxPdu[], string[]][] = [
    [
      'distinct ids',
      [
        ['0x100', 'STANDARD_CAN', 'STATIC', 0],
        ['0x101', 'STANDARD_CAN', 'STATIC', 0],
      ],
      [],
    ],
    [
      'same id on one controller, classic and FD',
      [
        ['0x100', 'STANDARD_CAN', 'STATIC', 0],
        ['0x101', 'STANDARD_CAN', 'STATIC', 0],
        ['256', 'STANDARD_FD_CAN', 'STATIC', 0],
      ],
      [`${INIT}/CanIfTxPduCfg_2 CanIfTxPduCanId`],
    ],
    [
      'same id on two controllers',
      [
        ['0x100', 'STANDARD_CAN', 'STATIC', 0],
        ['0x100', 'STANDARD_CAN', 'STATIC', 1],
      ],
      [],
    ],
    [
      'same number, standard and extended',
      [
        ['0x100', 'STANDARD_CAN', 'STATIC', 0],
        ['0x100', 'EXTENDED_CAN', 'STATIC', 0],
      ],
      [],
    ],
    [
      'same id, one dynamic',
      [
        ['0x100', 'STANDARD_CAN', 'STATIC', 0],
        ['0x100', 'STANDARD_CAN', 'DYNAMIC', 0],
      ],
      [],
    ],
  ];
  for (const [name, pdus, expected] of cases) {
    it(name, () => {
      expect(ruleRows(txPdus(pdus), W_CanIf0009, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
