import type { MergePreview, ProjectRow } from '@ecuc/core/api';
import { PROJECT_ID_KEY, PROJECT_NAME_KEY } from '../../paths.js';

/**
 * What the project list's actions decide without the server: who may do what, which fields a modify
 * sends, how a merge preview turns into choices, and the current project in local storage.
 */

/** An action on a project row of the list. */
export type ProjectAction =
  'enter' | 'modify' | 'copy' | 'merge' | 'transfer' | 'participants' | 'manageParticipants' | 'delete';

/**
 * Actions only the project's creator may take (the server refuses them to participants with 1020; see
 * docs/permissions.md): changing the project's name, description, version or compiler, transferring or
 * deleting it, managing its participants. Participants configure its modules.
 */
const CREATOR_ACTIONS: ReadonlySet<ProjectAction> = new Set([
  'modify',
  'transfer',
  'manageParticipants',
  'delete',
]);

/** Whether the viewer of a row may take an action on it. */
export function mayTake(row: Pick<ProjectRow, 'role'>, action: ProjectAction): boolean {
  return row.role === 'owner' || !CREATOR_ACTIONS.has(action);
}

/** The fields of the modify dialog. */
export interface ProjectModifyValues {
  name: string;
  description?: string;
  version: string;
  compiler: string;
}

/** The body of /vkproject/updateIdData: the id and only the fields that changed (a rename is `newName`). */
export interface ProjectUpdateBody {
  id: number;
  newName?: string;
  description?: string;
  version?: string;
  compiler?: string;
}

export function projectUpdateBody(
  row: Pick<ProjectRow, 'id' | 'name' | 'description' | 'version' | 'compiler'>,
  values: ProjectModifyValues,
): ProjectUpdateBody {
  const body: ProjectUpdateBody = { id: row.id };
  const name = values.name.trim();
  if (name !== row.name) body.newName = name;
  const description = values.description ?? '';
  if (description !== row.description) body.description = description;
  const version = values.version.trim();
  if (version !== row.version) body.version = version;
  if (values.compiler !== row.compiler) body.compiler = values.compiler;
  return body;
}

/** Whether a modify would change anything. */
export function changesAnything(body: ProjectUpdateBody): boolean {
  return Object.keys(body).some((key) => key !== 'id');
}

/** The side whose data a module keeps when two projects are merged. */
export type MergeSide = 'source' | 'target';

/** What happens to one module in a merge. */
export type MergeOutcome =
  /** Only the source has it: it is copied into the target. */
  | 'copied'
  /** Only the target has it: it stays as it is. */
  | 'kept'
  /** Both have it: the user chooses a side. */
  | 'choose';

export interface MergeRow {
  module: string;
  outcome: MergeOutcome;
  sourceContainers: number;
  targetContainers: number;
  /** The chosen side, for `choose` rows. */
  choice: MergeSide | undefined;
}

/**
 * Modules the user is not asked about when both projects have them: the target keeps its own unless
 * told otherwise (the server only requires a choice for the other modules).
 */
const TARGET_BY_DEFAULT: ReadonlySet<string> = new Set(['EcuC']);

/** The initial choices of a preview: the modules the target keeps by default. */
export function defaultMergeChoices(preview: MergePreview): Record<string, MergeSide> {
  const choices: Record<string, MergeSide> = {};
  for (const entry of preview.modules) {
    if (entry.inSource && entry.inTarget && TARGET_BY_DEFAULT.has(entry.module))
      choices[entry.module] = 'target';
  }
  return choices;
}

/** The rows of the merge preview table, with the choices so far. */
export function mergeRows(preview: MergePreview, choices: Record<string, MergeSide>): MergeRow[] {
  return preview.modules
    .filter((entry) => entry.inSource || entry.inTarget)
    .map((entry) => ({
      module: entry.module,
      outcome: entry.inSource && entry.inTarget ? 'choose' : entry.inSource ? 'copied' : 'kept',
      sourceContainers: entry.sourceContainers,
      targetContainers: entry.targetContainers,
      choice: entry.inSource && entry.inTarget ? choices[entry.module] : undefined,
    }));
}

/** The modules both projects have that still wait for a choice. */
export function undecidedModules(rows: readonly MergeRow[]): string[] {
  return rows.filter((row) => row.outcome === 'choose' && row.choice === undefined).map((row) => row.module);
}

/** The body of /vkproject/projectMerge once every module both have is decided. */
export function mergeBody(
  sourceId: number,
  targetId: number,
  rows: readonly MergeRow[],
): { sourceId: number; targetId: number; choices: Record<string, MergeSide> } {
  const choices: Record<string, MergeSide> = {};
  for (const row of rows) if (row.outcome === 'choose' && row.choice) choices[row.module] = row.choice;
  return { sourceId, targetId, choices };
}

/** The projects a project can be merged into: the viewer's own, the source itself excluded. */
export function mergeTargets(source: Pick<ProjectRow, 'id'>, mine: readonly ProjectRow[]): ProjectRow[] {
  return mine.filter((row) => row.id !== source.id);
}

/** Where the chosen project is kept (the HTTP client sends it as the `projectId` header). */
export interface ProjectStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Makes a project the current one (entering it). */
export function chooseProject(storage: ProjectStorage, row: Pick<ProjectRow, 'id' | 'name'>): void {
  storage.setItem(PROJECT_ID_KEY, String(row.id));
  storage.setItem(PROJECT_NAME_KEY, row.name);
}

/** After a project is deleted or given away: it is no longer the current one. */
export function forgetProject(storage: ProjectStorage, id: number): void {
  if (storage.getItem(PROJECT_ID_KEY) !== String(id)) return;
  storage.removeItem(PROJECT_ID_KEY);
  storage.removeItem(PROJECT_NAME_KEY);
}

/** After a rename: the current project's shown name follows. */
export function renameProject(storage: ProjectStorage, id: number, name: string): void {
  if (storage.getItem(PROJECT_ID_KEY) === String(id)) storage.setItem(PROJECT_NAME_KEY, name);
}
