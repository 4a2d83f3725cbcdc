/**
 * Which OS an imported OIL file needs: OSEK or AUTOSAR, and the AUTOSAR scalability class. Pure:
 * it reads only what the mapping noticed while it read the file (`OsEvidence`, in the order met),
 * and returns the decision with its reasons (reason keys of `osOilReasons`).
 *
 * The rule: a file is an OSEK OS (OSEK/VDX OS 2.2.3, OIL 2.5) unless it declares something OSEK
 * cannot express. Counters (any number), alarms, resources, events, messages, ISRs of category 1
 * and 2, the OSEK hooks and STATUS are OSEK; schedule tables, OS applications, several cores,
 * spinlocks, IOC, a stated SCALABILITYCLASS, the protection hook, an alarm that increments a
 * counter, timing and memory protection (and what needs them) are AUTOSAR.
 */
import type { OilPosition } from '../../../formats/oil/index.js';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { OS_SCALABILITY_CLASSES, type OsScalabilityClass, type OsType } from '../definition.js';

/** What the file shows about the OS it needs, as the import meets it. */
export type OsEvidence =
  /** A feature only an AUTOSAR OS has (schedule tables, OS applications, spinlocks...). */
  | { kind: 'osType'; reason: string }
  /** Timing protection or synchronisation: scalability class 2 (4 with memory protection). */
  | { kind: 'timing'; reason: string }
  /**
   * Memory or service protection, as the file declares it (a stated TRUSTED = FALSE, trusted
   * functions, access rights, MEMORY_PROTECTION...): class 3 (4 with timing). A default the reader
   * takes (goil's implicit TRUSTED = FALSE) is no evidence.
   */
  | { kind: 'memory'; reason: string }
  /** The file states a scalability class (`SCALABILITYCLASS = SC2`). */
  | { kind: 'statedClass'; value: OsScalabilityClass; at: OilPosition }
  /** An OS application runs on this core. */
  | { kind: 'core'; id: number };

export interface OsClassificationInput {
  evidence: readonly OsEvidence[];
  /** `OsNumberOfCores` as the file gives it (NUMBER_OF_CORES), if it does. */
  statedCores?: ParamValue | undefined;
  /** The OS type our own export wrote in the OS object's description (`OS_TYPE=AUTOSAR`), if any. */
  productOsType?: string | undefined;
}

export interface OsClassification {
  osType: OsType;
  scalabilityClass: OsScalabilityClass;
  /** The cores stated, raised to cover every core an application runs on. */
  numberOfCores: number;
  /** Why the OS type is AUTOSAR (reason keys, in the order met), empty for OSEK. */
  osTypeReasons: string[];
  /** Why the scalability class is above SC1 (timing reasons, then memory reasons). */
  scalabilityClassReasons: string[];
  /** The class the file states (the last one), if it states one. */
  statedClass?: { value: OsScalabilityClass; at: OilPosition };
}

/** Decides the OS type and scalability class an imported file needs. */
export function classifyOs(input: OsClassificationInput): OsClassification {
  const osTypeReasons = new Set<string>();
  const timing = new Set<string>();
  const memory = new Set<string>();
  let maxCore = -1;
  let stated: OsClassification['statedClass'];
  for (const evidence of input.evidence) {
    switch (evidence.kind) {
      case 'osType':
        osTypeReasons.add(evidence.reason);
        break;
      case 'timing':
        timing.add(evidence.reason);
        break;
      case 'memory':
        memory.add(evidence.reason);
        break;
      case 'statedClass':
        stated = { value: evidence.value, at: evidence.at };
        break;
      case 'core':
        maxCore = Math.max(maxCore, evidence.id);
        break;
    }
  }
  const declaredCores = Number(input.statedCores ?? '1');
  const numberOfCores = Math.max(Number.isFinite(declaredCores) ? declaredCores : 1, maxCore + 1, 1);
  if (numberOfCores > 1) osTypeReasons.add('cores');

  // SC2 adds timing protection to SC1, SC3 memory protection, SC4 both.
  const hasTiming = timing.size > 0 || stated?.value === 'SC2' || stated?.value === 'SC4';
  const hasMemory = memory.size > 0 || stated?.value === 'SC3' || stated?.value === 'SC4';
  const scalabilityClass: OsScalabilityClass =
    OS_SCALABILITY_CLASSES[(hasTiming ? 1 : 0) + (hasMemory ? 2 : 0)] ?? 'SC4';
  if (timing.size > 0) osTypeReasons.add('timingProtection');
  const [firstMemory] = memory;
  if (firstMemory !== undefined) osTypeReasons.add(firstMemory);

  const reasons = [...osTypeReasons];
  return {
    osType: reasons.length > 0 || input.productOsType === 'AUTOSAR' ? 'AUTOSAR' : 'OSEK',
    scalabilityClass,
    numberOfCores,
    osTypeReasons: reasons,
    scalabilityClassReasons: [...timing, ...memory],
    ...(stated ? { statedClass: stated } : {}),
  };
}
