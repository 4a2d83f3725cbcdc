/**
 * Runs one module rule over a fixture project and answers its rows as `path param` lines, so
 * that rule tests read as tables.
 */
import type { ModuleDef } from '../ecuc/types.js';
import { verifyProject } from '../verify/engine.js';
import type { ModuleRule } from '../verify/types.js';
import type { ProjectFixture } from './project-fixture.js';

export function ruleRows(
  fixture: ProjectFixture,
  rule: ModuleRule,
  definitions: readonly ModuleDef[],
): string[] {
  const result = verifyProject(fixture.snapshot(), definitions, { language: 'en_us' });
  return [...result.errList, ...result.warningList]
    .filter((row) => row.code === rule.code)
    .map((row) => `${row.path}${row.param ? ` ${row.param}` : ''}`);
}
