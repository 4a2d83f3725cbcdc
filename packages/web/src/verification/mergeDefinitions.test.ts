import { describe, expect, it } from 'vitest';
import type { ProjectDefinitionRow } from '@ecuc/core/api';
import type { ModuleDef } from '@ecuc/core/ecuc';
import { ECUC_MODULE, NVM_MODULE } from '@ecuc/core/modules';
import { mergeDefinitions } from './mergeDefinitions.js';

function vendorRow(definition: ModuleDef): ProjectDefinitionRow {
  return {
    module: definition.name,
    sourceName: `${definition.name}_ParamDef.arxml`,
    containers: definition.containers.length,
    parameters: 0,
    references: 0,
    unknownContainers: 0,
    definition,
    ui: { [`/${definition.name}`]: { label: { zh_cn: '厂商', en_us: 'Vendor' } } },
    createTime: '2026-11-23T10:00:00.000Z',
  };
}

const cdd: ModuleDef = { ...NVM_MODULE, name: 'CDD', moduleId: 320, instanceBased: true, containers: [] };

describe('mergeDefinitions', () => {
  const shipped = [ECUC_MODULE, NVM_MODULE];
  const shippedUi = { EcuC: {}, NvM: {} };

  it('keeps the shipped list as is when the project has no vendor definition', () => {
    const merged = mergeDefinitions(shipped, shippedUi, []);
    expect(merged.definitions).toBe(shipped);
    expect(merged.ui).toBe(shippedUi);
    expect(merged.vendor.size).toBe(0);
  });

  it('adds a vendor definition with its UI hints', () => {
    const merged = mergeDefinitions(shipped, shippedUi, [vendorRow(cdd)]);
    expect(merged.definitions.map((d) => d.name)).toEqual(['EcuC', 'NvM', 'CDD']);
    expect(merged.ui['CDD']).toEqual(vendorRow(cdd).ui);
    expect(merged.vendor.get('CDD')?.sourceName).toBe('CDD_ParamDef.arxml');
  });

  it('never lets a vendor definition replace a shipped one', () => {
    const impostor: ModuleDef = { ...NVM_MODULE, containers: [] };
    const merged = mergeDefinitions(shipped, shippedUi, [vendorRow(impostor)]);
    expect(merged.definitions).toBe(shipped);
    expect(merged.vendor.has('NvM')).toBe(false);
  });
});
