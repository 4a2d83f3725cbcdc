import { describe, expect, it } from 'vitest';
import { indexModuleDef } from '../../ecuc/definition-index.js';
import { bswMDefinition } from './definition.js';
import { BSWM_UI } from './ui.js';

describe('BswM definition', () => {
  const index = indexModuleDef(bswMDefinition);

  it('labels every container, parameter and reference in both languages', () => {
    const paths = [...index.containers.keys(), ...index.elements.keys()];
    const unlabelled = paths.filter((path) => !BSWM_UI[path]?.label?.zh_cn || !BSWM_UI[path]?.label?.en_us);
    expect(unlabelled).toEqual([]);
  });

  it('offers every mode request source and action kind of the SWS', () => {
    const choices = (path: string) => index.containers.get(path)?.childDefs.map((c) => c.name) ?? [];
    expect(choices('/BswM/BswMConfig/BswMArbitration/BswMModeRequestPort/BswMModeRequestSource')).toEqual(
      expect.arrayContaining([
        'BswMBswModeNotification',
        'BswMCanSMIndication',
        'BswMComMIndication',
        'BswMDcmComModeRequest',
        'BswMEcuMIndication',
        'BswMGenericRequest',
        'BswMLinSMIndication',
        'BswMLinScheduleIndication',
        'BswMNvMJobModeIndication',
        'BswMSwcModeRequest',
        'BswMTimer',
      ]),
    );
    expect(choices('/BswM/BswMConfig/BswMArbitration/BswMEventRequestPort/BswMEventRequestSource')).toContain(
      'BswMComMInitiateReset',
    );
    expect(choices('/BswM/BswMConfig/BswMModeControl/BswMAction/BswMAvailableActions')).toEqual(
      expect.arrayContaining([
        'BswMComMAllowCom',
        'BswMComMModeLimitation',
        'BswMComMModeSwitch',
        'BswMCoreHaltMode',
        'BswMDeadlineMonitoringControl',
        'BswMEcuMGoDownHaltPoll',
        'BswMEcuMSelectShutdownTarget',
        'BswMLinScheduleSwitch',
        'BswMNMControl',
        'BswMPduGroupSwitch',
        'BswMPduRouterControl',
        'BswMRteModeRequest',
        'BswMRteSwitch',
        'BswMTimerControl',
        'BswMUserCallout',
      ]),
    );
  });
});
