/**
 * What the work threads do: the CPU-heavy steps of the server's calls (reading uploaded files, importing,
 * verifying, generating, exporting), as plain functions of plain data (no database, no request). The work
 * thread (`threads/work.ts`) runs them; `pool.ts` sends them there. Everything in and out crosses a thread
 * boundary, so it is structured-clonable: definitions travel as `DefinitionInMessage`.
 */
import { randomUUID } from 'node:crypto';
import type { ImportPreview, ProjectCheckData } from '@ecuc/core/api';
import {
  ecucValuesFromSnapshot,
  moduleDefFromArxml,
  moduleDefUnderName,
  type ModuleDef,
  type ProjectSnapshot,
} from '@ecuc/core/ecuc';
import type { ImportReport } from '@ecuc/core/modules';
import {
  busDatabaseImporter,
  exportersForFile,
  importFile,
  proposalImporter,
  snapshotWithChanges,
  type BusDatabaseRead,
} from '@ecuc/core/modules';
import type { Diagnostic } from '@ecuc/core/formats';
import { readArxml, writeEcucValues } from '@ecuc/core/formats/arxml';
import type { Language } from '@ecuc/core/i18n';
import { verifyProject, type VerifyResult } from '@ecuc/core/verify';
import { generatedFiles, type GenerationRefusal } from '../generation/files.js';
import { zipArchive } from '../generation/zip.js';
import { moduleNameOf, planArxmlImport, type ArxmlImportPlan } from '../configuration/arxml-import.js';
import { definitionsFromMessage, type DefinitionInMessage } from './definitions.js';
import { snapshotFromMessage, type SnapshotInMessage } from './snapshot.js';
import { prepareChangeSet, type PreparedChangeSet } from '../configuration/change-rows.js';
import { importPreview } from '../configuration/import-preview.js';

/** A configuration as a task reads it. */
export interface ConfigurationInMessage {
  snapshot: ProjectSnapshot;
  definitions: DefinitionInMessage[];
  language: Language;
}

export interface ImportFileTask {
  snapshot: SnapshotInMessage;
  definitions: DefinitionInMessage[];
  language: Language;
  file: string;
  bytes: Uint8Array;
  /** Files an `#include` may name (the project's other uploads of the same kind), by name. */
  files: [string, Uint8Array][];
  /** Options of the importers (a bus database's `ecu`, `source`, `excluded`). */
  options?: Record<string, string>;
  /** A module's proposal instead of the file's importers (`file` then names the proposal). */
  proposal?: { module: string; id: string };
}

export interface ImportFileResult {
  /** False when no registered importer reads the file. */
  read: boolean;
  /** The change, ready to be written. */
  changes: PreparedChangeSet;
  diagnostics: Diagnostic[];
  reports: { module: string; importer: string; report: ImportReport }[];
  /** What writing the change would do (counts by kind, errors of the result, grouped findings). */
  preview: ImportPreview;
}

/**
 * The project's uploads of one kind as the folders an `#include` searches: uploads have names, not folders,
 * so an include finds the upload of its file name. One upload stands for one file: a second path to the same
 * name (`arch.oil` including `../common/arch.oil`) is another file, which the uploads do not hold (the reader
 * reports it as not found rather than the upload including itself).
 */
