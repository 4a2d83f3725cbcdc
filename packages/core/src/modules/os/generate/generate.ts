/**
 * OS generation: normalise → derive → validate → emit. `generateOs` refuses (answers `errList`)
 * while verification of the project or the generator's own validation finds errors.
 */
import type { ProjectSnapshot } from '../../../ecuc/store-types.js';
import type { ModuleDef } from '../../../ecuc/types.js';
import { DEFAULT_LANGUAGE, interpolate, type Language } from '../../../i18n/index.js';
import { verifyProject } from '../../../verify/engine.js';
import type { VerifyRow } from '../../../verify/types.js';
import { ECUC_MODULE } from '../../ecuc/index.js';
import { MODULE_DEFINITIONS } from '../../registry.js';
import { OS_MODULE } from '../module.js';
import { deriveOsModel } from './derive.js';
import { emitOsFiles, type GeneratedFile } from './emit/index.js';
import { OS_GENERATION_MESSAGES, finding, type OsGenerationFinding } from './findings.js';
import { normaliseOs } from './normalise.js';
import { validateOsModel } from './validate.js';
import type { OsViewModel } from './view-model.js';

export interface GenerateOsOptions {
  /** Definitions to verify the project with; the shipped ones (plus Os) unless told. */
  definitions?: readonly ModuleDef[];
  language?: Language;
  /** Skip verification (the caller has verified the same snapshot already). */
  skipVerification?: boolean;
}

export type GenerateOsResult =
  { files: GeneratedFile[]; warningList: VerifyRow[] } | { errList: VerifyRow[]; warningList: VerifyRow[] };

/**
 * The definitions generation verifies with: the given (or registered) ones, with Os and the EcuC it reads
 * added where absent.
 */
export function definitionsWithOs(
  definitions: readonly ModuleDef[] = MODULE_DEFINITIONS,
): readonly ModuleDef[] {
  const missing = [OS_MODULE, ECUC_MODULE].filter((m) => !definitions.some((d) => d.name === m.name));
  return missing.length === 0 ? definitions : [...definitions, ...missing];
}

/** A generator finding as a row of the error log. */
export function findingRow(f: OsGenerationFinding, language: Language = DEFAULT_LANGUAGE): VerifyRow {
  const row: VerifyRow = {
    type: 'error',
    code: f.code,
    message: interpolate(OS_GENERATION_MESSAGES[f.code][language], f.params),
    path: f.source.path,
  };
  if (f.source.containerId !== undefined) row.containerId = f.source.containerId;
  if (f.param !== undefined) row.param = f.param;
  return row;
}

/** Normalise and derive: the view model of a snapshot's Os, with what normalise could not read. */
export function buildOsViewModel(
  snapshot: ProjectSnapshot,
  osModule: ModuleDef = OS_MODULE,
  definitions?: readonly ModuleDef[],
): { model: OsViewModel; findings: OsGenerationFinding[] } {
  const normalised = normaliseOs(snapshot, osModule, definitions);
  return { model: deriveOsModel(normalised.model), findings: normalised.findings };
}

/** The generated files of a model that has been derived (no checks). */
export function emitOsModel(model: OsViewModel): GeneratedFile[] {
  return emitOsFiles(model);
}

/**
 * Generates the OS of a project: `{ files }` (Os.h, Os_Types.h, Os_Cfg.h, Os_Cfg.c, README), or
 * `{ errList }` while errors remain. Pure; never throws on bad configuration.
 */
export function generateOs(snapshot: ProjectSnapshot, options: GenerateOsOptions = {}): GenerateOsResult {
  const language = options.language ?? DEFAULT_LANGUAGE;
  const definitions = definitionsWithOs(options.definitions);
  const osModule = definitions.find((d) => d.name === 'Os') ?? OS_MODULE;
  const verified = options.skipVerification
    ? { errList: [], warningList: [] }
    : verifyProject(snapshot, definitions, { language });
  const errList: VerifyRow[] = [...verified.errList];
  const hasOs =
    snapshot.modules.some((m) => m.module === 'Os') || snapshot.containers.some((c) => c.module === 'Os');
  if (!hasOs) {
    errList.push(findingRow(finding('E_OsGen015', { path: '/Os' }, {}), language));
    return { errList, warningList: verified.warningList };
  }
  const { model, findings } = buildOsViewModel(snapshot, osModule, definitions);
  // A reference verification already reported (E_0003...) is not reported twice, nor a C name clash
  // (OS0001 and the generator take the same decisions on names: the clash keeps the code it has live).
  const reported = new Set(verified.errList.map((r) => `${r.containerId ?? ''}|${r.param ?? ''}`));
  const clashingNames = new Set(
    verified.errList.filter((r) => r.code === 'OS0001').map((r) => r.containerId),
  );
  // A callback name OS0001 refuses is reported on the alarm's callback container, below the alarm.
  const reservedCallbacks = verified.errList
    .filter((r) => r.code === 'OS0001' && r.param === 'OsAlarmCallbackName')
    .map((r) => r.path);
  for (const f of [...findings, ...validateOsModel(model)]) {
    if (f.code === 'E_OsGen001' && reported.has(`${f.source.containerId ?? ''}|${f.param ?? ''}`)) continue;
    if (f.code === 'E_OsGen005' && clashingNames.has(f.source.containerId)) continue;
    if (
      f.code === 'E_OsGen006' &&
      f.param === 'OsAlarmCallbackName' &&
      reservedCallbacks.some((path) => path.startsWith(`${f.source.path}/`))
    )
      continue;
    errList.push(findingRow(f, language));
  }
  if (errList.length > 0) return { errList, warningList: verified.warningList };
  return { files: emitOsFiles(model), warningList: verified.warningList };
}
