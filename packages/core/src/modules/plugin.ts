/**
 * A module plugin: everything one module owns, exported from `modules/<m>/index.ts` and listed once in the
 * registry (`modules/registry.ts`). The server (download zip, `/generate/check`, uploads that feed a
 * module), the command line (`generate`, `convert`, `derive`, `defs`) and the web app (routes, sidebar,
 * pages) loop over the registry and never name a module.
 */
import type { DbcMessageRow } from '../api/dbc.js';
import type { ImportDerivation } from '../api/imports.js';
import type { ModuleDescriptor } from '../catalogue/types.js';
import type { ContainerValue, ProjectSnapshot } from '../ecuc/store-types.js';
import type { LocalizedText, ModuleDef, ModuleUi } from '../ecuc/types.js';
import type { SourceFileSystem } from '../formats/adapter.js';
import type { Diagnostic } from '../formats/diagnostic.js';
import type { Language } from '../i18n/index.js';
import type { VerifyRow } from '../verify/types.js';

/** One generated file: its name inside the module's folder of the download, and its text. */
export interface GeneratedFile {
  name: string;
  content: string;
}

/** What a generator is given: a project snapshot and the definitions it follows. */
export interface GeneratorInput {
  snapshot: ProjectSnapshot;
  /** Every definition of the project (shipped and vendor ones). */
  definitions: readonly ModuleDef[];
  language: Language;
  /**
   * The caller has verified this snapshot already (the server before a download): the generator does
   * not verify it again, only runs its own validation.
   */
  verified?: boolean;
}

/** A generator's answer: the files, or the errors that stop it (never both). */
export type GeneratorResult =
  { files: GeneratedFile[]; warningList: VerifyRow[] } | { errList: VerifyRow[]; warningList: VerifyRow[] };

/** Project snapshot → files (Os → Os.h, Os_Cfg.c...). Pure; never throws on bad configuration. */
export interface ModuleGenerator {
  /** Unique within the module, e.g. `c`. */
  id: string;
  description: LocalizedText;
  /** The names of the files it writes when it succeeds (for listings; the result is authoritative). */
  fileNames: readonly string[];
  /** Modules whose configuration it reads: verification before generation covers these. */
  reads: readonly string[];
  generate(input: GeneratorInput): GeneratorResult;
}

/** A file handed to an importer. */
export interface ImportSource {
  /** The file's name or path as it should appear in diagnostics. */
  file: string;
  bytes: Uint8Array;
  /** Other files the source may include (OIL `#include`), looked up by path. */
  fileSystem?: SourceFileSystem;
  /** Folders searched by `#include <x>`. */
  includeDirs?: readonly string[];
}

/** What an importer is given besides the file. */
export interface ImportContext {
  language: Language;
  /** The project as it is (empty for the command line): importers match or keep what exists. */
  snapshot: ProjectSnapshot;
  definitions: readonly ModuleDef[];
  /** Id generator for new containers (random UUIDs on the server, a counter in tests). */
  newId: () => string;
  /** Importer-specific options (`--node ECU1` for a bus database), by name. */
  options?: Readonly<Record<string, string>>;
}

/** A file position of a created container, so that findings can be printed as `file:line:col`. */
export interface SourcePosition {
  file: string;
  line: number;
  col: number;
}

/**
 * The containers an import writes, applied in one transaction. `replaceModules` lists modules whose whole
 * configuration is removed first (an OIL file replaces the OS); `create` are new rows (of any module: an
 * OIL import also creates the EcuC cores its applications run on); `update` are existing rows with new
 * values (their ids and versions as read).
 */
export interface ContainerChangeSet {
  replaceModules: readonly string[];
  create: readonly ContainerValue[];
  update: readonly ContainerValue[];
  /** Ids of containers to delete, with their subtrees (a re-derived source that no longer has them). */
  remove?: readonly string[];
}

/** What an import did or would do, for the preview and the answer. */
export interface ImportReport {
  created: number;
  changed: number;
  removed: number;
  /** Inputs the importer did not take over (each with its position): never dropped silently. */
  notUnderstood: Diagnostic[];
  /** Importer-specific facts for the answer (e.g. `osType`, `scalabilityClass`, `osTypeReasons`). */
  facts: Readonly<Record<string, string | number | boolean | string[]>>;
  /** A bus database's import: what it does to the source's objects and which of the user's values it keeps. */
  derivation?: ImportDerivation;
}

/** An importer's answer: errors in `diagnostics` mean nothing is written. */
export interface ImportResult {
  changes: ContainerChangeSet;
  report: ImportReport;
  /** Everything the reader and the import said, errors first. */
  diagnostics: Diagnostic[];
  /** Created container id → where it comes from in the file. */
  sourceMap: ReadonlyMap<string, SourcePosition>;
}

