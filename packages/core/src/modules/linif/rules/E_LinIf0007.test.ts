import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import type { ProjectFixture } from '../../project-fixture.js';
import { ruleRows } from '../../rule-harness.js';
import { verifyProject } from '../../../verify/engine.js';
import { LINIF_GLOBAL, linChannels, makeLinIfSlave } from '../lin-channel-fixture.js';
import { E_LinIf0007 } from './E_LinIf0007.js';

const CHANNEL = `${LINIF_GLOBAL}/LinIfChannel_0`;
const COMM = '/ComM/ComMConfigSet/ComMChannel_0';
const LINSM = '/LinSM/LinSMConfigSet/LinSMChannel_0';

interface Case {
  role: 'MASTER' | 'SLAVE';
  linsm: 'MASTER' | 'SLAVE';
  variant: string;
  /** Whether the LinIf channel names the ComM channel (LinIfComMNetworkHandleRef). */
  joined?: boolean;
}

/** One LIN channel of the fixture on a ComM channel of bus type LIN, with its LinSM channel. */
function project({ role, linsm, variant, joined = true }: Case): ProjectFixture {
  const fixture = linChannels(MODULE_DEFINITIONS, 1, ['ComM', 'LinSM']);
  const comM = fixture.add('/ComM/ComMConfigSet', 'ComMChannel', { ComMBusType: 'COMM_BUS_TYPE_LIN' });
  fixture.set(`${COMM}/ComMNetworkManagement`, { ComMNmVariant: variant });
  fixture.add('/LinSM/LinSMConfigSet', 'LinSMChannel', { LinSMNodeType: linsm });
  fixture.set(LINSM, {}, { LinSMComMNetworkHandleRef: [comM.id] });
  if (joined) fixture.set(CHANNEL, {}, { LinIfComMNetworkHandleRef: [comM.id] });
  if (role === 'SLAVE') makeLinIfSlave(fixture, CHANNEL);
  return fixture;
}

describe('E_LinIf0007 one role for LinIf, LinSM and ComM', () => {
  const cases: [string, Case, string[]][] = [
    ['a master everywhere', { role: 'MASTER', linsm: 'MASTER', variant: 'LIGHT' }, []],
    ['a slave everywhere', { role: 'SLAVE', linsm: 'SLAVE', variant: 'LINSLAVE' }, []],
    ['a master without NM', { role: 'MASTER', linsm: 'MASTER', variant: 'NONE' }, []],
    [
      'LinSM takes the master for a slave',
      { role: 'MASTER', linsm: 'SLAVE', variant: 'LIGHT' },
      [`${LINSM} LinSMNodeType`],
    ],
    [
      'a slave that ComM treats as a master',
      { role: 'SLAVE', linsm: 'SLAVE', variant: 'LIGHT' },
      [`${COMM}/ComMNetworkManagement ComMNmVariant`],
    ],
    [
      'a master with the LINSLAVE variant',
      { role: 'MASTER', linsm: 'MASTER', variant: 'LINSLAVE' },
      [`${COMM}/ComMNetworkManagement ComMNmVariant`],
    ],
    [
      'a slave that neither LinSM nor ComM knows as one',
      { role: 'SLAVE', linsm: 'MASTER', variant: 'FULL' },
      [`${LINSM} LinSMNodeType`, `${COMM}/ComMNetworkManagement ComMNmVariant`],
    ],
    [
      'a LinIf channel on no ComM channel',
      { role: 'SLAVE', linsm: 'MASTER', variant: 'FULL', joined: false },
      [],
    ],
  ];
  for (const [name, options, expected] of cases)
    it(name, () => {
      expect(ruleRows(project(options), E_LinIf0007, MODULE_DEFINITIONS)).toEqual(expected);
    });

  it('names both roles', () => {
    const fixture = project({ role: 'SLAVE', linsm: 'MASTER', variant: 'LINSLAVE' });
    const row = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' }).errList.find(
      (r) => r.code === 'E_LinIf0007',
    );
    expect(row?.message).toBe(
      'The LinSM channel is a MASTER while LinIf channel LinIfChannel_0 on ComM channel ComMChannel_0 is a SLAVE',
    );
  });
});
