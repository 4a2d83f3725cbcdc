import { describe, expect, it } from 'vitest';
import { linProtectedId } from './pid.js';

describe('the protected identifier of a LIN frame id', () => {
  it.each([
    [0x00, 0x80],
    [0x01, 0xc1],
    [0x10, 0x50],
    [0x3c, 0x3c],
    [0x3d, 0x7d],
    [0x3f, 0xbf],
  ])('id 0x%s → PID 0x%s', (id, pid) => {
    expect(linProtectedId(id)).toBe(pid);
  });
});
