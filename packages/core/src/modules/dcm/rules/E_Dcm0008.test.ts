import { describe, expect, it } from 'vitest';
import { verifyProject } from '../../../verify/engine.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { addAt, addDid, dcmFixture, DSP } from '../dcm-fixture.js';
import { E_Dcm0008 } from './E_Dcm0008.js';

const LIMIT = 'DcmDspDidRangeIdentifierLowerLimit';

describe('E_Dcm0008 DID ranges', () => {
  const cases: [string, [number, number][], number[], string[]][] = [
    [
      'disjoint ranges, DIDs outside',
      [
        [0xf300, 0xf3ff],
        [0x4000, 0x40ff],
      ],
      [0xf190, 0x3fff],
      [],
    ],
    [
      'ranges that touch without sharing an identifier',
      [
        [0x100, 0x1ff],
        [0x200, 0x2ff],
      ],
      [],
      [],
    ],
    ['a single-DID range', [[0x100, 0x100]], [0x101], []],
    ['lower above upper', [[0x200, 0x1ff]], [], [`${DSP}/DcmDspDidRange_0 ${LIMIT}`]],
    [
      'the second range overlaps the first',
      [
        [0x100, 0x1ff],
        [0x1ff, 0x2ff],
      ],
      [],
      [`${DSP}/DcmDspDidRange_1 ${LIMIT}`],
    ],
    ['a DID inside a range', [[0xf300, 0xf3ff]], [0xf190, 0xf3ff], [`${DSP}/DcmDspDidRange_0 ${LIMIT}`]],
    ['no range', [], [0xf190], []],
  ];
  for (const [name, ranges, dids, expected] of cases) {
    it(name, () => {
      const fixture = dcmFixture();
      for (const [lower, upper] of ranges) {
        addAt(fixture, DSP, 'DcmDspDidRange', {
          DcmDspDidRangeIdentifierLowerLimit: String(lower),
          DcmDspDidRangeIdentifierUpperLimit: String(upper),
        });
      }
      for (const identifier of dids) addDid(fixture, identifier);
      expect(ruleRows(fixture, E_Dcm0008, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('names the overlapping range and the DID in its message', () => {
    const fixture = dcmFixture();
    addAt(fixture, DSP, 'DcmDspDidRange', {
      DcmDspDidRangeIdentifierLowerLimit: String(0xf300),
      DcmDspDidRangeIdentifierUpperLimit: String(0xf3ff),
    });
    addDid(fixture, 0xf310);
    const messages = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' })
      .errList.filter((row) => row.code === 'E_Dcm0008')
      .map((row) => row.message);
    expect(messages).toEqual([
      'The DID range 0xF300..0xF3FF contains the DID DcmDspDid_0 (0xF310) configured on its own',
    ]);
  });
});
