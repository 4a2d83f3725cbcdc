import {
  MODULE_CATALOGUE,
  MODULE_CATEGORIES,
  isSidebarEntry,
  menuItemLabel,
  moduleById,
  moduleByPageUrl,
} from '@ecuc/core/catalogue';
import type { ModuleCategory, ProjectMenuItem } from '@ecuc/core/catalogue';
import { projectHasRte } from '../routing/guard.js';

export interface SidebarItem {
  /** Unique within the sidebar: the route under /main/ (e.g. `canDriver/1`). */
  key: string;
  label: string;
  /** Absolute route, e.g. `/main/canDriver/1`. */
  path: string;
  moduleId: number;
}

export interface SidebarGroup {
  category: ModuleCategory;
  items: SidebarItem[];
}

function isCategory(value: unknown): value is ModuleCategory {
  return typeof value === 'string' && (MODULE_CATEGORIES as readonly string[]).includes(value);
}

const byLabel = (a: SidebarItem, b: SidebarItem): number =>
  a.label.localeCompare(b.label, 'en', { numeric: true, sensitivity: 'base' }) || a.key.localeCompare(b.key);

/**
 * The sidebar of a project (spec section 2): its menu items grouped by category in the catalogue's
 * category order, each group sorted alphabetically; instance-based modules as `name_instanceId` at
 * `name/{instanceId}`; RTE-only entries only when the project has the RTE module (then every RTE editor
 * page is listed); overview pages and modules configured on another page have no item of their own.
 */
export function buildSidebar(menu: readonly ProjectMenuItem[]): SidebarGroup[] {
  const hasRte = projectHasRte(menu);
  const items = new Map<string, { category: ModuleCategory; item: SidebarItem }>();

  const add = (entry: ProjectMenuItem): void => {
    const module = moduleByPageUrl(entry.pageUrl) ?? moduleById(entry.id);
    if (module && !isSidebarEntry(module)) return;
    if (module?.rteOnly && !hasRte) return;
    const { label, path } = menuItemLabel(entry);
    if (items.has(path)) return;
    const category = module?.category ?? (isCategory(entry.type) ? entry.type : 'Other');
    items.set(path, {
      category,
      item: { key: path, label, path: `/main/${path}`, moduleId: module?.id ?? entry.id },
    });
  };

  for (const entry of menu) add(entry);
  if (hasRte) {
    for (const module of MODULE_CATALOGUE) {
      if (!module.rteOnly || !isSidebarEntry(module)) continue;
      add({
        id: module.id,
        mark: module.name,
        pageUrl: module.pageUrl,
        abbreviation: module.abbreviation,
        type: module.category,
      });
    }
  }

  const groups: SidebarGroup[] = [];
  for (const category of MODULE_CATEGORIES) {
    const members = [...items.values()]
      .filter((entry) => entry.category === category)
      .map((entry) => entry.item);
    if (members.length > 0) groups.push({ category, items: members.sort(byLabel) });
  }
  return groups;
}

/** The sidebar is 230 px wide, and collapses when the window is narrower than 1300 px (spec section 9). */
export const SIDEBAR_WIDTH = 230;
export const SIDEBAR_COLLAPSE_BELOW = 1300;
export const RESIZE_DEBOUNCE_MS = 100;

export function sidebarCollapsedAt(windowWidth: number): boolean {
  return windowWidth < SIDEBAR_COLLAPSE_BELOW;
}

/** The sidebar item a route belongs to: the longest item path that is a prefix of the route. */
export function selectedSidebarKey(groups: readonly SidebarGroup[], pathname: string): string | undefined {
  let best: SidebarItem | undefined;
  for (const group of groups) {
    for (const item of group.items) {
      const matches = pathname === item.path || pathname.startsWith(`${item.path}/`);
      if (matches && (!best || item.path.length > best.path.length)) best = item;
    }
  }
  if (best) return best.key;
  // `canDriver` without an instance shows instance 0.
  return groups.flatMap((group) => group.items).find((item) => item.path === `${pathname}/0`)?.key;
}

/** Calls `run` once the calls have stopped for `waitMs` (the sidebar's resize handling). */
export function debounce<A extends unknown[]>(run: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      run(...args);
    }, waitMs);
  };
  debounced.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
