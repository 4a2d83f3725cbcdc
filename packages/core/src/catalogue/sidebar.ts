import { MODULE_CATALOGUE, RTE_MODULE_ID, menuItemLabel, moduleById, moduleByPageUrl } from './modules.js';
import type { ModuleCategory, ModuleDescriptor, ProjectMenuItem } from './types.js';
import { MODULE_CATEGORIES } from './types.js';

/** One link of the sidebar. */
export interface SidebarEntry {
  /** `Can_0` for instance-based modules, the module name otherwise. */
  label: string;
  /** Route relative to `/main/`, e.g. `canDriver/0`. */
  path: string;
  /** The catalogue entry, when the item's module is known to the catalogue. */
  module: ModuleDescriptor | undefined;
  instanceId?: number;
}

/** One category of the sidebar with its entries in display order. */
export interface SidebarGroup {
  category: ModuleCategory;
  entries: SidebarEntry[];
}

function moduleOfItem(item: ProjectMenuItem): ModuleDescriptor | undefined {
  return moduleByPageUrl(item.pageUrl) ?? moduleById(item.id);
}

/** Alphabetical by label's module name, then instances in numeric order (`Can_2` before `Can_10`). */
function compareEntries(a: SidebarEntry, b: SidebarEntry): number {
  const left = (a.module?.name ?? a.label).toLowerCase();
  const right = (b.module?.name ?? b.label).toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return (a.instanceId ?? 0) - (b.instanceId ?? 0);
}

/**
 * The sidebar of a project (spec section 2, layout): the project's menu items grouped by category in the order
 * of MODULE_CATEGORIES, sorted alphabetically within each category; instance-based modules show as
 * `name_instanceId`. The RTE editor's pages appear only when the project has the RTE module, and then all of
 * them do. Overview pages and modules configured on another module's page are left out. Items unknown to the
 * catalogue keep their own abbreviation, category and page key. Duplicate items appear once.
 */
export function sidebarForProject(items: readonly ProjectMenuItem[]): SidebarGroup[] {
  const hasRte = items.some((item) => moduleOfItem(item)?.id === RTE_MODULE_ID);
  const byCategory = new Map<ModuleCategory, SidebarEntry[]>();
  const seenPaths = new Set<string>();

  const add = (category: ModuleCategory, entry: SidebarEntry): void => {
    if (seenPaths.has(entry.path)) return;
    seenPaths.add(entry.path);
    const entries = byCategory.get(category) ?? [];
    entries.push(entry);
    byCategory.set(category, entries);
  };

  for (const item of items) {
    const module = moduleOfItem(item);
    if (module && (module.kind === 'overview' || module.hostPageUrl !== undefined)) continue;
    if (module?.rteOnly && !hasRte) continue;
    const { label, path } = menuItemLabel(item);
    const entry: SidebarEntry = { label, path, module };
    if (module?.instanceBased) entry.instanceId = item.instanceId ?? 0;
    const category = module?.category ?? item.type;
    if (!MODULE_CATEGORIES.includes(category)) continue;
    add(category, entry);
  }

  if (hasRte) {
    for (const page of MODULE_CATALOGUE.filter((entry) => entry.kind === 'rtePage')) {
      add(page.category, { label: page.name, path: page.pageUrl, module: page });
    }
  }

  return MODULE_CATEGORIES.flatMap((category) => {
    const entries = byCategory.get(category);
    return entries ? [{ category, entries: entries.sort(compareEntries) }] : [];
  });
}
