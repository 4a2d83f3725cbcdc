import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, NVM_MODULE, ProjectFixture } from '../modules/index.js';
import { resolveModuleTree } from './tree.js';

describe('resolveModuleTree', () => {
  it('builds paths of short names, orders siblings by position and applies defaults', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.add('/NvM', 'NvMBlockDescriptor', { NvMNvBlockLength: '16' });
    const first = fixture.get('/NvM/NvMBlockDescriptor_0');
    fixture.replace(first, (c) => ({
      ...c,
      position: 9,
      values: { ...c.values, NvMBlockJobPriority: null },
    }));
    const tree = resolveModuleTree(fixture.containers, NVM_MODULE);
    expect(tree.path).toBe('/NvM');
    expect(tree.containers.map((c) => c.path)).toEqual([
      '/NvM/NvMCommon',
      '/NvM/NvMBlockDescriptor_1',
      '/NvM/NvMBlockDescriptor_0',
    ]);
    const moved = tree.containers[2];
    expect(moved?.children.map((c) => c.path)).toEqual(['/NvM/NvMBlockDescriptor_0/NvMTargetBlockReference']);
    expect(moved?.children[0]?.children[0]?.path).toBe(
      '/NvM/NvMBlockDescriptor_0/NvMTargetBlockReference/NvMEaRef',
    );
    expect(moved?.values.NvMBlockJobPriority).toBe('1');
    expect(moved?.definition?.path).toBe('/NvM/NvMBlockDescriptor');
    expect(tree.orphans).toEqual([]);
  });

  it('names instances of instance-based modules and lists orphans', () => {
    const module = { ...NVM_MODULE, instanceBased: true };
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const containers = fixture.containers.map((c) => ({ ...c, instanceId: 2 }));
    containers.push({ ...containers[0]!, id: 'lost', parentId: 'nowhere' });
    const tree = resolveModuleTree(containers, module, 2);
    expect(tree.path).toBe('/NvM_2');
    expect(tree.containers[0]?.path).toBe('/NvM_2/NvMCommon');
    expect(tree.orphans.map((c) => c.id)).toEqual(['lost']);
  });
});
