import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexModuleDef } from '@ecuc/core/ecuc';
import { MODULE_DEFINITIONS, modulePlugins } from '@ecuc/core/modules';
import type { ModuleDefinitionSummary } from './defs.js';
import { runEcuc } from './testing/run-ecuc.js';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

const ecuc = runEcuc;

/** The counts computed independently, from the definition index. */
function expectedCounts(name: string) {
  const definition = MODULE_DEFINITIONS.find((d) => d.name === name)!;
  const index = indexModuleDef(definition);
  const elements = [...index.elements.values()];
  return {
    containers: index.containers.size,
    parameters: elements.filter((e) => !e.kind.endsWith('eference')).length,
    references: elements.filter((e) => e.kind.endsWith('eference')).length,
  };
}

describe('ecuc defs', () => {
  it('--json lists every shipped module definition with its counts', async () => {
    const run = await ecuc(['defs', '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const printed = JSON.parse(run.stdout) as { modules: ModuleDefinitionSummary[] };
    expect(printed.modules.map((m) => m.name)).toEqual(MODULE_DEFINITIONS.map((d) => d.name));
    for (const m of printed.modules) {
      expect(m, m.name).toMatchObject(expectedCounts(m.name));
      expect(m.containers).toBeGreaterThan(0);
      expect(m.parameters).toBeGreaterThan(0);
    }
    const nvm = printed.modules.find((m) => m.name === 'NvM')!;
    expect(nvm).toMatchObject({ moduleId: 200, instanceBased: false });
    expect(nvm.referenceDestinations).toContain('/Fee/FeeBlockConfiguration');
  });

  it("--json lists each module's rule codes, generators, importers and exporters", async () => {
    const printed = JSON.parse((await ecuc(['defs', '--json'])).stdout) as {
      modules: ModuleDefinitionSummary[];
    };
    // What each registered plugin brings, read from the registry itself (the modules' own tests say what
    // their plugins hold).
    expect(printed.modules.map((m) => m.name)).toEqual(modulePlugins().map((p) => p.definition.name));
    for (const plugin of modulePlugins()) {
      const listed = printed.modules.find((m) => m.name === plugin.definition.name)!;
      expect(listed.rules).toEqual((plugin.definition.rules ?? []).map((r) => r.code));
      expect(listed.generators).toEqual(
        (plugin.generators ?? []).map((g) => ({ id: g.id, files: [...g.fileNames] })),
      );
      expect(listed.importers).toEqual(
        (plugin.importers ?? []).map((i) => ({ id: i.id, extensions: [...i.extensions] })),
      );
      expect(listed.exporters).toEqual(
        (plugin.exporters ?? []).map((e) => ({ id: e.id, extension: e.extension })),
      );
    }
    expect(printed.modules.some((m) => m.rules.length > 0 && m.generators.length > 0)).toBe(true);
  });

  it('prints one line per module without --json', async () => {
    const run = await ecuc(['defs']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(MODULE_DEFINITIONS.length);
    const nvm = expectedCounts('NvM');
    expect(lines.find((l) => l.startsWith('NvM '))).toContain(
      `${nvm.containers} containers, ${nvm.parameters} parameters, ${nvm.references} references`,
    );
  });

  it('answers 2 for an argument it does not take', async () => {
    const run = await ecuc(['defs', 'extra']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unexpected argument 'extra'");
    expect((await ecuc(['defs', '--yaml'])).code).toBe(2);
  });

  it('is listed in the help', async () => {
    const run = await ecuc(['--help']);
    expect(run.stdout).toMatch(/^ {2}defs {7}list the shipped module definitions/m);
    expect(run.stdout).toMatch(/^ {2}verify {5}verify the ECUC values/m);
  });
});

describe('ecuc defs, spawned', () => {
  // What bin/ecuc.js runs: the TypeScript build and the bundle made from it (a bundle left by an earlier build
  // would answer with the definitions of then).
  beforeAll(() => {
    execFileSync(
      process.execPath,
      [`${repository}node_modules/typescript/bin/tsc`, '-b', `${repository}packages/cli`],
      {
        stdio: 'pipe',
      },
    );
    execFileSync(process.execPath, [`${repository}packages/cli/bundle.mjs`], { stdio: 'pipe' });
  }, 180_000);

  it('prints the same JSON as in process', async () => {
    const run = spawnSync(process.execPath, [`${repository}packages/cli/bin/ecuc.js`, 'defs', '--json'], {
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse((await ecuc(['defs', '--json'])).stdout));
  });
});
