import { describe, expect, it } from 'vitest';
import { nextUniqueName } from './naming.js';

describe('nextUniqueName', () => {
  const cases: [string, string[], string][] = [
    ['NvMBlockDescriptor', [], 'NvMBlockDescriptor_0'],
    ['NvMBlockDescriptor', ['NvMBlockDescriptor_0'], 'NvMBlockDescriptor_1'],
    ['Block', ['Block_0', 'Block_2'], 'Block_1'],
    ['Block', ['Block_1', 'Block_2'], 'Block_0'],
    ['Block_3', ['Block_0', 'Block_3'], 'Block_1'],
    ['Block', ['Block_01', 'Block_x', 'block_0'], 'Block_0'],
    ['Can_Tx', ['Can_Tx_0'], 'Can_Tx_1'],
  ];
  for (const [base, existing, expected] of cases) {
    it(`${base} with [${existing.join(', ')}] → ${expected}`, () => {
      expect(nextUniqueName(base, existing)).toBe(expected);
    });
  }
});
