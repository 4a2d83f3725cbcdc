import type { ModuleSwitch } from '@ecuc/core/api';
import type { ProjectMenuItem } from '@ecuc/core/catalogue';

/** What /module/getListData says about a project, as the app uses it. */
export interface ProjectModules {
  /** Menu items of the enabled modules (instances listed one by one). */
  menu: ProjectMenuItem[];
  /** Route keys of modules that are off, when the server lists them; otherwise derived from the menu. */
  disabledRouteKeys?: string[];
  /** The module switches of the workspace, when the server lists them. */
  switches?: ModuleSwitch[];
}

function isMenuItem(value: unknown): value is ProjectMenuItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item['pageUrl'] === 'string' && typeof item['id'] === 'number';
}

/**
 * Reads the answer of /module/getListData: `{list, modules, disabledRouteKeys}` (ModuleListData) or a
 * bare list of menu items. Entries that are not menu items are left out.
 */
export function projectModulesOf(answer: unknown): ProjectModules {
  if (Array.isArray(answer)) return { menu: answer.filter(isMenuItem) };
  if (typeof answer !== 'object' || answer === null) return { menu: [] };
  const data = answer as Record<string, unknown>;
  const list = data['list'];
  const result: ProjectModules = { menu: Array.isArray(list) ? list.filter(isMenuItem) : [] };
  const disabled = data['disabledRouteKeys'];
  if (Array.isArray(disabled)) result.disabledRouteKeys = disabled.filter((key) => typeof key === 'string');
  const switches = data['modules'];
  if (Array.isArray(switches)) result.switches = switches as ModuleSwitch[];
  return result;
}
