import type { CoreRow } from '@ecuc/core/api';
import type { ChipCore } from '@ecuc/core/catalogue';

/**
 * The rules of the workspace's cores and partitions editor (spec section 5, module rules): the master
 * core is never deleted, a core with a partition is neither deleted nor edited, a core keeps at least
 * one partition. The server enforces the same; here they disable buttons and say why.
 */

/** Message keys saying why an action is not possible (null: it is). */
export interface CoreLocks {
  edit: string | null;
  delete: string | null;
  deletePartition: string | null;
}

export function coreLocks(core: Pick<CoreRow, 'isMaster' | 'partitions'>): CoreLocks {
  const hasPartitions = core.partitions.length > 0;
  return {
    edit: hasPartitions ? 'cores.lockedByPartitions' : null,
    delete: core.isMaster ? 'cores.masterKept' : hasPartitions ? 'cores.deleteWithPartitions' : null,
    deletePartition: core.partitions.length <= 1 ? 'cores.lastPartition' : null,
  };
}

/** The fields of the Add >> / Edit >> core dialogs. */
export interface CoreFormValues {
  coreId: number;
  hardwareCore: string;
  isMaster: boolean;
}

/** A hardware core of the chip as a choice: taken by another core of the project means disabled. */
export interface HardwareCoreChoice {
  value: string;
  label: string;
  coreType: string;
  disabled: boolean;
}

export function hardwareCoreChoices(
  chipCores: readonly ChipCore[],
  cores: readonly CoreRow[],
  editing?: Pick<CoreRow, 'id'>,
): HardwareCoreChoice[] {
  const taken = new Set(cores.filter((core) => core.id !== editing?.id).map((core) => core.hardwareCore));
  return chipCores.map((chipCore) => ({
    value: chipCore.hardwareCore,
    label: chipCore.hardwareCore,
    coreType: chipCore.coreType,
    disabled: taken.has(chipCore.hardwareCore),
  }));
}

/** Whether the project uses every hardware core of its chip already (nothing left to add). */
export function allHardwareCoresUsed(chipCores: readonly ChipCore[], cores: readonly CoreRow[]): boolean {
  return hardwareCoreChoices(chipCores, cores).every((choice) => choice.disabled);
}

/**
 * What the Add >> core dialog starts with: the first free hardware core of the chip with its own core
 * index when that index is free too, else the lowest free index; the first core is the master.
 */
export function newCoreDefaults(chipCores: readonly ChipCore[], cores: readonly CoreRow[]): CoreFormValues {
  const usedHardware = new Set(cores.map((core) => core.hardwareCore));
  const usedIds = new Set(cores.map((core) => core.coreId));
  const free = chipCores.find((chipCore) => !usedHardware.has(chipCore.hardwareCore));
  let coreId = free && !usedIds.has(free.coreId) ? free.coreId : 0;
  while (usedIds.has(coreId)) coreId += 1;
  return {
    coreId,
    hardwareCore: free?.hardwareCore ?? '',
    isMaster: !cores.some((core) => core.isMaster),
  };
}

/** Whether a project's master flag may be switched in the dialog (a master is changed by choosing another). */
export function masterSwitchable(cores: readonly CoreRow[], editing?: CoreRow): boolean {
  if (editing) return !editing.isMaster;
  return !cores.some((core) => core.isMaster);
}

/** Whether another core of the project has this core index already. */
export function coreIdTaken(
  cores: readonly CoreRow[],
  coreId: number,
  editing?: Pick<CoreRow, 'id'>,
): boolean {
  return cores.some((core) => core.id !== editing?.id && core.coreId === coreId);
}

/** The body of /core/updateData: the id and only what changed. */
export function coreUpdateBody(
  core: CoreRow,
  values: CoreFormValues,
): { id: string; coreId?: number; hardwareCore?: string; isMaster?: boolean } {
  return {
    id: core.id,
    ...(values.coreId !== core.coreId ? { coreId: values.coreId } : {}),
    ...(values.hardwareCore !== core.hardwareCore ? { hardwareCore: values.hardwareCore } : {}),
    ...(values.isMaster !== core.isMaster ? { isMaster: values.isMaster } : {}),
  };
}

/** The core type of a hardware core of the chip (e.g. `TriCore TC1.6E`), empty when the chip has none of that name. */
export function coreTypeOf(chipCores: readonly ChipCore[], hardwareCore: string): string {
  return chipCores.find((chipCore) => chipCore.hardwareCore === hardwareCore)?.coreType ?? '';
}

/** Whether a hardware core of the chip can be the master core (the one that boots and starts the others). */
export function canBeMaster(chipCores: readonly ChipCore[], hardwareCore: string): boolean {
  return chipCores.find((chipCore) => chipCore.hardwareCore === hardwareCore)?.masterCapable ?? false;
}
