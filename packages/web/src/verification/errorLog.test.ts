import { describe, expect, it } from 'vitest';
import { acknowledgementsOf, findingCount, logRowsOf } from './errorLog.js';

describe('error log rows', () => {
  it('lists errors then warnings, marking acknowledged warnings by code and path', () => {
    const acknowledgements = acknowledgementsOf([
      {
        type: 'warning',
        code: 'W_0002',
        message: 'x',
        path: '/Dem',
        acknowledged: { reason: 'later', by: 1, at: '' },
      },
      { type: 'warning', code: 'W_0001', message: 'y', path: '/NvM' },
    ]);
    const rows = logRowsOf(
      {
        errList: [
          { type: 'error', code: 'E_0001', message: 'a', path: '/NvM/B', containerId: 'b', param: 'L' },
          { type: 'error', code: 'E_0001', message: 'a', path: '/NvM/B', containerId: 'b', param: 'L' },
        ],
        warningList: [
          { type: 'warning', code: 'W_0002', message: 'x', path: '/Dem' },
          { type: 'warning', code: 'W_0001', message: 'y', path: '/NvM' },
        ],
      },
      acknowledgements,
    );
    expect(rows.map((r) => r.code)).toEqual(['E_0001', 'E_0001', 'W_0002', 'W_0001']);
    expect(new Set(rows.map((r) => r.key)).size).toBe(4);
    expect(rows[2]?.acknowledged?.reason).toBe('later');
    expect(rows[3]?.acknowledged).toBeUndefined();
    expect(findingCount({ errList: [rows[0]!], warningList: [rows[2]!] })).toBe(2);
  });
});
