import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Com0001 } from './E_Com0001.js';

const CONFIG = '/Com/ComConfig';

/** An I-PDU of `length` bytes with one signal and one signal group of one group signal. */
function ipduWith(
  length: string | undefined,
  signal: Record<string, ParamValue>,
  group: Record<string, ParamValue> = {},
  member: Record<string, ParamValue> = { ComBitPosition: '0', ComBitSize: '1', ComSignalType: 'BOOLEAN' },
): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  fixture.add('/EcuC', 'EcucPduCollection');
  const pdu = fixture.add(
    '/EcuC/EcucPduCollection',
    'Pdu',
    length === undefined ? {} : { PduLength: length },
  );
  const sig = fixture.add(CONFIG, 'ComSignal', signal);
  const sigGroup = fixture.add(CONFIG, 'ComSignalGroup', group);
  fixture.add(`${CONFIG}/ComSignalGroup_0`, 'ComGroupSignal', member);
  fixture.add(CONFIG, 'ComIPdu');
  fixture.set(
    `${CONFIG}/ComIPdu_0`,
    {},
    { ComPduIdRef: [pdu.id], ComIPduSignalRef: [sig.id], ComIPduSignalGroupRef: [sigGroup.id] },
  );
  return fixture;
}

describe('E_Com0001 signals inside their I-PDU', () => {
  const intel = (position: string, size: string) => ({
    ComBitPosition: position,
    ComBitSize: size,
    ComSignalType: 'UINT16',
  });
  const cases: [string, ProjectFixture, string[]][] = [
    ['Intel signal up to the last bit', ipduWith('2', intel('8', '8')), []],
    [
      'Intel signal one bit past the end',
      ipduWith('2', intel('9', '8')),
      [`${CONFIG}/ComSignal_0 ComBitPosition`],
    ],
    [
      'Motorola signal running before byte 0',
      ipduWith('2', {
        ComBitPosition: '4',
        ComBitSize: '8',
        ComSignalType: 'UINT8',
        ComSignalEndianness: 'BIG_ENDIAN',
      }),
      [`${CONFIG}/ComSignal_0 ComBitPosition`],
    ],
    [
      'Motorola signal into the byte before',
      ipduWith('2', {
        ComBitPosition: '12',
        ComBitSize: '12',
        ComSignalType: 'UINT16',
        ComSignalEndianness: 'BIG_ENDIAN',
      }),
      [],
    ],
    [
      'array of three bytes in a two-byte I-PDU',
      ipduWith('2', { ComBitPosition: '0', ComSignalLength: '3', ComSignalType: 'UINT8_N' }),
      [`${CONFIG}/ComSignal_0 ComBitPosition`],
    ],
    [
      'update bit past the end',
      ipduWith('1', { ...intel('0', '4'), ComUpdateBitPosition: '8' }),
      [`${CONFIG}/ComSignal_0 ComUpdateBitPosition`],
    ],
    [
      'group signal and group update bit past the end',
      ipduWith('1', intel('0', '4'), { ComUpdateBitPosition: '9' }, intel('6', '4')),
      [
        `${CONFIG}/ComSignalGroup_0/ComGroupSignal_0 ComBitPosition`,
        `${CONFIG}/ComSignalGroup_0 ComUpdateBitPosition`,
      ],
    ],
    ['unknown length is not checked', ipduWith(undefined, intel('60', '8')), []],
  ];
  for (const [name, fixture, expected] of cases) {
    it(name, () => {
      expect(ruleRows(fixture, E_Com0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
