import { describe, expect, it } from 'vitest';
import { fieldFindingsOf } from './fieldFindings.js';

const row = (code: string, containerId: string, param?: string, type: 'error' | 'warning' = 'error') => ({
  type,
  code,
  message: `${code} message`,
  path: '/Os/OsOS',
  containerId,
  ...(param ? { param } : {}),
});

describe('fieldFindingsOf', () => {
  it('gives each field the module rule findings about it, errors and warnings, of this container only', () => {
    const findings = fieldFindingsOf(
      {
        errList: [
          row('OS0002', 'os', 'OsCpuFrequency'),
          row('E_0004', 'os', 'OsCpuFrequency'), // the field's own validator says it
          row('OS0009', 'other', 'OsCpuFrequency'),
          row('OS0010', 'os'), // about the container, no field
        ],
        warningList: [
          row('W_Os0001', 'os', 'OsCpuFrequency', 'warning'),
          row('W_0001', 'os', 'Stale', 'warning'),
        ],
      },
      'os',
    );
    expect(Object.fromEntries(findings)).toEqual({
      OsCpuFrequency: [
        { type: 'error', code: 'OS0002', message: 'OS0002 message' },
        { type: 'warning', code: 'W_Os0001', message: 'W_Os0001 message' },
      ],
    });
  });
});
