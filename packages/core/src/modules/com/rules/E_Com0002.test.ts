import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { verifyProject } from '../../../verify/engine.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Com0002 } from './E_Com0002.js';

const CONFIG = '/Com/ComConfig';

const intel = (position: string, size: string, more: Record<string, ParamValue> = {}) => ({
  ComBitPosition: position,
  ComBitSize: size,
  ComSignalType: 'UINT16',
  ...more,
});

/** An 8-byte I-PDU with the given signals and one signal group with the given group signals. */
function ipduWith(
  signals: Record<string, ParamValue>[],
  members: Record<string, ParamValue>[] = [],
  group: Record<string, ParamValue> = {},
): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  fixture.add('/EcuC', 'EcucPduCollection');
  const pdu = fixture.add('/EcuC/EcucPduCollection', 'Pdu', { PduLength: '8' });
  const ids = signals.map((values) => fixture.add(CONFIG, 'ComSignal', values).id);
  const groups: string[] = [];
  if (members.length > 0) {
    groups.push(fixture.add(CONFIG, 'ComSignalGroup', group).id);
    for (const values of members) fixture.add(`${CONFIG}/ComSignalGroup_0`, 'ComGroupSignal', values);
  }
  fixture.add(CONFIG, 'ComIPdu');
  fixture.set(
    `${CONFIG}/ComIPdu_0`,
    {},
    { ComPduIdRef: [pdu.id], ComIPduSignalRef: ids, ComIPduSignalGroupRef: groups },
  );
  return fixture;
}

describe('E_Com0002 items of one I-PDU do not overlap', () => {
  const cases: [string, ProjectFixture, string[]][] = [
    ['side by side', ipduWith([intel('0', '8'), intel('8', '8')]), []],
    [
      'one shared bit',
      ipduWith([intel('0', '8'), intel('7', '8')]),
      [`${CONFIG}/ComSignal_1 ComBitPosition`],
    ],
    [
      'three signals on the same bits: each later one against the first',
      ipduWith([intel('0', '8'), intel('0', '8'), intel('4', '8')]),
      [`${CONFIG}/ComSignal_1 ComBitPosition`, `${CONFIG}/ComSignal_2 ComBitPosition`],
    ],
    [
      'update bit inside another signal',
      ipduWith([intel('0', '8'), intel('8', '8', { ComUpdateBitPosition: '3' })]),
      [`${CONFIG}/ComSignal_1 ComUpdateBitPosition`],
    ],
    [
      'update bit beside the signals',
      ipduWith([intel('0', '8'), intel('8', '8', { ComUpdateBitPosition: '16' })]),
      [],
    ],
    [
      'group signals of one group overlapping each other',
      ipduWith([], [intel('0', '8'), intel('4', '8')]),
      [`${CONFIG}/ComSignalGroup_0/ComGroupSignal_1 ComBitPosition`],
    ],
    [
      'group signal over a signal',
      ipduWith([intel('16', '8')], [intel('20', '2')]),
      [`${CONFIG}/ComSignalGroup_0/ComGroupSignal_0 ComBitPosition`],
    ],
    [
      'group update bit over a group signal',
      ipduWith([], [intel('0', '8')], { ComUpdateBitPosition: '7' }),
      [`${CONFIG}/ComSignalGroup_0 ComUpdateBitPosition`],
    ],
  ];
  for (const [name, fixture, expected] of cases) {
    it(name, () => {
      expect(ruleRows(fixture, E_Com0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('names the first item and the count of shared bits', () => {
    const fixture = ipduWith([intel('0', '8'), intel('6', '8')]);
    const rows = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' }).errList;
    expect(rows.filter((row) => row.code === 'E_Com0002').map((row) => row.message)).toEqual([
      'ComSignal_1 shares 2 bit(s) with ComSignal_0 in I-PDU ComIPdu_0',
    ]);
  });
});
