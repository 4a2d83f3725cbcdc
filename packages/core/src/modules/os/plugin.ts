/**
 * The Os module as a plugin: its definition and labels, the C generator (Os.h, Os_Types.h, Os_Cfg.h,
 * Os_Cfg.c), the OIL importer (an OIL file replaces the whole OS configuration) and the OIL exporter
 * (every OS type and scalability class; what OIL does not carry is said in warnings).
 */
import { diagnostic, type Diagnostic } from '../../formats/diagnostic.js';
import { readOil } from '../../formats/oil/index.js';
import type { Language } from '../../i18n/index.js';
import type {
  ImportResult,
  ModuleExporter,
  ModuleGenerator,
  ModuleImporter,
  ModulePlugin,
} from '../plugin.js';
import { generateOs } from './generate/generate.js';
import { OS_GENERATED_FILE_NAMES } from './generate/emit/index.js';
import { OS_MODULE, OS_UI } from './module.js';
import { osOilExport } from './oil/carried.js';
import { OS_OIL_NOT_TAKEN_CODES, osContainersFromOil } from './oil/import.js';
import { osOilReasons } from './oil/messages.js';

const ECUC = 'EcuC';

/** The OS configuration code: refused while the project (Os and the EcuC it reads) has errors. */
export const osCodeGenerator: ModuleGenerator = {
  id: 'c',
  description: {
    zh_cn: 'OS 配置代码：Os.h、Os_Types.h、Os_Cfg.h、Os_Cfg.c（见 Os/README）',
    en_us: 'the OS configuration: Os.h, Os_Types.h, Os_Cfg.h, Os_Cfg.c (see Os/README)',
  },
  fileNames: OS_GENERATED_FILE_NAMES,
  reads: [OS_MODULE.name, ECUC],
  generate: ({ snapshot, definitions, language, verified }) =>
    generateOs(snapshot, { definitions, language, skipVerification: verified === true }),
};

/** Reason keys of the classification as texts of `language`. */
function reasonTexts(keys: readonly string[], language: Language): string[] {
  return keys.map((key) => osOilReasons[language][key] ?? key);
}

/** An OIL file (OSEK 2.5, AUTOSAR OIL) replaces the project's whole OS configuration. */
export const osOilImporter: ModuleImporter = {
  id: 'oil',
  description: {
    zh_cn: 'OIL 文件：替换项目的全部 OS 配置（应用所在的 EcuC 核一并创建）',
    en_us:
      "OIL file: replaces the project's whole OS configuration (and creates the EcuC cores its applications run on)",
  },
  extensions: ['.oil'],
  import(source, context): ImportResult {
    const read = readOil(
      {
        file: source.file,
        bytes: source.bytes,
        ...(source.fileSystem ? { fileSystem: source.fileSystem } : {}),
        ...(source.includeDirs ? { includeDirs: source.includeDirs } : {}),
      },
      { language: context.language },
    );
    const readErrors = read.diagnostics.filter((d) => d.severity === 'error');
    const empty: ImportResult = {
      changes: { replaceModules: [], create: [], update: [] },
      report: { created: 0, changed: 0, removed: 0, notUnderstood: [], facts: {} },
      diagnostics: [...readErrors, ...read.diagnostics.filter((d) => d.severity !== 'error')],
      sourceMap: new Map(),
    };
    if (!read.model || readErrors.length > 0) {
      if (readErrors.length === 0)
        empty.diagnostics.unshift(
          diagnostic('error', 'OIL_UNREADABLE', 'the file could not be read', source.file, 1, 1),
        );
      return empty;
    }
    const ecucContainers = context.snapshot.containers.filter((c) => c.module === ECUC);
    const imported = osContainersFromOil(read.model, {
      language: context.language,
      ecucContainers,
      newId: context.newId,
    });
    const known = new Set(ecucContainers.map((c) => c.id));
    const newEcuc = imported.containers.filter((c) => c.module === ECUC && !known.has(c.id));
    const osContainers = imported.containers.filter((c) => c.module === OS_MODULE.name);
    const removed = context.snapshot.containers.filter((c) => c.module === OS_MODULE.name).length;
    const diagnostics: Diagnostic[] = [...read.diagnostics, ...imported.diagnostics];
    return {
      changes: { replaceModules: [OS_MODULE.name], create: [...newEcuc, ...osContainers], update: [] },
      report: {
        created: osContainers.length,
        changed: 0,
        removed,
        // What the file held that the Os did not take; the reader's remarks on the file are not among them.
        notUnderstood: imported.diagnostics.filter((d) => OS_OIL_NOT_TAKEN_CODES.has(d.code)),
        facts: {
          containers: osContainers.length,
          osType: imported.general.osType,
          scalabilityClass: imported.general.scalabilityClass,
          // Why (in the import's language): empty for an OSEK OS and for SC1.
          osTypeReasons: reasonTexts(imported.general.osTypeReasons, context.language),
          scalabilityClassReasons: reasonTexts(imported.general.scalabilityClassReasons, context.language),
        },
      },
      diagnostics: [
        ...diagnostics.filter((d) => d.severity === 'error'),
        ...diagnostics.filter((d) => d.severity !== 'error'),
      ],
      sourceMap: imported.sourceMap,
    };
  },
};

/**
 * The OS configuration as OIL (with the EcuC cores its applications run on), whatever the OS type and
 * scalability class: AUTOSAR OIL for an AUTOSAR OS. The written file is read back, and what it does not
 * carry is said in warnings (`OS_OIL_NOT_CARRIED`, grouped by container kind; `OS_OIL_AUTOSAR`).
 */
export const osOilExporter: ModuleExporter = {
  id: 'oil',
  description: { zh_cn: 'OS 配置导出为 OIL 文件', en_us: 'the OS configuration as an OIL file' },
  extension: '.oil',
  export({ snapshot, language }) {
    const os = snapshot.containers.filter((c) => c.module === OS_MODULE.name);
    const ecuc = snapshot.containers.filter((c) => c.module === ECUC);
    const exported = osOilExport([...os, ...ecuc], { language });
    return { text: exported.text, diagnostics: exported.diagnostics };
  },
};

/** Everything the Os module owns. */
export const OS_PLUGIN: ModulePlugin = {
  definition: OS_MODULE,
  ui: OS_UI,
  generators: [osCodeGenerator],
  importers: [osOilImporter],
  exporters: [osOilExporter],
};
