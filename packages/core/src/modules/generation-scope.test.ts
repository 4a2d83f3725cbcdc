import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingErrors } from '../api/verification.js';
import { registerThrowawayModule, THROWAWAY_MODULE, THROWAWAY_PLUGIN } from '../testing/index.js';
import { generationScope } from './generation-scope.js';

describe('generationScope', () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerThrowawayModule();
  });
  afterAll(() => unregister());

  const snapshot = (...modules: string[]) => ({
    modules: modules.map((module) => ({ module, instanceId: 0, definitionVersion: 1 })),
  });
  const defined = [{ name: THROWAWAY_MODULE }, { name: 'Blk' }];

  it('runs the generators of the enabled, defined modules and checks the modules they read', () => {
    const scope = generationScope(snapshot(THROWAWAY_MODULE, 'Blk'), defined);
    expect(scope.generators.map((g) => [g.module, g.generator.id])).toEqual(
      THROWAWAY_PLUGIN.generators!.map((g) => [THROWAWAY_MODULE, g.id]),
    );
    expect(scope.checkedModules).toEqual([THROWAWAY_MODULE]);
  });

  it('checks nothing when no enabled module generates', () => {
    expect(generationScope(snapshot('Blk'), defined)).toEqual({ generators: [], checkedModules: [] });
  });

  it('runs no generator of a module without a definition in the project', () => {
    expect(generationScope(snapshot(THROWAWAY_MODULE), [{ name: 'Blk' }]).generators).toEqual([]);
  });
});

describe('blockingErrors', () => {
  const row = (path: string) => ({ path });
  it.each([
    ['a container of a checked module', '/Os/OsTask_0', ['Os'], true],
    ['the module itself', '/Os', ['Os'], true],
    ['an instance of a checked module', '/Can_1/CanController', ['Can'], true],
    ['another module', '/NvM/NvMBlockDescriptor_0', ['Os'], false],
    ['a module whose name only starts alike', '/OsExtra/X', ['Os'], false],
    ['nothing checked', '/Os/OsTask_0', [], false],
  ] as const)('%s', (_case, path, checked, blocks) => {
    expect(blockingErrors([row(path)], checked)).toHaveLength(blocks ? 1 : 0);
  });
});