/** File → container changes for one transaction (OIL → Os, DBC → CanIf/Com...). Pure. */
export interface ModuleImporter {
  /** Unique within the module, e.g. `oil`. */
  id: string;
  description: LocalizedText;
  /** Lower-case file extensions including the dot, e.g. `.oil`. */
  extensions: readonly string[];
  /**
   * A bus database (DBC, system description, LDF): uploaded, listed, checked and derived on the communication
   * page (`/dbc/*`, with the ECU node the user picks), not through the project's file upload (`/file/upload`).
   * Its `import` takes the options `ecu` (the node), `source` (`<kind>:<file>`: the derivation is merged with
   * what an earlier import of the source left, `ecuc/derived.ts`) and `excluded` (frames left out, comma-separated).
   */
  busDatabase?: BusDatabaseSupport;
  import(source: ImportSource, context: ImportContext): ImportResult;
}

/** What reading a bus database for the message list gives. */
export interface BusDatabaseRead {
  /** False when the file cannot be read at all (then `diagnostics` says why). */
  read: boolean;
  nodes: string[];
  /** Baud rate in kbit/s. */
  baudRate: number;
  messages: DbcMessageRow[];
  signals: number;
  diagnostics: Diagnostic[];
}

/** The bus-database side of an importer: the message list and the file's own check. */
export interface BusDatabaseSupport {
  read(
    source: ImportSource,
    options: {
      language: Language;
      fileId: number;
      node: string | null;
      /** Containers of the project standing for each object of the file (`ContainerOrigin.object`). */
      derived: Readonly<Record<string, number>>;
      excluded: readonly string[];
    },
  ): BusDatabaseRead;
  /**
   * The mapping of the source's attributes to what the derivation needs, which a project may add to: the
   * shipped mapping (shown as the template) and the check of a project's own (its `attributes` option).
   */
  attributeMapping?: {
    shipped: unknown;
    check(json: unknown): { ok: true; mapping: unknown } | { ok: false; errors: string[] };
  };
  /** The file's check (DBC verify) for the chosen node: findings, each with the frame it is about (or null). */
  check(
    source: ImportSource,
    options: {
      language: Language;
      node: string | null;
      /** The project as it is: the module reads its own settings (Com's main function period) there. */
      snapshot?: ProjectSnapshot;
    },
  ): { finding: Diagnostic; object: string | null }[];
}

/** An exporter's answer: the text, or the diagnostics that refuse it. */
export interface ExportResult {
  text?: string;
  diagnostics: Diagnostic[];
}

/** What an exporter is given. */
export interface ExportInput {
  snapshot: ProjectSnapshot;
  definitions: readonly ModuleDef[];
  language: Language;
}

/**
 * Project snapshot → a file (Os → OIL). Pure. `export` writes whatever the module's configuration holds
 * (the command line converts with it); a download from the app also needs `downloadRefusal` to say nothing
 * and the project to verify without errors.
 */
export interface ModuleExporter {
  id: string;
  description: LocalizedText;
  /** The extension of the written file, including the dot. */
  extension: string;
  export(input: ExportInput): ExportResult;
  /** Why the app refuses to download this file for the project (localized), if it does. */
  downloadRefusal?(input: ExportInput): string | undefined;
}

/** Everything one module owns. */
/**
 * An action that proposes configuration from what the project holds (the standard BswM start-up rules for the
 * configured channels, a task mapping for unmapped events): its answer is an import's (containers to create,
 * change or remove, what it said), previewed before anything is written and then written in one transaction,
 * and what it made is ordinary configuration the user edits. Pure.
 */
export interface ModuleProposal {
  /** Unique within the module, e.g. `startup`. */
  id: string;
  /** The action's name, as a button says it. */
  label: LocalizedText;
  /** What it proposes, in a sentence. */
  description: LocalizedText;
  /** What the project lacks for the proposal (e.g. Com, ComM and CanSM configured), or undefined when it can run. */
  unavailable(snapshot: ProjectSnapshot, definitions: readonly ModuleDef[]): LocalizedText | undefined;
  /** The configuration proposed for the project of `context.snapshot`. */
  propose(context: ImportContext): ImportResult;
}

export interface ModulePlugin {
  /** The definition with its rules, migrations and reference target filters; its `name` is the module's. */
  definition: ModuleDef;
  /** Labels, descriptions, groups, table columns and widget overrides, keyed by definition path. */
  ui: ModuleUi;
  /**
   * A catalogue entry for a module the catalogue does not list (a test or vendor module); the shipped
   * modules are in the catalogue already.
   */
  catalogue?: ModuleDescriptor;
  generators?: readonly ModuleGenerator[];
  importers?: readonly ModuleImporter[];
  exporters?: readonly ModuleExporter[];
  /** Actions that propose configuration for the project, shown on the module's page. */
  proposals?: readonly ModuleProposal[];
  /**
   * The spec's per-module call lists (section 7: `FiM: event, fid`): list name → the definition path of the
   * container it lists (a container definition of this module). The server serves, under
   * `/<apiPrefix>/<list>/`, the module's generic container calls `addData`, `updateIdData`, `deleteIdData`,
   * `getProjectIdListData` and `getUniqueName` restricted to that definition: only its containers are listed,
   * `addData` adds one without the body naming the definition, and an id of another definition is refused (1032).
   */
  callLists?: Readonly<Record<string, string>>;
}
