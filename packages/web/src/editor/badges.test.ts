import { describe, expect, it } from 'vitest';
import type { ContainerValue, ProjectSnapshot } from '@ecuc/core/ecuc';
import type { VerifyRow } from '@ecuc/core/verify';
import { badgeText, countFindings } from './badges.js';

function row(id: string, parentId: string | null, definitionPath: string): ContainerValue {
  return {
    id,
    module: 'NvM',
    instanceId: 0,
    definitionPath,
    parentId,
    shortName: id,
    position: 0,
    values: {},
    references: {},
    version: 1,
  };
}

describe('badgeText', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%i → %s', (count, text) => expect(badgeText(count)).toBe(text));
});

describe('countFindings', () => {
  it('counts a finding on its container, every ancestor, its definition and its module', () => {
    const snapshot: ProjectSnapshot = {
      project: { id: '1', name: 'P', chip: 'TC275' },
      modules: [],
      containers: [
        row('b1', null, '/NvM/NvMBlockDescriptor'),
        row('t1', 'b1', '/NvM/NvMBlockDescriptor/NvMTargetBlockReference'),
        row('e1', 't1', '/NvM/NvMBlockDescriptor/NvMTargetBlockReference/NvMEaRef'),
      ],
    };
    const findings: VerifyRow[] = [
      { type: 'error', code: 'E_0001', message: '', path: '/NvM/NvMBlockDescriptor_0', containerId: 'b1' },
      { type: 'error', code: 'E_0003', message: '', path: '/NvM/x', containerId: 'e1' },
      { type: 'warning', code: 'W_0002', message: '', path: '/Dem' },
    ];
    const counts = countFindings(snapshot, findings);
    expect(counts.byContainer.get('b1')).toBe(2);
    expect(counts.byContainer.get('t1')).toBe(1);
    expect(counts.byContainer.get('e1')).toBe(1);
    expect(counts.byModule.get('NvM')).toBe(2);
    expect(counts.byModule.get('Dem')).toBe(1);
    expect(counts.byDefinition.get('/NvM/0\n/NvM/NvMBlockDescriptor')).toBe(2);
    expect(counts.byDefinition.get('b1\n/NvM/NvMBlockDescriptor/NvMTargetBlockReference')).toBe(1);
  });
});
