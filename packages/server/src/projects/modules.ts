import { and, eq, max } from 'drizzle-orm';
import { HttpStatus, type ModuleListData, type ModuleSwitch } from '@ecuc/core/api';
import {
  ECUC_MODULE_ID,
  MODULE_CATALOGUE,
  RTE_MODULE_ID,
  type ModuleDescriptor,
  type ProjectMenuItem,
} from '@ecuc/core/catalogue';
import { containers, projectModules } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { HttpProblem } from '../http/envelope.js';
import { message } from '../http/messages.js';

/** Modules a project cannot be without; they are on from creation and cannot be switched off. */
export const MANDATORY_MODULE_IDS: ReadonlySet<number> = new Set([ECUC_MODULE_ID]);

/** The catalogue entries a project can switch on and off (registered modules included). */
export function switchableModules(): ModuleDescriptor[] {
  return MODULE_CATALOGUE.filter((m) => (m.kind ?? 'module') === 'module' && m.availability === 'available');
}

export function switchableModule(name: string): ModuleDescriptor | undefined {
  return switchableModules().find((m) => m.name === name);
}

/** The enabled instances of a project's modules, by module name. */
export async function enabledModules(db: Database, projectId: number): Promise<Map<string, number[]>> {
  const rows = await db
    .select()
    .from(projectModules)
    .where(and(eq(projectModules.projectId, projectId), eq(projectModules.enabled, true)));
  const enabled = new Map<string, number[]>();
  for (const row of rows)
    enabled.set(
      row.module,
      [...(enabled.get(row.module) ?? []), row.instanceId].sort((a, b) => a - b),
    );
  return enabled;
}

/** When each module's configuration last changed (its containers' latest `updated_at`), by module. */
export async function moduleChanges(db: Database, projectId: number): Promise<Map<string, Date>> {
  const rows = await db
    .select({ module: containers.module, changedAt: max(containers.updatedAt) })
    .from(containers)
    .where(eq(containers.projectId, projectId))
    .groupBy(containers.module);
  return new Map(rows.flatMap((row) => (row.changedAt ? [[row.module, row.changedAt] as const] : [])));
}

/**
 * The menu, the switches and the route keys that are off, from the enabled modules (pure); a switch says
 * when its module last changed when `changes` knows it.
 */
export function moduleListData(
  enabled: ReadonlyMap<string, number[]>,
  changes: ReadonlyMap<string, Date> = new Map(),
): ModuleListData {
  const hasRte = switchableModules().some((m) => m.id === RTE_MODULE_ID && enabled.has(m.name));
  const list: ProjectMenuItem[] = [];
  const modules: ModuleSwitch[] = [];
  const disabledRouteKeys: string[] = [];
  for (const m of MODULE_CATALOGUE) {
    if (m.availability === 'notAvailable') continue;
    const kind = m.kind ?? 'module';
    if (kind === 'overview') continue;
    if (kind === 'rtePage') {
      if (hasRte)
        list.push({
          id: m.id,
          mark: m.name,
          pageUrl: m.pageUrl,
          abbreviation: m.abbreviation,
          type: m.category,
        });
      else disabledRouteKeys.push(m.pageUrl);
      continue;
    }
    if (m.availability === 'placeholder') continue;
    const instances = enabled.get(m.name);
    modules.push({
      id: m.id,
      module: m.name,
      pageUrl: m.pageUrl,
      category: m.category,
      enabled: instances !== undefined,
      mandatory: MANDATORY_MODULE_IDS.has(m.id),
      instanceBased: m.instanceBased,
      instances: instances ?? [],
      ...(instances && changes.has(m.name) ? { changedAt: changes.get(m.name)!.toISOString() } : {}),
    });
    // A module configured on another module's page (LinTp on LinIf) has a switch but no page of its own.
    if (m.hostPageUrl !== undefined) continue;
    if (!instances) {
      disabledRouteKeys.push(m.pageUrl);
      continue;
    }
    for (const instanceId of m.instanceBased ? instances : [0]) {
      const item: ProjectMenuItem = {
        id: m.id,
        mark: m.name,
        pageUrl: m.pageUrl,
        abbreviation: m.abbreviation,
        type: m.category,
      };
      if (m.instanceBased) item.instanceId = instanceId;
      list.push(item);
    }
  }
  return { list, modules, disabledRouteKeys };
}

/** Refuses a call to a module the project has switched off: HTTP 603 with the module's name in `data`. */
export async function requireModuleEnabled(
  db: Database,
  projectId: number,
  module: ModuleDescriptor,
  instanceId = 0,
): Promise<void> {
  const rows = await db
    .select({ enabled: projectModules.enabled })
    .from(projectModules)
    .where(
      and(
        eq(projectModules.projectId, projectId),
        eq(projectModules.module, module.name),
        eq(projectModules.instanceId, module.instanceBased ? instanceId : 0),
      ),
    );
  if (!rows[0]?.enabled) {
    throw new HttpProblem(
      HttpStatus.RouteNotPermitted,
      message('module.notEnabled', { module: module.name }),
      module.name,
    );
  }
}