export function uploadedFileSystem(
  file: string,
  files: readonly [string, Uint8Array][],
): { read: (path: string) => Uint8Array | undefined } {
  const byName = new Map(files);
  const servedAs = new Map<string, string>([[file, file]]);
  return {
    read(path) {
      const name = path.replace(/^.*\//, '');
      const first = servedAs.get(name);
      if (first !== undefined && first !== path) return undefined;
      servedAs.set(name, path);
      return byName.get(name);
    },
  };
}

export function importFileTask(task: ImportFileTask): ImportFileResult {
  const snapshot = snapshotFromMessage(task.snapshot);
  const definitions = definitionsFromMessage(task.definitions);
  const proposal = task.proposal ? proposalImporter(task.proposal.module, task.proposal.id) : undefined;
  const planned = importFile(
    { file: task.file, bytes: task.bytes, fileSystem: uploadedFileSystem(task.file, task.files) },
    {
      language: task.language,
      snapshot,
      definitions,
      newId: randomUUID,
      ...(task.options ? { options: task.options } : {}),
    },
    ...(task.proposal ? [proposal ? [proposal] : []] : []),
  );
  if (!planned)
    return {
      read: false,
      changes: prepareChangeSet({ replaceModules: [], create: [], update: [] }),
      diagnostics: [],
      reports: [],
      preview: importPreview({
        file: task.file,
        before: snapshot,
        after: snapshot,
        definitions,
        modules: [],
        diagnostics: [],
        notImported: [],
        language: task.language,
      }),
    };
  const modules = new Set(planned.changes.replaceModules);
  for (const c of [...planned.changes.create, ...planned.changes.update]) modules.add(c.module);
  const removed = new Set(planned.changes.remove ?? []);
  for (const c of snapshot.containers) if (removed.has(c.id)) modules.add(c.module);
  const facts: ImportPreview['facts'] = {};
  for (const { report } of planned.reports) Object.assign(facts, report.facts);
  const derivation = planned.reports.find(({ report }) => report.derivation)?.report.derivation;
  return {
    read: true,
    changes: prepareChangeSet(planned.changes),
    diagnostics: planned.diagnostics,
    reports: planned.reports,
    preview: {
      ...importPreview({
        file: task.file,
        before: snapshot,
        after: planned.snapshot,
        definitions,
        modules: [...modules],
        diagnostics: planned.diagnostics,
        notImported: planned.reports.flatMap(({ report }) => report.notUnderstood),
        facts,
        language: task.language,
      }),
      ...(derivation ? { derivation } : {}),
    },
  };
}

export function verifyTask(task: ConfigurationInMessage): VerifyResult {
  return verifyProject(task.snapshot, definitionsFromMessage(task.definitions), { language: task.language });
}

export interface GenerateTask extends ConfigurationInMessage {
  check: ProjectCheckData;
  modified: Date;
}

/** The download zip, or a generator's refusal. */
export function generateTask(
  task: GenerateTask,
): { zip: Uint8Array; files: number } | { refusal: GenerationRefusal } {
  const generated = generatedFiles(
    task.snapshot,
    definitionsFromMessage(task.definitions),
    task.check,
    task.language,
  );
  if ('refusal' in generated) return generated;
  return { zip: zipArchive(generated.files, task.modified), files: generated.files.length };
}

export function exportEcucValuesTask(task: Omit<ConfigurationInMessage, 'language'>): string {
  const definitions = definitionsFromMessage(task.definitions);
  return writeEcucValues(ecucValuesFromSnapshot(task.snapshot, definitions));
}

export interface ExportFileTask extends ConfigurationInMessage {
  fileName: string;
}

/** A download refused by the exporter, refused for the project's errors, or the exporter's text and findings. */
export type ExportFileResult =
  { refusal: string } | { errors: number } | { text?: string; diagnostics: Diagnostic[] };

/**
 * A file written by the first registered exporter of the file name's kind, in the order the download answers:
 * the exporter's own refusal first, then the project's errors (verified here), then the export.
 */
export function exportFileTask(task: ExportFileTask): ExportFileResult | undefined {
  const registered = exportersForFile(task.fileName)[0];
  if (!registered) return undefined;
  const input = {
    snapshot: task.snapshot,
    definitions: definitionsFromMessage(task.definitions),
    language: task.language,
  };
  const refusal = registered.exporter.downloadRefusal?.(input);
  if (refusal !== undefined) return { refusal };
  const errors = verifyProject(input.snapshot, input.definitions, { language: input.language }).errList
    .length;
  if (errors > 0) return { errors };
  const exported = registered.exporter.export(input);
  return {
    ...(exported.text === undefined ? {} : { text: exported.text }),
    diagnostics: exported.diagnostics,
  };
}

export interface ImportArxmlTask {
  bytes: Uint8Array | string;
  fileName: string;
  snapshot: SnapshotInMessage;
  definitions: DefinitionInMessage[];
  /** The modules a project may switch on (the others' values are ignored, with a warning). */
  switchable: string[];
  language: Language;
}

export interface ImportArxmlResult {
  /** Whether the reader read a model (it stops at the first fatal error). */
  read: boolean;
  /** What the reader said. */
  diagnostics: Diagnostic[];
  /** The plan, when the file was read without errors: the change ready to be written, and what it does. */
  plan?: Omit<ArxmlImportPlan, 'create' | 'update'> & { changes: PreparedChangeSet };
  /** What writing the plan would do; for an unreadable file, the reader's errors. */
  preview: ImportPreview;
}

/** An ARXML file of ECUC values read and planned against a project's configuration. */
export function importArxmlTask(task: ImportArxmlTask): ImportArxmlResult {
  const read = readArxml(task.bytes, task.fileName);
  const snapshot = snapshotFromMessage(task.snapshot);
  const definitions = definitionsFromMessage(task.definitions);
  const preview = (
    after: ProjectSnapshot,
    modules: string[],
    notImported: Diagnostic[],
    nothingTaken: boolean,
  ): ImportPreview =>
    importPreview({
      file: task.fileName,
      before: snapshot,
      after,
      definitions,
      modules,
      // References are judged against the project by the import itself; the reader's view of them is not news.
      diagnostics: [
        ...read.diagnostics.filter(
          (d) => !(d.severity === 'warning' && d.code.startsWith('ARXML_UNRESOLVED')),
        ),
        ...notImported,
      ],
      notImported,
      language: task.language,
      nothingTaken,
    });
  if (!read.model || read.diagnostics.some((d) => d.severity === 'error'))
    return {
      read: read.model !== undefined,
      diagnostics: read.diagnostics,
      preview: preview(snapshot, [], [], false),
    };
  const switchable = new Set(task.switchable);
  const { create, update, ...plan } = planArxmlImport(snapshot, read.model.ecucValues, definitions, {
    file: task.fileName,
    canEnable: (name) => switchable.has(name),
  });
  const after = snapshotWithChanges(snapshot, { replaceModules: [], create, update }, definitions);
  for (const m of plan.enable)
    if (!after.modules.some((e) => e.module === m.module && e.instanceId === m.instanceId))
      after.modules.push(m);
  // The modules the file configures that the project takes: those with containers created or updated, and
  // those whose configuration the file repeats unchanged.
  const known = new Set(definitions.map((d) => d.name));
  const modules = [
    ...new Set([
      ...[...create, ...update].map((c) => c.module),
      ...read.model.ecucValues
        .map(moduleNameOf)
        .filter((name) => known.has(name) && after.modules.some((m) => m.module === name)),
    ]),
  ];
  const nothingTaken = create.length + update.length + plan.unchanged === 0;
  return {
    read: true,
    diagnostics: read.diagnostics,
    plan: { ...plan, changes: prepareChangeSet({ replaceModules: [], create, update }) },
    preview: preview(after, modules, plan.diagnostics, nothingTaken),
  };
}

export interface VendorDefinitionTask {
  bytes: Uint8Array;
  fileName: string;
  module: { name: string; id: number; instanceBased: boolean };
}

export interface VendorDefinitionResult {
  /** What the reader said, and whether it read a model at all. */
  diagnostics: Diagnostic[];
  read: boolean;
  /** The definition, when the file was read and holds an ECUC-MODULE-DEF. */
  imported?: {
    /** The module the file defines (its ECUC-MODULE-DEF's short name) and the standard definition it refines. */
    defines: { shortName: string; refinedModuleDefRef?: string | undefined };
    definition: ModuleDef;
    ui: ReturnType<typeof moduleDefUnderName>['ui'];
    diagnostics: Diagnostic[];
  };
}

/** A vendor module definition (BSWMD): its first ECUC-MODULE-DEF, re-rooted at the catalogue module. */
export function vendorDefinitionTask(task: VendorDefinitionTask): VendorDefinitionResult {
  const read = readArxml(task.bytes, task.fileName);
  const answer: VendorDefinitionResult = { diagnostics: read.diagnostics, read: read.model !== undefined };
  const source = read.model?.ecucDefinitions[0];
  if (!source || read.diagnostics.some((d) => d.severity === 'error')) return answer;
  const imported = moduleDefFromArxml(source, { file: task.fileName, moduleId: task.module.id });
  const { definition, ui } = moduleDefUnderName(imported.definition, imported.ui, {
    name: task.module.name,
    moduleId: task.module.id,
    instanceBased: task.module.instanceBased,
  });
  return {
    ...answer,
    imported: {
      defines: { shortName: source.shortName, refinedModuleDefRef: source.refinedModuleDefRef },
      definition,
      ui,
      diagnostics: imported.diagnostics,
    },
  };
}

export interface BusFileTask {
  file: string;
  bytes: Uint8Array;
  fileId: number;
  node: string | null;
  derived: Record<string, number>;
  excluded: string[];
  language: Language;
}

/** A bus database's message list, through the importer that reads it (undefined: none does). */
export function readBusTask(task: BusFileTask): BusDatabaseRead | undefined {
  return busDatabaseImporter(task.file)?.importer.busDatabase?.read(
    { file: task.file, bytes: task.bytes },
    {
      language: task.language,
      fileId: task.fileId,
      node: task.node,
      derived: task.derived,
      excluded: task.excluded,
    },
  );
}

export interface BusCheckTask {
  file: string;
  bytes: Uint8Array;
  node: string | null;
  language: Language;
  /** The project as it is (the reading module takes its settings from it). */
  snapshot?: SnapshotInMessage;
}

/** A bus database's own check (DBC verify): findings as `file:line:col: message` rows with their frame. */
export function checkBusTask(task: BusCheckTask): { finding: Diagnostic; object: string | null }[] {
  const support = busDatabaseImporter(task.file)?.importer.busDatabase;
  if (!support) return [];
  return support.check(
    { file: task.file, bytes: task.bytes },
    {
      language: task.language,
      node: task.node,
      ...(task.snapshot ? { snapshot: snapshotFromMessage(task.snapshot) } : {}),
    },
  );
}

/** The tasks by name, as the pool names them. */
export const WORK_TASKS = {
  importFile: importFileTask,
  verify: verifyTask,
  generate: generateTask,
  exportEcucValues: exportEcucValuesTask,
  exportFile: exportFileTask,
  importArxml: importArxmlTask,
  vendorDefinition: vendorDefinitionTask,
  readBus: readBusTask,
  checkBus: checkBusTask,
} as const;

export type WorkTasks = typeof WORK_TASKS;
