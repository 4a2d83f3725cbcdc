/**
 * The Os module of source files: OIL ↔ ECUC values of the Os module (`ecuc convert`) and the OS
 * checks of an OIL file (`ecuc lint`). Pure: texts and models in, texts and diagnostics out.
 */
import { containersFromArxml, exportEcucValues, resolveModuleTree } from '@ecuc/core/ecuc';
import { diagnostic, type Diagnostic } from '@ecuc/core/formats';
import { writeEcucValues, type ArxmlDocument } from '@ecuc/core/formats/arxml';
import { writeOil, type OilFile } from '@ecuc/core/formats/oil';
import type { Language } from '@ecuc/core/i18n';
import { ECUC_MODULE, MODULE_DEFINITIONS } from '@ecuc/core/modules';
import {
  isOsModuleValues,
  locateRow,
  osSnapshotFromOil,
  type OsSnapshotImport,
  type SourcePositionOf,
} from '@ecuc/core/modules/os/generate';
import { osContainersToOil } from '@ecuc/core/modules/os/oil';
import { verifyProject } from '@ecuc/core/verify';

/** The shipped Os definition (with its checks). */
function osModule() {
  const os = MODULE_DEFINITIONS.find((d) => d.name === 'Os');
  if (!os) throw new Error('the Os module definition is not shipped');
  return os;
}

/** A converted text, or the diagnostics that stopped the conversion (errors among them). */
export interface OsConversion {
  text?: string;
  /** Everything the conversion noticed: read and import diagnostics, values left out. */
  diagnostics: Diagnostic[];
}

const isError = (d: Diagnostic): boolean => d.severity === 'error';

/**
 * An OIL file as the ECUC-MODULE-CONFIGURATION-VALUES of the Os module (and the EcuC cores its OS
 * applications run on). No text when the import has errors.
 */
export function osArxmlFromOil(oil: OilFile, file: string): OsConversion {
  const imported = osSnapshotFromOil(oil);
  const diagnostics = [...imported.diagnostics];
  if (diagnostics.some(isError)) return { diagnostics };
  const exported = exportEcucValues(imported.snapshot, MODULE_DEFINITIONS);
  for (const omitted of exported.omitted) {
    const name = omitted.name === undefined ? '' : ` ${omitted.name}`;
    diagnostics.push(
      diagnostic(
        'warning',
        'ECUC_EXPORT_OMITTED',
        `${omitted.path}${name} is not written (${omitted.reason})`,
        file,
        1,
        1,
      ),
    );
  }
  return { text: writeEcucValues(exported.modules), diagnostics };
}

/**
 * The Os ECUC values of an ARXML document as OIL text (EcuC cores are read too, for the CORE of
 * OS applications). No text when the document has no Os values or their import has errors.
 */
export function osOilFromArxml(document: ArxmlDocument, file: string): OsConversion {
  const os = osModule();
  const values = document.ecucValues.filter(
    (m) => isOsModuleValues(m.definitionRef) || /(^|\/)EcuC$/.test(m.definitionRef),
  );
  if (!values.some((m) => isOsModuleValues(m.definitionRef)))
    return {
      diagnostics: [
        diagnostic('error', 'OS_ARXML_NO_OS', 'the file holds no ECUC values of the Os module', file, 1, 1),
      ],
    };
  let next = 0;
  const imported = containersFromArxml(values, [os, ECUC_MODULE], {
    file,
    newId: () => `arxml-${(next += 1)}`,
  });
  if (imported.diagnostics.some(isError)) return { diagnostics: imported.diagnostics };
  return { text: writeOil(osContainersToOil(imported.containers, {})), diagnostics: imported.diagnostics };
}

/** Container path → position, so that findings without a container id still point into the file. */
function pathPositions(imported: OsSnapshotImport): Map<string, SourcePositionOf> {
  const out = new Map<string, SourcePositionOf>();
  for (const node of resolveModuleTree(imported.snapshot.containers, osModule()).byId.values()) {
    const position = imported.sourceMap.get(node.value.id);
    if (position) out.set(node.path, position);
  }
  return out;
}

export interface OsLint {
  /** `file:line:col: CODE message`, errors first (import diagnostics, then the checks' findings). */
  lines: string[];
  errors: number;
  warnings: number;
}

/**
 * The OS checks of an OIL file: the import into Os containers, then `verifyProject` with the shipped
 * definitions. Findings are located through the import's source map. `chip` is the project's chip
 * (chip-dependent checks such as the ISR priorities run only for a chip of the catalogue).
 */
export function lintOsOil(oil: OilFile, file: string, options: { chip: string; language: Language }): OsLint {
  const imported = osSnapshotFromOil(oil, { chip: options.chip });
  const notes = imported.diagnostics.filter((d) => d.severity !== 'info');
  const importLine = (d: Diagnostic): string => `${d.file}:${d.line}:${d.col}: ${d.code} ${d.message}`;
  const importErrors = notes.filter(isError);
  const importWarnings = notes.filter((d) => !isError(d));
  if (importErrors.length > 0)
    return {
      lines: [...importErrors, ...importWarnings].map(importLine),
      errors: importErrors.length,
      warnings: importWarnings.length,
    };
  const result = verifyProject(imported.snapshot, MODULE_DEFINITIONS, { language: options.language });
  const positions = pathPositions(imported);
  const fallback = oil.application?.position ?? { file, line: 1, col: 1 };
  const locate = (row: (typeof result.errList)[number]): string =>
    locateRow(row, imported.sourceMap, fallback, positions);
  return {
    lines: [
      ...result.errList.map(locate),
      ...importWarnings.map(importLine),
      ...result.warningList.map(locate),
    ],
    errors: result.errList.length,
    warnings: importWarnings.length + result.warningList.length,
  };
}
