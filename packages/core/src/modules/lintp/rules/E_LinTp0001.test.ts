import { describe, expect, it } from 'vitest';
import { booleanParam, container } from '../../../ecuc/builders.js';
import type { ModuleDef } from '../../../ecuc/types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { verifyProject } from '../../../verify/engine.js';
import { E_LinTp0001 } from './E_LinTp0001.js';

/**
 * The LinIf as the rule sees it: a module named LinIf with `/LinIf/LinIfGeneral` `LinIfTpSupported`. The rule
 * reads LinIf by name and path alone, so this stand-in (which replaces any shipped LinIf) is enough.
 */
const LINIF: ModuleDef = {
  name: 'LinIf',
  moduleId: 142,
  version: 1,
  origin: 'AUTOSAR_ECUC',
  containers: [
    container('LinIfGeneral', { parameters: [booleanParam('LinIfTpSupported', { default: false })] }),
  ],
};
const WITHOUT_LINIF = MODULE_DEFINITIONS.filter((d) => d.name !== 'LinIf');
const WITH_LINIF = [...WITHOUT_LINIF, LINIF];

type NSdus = 'none' | 'rx' | 'tx' | 'both';

function project(definitions: readonly ModuleDef[], nSdus: NSdus, tpSupported?: boolean): ProjectFixture {
  const fixture = new ProjectFixture(definitions);
  if (nSdus === 'rx' || nSdus === 'both') fixture.add('/LinTp/LinTpGlobalConfig', 'LinTpRxNSdu');
  if (nSdus === 'tx' || nSdus === 'both') fixture.add('/LinTp/LinTpGlobalConfig', 'LinTpTxNSdu');
  if (tpSupported !== undefined) fixture.set('/LinIf/LinIfGeneral', { LinIfTpSupported: tpSupported });
  return fixture;
}

describe('E_LinTp0001 LinTp needs LinIf TP support', () => {
  const RX = '/LinTp/LinTpGlobalConfig/LinTpRxNSdu_0';
  const TX = '/LinTp/LinTpGlobalConfig/LinTpTxNSdu_0';
  const cases: [string, NSdus, boolean | undefined, string[]][] = [
    ['no N-SDU, TP support off', 'none', false, []],
    ['no N-SDU, TP support on', 'none', true, []],
    ['Rx N-SDU, TP support on', 'rx', true, []],
    ['Tx N-SDU, TP support on', 'tx', true, []],
    ['both, TP support on', 'both', true, []],
    ['Rx N-SDU, TP support off', 'rx', false, [RX]],
    ['Tx N-SDU, TP support off', 'tx', false, [TX]],
    ['both, TP support off', 'both', false, [RX, TX]],
    ['both, TP support left at its default (off)', 'both', undefined, [RX, TX]],
  ];
  for (const [name, nSdus, tpSupported, expected] of cases) {
    it(name, () => {
      const fixture = project(WITH_LINIF, nSdus, tpSupported);
      expect(ruleRows(fixture, E_LinTp0001, WITH_LINIF)).toEqual(expected);
    });
  }

  it('says nothing without LinIf', () => {
    const fixture = project(WITHOUT_LINIF, 'both');
    expect(ruleRows(fixture, E_LinTp0001, WITHOUT_LINIF)).toEqual([]);
  });

  it('reports in the language asked for', () => {
    const fixture = project(WITH_LINIF, 'rx', false);
    const result = verifyProject(fixture.snapshot(), WITH_LINIF, { language: 'zh_cn' });
    const row = result.errList.find((r) => r.code === 'E_LinTp0001');
    expect(row?.message).toContain('LinIfTpSupported');
    expect(row?.message).toContain('须先启用');
  });
});
