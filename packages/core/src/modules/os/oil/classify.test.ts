import { describe, expect, it } from 'vitest';
import { classifyOs, type OsClassificationInput, type OsEvidence } from './classify.js';

const at = { file: 'a.oil', line: 3, col: 5 };
const osType = (reason: string): OsEvidence => ({ kind: 'osType', reason });
const timing = (reason: string): OsEvidence => ({ kind: 'timing', reason });
const memory = (reason: string): OsEvidence => ({ kind: 'memory', reason });

describe('classifyOs', () => {
  type Row = [
    name: string,
    input: Partial<OsClassificationInput>,
    expected: {
      osType: string;
      scalabilityClass: string;
      numberOfCores: number;
      osTypeReasons: string[];
      scalabilityClassReasons: string[];
    },
  ];
  const cases: Row[] = [
    [
      'nothing: OSEK SC1 on one core',
      {},
      {
        osType: 'OSEK',
        scalabilityClass: 'SC1',
        numberOfCores: 1,
        osTypeReasons: [],
        scalabilityClassReasons: [],
      },
    ],
    [
      'one core stated: OSEK (the number of counters, alarms... is no evidence)',
      { statedCores: '1' },
      {
        osType: 'OSEK',
        scalabilityClass: 'SC1',
        numberOfCores: 1,
        osTypeReasons: [],
        scalabilityClassReasons: [],
      },
    ],
    [
      'an alarm that increments a counter: AUTOSAR',
      { evidence: [osType('incrementCounter')] },
      {
        osType: 'AUTOSAR',
        scalabilityClass: 'SC1',
        numberOfCores: 1,
        osTypeReasons: ['incrementCounter'],
        scalabilityClassReasons: [],
      },
    ],
    [
      'AUTOSAR features keep the order met, each once',
      { evidence: [osType('scheduleTables'), osType('applications'), osType('scheduleTables')] },
      {
        osType: 'AUTOSAR',
        scalabilityClass: 'SC1',
        numberOfCores: 1,
        osTypeReasons: ['scheduleTables', 'applications'],
        scalabilityClassReasons: [],
      },
    ],
    [
      'timing protection: SC2',
      { evidence: [timing('timingProtection'), timing('synchronisation')] },
      {
        osType: 'AUTOSAR',
        scalabilityClass: 'SC2',
        numberOfCores: 1,
        osTypeReasons: ['timingProtection'],
        scalabilityClassReasons: ['timingProtection', 'synchronisation'],
      },
    ],
    [
      'synchronisation alone still names timing protection as the AUTOSAR reason',
      { evidence: [timing('synchronisation')] },
      {
        osType: 'AUTOSAR',
        scalabilityClass: 'SC2',
        numberOfCores: 1,
        osTypeReasons: ['timingProtection'],
        scalabilityClassReasons: ['synchronisation'],
      },
    ],
    [
      'memory protection: SC3, its first reason for the OS type',
      { evidence: [osType('applications'), memory('untrusted'), memory('trustedFunctions')] },
      {
        osType: 'AUTOSAR',
        scalabilityClass: 'SC3',
        numberOfCores: 1,
        osTypeReasons: ['applications', 'untrusted'],
        scalabilityClassReasons: ['untrusted', 'trustedFunctions'],
      },
    ],
    [
      'timing and memory protection: SC4',
      { evidence: [timing('timingProtection'), memory('memoryProtection')] },
      {
        osType: 'AUTOSAR',
        scalabilityClass: 'SC4',
        numberOfCores: 1,
        osTypeReasons: ['timingProtection', 'memoryProtection'],
        scalabilityClassReasons: ['timingProtection', 'memoryProtection'],
      },
    ],
    [
      'a stated class is kept when the file needs no more',
      { evidence: [osType('scalabilityClass'), { kind: 'statedClass', value: 'SC3', at }] },
      {
        osType: 'AUTOSAR',
        scalabilityClass: 'SC3',
        numberOfCores: 1,
        osTypeReasons: ['scalabilityClass'],
        scalabilityClassReasons: [],
      },
    ],
    [
      'a stated class below what the file uses is raised',
      { evidence: [{ kind: 'statedClass', value: 'SC3', at }, timing('timingProtection')] },
      {
        osType: 'AUTOSAR',
        scalabilityClass: 'SC4',
        numberOfCores: 1,
        osTypeReasons: ['timingProtection'],
        scalabilityClassReasons: ['timingProtection'],
      },
    ],
    [
      'cores: the stated number, raised to cover every application core',
      {
        statedCores: '2',
        evidence: [
          { kind: 'core', id: 3 },
          { kind: 'core', id: 1 },
        ],
      },
      {
        osType: 'AUTOSAR',
        scalabilityClass: 'SC1',
        numberOfCores: 4,
        osTypeReasons: ['cores'],
        scalabilityClassReasons: [],
      },
    ],
    [
      'a stated number of cores that is not a number counts as one',
      { statedCores: 'many' },
      {
        osType: 'OSEK',
        scalabilityClass: 'SC1',
        numberOfCores: 1,
        osTypeReasons: [],
        scalabilityClassReasons: [],
      },
    ],
    [
      'our own export said AUTOSAR: AUTOSAR without a feature reason',
      { productOsType: 'AUTOSAR' },
      {
        osType: 'AUTOSAR',
        scalabilityClass: 'SC1',
        numberOfCores: 1,
        osTypeReasons: [],
        scalabilityClassReasons: [],
      },
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    const result = classifyOs({ evidence: [], ...input });
    expect(result).toMatchObject(expected);
  });

  it('gives the stated class (the last one) and where it is, for the report', () => {
    const later = { ...at, line: 9 };
    const result = classifyOs({
      evidence: [
        { kind: 'statedClass', value: 'SC1', at },
        { kind: 'statedClass', value: 'SC2', at: later },
      ],
    });
    expect(result.statedClass).toEqual({ value: 'SC2', at: later });
    expect(classifyOs({ evidence: [] }).statedClass).toBeUndefined();
  });
});
