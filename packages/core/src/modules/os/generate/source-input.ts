/**
 * Project snapshots for generation from files: ECUC values of the Os module read from ARXML
 * (mapped onto containers by DEFINITION-REF), with a source map from container id to the file
 * position of the container, so that every finding can be printed as `file:line:col`.
 */
import { containersFromArxml } from '../../../ecuc/arxml-import.js';
import type { ProjectSnapshot } from '../../../ecuc/store-types.js';
import type { ModuleDef } from '../../../ecuc/types.js';
import type { Diagnostic } from '../../../formats/diagnostic.js';
import type { ArxmlDocument } from '../../../formats/arxml/model.js';
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
  return {
    snapshot: {
      project: { id: 'arxml', name: options.projectName ?? file, chip: options.chip ?? '' },
      modules: imported.modules,
      containers: imported.containers,
    },
    // Every container is located (a choice container the import inserts at the value holding it).
    sourceMap: imported.sourceMap,
    diagnostics: imported.diagnostics,
  };
}

export { locateRow } from '../../file-configuration.js';
