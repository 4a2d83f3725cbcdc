import { describe, expect, it } from 'vitest';
import { indexDefinitions } from '../ecuc/definition-index.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../modules/index.js';
import { buildStructure } from './structure.js';
import type { ConfigurationReader } from './types.js';
import { ChangeStamps, ViewCache, defineView, viewOfSnapshot } from './views.js';

let computed = 0;
const BLOCK_IDS = defineView({
  name: 'BlockIds',
  module: 'NvM',
  compute(reader: ConfigurationReader) {
    computed += 1;
    return reader
      .containersOf('/NvM/NvMBlockDescriptor')
      .map((b) => reader.text(b, 'NvMNvramBlockIdentifier'));
  },
});

describe('viewOfSnapshot', () => {
  it('computes a view once per snapshot and definitions', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.set('/NvM/NvMBlockDescriptor_0', { NvMNvramBlockIdentifier: '7' });
    const snapshot = fixture.snapshot();
    computed = 0;
    expect(viewOfSnapshot(snapshot, MODULE_DEFINITIONS, BLOCK_IDS)).toEqual(['7']);
    expect(viewOfSnapshot(snapshot, MODULE_DEFINITIONS, BLOCK_IDS)).toEqual(['7']);
    expect(computed).toBe(1);
    fixture.set('/NvM/NvMBlockDescriptor_0', { NvMNvramBlockIdentifier: '8' });
    expect(viewOfSnapshot(fixture.snapshot(), MODULE_DEFINITIONS, BLOCK_IDS)).toEqual(['8']);
    expect(computed).toBe(2);
  });
});

describe('ViewCache', () => {
  it('keeps a view while the modules it reads do not change', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const index = indexDefinitions(MODULE_DEFINITIONS);
    const structure = buildStructure(fixture.snapshot(), index);
    const stamps = new ChangeStamps();
    const cache = new ViewCache(stamps, index);
    const first = cache.get(BLOCK_IDS, 0, structure);
    expect(cache.get(BLOCK_IDS, 0, structure)).toBe(first);
    stamps.changed(['Os', 'MemIf']);
    expect(cache.get(BLOCK_IDS, 0, structure)).toBe(first);
    stamps.changed(['NvM']);
    expect(cache.get(BLOCK_IDS, 0, structure)).not.toBe(first);
    expect(cache.computed).toBe(2);
    stamps.everything();
    cache.get(BLOCK_IDS, 0, structure);
    expect(cache.computed).toBe(3);
  });
});
