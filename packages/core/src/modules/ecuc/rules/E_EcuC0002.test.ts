import { describe, expect, it } from 'vitest';
import type { ContainerDef } from '../../../ecuc/types.js';
import { referenceDestinations } from '../../../ecuc/types.js';
import { MODULE_DEFINITIONS, type ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_EcuC0002 } from './E_EcuC0002.js';
import { ECUC_PDU, PDU_ROLES } from './pdu-users.js';
import { CANIF, CHANNEL, COM, NM_CHANNEL, ROUTES, addRoute, addUser, pduFixture } from './pdu-fixture.js';

type Edit = (fixture: ProjectFixture, pdus: ReturnType<typeof pduFixture>['pdus']) => void;

describe('E_EcuC0002 one lower and one upper user per EcuC Pdu', () => {
  const cases: [string, Edit, string[]][] = [
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
      'two CanIf Tx PDUs on one Pdu',
      (f, [pdu]) => {
        if (!pdu) return;
        addUser(f, CANIF, 'CanIfTxPduCfg', 'CanIfTxPduRef', pdu);
        addUser(f, CANIF, 'CanIfTxPduCfg', 'CanIfTxPduRef', pdu);
      },
      [`${CANIF}/CanIfTxPduCfg_1 CanIfTxPduRef`],
    ],
    [
      'two Com I-PDUs on one Pdu',
      (f, [pdu]) => {
        if (!pdu) return;
        addUser(f, COM, 'ComIPdu', 'ComPduIdRef', pdu);
        addUser(f, COM, 'ComIPdu', 'ComPduIdRef', pdu);
      },
      [`${COM}/ComIPdu_1 ComPduIdRef`],
    ],
    [
      'Com and CanNm above one CanIf PDU',
      (f, [pdu]) => {
        if (!pdu) return;
        addUser(f, CANIF, 'CanIfRxPduCfg', 'CanIfRxPduRef', pdu);
        addUser(f, COM, 'ComIPdu', 'ComPduIdRef', pdu);
        f.add('/CanNm/CanNmGlobalConfig', 'CanNmChannelConfig');
        f.set(`${NM_CHANNEL}/CanNmRxPdu_0`, {}, { CanNmRxPduRef: [pdu.id] });
      },
      [`${NM_CHANNEL}/CanNmRxPdu_0 CanNmRxPduRef`],
    ],
    [
      'PduR on a Pdu CanIf already gives to Com',
      (f, [pdu, other]) => {
        if (!pdu || !other) return;
        addUser(f, CANIF, 'CanIfRxPduCfg', 'CanIfRxPduRef', pdu);
        addUser(f, COM, 'ComIPdu', 'ComPduIdRef', pdu);
        addRoute(f, pdu, other);
      },
      [`${ROUTES}/PduRRoutingPath_0/PduRSrcPdu PduRSrcPduRef`],
    ],
    [
      'one source Pdu in two routing paths',
      (f, [pdu, a, b]) => {
        if (!pdu || !a || !b) return;
        addUser(f, CANIF, 'CanIfRxPduCfg', 'CanIfRxPduRef', pdu);
        addRoute(f, pdu, a);
        addRoute(f, pdu, b);
      },
      [`${ROUTES}/PduRRoutingPath_1/PduRSrcPdu PduRSrcPduRef`],
    ],
    [
      'CanTp data and flow-control N-PDUs on one frame',
      (f, [frame]) => {
        if (!frame) return;
        addUser(f, CANIF, 'CanIfRxPduCfg', 'CanIfRxPduRef', frame);
        f.add('/CanTp/CanTpConfig', 'CanTpChannel');
        f.add(CHANNEL, 'CanTpRxNSdu');
        f.add(CHANNEL, 'CanTpTxNSdu');
        f.set(`${CHANNEL}/CanTpRxNSdu_0/CanTpRxNPdu`, {}, { CanTpRxNPduRef: [frame.id] });
        addUser(f, `${CHANNEL}/CanTpTxNSdu_0`, 'CanTpRxFcNPdu', 'CanTpRxFcNPduRef', frame);
      },
      [],
    ],
    [
      'an I-PDU replicated on its own Pdu',
      (f, [pdu]) => {
        if (!pdu) return;
        addUser(f, COM, 'ComIPdu', 'ComPduIdRef', pdu);
        addUser(f, `${COM}/ComIPdu_0`, 'ComIPduReplication', 'ComIPduReplicaRef', pdu);
      },
      [],
    ],
    [
      'a replica on the Pdu of another I-PDU',
      (f, [pdu, other]) => {
        if (!pdu || !other) return;
        addUser(f, COM, 'ComIPdu', 'ComPduIdRef', pdu);
        addUser(f, COM, 'ComIPdu', 'ComPduIdRef', other);
        addUser(f, `${COM}/ComIPdu_1`, 'ComIPduReplication', 'ComIPduReplicaRef', pdu);
      },
      [`${COM}/ComIPdu_1/ComIPduReplication ComIPduReplicaRef`],
    ],
  ];
  for (const [name, edit, expected] of cases) {
    it(name, () => {
      const { fixture, pdus } = pduFixture(3);
      edit(fixture, pdus);
      expect(ruleRows(fixture, E_EcuC0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('knows every reference of the shipped modules to an EcuC Pdu, and only those', () => {
    const shipped: string[] = [];
    const walk = (container: ContainerDef, path: string) => {
      const at = `${path}/${container.name}`;
      for (const reference of container.references ?? [])
        if (referenceDestinations(reference).includes(ECUC_PDU)) shipped.push(`${at} ${reference.name}`);
      for (const child of [...(container.subContainers ?? []), ...(container.choices ?? [])]) walk(child, at);
    };
    for (const module of MODULE_DEFINITIONS)
      for (const container of module.containers) walk(container, `/${module.name}`);
    const roles = PDU_ROLES.map((role) => `${role.container} ${role.reference}`);
    expect([...roles].sort()).toEqual([...shipped].sort());
    for (const role of PDU_ROLES) expect(role.container.startsWith(`/${role.module}/`)).toBe(true);
  });
});
