import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import type { ProjectFixture } from '../../project-fixture.js';
import { ruleRows } from '../../rule-harness.js';
import { addAt, dcmFixture } from '../dcm-fixture.js';
import { E_Dcm0006 } from './E_Dcm0006.js';

const PROTOCOL = '/Dcm/DcmConfigSet/DcmDsl/DcmDslProtocol';
const CHANNEL = '/CanTp/CanTpConfig/CanTpChannel_0';
const ROUTES = '/PduR/PduRRoutingPaths';

interface Stack {
  fixture: ProjectFixture;
  rx: string;
  tx: string;
}

/** What the CAN diagnostic path holds: the CanTp N-SDUs and the PduR routes between them and Dcm. */
interface Wiring {
  canTpRx: boolean;
  canTpTx: boolean;
  routeRx: boolean;
  routeTx: boolean;
  /** Routes in the wrong direction (Dcm Rx Pdu as source, Tx Pdu as destination). */
  reversed?: boolean;
  protocol?: string;
}

function addRoute(fixture: ProjectFixture, source: string, dest: string): void {
  const route = addAt(fixture, ROUTES, 'PduRRoutingPath');
  fixture.set(`${route.path}/PduRSrcPdu`, {}, { PduRSrcPduRef: [source] });
  const destPdu = addAt(fixture, route.path, 'PduRDestPdu');
  fixture.set(destPdu.path, {}, { PduRDestPduRef: [dest] });
}

function stack(wiring: Wiring): Stack {
  const fixture = dcmFixture();
  fixture.add('/EcuC', 'EcucPduCollection');
  const pdu = (): string => fixture.add('/EcuC/EcucPduCollection', 'Pdu').id;
  const [tpRx, dcmRx, tpTx, dcmTx] = [pdu(), pdu(), pdu(), pdu()];
  fixture.add('/CanTp/CanTpConfig', 'CanTpChannel');
  if (wiring.canTpRx) {
    const nSdu = addAt(fixture, CHANNEL, 'CanTpRxNSdu');
    fixture.set(nSdu.path, {}, { CanTpRxNSduRef: [tpRx] });
  }
  if (wiring.canTpTx) {
    const nSdu = addAt(fixture, CHANNEL, 'CanTpTxNSdu');
    fixture.set(nSdu.path, {}, { CanTpTxNSduRef: [tpTx] });
  }
  if (wiring.routeRx)
    addRoute(fixture, ...((wiring.reversed ? [dcmRx, tpRx] : [tpRx, dcmRx]) as [string, string]));
  if (wiring.routeTx)
    addRoute(fixture, ...((wiring.reversed ? [tpTx, dcmTx] : [dcmTx, tpTx]) as [string, string]));
  const row = addAt(fixture, PROTOCOL, 'DcmDslProtocolRow', {
    DcmDslProtocolType: wiring.protocol ?? 'DCM_UDS_ON_CAN',
  });
  const connection = `${row.path}/DcmDslConnection_0`;
  const main = addAt(fixture, connection, 'DcmDslMainConnection');
  const rx = addAt(fixture, main.path, 'DcmDslProtocolRx');
  fixture.set(rx.path, {}, { DcmDslProtocolRxPduRef: [dcmRx] });
  const tx = addAt(fixture, main.path, 'DcmDslProtocolTx');
  fixture.set(tx.path, {}, { DcmDslProtocolTxPduRef: [dcmTx] });
  return { fixture, rx: `${rx.path} DcmDslProtocolRxPduRef`, tx: `${tx.path} DcmDslProtocolTxPduRef` };
}

describe('E_Dcm0006 Dcm connection PDUs reach CanTp through PduR', () => {
  const full: Wiring = { canTpRx: true, canTpTx: true, routeRx: true, routeTx: true };
  const cases: [string, Wiring, (s: Stack) => string[]][] = [
    ['routed both ways', full, () => []],
    ['no Rx route', { ...full, routeRx: false }, (s) => [s.rx]],
    ['no Tx route', { ...full, routeTx: false }, (s) => [s.tx]],
    ['routes from Pdus CanTp does not own', { ...full, canTpRx: false, canTpTx: false }, (s) => [s.rx, s.tx]],
    ['routes in the wrong direction', { ...full, reversed: true }, (s) => [s.rx, s.tx]],
    [
      'not on CAN: not checked',
      { ...full, routeRx: false, routeTx: false, protocol: 'DCM_UDS_ON_IP' },
      () => [],
    ],
  ];
  for (const [name, wiring, expected] of cases) {
    it(name, () => {
      const s = stack(wiring);
      expect(ruleRows(s.fixture, E_Dcm0006, MODULE_DEFINITIONS)).toEqual(expected(s));
    });
  }
});
