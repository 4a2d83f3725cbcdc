import { describe, expect, it } from 'vitest';
import { importFile, snapshotWithChanges } from '../../file-configuration.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { proposalImporter } from '../../registry.js';
import { verifyProject } from '../../../verify/engine.js';
import type { ProjectSnapshot } from '../../../ecuc/store-types.js';
import { bswmRuleTableOfSnapshot } from '../rule-table.js';
import { BSWM_STARTUP_PROPOSAL } from './proposal.js';
import { startupProject } from './startup-fixture.js';

function propose(snapshot: ProjectSnapshot) {
  let n = 0;
  return importFile(
    { file: 'startup', bytes: new Uint8Array() },
    { language: 'en_us', snapshot, definitions: MODULE_DEFINITIONS, newId: () => `s${(n += 1)}` },
    [proposalImporter('BswM', 'startup')!],
  )!;
}

describe('the BswM start-up wizard', () => {
  it('says what the project lacks', () => {
    const withoutCanSM = startupProject(MODULE_DEFINITIONS, { canSM: false }).snapshot();
    expect(BSWM_STARTUP_PROPOSAL.unavailable(withoutCanSM, MODULE_DEFINITIONS)?.en_us).toMatch(
      /managed by CanSM/,
    );
    const noComM = { ...withoutCanSM, modules: withoutCanSM.modules.filter((m) => m.module !== 'ComM') };
    expect(BSWM_STARTUP_PROPOSAL.unavailable(noComM, MODULE_DEFINITIONS)?.en_us).toMatch(
      /^Configure ComM first/,
    );
    expect(
      BSWM_STARTUP_PROPOSAL.unavailable(startupProject(MODULE_DEFINITIONS).snapshot(), MODULE_DEFINITIONS),
    ).toBe(undefined);
  });

  it('proposes the standard rules for a CAN channel, which verify without errors', () => {
    const snapshot = startupProject(MODULE_DEFINITIONS, { ecuMUser: true }).snapshot();
    const planned = propose(snapshot);
    expect(planned.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const rules = bswmRuleTableOfSnapshot(planned.snapshot, MODULE_DEFINITIONS).map((row) => [
      row.rule,
      row.expression,
      row.trueList?.items.map((i) => `${i.target}:${i.actionKind}`),
      row.falseList?.items.map((i) => `${i.target}:${i.actionKind}`),
    ]);
    expect(rules).toEqual([
      [
        'BswM_Rule_ComMChannel_0_PduGroups',
        '(BswM_MRP_ComM_ComMChannel_0 == COMM_FULL_COMMUNICATION)',
        ['BswM_AC_ComMChannel_0_PduGroupsOn:BswMPduGroupSwitch'],
        ['BswM_AC_ComMChannel_0_PduGroupsOff:BswMPduGroupSwitch'],
      ],
      [
        'BswM_Rule_StartCommunication',
        '(BswM_MRP_EcuM_State == ECUM_STATE_RUN)',
        ['BswM_AC_ComMChannel_0_AllowCom:BswMComMAllowCom', 'BswM_AC_ComMUser_0_FullCom:BswMComMModeSwitch'],
        undefined,
      ],
      [
        'BswM_Rule_GoToSleep',
        '(BswM_MRP_ComM_ComMChannel_0 == COMM_NO_COMMUNICATION)',
        ['BswM_AC_GoDown:BswMEcuMGoDownHaltPoll'],
        undefined,
      ],
    ]);
    // The channel's I-PDUs are in its Tx and Rx groups.
    const groups = planned.snapshot.containers.filter(
      (c) => c.definitionPath === '/Com/ComConfig/ComIPduGroup',
    );
    expect(groups.map((g) => g.shortName)).toEqual(['ComMChannel_0_Tx', 'ComMChannel_0_Rx']);
    const ipdus = planned.snapshot.containers.filter((c) => c.definitionPath === '/Com/ComConfig/ComIPdu');
    expect(ipdus.map((i) => (i.references['ComIPduGroupRef'] ?? []).length)).toEqual([1, 1]);
    expect(planned.changes.update.map((c) => c.definitionPath)).toEqual([
      '/Com/ComConfig/ComIPdu',
      '/Com/ComConfig/ComIPdu',
    ]);
    const errors = verifyProject(planned.snapshot, MODULE_DEFINITIONS, { language: 'en_us' }).errList;
    expect(errors.map((r) => `${r.code} ${r.path} ${r.message}`)).toEqual([]);
  });

  it('leaves the sleep rule out, with a remark, while EcuM has no flex user', () => {
    const planned = propose(startupProject(MODULE_DEFINITIONS).snapshot());
    expect(planned.diagnostics.map((d) => d.code)).toEqual(['BSWM_STARTUP_NOECUMUSER']);
    expect(planned.snapshot.containers.some((c) => c.shortName === 'BswM_Rule_GoToSleep')).toBe(false);
  });

  it('adds nothing when run again', () => {
    const first = propose(startupProject(MODULE_DEFINITIONS, { ecuMUser: true }).snapshot());
    const again = propose(
      snapshotWithChanges(first.snapshot, { replaceModules: [], create: [], update: [] }, MODULE_DEFINITIONS),
    );
    expect(again.changes.create).toEqual([]);
    expect(again.changes.update).toEqual([]);
  });
});
