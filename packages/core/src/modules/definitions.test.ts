/** Lint of every shipped module definition: the data must be consistent before any project uses it. */
import { describe, expect, it } from 'vitest';
import { moduleById } from '../catalogue/modules.js';
import { enumerationParam, integerParam } from '../ecuc/builders.js';
import { indexDefinitions, indexModuleDef } from '../ecuc/definition-index.js';
import { defaultValueOf } from '../ecuc/defaults.js';
import type { ContainerDef, ModuleDef, ParamDef, UpperMultiplicity } from '../ecuc/types.js';
import { referenceDestinations } from '../ecuc/types.js';
import { isValidatorName } from '../validators/index.js';
import { compileParamCheck, parseFloatText, parseIntegerText } from '../verify/param-checks.js';
import { translate } from '../i18n/index.js';
import { MODULE_DEFINITIONS, MODULE_UI, PENDING_DESTINATION_MODULES, SHIPPED_PLUGINS } from './index.js';

function walk(module: ModuleDef, visit: (def: ContainerDef, path: string) => void): void {
  const go = (def: ContainerDef, path: string): void => {
    visit(def, path);
    for (const child of def.choices ?? def.subContainers ?? []) go(child, `${path}/${child.name}`);
  };
  for (const def of module.containers) go(def, `/${module.name}/${def.name}`);
}

function validMultiplicity(lower: number, upper: UpperMultiplicity): boolean {
  if (!Number.isInteger(lower) || lower < 0) return false;
  return upper === 'infinite' || (Number.isInteger(upper) && upper >= 1 && lower <= upper);
}

/** Problems of one parameter's own data (range, literals, default). */
function paramProblems(param: ParamDef): string[] {
  const problems: string[] = [];
  if (param.kind === 'integer') {
    const min = param.min === undefined ? null : parseIntegerText(param.min);
    const max = param.max === undefined ? null : parseIntegerText(param.max);
    if (param.min !== undefined && min === null) problems.push(`min ${param.min} is not an integer`);
    if (param.max !== undefined && max === null) problems.push(`max ${param.max} is not an integer`);
    if (min !== null && max !== null && min > max) problems.push('min > max');
  }
  if (param.kind === 'float') {
    const min = param.min === undefined ? null : parseFloatText(param.min);
    const max = param.max === undefined ? null : parseFloatText(param.max);
    if (param.min !== undefined && min === null) problems.push(`min ${param.min} is not a number`);
    if (param.max !== undefined && max === null) problems.push(`max ${param.max} is not a number`);
    if (min !== null && max !== null && min > max) problems.push('min > max');
  }
  if (param.kind === 'enumeration') {
    if (param.literals.length === 0) problems.push('no literals');
    if (new Set(param.literals).size !== param.literals.length) problems.push('repeated literal');
  }
  for (const ref of param.validators ?? []) {
    if (!isValidatorName(ref.name)) problems.push(`unknown validator ${ref.name}`);
  }
  const fallback = defaultValueOf(param);
  if (fallback !== undefined) {
    compileParamCheck(param).check(
      fallback,
      (code, key) => problems.push(`default fails ${code} ${key}`),
      (f) => f.key,
    );
  }
  return problems;
}

