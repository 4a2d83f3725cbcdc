/**
 * The CAN-stack reference pickers (CanIf, CanSM, Com, PduR) on a whole channel: each offers only the
 * targets that keep the configuration consistent, the one already chosen among them.
 */
import { describe, expect, it } from 'vitest';
import { indexModuleDef } from '../ecuc/definition-index.js';
import { referenceTargetContext, targetFilterOf } from '../ecuc/reference-targets.js';
import type { ContainerValue } from '../ecuc/store-types.js';
import { minimalCanChannel } from './can-channel-fixture.js';
import { MODULE_DEFINITIONS } from './index.js';
import { ProjectFixture } from './project-fixture.js';

/** Short names a picker of `reference` (definition path) offers the holder at `holderPath`. */
function offered(
  fixture: ProjectFixture,
  holderPath: string,
  reference: string,
  edit: (holder: ContainerValue) => ContainerValue = (holder) => holder,
): string[] {
  const snapshot = fixture.snapshot();
  const definitions = fixture.definitions;
  const filter = targetFilterOf(definitions, reference);
  expect(filter, reference).toBeDefined();
  const container = reference.slice(0, reference.lastIndexOf('/'));
  const name = reference.slice(reference.lastIndexOf('/') + 1);
  const module = definitions.find((d) => d.name === container.split('/')[1]);
  const destination = module && indexModuleDef(module).containers.get(container)?.referenceByName.get(name);
  const destinations = destination && 'destination' in destination ? [destination.destination] : [];
  const holder = edit(fixture.get(holderPath));
  const context = referenceTargetContext(snapshot, definitions, holder);
  return snapshot.containers
    .filter((c) => destinations.includes(c.definitionPath) && filter!(c, context))
    .map((c) => c.shortName)
    .sort();
}

