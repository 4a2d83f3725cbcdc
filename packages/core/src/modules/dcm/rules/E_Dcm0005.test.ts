import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { addData, addDid, dcmFixture, DSP } from '../dcm-fixture.js';
import { E_Dcm0005 } from './E_Dcm0005.js';

const OFFSET = 'DcmDspDidByteOffset';

/** A data element: DcmDspDataType and, for the array types, DcmDspDataByteSize. */
type Data = readonly [type: string, sizeBytes?: number];

describe('E_Dcm0005 a DID spans the sum of its data elements', () => {
  /** Per signal: byte offset and data element. */
  const cases: [string, (readonly [number, Data])[], string[]][] = [
    ['one UINT16', [[0, ['UINT16']]], []],
    [
      'end to end',
      [
        [0, ['UINT8']],
        [1, ['UINT32']],
        [5, ['UINT8_N', 17]],
      ],
      [],
    ],
    [
      'a byte array',
      [
        [0, ['UINT8_N', 2]],
        [2, ['BOOLEAN']],
      ],
      [],
    ],
    [
      'a gap',
      [
        [0, ['UINT8']],
        [2, ['UINT16']],
      ],
      [`${DSP}/DcmDspDid_0/DcmDspDidSignal_1 ${OFFSET}`],
    ],
    [
      'an overlap',
      [
        [0, ['UINT32']],
        [2, ['UINT16']],
      ],
      [`${DSP}/DcmDspDid_0/DcmDspDidSignal_1 ${OFFSET}`],
    ],
    [
      'a gap before the first signal, signals listed out of order',
      [
        [3, ['UINT16']],
        [1, ['UINT16']],
      ],
      [`${DSP}/DcmDspDid_0/DcmDspDidSignal_1 ${OFFSET}`],
    ],
    [
      'array without size: not checked',
      [
        [0, ['UINT8_N']],
        [4, ['UINT8']],
      ],
      [],
    ],
    ['no signal', [], []],
  ];
  for (const [name, signals, expected] of cases) {
    it(name, () => {
      const fixture = dcmFixture();
      addDid(
        fixture,
        0xf190,
        signals.map(([offset, [type, size]]) => [offset, addData(fixture, type, size)] as const),
      );
      expect(ruleRows(fixture, E_Dcm0005, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('names both numbers', async () => {
    const fixture = dcmFixture();
    addDid(fixture, 0xf190, [
      [0, addData(fixture, 'UINT8')],
      [3, addData(fixture, 'UINT16')],
    ]);
    const { verifyProject } = await import('../../../verify/engine.js');
    const rows = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' }).errList.filter(
      (row) => row.code === 'E_Dcm0005',
    );
    expect(rows.map((row) => row.message)).toEqual([
      'The signals of DID DcmDspDid_0 span 5 bytes but its data elements add up to 3 bytes: this signal starts at byte 3 where 1 was expected',
    ]);
  });
});
