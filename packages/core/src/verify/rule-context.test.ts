import { describe, expect, it } from 'vitest';
import { indexDefinitions } from '../ecuc/definition-index.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../modules/index.js';
import { ModuleRuleContext, readModules } from './rule-context.js';
import { buildStructure } from './structure.js';
import type { ModuleRule, ModuleView } from './types.js';
import { defineView } from './views.js';

const INDEX = indexDefinitions(MODULE_DEFINITIONS);

function contextOf(
  rule: ModuleRule,
  module: string,
  views: <T>(view: ModuleView<T>, instanceId: number) => T = <T>(view: ModuleView<T>): T =>
    view.compute(null as never),
) {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  const structure = buildStructure(fixture.snapshot(), INDEX);
  const instance = structure.instances.get(`${module}\u00000`);
  if (!instance) throw new Error(module);
  return { fixture, ctx: new ModuleRuleContext(rule, structure, INDEX, instance, 'en_us', views) };
}

const rule = (reads?: readonly string[]): ModuleRule => ({
  code: 'E_MemIf9999',
  severity: 'error',
  description: { zh_cn: '测试', en_us: 'test' },
  ...(reads ? { reads } : {}),
  check: () => [],
});

describe('readModules', () => {
  it.each([
    ['MemIf', undefined, ['MemIf']],
    ['MemIf', [], ['MemIf']],
    ['MemIf', ['NvM'], ['MemIf', 'NvM']],
    ['Os', ['Os', 'EcuC'], ['Os', 'EcuC']],
  ] as const)('%s reading %j reads %j', (own, declared, expected) => {
    expect(readModules(own, declared)).toEqual(expected);
  });
});

describe('ModuleRuleContext sees only the modules its rule reads', () => {
  it('an undeclared module looks absent; a declared one is there', () => {
    const { fixture, ctx } = contextOf(rule(), 'MemIf');
    const block = fixture.get('/NvM/NvMBlockDescriptor_0');
    expect(ctx.projectContainersOf('/NvM/NvMBlockDescriptor')).toEqual([]);
    expect(ctx.container(block.id)).toBeUndefined();
    expect(ctx.containersOf('/MemIf/MemIfGeneral')).toHaveLength(1);
    expect(ctx.isModuleEnabled('NvM')).toBe(true);

    const reading = contextOf(rule(['NvM']), 'MemIf');
    const readBlock = reading.fixture.get('/NvM/NvMBlockDescriptor_0');
    expect(reading.ctx.projectContainersOf('/NvM/NvMBlockDescriptor').map((c) => c.id)).toEqual([
      readBlock.id,
    ]);
    expect(reading.ctx.container(readBlock.id)?.id).toBe(readBlock.id);
    expect(reading.ctx.pathOf(readBlock)).toBe('/NvM/NvMBlockDescriptor_0');
  });

  it('refuses a view that reads a module the rule does not declare', () => {
    const blocks = defineView({
      name: 'BlockCount',
      module: 'NvM',
      compute: (reader) => reader.containersOf('/NvM/NvMBlockDescriptor').length,
    });
    expect(() => contextOf(rule(), 'MemIf').ctx.view(blocks)).toThrow(/add 'NvM' to the rule's reads/);
    const seen: number[] = [];
    const { ctx } = contextOf(rule(['NvM']), 'MemIf', <T>(view: ModuleView<T>, instanceId: number): T => {
      seen.push(instanceId);
      return 42 as T;
    });
    expect(ctx.view(blocks)).toBe(42);
    expect(seen).toEqual([0]);
  });

  it('reports rows with the rule code, severity, path and language', () => {
    const { fixture, ctx } = contextOf(rule(), 'MemIf');
    const general = fixture.get('/MemIf/MemIfGeneral');
    expect(
      ctx.report(general, { zh_cn: '值 {v}', en_us: 'value {v}' }, { v: 3 }, 'MemIfNumberOfDevices'),
    ).toEqual({
      type: 'error',
      code: 'E_MemIf9999',
      message: 'value 3',
      path: '/MemIf/MemIfGeneral',
      containerId: general.id,
      param: 'MemIfNumberOfDevices',
    });
  });
});
