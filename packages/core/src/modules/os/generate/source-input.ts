/**
 * Project snapshots for generation from files: ECUC values of the Os module read from ARXML
 * (mapped onto containers by DEFINITION-REF), with a source map from container id to the file
 * position of the container, so that every finding can be printed as `file:line:col`.
 */
import { containersFromArxml } from '../../../ecuc/arxml-import.js';
import type { ContainerValue, ProjectSnapshot } from '../../../ecuc/store-types.js';
import type { ModuleDef } from '../../../ecuc/types.js';
import type { Diagnostic } from '../../../formats/diagnostic.js';
import type { ArxmlDocument, EcucContainerValue } from '../../../formats/arxml/model.js';
import type { OilFile } from '../../../formats/oil/model.js';
import { ECUC_MODULE } from '../../ecuc/index.js';
import { OS_MODULE } from '../module.js';
import { osContainersFromOil } from '../oil/import.js';

export interface SourcePositionOf {
  file: string;
  line: number;
  col: number;
}

/** Container id → where the container is written. */
export type ContainerSourceMap = ReadonlyMap<string, SourcePositionOf>;

export interface OsSnapshotImport {
  snapshot: ProjectSnapshot;
  sourceMap: ContainerSourceMap;
  diagnostics: Diagnostic[];
}

/** Whether an ECUC module configuration is the Os module's (its DEFINITION-REF ends in `/Os`). */
export function isOsModuleValues(definitionRef: string): boolean {
  return /(^|\/)Os$/.test(definitionRef);
}

/**
 * A snapshot holding the Os module imported from an OIL file (and the EcuC cores its OS
 * applications run on). The source map comes from the import: container id → OIL position.
 */
export function osSnapshotFromOil(
  oil: OilFile,
  options: { projectName?: string; chip?: string; osModule?: ModuleDef } = {},
): OsSnapshotImport {
  const osModule = options.osModule ?? OS_MODULE;
  let next = 0;
  const imported = osContainersFromOil(oil, { newId: () => `oil-${(next += 1)}` });
  const modules = [{ module: osModule.name, instanceId: 0, definitionVersion: osModule.version }];
  if (imported.containers.some((c) => c.module === ECUC_MODULE.name))
    modules.push({ module: ECUC_MODULE.name, instanceId: 0, definitionVersion: ECUC_MODULE.version });
  return {
    snapshot: {
      project: { id: 'oil', name: options.projectName ?? imported.general.cpuName, chip: options.chip ?? '' },
      modules,
      containers: imported.containers,
    },
    sourceMap: imported.sourceMap,
    diagnostics: imported.diagnostics,
  };
}

/** A snapshot holding the Os module of an ARXML document (other modules are left out). */
export function osSnapshotFromArxml(
  document: ArxmlDocument,
  file: string,
  options: { projectName?: string; chip?: string; osModule?: ModuleDef } = {},
): OsSnapshotImport {
  const osModule = options.osModule ?? OS_MODULE;
  const modules = document.ecucValues.filter((m) => isOsModuleValues(m.definitionRef));
  let next = 0;
  const imported = containersFromArxml(modules, [osModule], { file, newId: () => `arxml-${(next += 1)}` });
  // Positions by short-name path below the module: `/Os/Task_Init/OsTaskAutostart`.
  const positions = new Map<string, SourcePositionOf>();
  const moduleRoot = new Map<string, SourcePositionOf>();
  const walk = (values: readonly EcucContainerValue[], parentPath: string): void => {
    for (const value of values) {
      const path = `${parentPath}/${value.shortName}`;
      if (!positions.has(path)) positions.set(path, { file, line: value.line, col: value.col });
      walk(value.subContainers, path);
    }
  };
  for (const m of modules) {
    walk(m.containers, `/${osModule.name}`);
    moduleRoot.set(osModule.name, { file, line: m.line, col: m.col });
  }
  const byId = new Map(imported.containers.map((c) => [c.id, c]));
  const pathOf = (c: ContainerValue): string => {
    const segments: string[] = [];
    let current: ContainerValue | undefined = c;
    while (current) {
      segments.unshift(current.shortName);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
    return `/${c.module}/${segments.join('/')}`;
  };
  const sourceMap = new Map<string, SourcePositionOf>();
  const fallback = moduleRoot.get(osModule.name) ?? { file, line: 1, col: 1 };
  for (const c of imported.containers) {
    let path = pathOf(c);
    let position = positions.get(path);
    // A container the import inserted (a choice holder) points at its closest written ancestor.
    while (!position && path.lastIndexOf('/') > 0) {
      path = path.slice(0, path.lastIndexOf('/'));
      position = positions.get(path);
    }
    sourceMap.set(c.id, position ?? fallback);
  }
  return {
    snapshot: {
      project: { id: 'arxml', name: options.projectName ?? file, chip: options.chip ?? '' },
      modules: imported.modules,
      containers: imported.containers,
    },
    sourceMap,
    diagnostics: imported.diagnostics,
  };
}

export { locateRow } from '../../file-configuration.js';