describe('CAN-stack reference pickers', () => {
  it('every filter names a reference of its module', () => {
    for (const definition of MODULE_DEFINITIONS) {
      const index = indexModuleDef(definition);
      for (const path of Object.keys(definition.targetFilters ?? {})) {
        const container = path.slice(0, path.lastIndexOf('/'));
        const name = path.slice(path.lastIndexOf('/') + 1);
        expect(index.containers.get(container)?.referenceByName.has(name), path).toBe(true);
      }
    }
  });

  it('an HRH is offered receive objects and an HTH transmit objects, on the chosen controller', () => {
    const { fixture } = minimalCanChannel(MODULE_DEFINITIONS);
    // A second controller with a receive object of its own.
    const other = fixture.add('/Can_0/CanConfigSet', 'CanController', { CanControllerId: '1' });
    fixture.add('/Can_0/CanConfigSet', 'CanHardwareObject', { CanObjectId: '2', CanObjectType: 'RECEIVE' });
    fixture.set('/Can_0/CanConfigSet/CanHardwareObject_2', {}, { CanControllerRef: [other.id] });
    const hoh = '/CanIf/CanIfInitCfg/CanIfInitHohCfg_0';
    expect(
      offered(
        fixture,
        `${hoh}/CanIfHrhCfg_0`,
        '/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg/CanIfHrhIdSymRef',
      ),
    ).toEqual(['CanHardwareObject_0']);
    // No CanIf controller chosen: every receive object.
    expect(
      offered(
        fixture,
        `${hoh}/CanIfHrhCfg_0`,
        '/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg/CanIfHrhIdSymRef',
        (hrh) => ({ ...hrh, references: { ...hrh.references, CanIfHrhCanCtrlIdRef: [] } }),
      ),
    ).toEqual(['CanHardwareObject_0', 'CanHardwareObject_2']);
    expect(
      offered(
        fixture,
        `${hoh}/CanIfHthCfg_0`,
        '/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHthCfg/CanIfHthIdSymRef',
      ),
    ).toEqual(['CanHardwareObject_1']);
  });

  it('a CanIf controller is offered the Can controllers no other CanIf controller takes', () => {
    const { fixture } = minimalCanChannel(MODULE_DEFINITIONS);
    fixture.add('/Can_0/CanConfigSet', 'CanController', { CanControllerId: '1' });
    fixture.add('/CanIf/CanIfCtrlDrvCfg_0', 'CanIfCtrlCfg', { CanIfCtrlId: '1' });
    const reference = '/CanIf/CanIfCtrlDrvCfg/CanIfCtrlCfg/CanIfCtrlCanCtrlRef';
    expect(offered(fixture, '/CanIf/CanIfCtrlDrvCfg_0/CanIfCtrlCfg_1', reference)).toEqual([
      'CanController_1',
    ]);
    expect(offered(fixture, '/CanIf/CanIfCtrlDrvCfg_0/CanIfCtrlCfg_0', reference)).toEqual([
      'CanController_0',
      'CanController_1',
    ]);
  });

  it('CanIf PDUs are offered the Pdus no other lower layer uses, Com I-PDUs those no other upper layer uses', () => {
    const { fixture } = minimalCanChannel(MODULE_DEFINITIONS);
    fixture.add('/EcuC/EcucPduCollection', 'Pdu', { PduLength: '8' });
    // Taken by CanIf: the CAN side of both frames; by Com: the Com side of both.
    expect(
      offered(
        fixture,
        '/CanIf/CanIfInitCfg/CanIfTxPduCfg_0',
        '/CanIf/CanIfInitCfg/CanIfTxPduCfg/CanIfTxPduRef',
      ),
    ).toEqual(['BrakeStatus_Com_Rx', 'EngineStatus_CanIf_Tx', 'EngineStatus_Com_Tx', 'Pdu_0']);
    expect(offered(fixture, '/Com/ComConfig/ComIPdu_0', '/Com/ComConfig/ComIPdu/ComPduIdRef')).toEqual([
      'BrakeStatus_CanIf_Rx',
      'EngineStatus_CanIf_Tx',
      'EngineStatus_Com_Tx',
      'Pdu_0',
    ]);
  });

  it('a routing path is offered Pdus no other path routes, never its own source as destination', () => {
    const { fixture } = minimalCanChannel(MODULE_DEFINITIONS);
    fixture.add('/EcuC/EcucPduCollection', 'Pdu', { PduLength: '8' });
    fixture.add('/PduR/PduRRoutingPaths', 'PduRRoutingPath');
    const fresh = '/PduR/PduRRoutingPaths/PduRRoutingPath_2';
    const paths = '/PduR/PduRRoutingPaths/PduRRoutingPath';
    expect(offered(fixture, `${fresh}/PduRSrcPdu`, `${paths}/PduRSrcPdu/PduRSrcPduRef`)).toEqual(['Pdu_0']);
    // The first path's own ends stay offered to it; its destination is never its source.
    expect(
      offered(
        fixture,
        '/PduR/PduRRoutingPaths/PduRRoutingPath_0/PduRDestPdu_0',
        `${paths}/PduRDestPdu/PduRDestPduRef`,
      ),
    ).toEqual(['EngineStatus_CanIf_Tx', 'Pdu_0']);
  });

  it('an I-PDU is offered the signals no other I-PDU carries', () => {
    const { fixture } = minimalCanChannel(MODULE_DEFINITIONS);
    fixture.add('/Com/ComConfig', 'ComSignal', { ComBitPosition: '0', ComBitSize: '8' });
    const reference = '/Com/ComConfig/ComIPdu/ComIPduSignalRef';
    expect(offered(fixture, '/Com/ComConfig/ComIPdu_0', reference)).toEqual([
      'ComSignal_0',
      'Gear',
      'VehicleSpeed',
    ]);
    expect(offered(fixture, '/Com/ComConfig/ComIPdu_1', reference)).toEqual(['BrakePressure', 'ComSignal_0']);
  });

  it('a CanSM controller is offered the CanIf controllers no other CanSM controller manages', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.add('/CanIf', 'CanIfCtrlDrvCfg');
    fixture.add('/CanIf/CanIfCtrlDrvCfg_0', 'CanIfCtrlCfg');
    const taken = fixture.get('/CanIf/CanIfCtrlDrvCfg_0/CanIfCtrlCfg_0');
    const network = '/CanSM/CanSMConfiguration/CanSMManagerNetwork_0';
    fixture.add(network, 'CanSMController');
    fixture.add(network, 'CanSMController');
    fixture.set(`${network}/CanSMController_0`, {}, { CanSMControllerId: [taken.id] });
    const reference = '/CanSM/CanSMConfiguration/CanSMManagerNetwork/CanSMController/CanSMControllerId';
    expect(offered(fixture, `${network}/CanSMController_1`, reference)).toEqual(['CanIfCtrlCfg_1']);
    expect(offered(fixture, `${network}/CanSMController_0`, reference)).toEqual([
      'CanIfCtrlCfg_0',
      'CanIfCtrlCfg_1',
    ]);
  });
});
