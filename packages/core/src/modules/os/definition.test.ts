/** Lint of the Os definition and its labels: the rules and the generator rely on these paths. */
import { describe, expect, it } from 'vitest';
import { moduleById } from '../../catalogue/modules.js';
import { indexDefinitions, indexModuleDef } from '../../ecuc/definition-index.js';
import { defaultContainersFor, defaultValueOf } from '../../ecuc/defaults.js';
import type { ContainerDef, ParamDef, UpperMultiplicity } from '../../ecuc/types.js';
import { referenceDestinations } from '../../ecuc/types.js';
import { isValidatorName } from '../../validators/index.js';
import { compileParamCheck } from '../../verify/param-checks.js';
import { ECUC_MODULE } from '../ecuc/index.js';
import { OS_MODULE, OS_PATHS, osDefinition, osUi } from './index.js';

function walk(visit: (def: ContainerDef, path: string) => void): void {
  const go = (def: ContainerDef, path: string): void => {
    visit(def, path);
    for (const child of def.choices ?? def.subContainers ?? []) go(child, `${path}/${child.name}`);
  };
  for (const def of osDefinition.containers) go(def, `/Os/${def.name}`);
}

function validMultiplicity(lower: number, upper: UpperMultiplicity): boolean {
  if (!Number.isInteger(lower) || lower < 0) return false;
  return upper === 'infinite' || (Number.isInteger(upper) && upper >= 1 && lower <= upper);
}

function defaultProblems(param: ParamDef): string[] {
  const problems: string[] = [];
  const fallback = defaultValueOf(param);
  if (fallback === undefined) return problems;
  compileParamCheck(param).check(
    fallback,
    (code, key) => problems.push(`${code} ${key}`),
    (failure) => failure.key,
  );
  return problems;
}

describe('osDefinition', () => {
  it('is the catalogue module 1, named Os, with its rules in OS_MODULE', () => {
    expect(osDefinition.name).toBe('Os');
    expect(osDefinition.moduleId).toBe(1);
    expect(moduleById(1)?.name).toBe('Os');
    expect(osDefinition.version).toBe(1);
    expect(OS_MODULE.containers).toBe(osDefinition.containers);
    expect(Array.isArray(OS_MODULE.rules)).toBe(true);
  });

  it('has the AUTOSAR containers at the top level', () => {
    expect(osDefinition.containers.map((c) => c.name)).toEqual([
      'OsOS',
      'OsAppMode',
      'OsTask',
      'OsIsr',
      'OsEvent',
      'OsResource',
      'OsCounter',
      'OsAlarm',
      'OsScheduleTable',
      'OsApplication',
      'OsSpinlock',
      'OsIoc',
      'OsPeripheralArea',
    ]);
  });

  it('has unique names among siblings, valid multiplicities and 0..1 choices', () => {
    const problems: string[] = [];
    walk((def, path) => {
      const names = [
        ...(def.parameters ?? []),
        ...(def.references ?? []),
        ...(def.subContainers ?? []),
        ...(def.choices ?? []),
      ].map((d) => d.name);
      const repeated = names.filter((n, i) => names.indexOf(n) !== i);
      if (repeated.length > 0) problems.push(`${path}: repeated ${repeated.join(', ')}`);
      if (!validMultiplicity(def.lower, def.upper)) problems.push(`${path}: multiplicity`);
      for (const choice of def.choices ?? []) {
        if (choice.lower !== 0 || choice.upper !== 1) problems.push(`${path}/${choice.name}: choice`);
      }
      for (const element of [...(def.parameters ?? []), ...(def.references ?? [])]) {
        if (!validMultiplicity(element.lower, element.upper)) problems.push(`${path}/${element.name}`);
      }
    });
    expect(problems).toEqual([]);
  });

  it('has defaults that pass their own checks, known validators, ordered bounds', () => {
    const problems: string[] = [];
    walk((def, path) => {
      for (const param of def.parameters ?? []) {
        for (const p of defaultProblems(param)) problems.push(`${path}/${param.name}: ${p}`);
        for (const v of param.validators ?? []) {
          if (!isValidatorName(v.name)) problems.push(`${path}/${param.name}: ${v.name}`);
        }
        if (param.kind === 'integer' && param.min !== undefined && param.max !== undefined) {
          if (BigInt(param.min) > BigInt(param.max)) problems.push(`${path}/${param.name}: min > max`);
        }
      }
    });
    expect(problems).toEqual([]);
  });

  it('has references that resolve in Os or EcuC', () => {
    const all = indexDefinitions([osDefinition, ECUC_MODULE]);
    const problems: string[] = [];
    walk((def, path) => {
      for (const ref of def.references ?? []) {
        for (const destination of referenceDestinations(ref)) {
          if (!all.containers.has(destination)) problems.push(`${path}/${ref.name} → ${destination}`);
        }
      }
    });
    expect(problems).toEqual([]);
  });

  it('names existing containers in OS_PATHS', () => {
    const all = indexDefinitions([osDefinition, ECUC_MODULE]);
    for (const path of Object.values(OS_PATHS)) expect(all.containers.has(path), path).toBe(true);
  });

  it('accepts AUTO and numbers as event masks, nothing else', () => {
    const mask = indexModuleDef(osDefinition).elements.get('/Os/OsEvent/OsEventMask');
    expect(mask?.kind).toBe('string');
    const failures = (value: string): number => {
      let count = 0;
      compileParamCheck(mask as ParamDef).check(
        value,
        () => (count += 1),
        (f) => f.key,
      );
      return count;
    };
    expect(failures('AUTO')).toBe(0);
    expect(failures('0x10')).toBe(0);
    expect(failures('16')).toBe(0);
    expect(failures('auto')).toBeGreaterThan(0);
    expect(failures('1 << 3')).toBeGreaterThan(0);
  });

  it('starts a freshly enabled module with OsOS (OSEK, one core, no RES_SCHEDULER) and one app mode', () => {
    const containers = defaultContainersFor(osDefinition);
    const os = containers.find((c) => c.definitionPath === '/Os/OsOS');
    expect(os?.values).toMatchObject({ OsType: 'OSEK', OsNumberOfCores: '1', OsUseResScheduler: false });
    expect(containers.some((c) => c.definitionPath === '/Os/OsOS/OsHooks')).toBe(true);
    expect(containers.filter((c) => c.definitionPath === '/Os/OsAppMode')).toHaveLength(1);
  });

  it('labels every container, parameter and reference in both languages, and nothing else', () => {
    const index = indexModuleDef(osDefinition);
    for (const [path, hint] of Object.entries(osUi)) {
      const known = path === '/Os' || index.containers.has(path) || index.elements.has(path);
      expect(known, path).toBe(true);
      expect(hint.label?.zh_cn, path).toBeTruthy();
      expect(hint.label?.en_us, path).toBeTruthy();
    }
    const unlabelled = [...index.containers.keys(), ...index.elements.keys()].filter((p) => !osUi[p]);
    expect(unlabelled).toEqual([]);
  });
});
