import type { OsViewModel } from '../view-model.js';
import { emitOsCfgC, OS_CFG_C } from './os-cfg-c.js';
import { emitOsCfgH, OS_CFG_H } from './os-cfg-h.js';
import { emitOsH, OS_H } from './os-h.js';
import { emitOsTypesH, OS_TYPES_H } from './os-types-h.js';
import { emitReadme, OS_README } from './readme.js';

export { OS_CFG_C, OS_CFG_H, OS_H, OS_TYPES_H, OS_README };
export { stackWords } from './os-cfg-c.js';

/** One generated file: its name (no folders) and text. */
export interface GeneratedFile {
  name: string;
  content: string;
}

/** The names of the generated files, in the order they are emitted. */
export const OS_GENERATED_FILE_NAMES: readonly string[] = [OS_H, OS_TYPES_H, OS_CFG_H, OS_CFG_C, OS_README];

/** Every file of a derived, validated model. */
export function emitOsFiles(model: OsViewModel): GeneratedFile[] {
  return [
    { name: OS_H, content: emitOsH(model) },
    { name: OS_TYPES_H, content: emitOsTypesH(model) },
    { name: OS_CFG_H, content: emitOsCfgH(model) },
    { name: OS_CFG_C, content: emitOsCfgC(model) },
    { name: OS_README, content: emitReadme(model) },
  ];
}
