import { describe, expect, it } from 'vitest';
import { NVM_PLUGIN } from './index.js';

describe('the NvM plugin', () => {
  it('brings its rules and no generator, importer or exporter yet', () => {
    expect((NVM_PLUGIN.definition.rules ?? []).map((r) => r.code)).toContain('E_NvM0001');
    expect(NVM_PLUGIN.generators ?? []).toEqual([]);
    expect(NVM_PLUGIN.importers ?? []).toEqual([]);
    expect(NVM_PLUGIN.exporters ?? []).toEqual([]);
  });
});
