/**
 * A project ready for the start-up wizard, for tests: the minimal CAN channel (a Tx and an Rx Com I-PDU) on a
 * ComM channel of bus type CAN that a CanSM network manages, with one ComM user; EcuM with a flex user when asked.
 */
import type { ModuleDef } from '../../../ecuc/types.js';
import { minimalCanChannel } from '../../can-channel-fixture.js';
import type { ProjectFixture } from '../../project-fixture.js';

export function startupProject(
  definitions: readonly ModuleDef[],
  options: { ecuMUser?: boolean; canSM?: boolean } = {},
): ProjectFixture {
  const { fixture } = minimalCanChannel(definitions, ['ComM', 'CanSM', 'EcuM', 'Mcu']);
  const channel = fixture.add('/ComM/ComMConfigSet', 'ComMChannel', { ComMBusType: 'COMM_BUS_TYPE_CAN' });
  const user = fixture.add('/ComM/ComMConfigSet', 'ComMUser');
  fixture.add(`/ComM/ComMConfigSet/${channel.shortName}`, 'ComMUserPerChannel');
  fixture.set(
    `/ComM/ComMConfigSet/${channel.shortName}/ComMUserPerChannel_0`,
    {},
    { ComMUserChannel: [user.id] },
  );
  if (options.canSM !== false) {
    // CanSM starts with one network: it manages the ComM channel through the CanIf controller.
    const network = '/CanSM/CanSMConfiguration/CanSMManagerNetwork_0';
    fixture.set(network, {}, { CanSMComMNetworkHandleRef: [channel.id] });
    fixture.add(network, 'CanSMController');
    fixture.set(
      `${network}/CanSMController_0`,
      {},
      { CanSMControllerId: [fixture.get('/CanIf/CanIfCtrlDrvCfg_0/CanIfCtrlCfg_0').id] },
    );
  }
  if (options.ecuMUser) {
    fixture.add('/EcuM/EcuMConfiguration', 'EcuMFlexConfiguration');
    const mode = fixture.get('/Mcu/McuModuleConfiguration/McuModeSettingConf_0');
    fixture.set('/EcuM/EcuMConfiguration/EcuMFlexConfiguration', {}, { EcuMNormalMcuModeRef: [mode.id] });
  }
  return fixture;
}
