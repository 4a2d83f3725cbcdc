import { pathInModule, type ModuleSwitch } from '@ecuc/core/api';
import {
  hasModulePage,
  instanceRoutingOf,
  MODULE_CATALOGUE,
  type ModuleDescriptor,
  type RouteGroup,
} from '@ecuc/core/catalogue';

/** One module of a route group's overview page (`configSystem`, `configMemory`...). */
export interface OverviewRow {
  module: string;
  /** The module's page(s): one per enabled instance of an instance-based module; none while it is off. */
  links: { label: string; path: string }[];
  enabled: boolean;
  errors: number;
  warnings: number;
  /** When its configuration last changed (ISO time), if known. */
  changedAt?: string;
}

/** The modules the overview of `group` lists: those with a page of their own in the group, as the sidebar orders them. */
export function modulesOfGroup(
  group: RouteGroup,
  catalogue: readonly ModuleDescriptor[] = MODULE_CATALOGUE,
): ModuleDescriptor[] {
  return catalogue.filter(
    (m) =>
      m.routeGroup === group &&
      (m.kind ?? 'module') === 'module' &&
      hasModulePage(m) &&
      m.availability !== 'placeholder',
  );
}

/**
 * The overview's rows: for each module of the group, whether the project has it on, its error and warning
 * counts in the verification `result` (rows under `/Module/...` or `/Module_n/...`), when it last changed,
 * and the links to its page(s).
 */
export function groupOverviewRows(
  modules: readonly ModuleDescriptor[],
  switches: readonly ModuleSwitch[],
  result: { errList: readonly { path: string }[]; warningList: readonly { path: string }[] },
): OverviewRow[] {
  const count = (rows: readonly { path: string }[], module: string) =>
    rows.filter((row) => pathInModule(row.path, module)).length;
  return modules.map((m) => {
    const switched = switches.find((s) => s.module === m.name);
    const enabled = switched?.enabled ?? false;
    const instanced = instanceRoutingOf(m) !== 'none';
    const instances = switched?.instances.length ? switched.instances : [0];
    const links = !enabled
      ? []
      : instanced
        ? instances.map((id) => ({ label: `${m.name}_${id}`, path: `/main/${m.pageUrl}/${id}` }))
        : [{ label: m.name, path: `/main/${m.pageUrl}` }];
    return {
      module: m.name,
      links,
      enabled,
      errors: enabled ? count(result.errList, m.name) : 0,
      warnings: enabled ? count(result.warningList, m.name) : 0,
      ...(switched?.changedAt ? { changedAt: switched.changedAt } : {}),
    };
  });
}
