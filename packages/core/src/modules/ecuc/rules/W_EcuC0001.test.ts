import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, type ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_EcuC0001 } from './W_EcuC0001.js';
import { CANIF, CHANNEL, COM, PDUS, addRoute, addUser, pduFixture } from './pdu-fixture.js';

type Edit = (fixture: ProjectFixture, pdus: ReturnType<typeof pduFixture>['pdus']) => void;

describe('W_EcuC0001 an EcuC Pdu used on one side only', () => {
  const cases: [string, Edit, string[]][] = [
    ['nobody uses the Pdus', () => undefined, []],
    [
      'CanIf to PduR to Com',
      (f, [rx, up]) => {
        if (!rx || !up) return;
        addUser(f, CANIF, 'CanIfRxPduCfg', 'CanIfRxPduRef', rx);
        addRoute(f, rx, up);
        addUser(f, COM, 'ComIPdu', 'ComPduIdRef', up);
      },
      [],
    ],
    [
      'CanIf straight to CanTp',
      (f, [frame]) => {
        if (!frame) return;
        addUser(f, CANIF, 'CanIfRxPduCfg', 'CanIfRxPduRef', frame);
        f.add('/CanTp/CanTpConfig', 'CanTpChannel');
        f.add(CHANNEL, 'CanTpRxNSdu');
        f.set(`${CHANNEL}/CanTpRxNSdu_0/CanTpRxNPdu`, {}, { CanTpRxNPduRef: [frame.id] });
      },
      [],
    ],
    [
      'a CanIf Tx PDU nothing sends',
      (f, [pdu]) => {
        if (pdu) addUser(f, CANIF, 'CanIfTxPduCfg', 'CanIfTxPduRef', pdu);
      },
      [`${PDUS}/Pdu_0`],
    ],
    [
      'a Com I-PDU with no lower layer',
      (f, [, pdu]) => {
        if (pdu) addUser(f, COM, 'ComIPdu', 'ComPduIdRef', pdu);
      },
      [`${PDUS}/Pdu_1`],
    ],
    [
      'a route whose ends nobody else uses',
      (f, [a, b]) => {
        if (a && b) addRoute(f, a, b);
      },
      [`${PDUS}/Pdu_0`, `${PDUS}/Pdu_1`],
    ],
  ];
  for (const [name, edit, expected] of cases) {
    it(name, () => {
      const { fixture, pdus } = pduFixture(2);
      edit(fixture, pdus);
      expect(ruleRows(fixture, W_EcuC0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
