import { describe, expect, it } from 'vitest';
import { migrateSnapshot } from '../../ecuc/migrate.js';
import type { ContainerValue, ProjectSnapshot } from '../../ecuc/store-types.js';
import { verifyProject } from '../../verify/engine.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';
import { NVM_MIGRATIONS, millisecondsToSeconds } from './migrations.js';
import { NVM_MODULE } from './index.js';

function storedUnder(version: number, edit: (containers: ContainerValue[]) => void): ProjectSnapshot {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  const snapshot = fixture.snapshot();
  snapshot.containers = snapshot.containers.map((c) => ({ ...c, values: { ...c.values } }));
  edit(snapshot.containers);
  snapshot.modules = snapshot.modules.map((m) =>
    m.module === 'NvM' ? { ...m, definitionVersion: version } : m,
  );
  return snapshot;
}

const block = (containers: ContainerValue[]): ContainerValue =>
  containers.find((c) => c.definitionPath === '/NvM/NvMBlockDescriptor') as ContainerValue;
const common = (containers: ContainerValue[]): ContainerValue =>
  containers.find((c) => c.definitionPath === '/NvM/NvMCommon') as ContainerValue;

describe('NvM migration 1 → 2 (NvMBlockUseCrcCompMechanism renamed)', () => {
  it('moves the value to the new name', () => {
    const before = storedUnder(1, (cs) => {
      const values = block(cs).values;
      delete values.NvMBlockUseCRCCompMechanism;
      values.NvMBlockUseCrcCompMechanism = true;
    });
    const migrated = NVM_MIGRATIONS[0]?.migrate(before.containers.filter((c) => c.module === 'NvM')) ?? [];
    expect(block(migrated).values.NvMBlockUseCRCCompMechanism).toBe(true);
    expect(block(migrated).values).not.toHaveProperty('NvMBlockUseCrcCompMechanism');
    expect(block(migrated).version).toBe(2);
    // untouched containers keep their objects
    expect(common(migrated)).toBe(common(before.containers));
  });
});

describe('NvM migration 2 → 3 (NvMMainFunctionPeriod in seconds)', () => {
  const cases: [string, string][] = [
    ['10', '0.01'],
    ['5', '0.005'],
    ['1500', '1.5'],
    ['12.5', '0.0125'],
    ['0', '0'],
    ['abc', 'abc'],
  ];
  for (const [ms, s] of cases) {
    it(`${ms} ms → ${s} s`, () => {
      expect(millisecondsToSeconds(ms)).toBe(s);
      const before = storedUnder(2, (cs) => {
        common(cs).values.NvMMainFunctionPeriod = ms;
      });
      const migrated = NVM_MIGRATIONS[1]?.migrate(before.containers.filter((c) => c.module === 'NvM')) ?? [];
      expect(common(migrated).values.NvMMainFunctionPeriod).toBe(s);
    });
  }
});

describe('migrateSnapshot', () => {
  it('brings a version 1 NvM configuration to the current version and it verifies clean of W_0001', () => {
    const before = storedUnder(1, (cs) => {
      const values = block(cs).values;
      delete values.NvMBlockUseCRCCompMechanism;
      values.NvMBlockUseCrcCompMechanism = false;
      common(cs).values.NvMMainFunctionPeriod = '20';
    });
    // under the current definition, the old name is unknown data
    expect(verifyProject(before, MODULE_DEFINITIONS).warningList.map((r) => r.code)).toContain('W_0001');

    const { snapshot, steps } = migrateSnapshot(before, MODULE_DEFINITIONS);
    expect(steps).toEqual([
      {
        module: 'NvM',
        instanceId: 0,
        from: 1,
        to: NVM_MODULE.version,
        applied: NVM_MIGRATIONS.map((m) => m.description),
      },
    ]);
    expect(snapshot.modules.find((m) => m.module === 'NvM')?.definitionVersion).toBe(NVM_MODULE.version);
    expect(common(snapshot.containers).values.NvMMainFunctionPeriod).toBe('0.02');
    // No warning remains (the target-block reference into the Ea/Fee modules, which no project can have yet,
    // is not mentioned).
    expect(verifyProject(snapshot, MODULE_DEFINITIONS).warningList).toEqual([]);
    // the input is untouched
    expect(block(before.containers).values.NvMBlockUseCrcCompMechanism).toBe(false);
    expect(before.modules.find((m) => m.module === 'NvM')?.definitionVersion).toBe(1);
  });

  it('leaves current modules alone and reports versions it cannot read', () => {
    const current = storedUnder(NVM_MODULE.version, () => undefined);
    const same = migrateSnapshot(current, MODULE_DEFINITIONS);
    expect(same.steps).toEqual([]);
    expect(same.snapshot.containers).toBe(current.containers);

    const newer = storedUnder(NVM_MODULE.version + 1, () => undefined);
    expect(migrateSnapshot(newer, MODULE_DEFINITIONS).steps[0]?.problem).toBe('newerThanDefinition');

    const unknown = storedUnder(NVM_MODULE.version, () => undefined);
    unknown.modules.push({ module: 'Fee', instanceId: 0, definitionVersion: 1 });
    expect(migrateSnapshot(unknown, MODULE_DEFINITIONS).steps[0]?.problem).toBe('unknownModule');
  });
});
