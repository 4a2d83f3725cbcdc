/**
 * The OS code generator: a project's Os configuration to Os.h, Os_Types.h, Os_Cfg.h, Os_Cfg.c and
 * README.
 */
export {
  generateOs,
  buildOsViewModel,
  emitOsModel,
  definitionsWithOs,
  findingRow,
  type GenerateOsOptions,
  type GenerateOsResult,
} from './generate.js';
export { normaliseOs, parseIntegerText, type NormaliseResult } from './normalise.js';
export { deriveOsModel, assignEventMasks, linkRoot } from './derive.js';
export { validateOsModel, RESERVED_C_NAMES } from './validate.js';
export { emitOsFiles, OS_GENERATED_FILE_NAMES, type GeneratedFile } from './emit/index.js';
export { OS_GENERATION_MESSAGES, type OsGenerationCode, type OsGenerationFinding } from './findings.js';
export * from './view-model.js';
export {
  osSnapshotFromOil,
  osSnapshotFromArxml,
  isOsModuleValues,
  locateRow,
  type ContainerSourceMap,
  type OsSnapshotImport,
  type SourcePositionOf,
} from './source-input.js';
