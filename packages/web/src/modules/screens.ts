import type { ComponentType, ReactNode } from 'react';
import type { ModuleDescriptor } from '@ecuc/core/catalogue';

/** What a module's special screens are given by the generic module page. */
export interface ModuleScreensProps {
  module: ModuleDescriptor;
  /** The instance shown (0 for modules that are not instance-based). */
  instanceId: number;
  /** The generic editor of the module: the screens place it where they want it (or leave it out). */
  editor: ReactNode;
}

/** Loads a module's special screens: a dynamic import, so that they are a chunk of their own. */
export type ModuleScreensLoader = () => Promise<{ default: ComponentType<ModuleScreensProps> }>;

/**
 * The modules whose page shows more than the generic editor, by module name (the catalogue's `name`).
 * The generic module page mounts the screens around the editor; every other module page is the editor alone.
 */
export const MODULE_SCREENS: Readonly<Record<string, ModuleScreensLoader>> = {
  Os: () => import('../pages/os/OsScreens.js'),
  Com: () => import('../pages/com/ComScreens.js'),
  LinIf: () => import('../pages/linif/LinIfScreens.js'),
  WdgM: () => import('../pages/wdgm/WdgMScreens.js'),
  BswM: () => import('../pages/bswm/BswMScreens.js'),
  Dcm: () => import('../pages/dcm/DcmScreens.js'),
  Dem: () => import('../pages/dem/DemScreens.js'),
  Csm: () => import('../pages/csm/CsmScreens.js'),
};

/** The loader of a module's special screens, if it has any. */
export function moduleScreensLoader(moduleName: string): ModuleScreensLoader | undefined {
  return Object.hasOwn(MODULE_SCREENS, moduleName) ? MODULE_SCREENS[moduleName] : undefined;
}