describe('shipped module definitions', () => {
  it('are the registered plugins, each with its catalogue id', () => {
    expect(MODULE_DEFINITIONS.map((d) => d.name)).toEqual(SHIPPED_PLUGINS.map((p) => p.definition.name));
    expect(MODULE_DEFINITIONS.map((d) => d.name)).toEqual(
      expect.arrayContaining(['EcuC', 'NvM', 'MemIf', 'Os']),
    );
    for (const def of MODULE_DEFINITIONS) expect(moduleById(def.moduleId)?.name, def.name).toBe(def.name);
  });

  for (const module of MODULE_DEFINITIONS) {
    describe(module.name, () => {
      it('has unique names among siblings and valid multiplicities', () => {
        const problems: string[] = [];
        const topNames = module.containers.map((c) => c.name);
        if (new Set(topNames).size !== topNames.length)
          problems.push(`/${module.name}: repeated container name`);
        walk(module, (def, path) => {
          const names = [
            ...(def.parameters ?? []),
            ...(def.references ?? []),
            ...(def.subContainers ?? []),
            ...(def.choices ?? []),
          ].map((d) => d.name);
          const repeated = names.filter((n, i) => names.indexOf(n) !== i);
          if (repeated.length > 0) problems.push(`${path}: repeated ${repeated.join(', ')}`);
          if (!validMultiplicity(def.lower, def.upper)) problems.push(`${path}: multiplicity`);
          if (def.choices && def.subContainers) problems.push(`${path}: choices and sub-containers`);
          for (const choice of def.choices ?? []) {
            if (choice.lower !== 0 || choice.upper !== 1)
              problems.push(`${path}/${choice.name}: a choice is 0..1`);
          }
          for (const el of [...(def.parameters ?? []), ...(def.references ?? [])]) {
            if (!validMultiplicity(el.lower, el.upper)) problems.push(`${path}/${el.name}: multiplicity`);
            if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(el.name)) problems.push(`${path}/${el.name}: name`);
          }
        });
        expect(problems).toEqual([]);
      });

      it('has ranges, literals, validators and defaults that agree', () => {
        const problems: string[] = [];
        walk(module, (def, path) => {
          for (const param of def.parameters ?? []) {
            for (const p of paramProblems(param)) problems.push(`${path}/${param.name}: ${p}`);
          }
        });
        expect(problems).toEqual([]);
      });

      it('has references whose destinations are container definitions', () => {
        const all = indexDefinitions(MODULE_DEFINITIONS);
        const problems: string[] = [];
        walk(module, (def, path) => {
          for (const ref of def.references ?? []) {
            for (const destination of referenceDestinations(ref)) {
              const target = destination.split('/')[1] ?? '';
              if (PENDING_DESTINATION_MODULES.has(target)) continue;
              if (!all.containers.has(destination)) problems.push(`${path}/${ref.name} → ${destination}`);
            }
          }
        });
        expect(problems).toEqual([]);
      });

      it('has one migration per earlier version, in order', () => {
        const migrations = module.migrations ?? [];
        expect(migrations.map((m) => m.from)).toEqual(
          Array.from({ length: module.version - 1 }, (_, i) => i + 1),
        );
      });

      it('has rules with unique codes of this module and texts in both languages', () => {
        const rules = module.rules ?? [];
        const codes = rules.map((r) => r.code);
        expect(new Set(codes).size).toBe(codes.length);
        for (const rule of rules) {
          // The OS checks keep the numeric codes of spec section 8 (OS0001–OS0051) whatever their severity.
          const pattern =
            module.name === 'Os'
              ? /^OS\d{4}$/
              : new RegExp(`^${rule.severity === 'error' ? 'E' : 'W'}_${module.name}\\d{4}$`);
          expect(rule.code).toMatch(pattern);
          expect(rule.description.zh_cn.trim()).not.toBe('');
          expect(rule.description.en_us.trim()).not.toBe('');
        }
      });

      it('has UI hints only for existing definitions, labelled in both languages', () => {
        const index = indexModuleDef(module);
        const ui = MODULE_UI[module.name] ?? {};
        for (const [path, hint] of Object.entries(ui)) {
          const known = path === index.path || index.containers.has(path) || index.elements.has(path);
          expect(known, path).toBe(true);
          expect(hint.label?.zh_cn, path).toBeTruthy();
          expect(hint.label?.en_us, path).toBeTruthy();
        }
      });
    });
  }

  it('leave no shipped module in the pending destination list', () => {
    for (const def of MODULE_DEFINITIONS) expect(PENDING_DESTINATION_MODULES.has(def.name)).toBe(false);
  });

  it('label every NvM block parameter', () => {
    const block = indexModuleDef(MODULE_DEFINITIONS[1] as ModuleDef).containers.get(
      '/NvM/NvMBlockDescriptor',
    );
    const missing = (block?.parameters ?? []).filter(
      (p) => !MODULE_UI.NvM?.[`/NvM/NvMBlockDescriptor/${p.name}`],
    );
    expect(missing.map((p) => p.name)).toEqual([]);
    expect(block?.parameters.length).toBeGreaterThanOrEqual(35);
  });

  it('lint finds defaults outside their range or literals, and unknown validators', () => {
    expect(paramProblems(integerParam('X', { min: '1', max: '3', default: '5' }))).toEqual([
      'default fails E_0004 E_0004.value',
    ]);
    expect(paramProblems(enumerationParam('Y', ['A', 'A'], { default: 'B' }))).toEqual([
      'repeated literal',
      'default fails E_0006 E_0006.literal',
    ]);
    expect(paramProblems(integerParam('Z', { min: '9', max: '1' }))).toEqual(['min > max']);
  });

  it('are described in the message catalogues (kinds)', () => {
    expect(translate('en_us', 'ecuc.kind.functionName')).toBe('Function name');
    expect(translate('zh_cn', 'verify.code.E_0007')).toBe('不符合 C 命名规则');
  });
});
