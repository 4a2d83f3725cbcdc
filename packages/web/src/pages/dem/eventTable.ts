/**
 * The Dem event table and event memories as the screen shows them: core's event table
 * (`demEventTableOfSnapshot`) joined with the containers behind its rows (to open an event or its debounce
 * class in the editor), the memories its DTC is stored in and the findings of the event and its debounce
 * class; each event memory with its NvM blocks and whether they hold what the memory needs
 * (`demMemoryBytes`, as E_Dem0009 counts). Pure.
 */
import type { ContainerValue, LocalizedText, ModuleDef, ProjectSnapshot } from '@ecuc/core/ecuc';
import type { Language } from '@ecuc/core/i18n';
import {
  DEM_MEMORY_PATHS,
  DEM_PATHS,
  demEventTableOfSnapshot,
  demMemoryBytes,
  type DemDebounceKind,
} from '@ecuc/core/modules';
import { snapshotReader, type VerifyRow } from '@ecuc/core/verify';

export interface DemEventView {
  /** The DemEventParameter container. */
  id: string;
  name: string;
  /** DemEventId as written ('' when empty). */
  eventId: string;
  /** DEM_EVENT_KIND_BSW / DEM_EVENT_KIND_SWC, undefined when empty. */
  kind: string | undefined;
  dtc: { name: string; value: string | undefined; severity: string | undefined } | undefined;
  /** Short names of the memories the DTC's attributes store it in. */
  destinations: string[];
  operationCycle: { name: string; type: string | undefined } | undefined;
  debounce: {
    kind: DemDebounceKind;
    /** The debounce class container (counter or time based), when the event names one. */
    classId: string | undefined;
    className: string | undefined;
    text: LocalizedText;
  };
  /** Findings on the event (and the containers under it) and on its debounce class. */
  findings: VerifyRow[];
}

export type DemMemoryKind = 'primary' | 'userDefined' | 'mirror';

export interface DemMemoryBlockView {
  /** The DemNvRamBlockId container. */
  id: string;
  name: string;
  /** The NvMBlockDescriptor it names; undefined when it names none (or one that is gone). */
  nvm: { id: string; name: string; length: number } | undefined;
}

export interface DemMemoryView {
  id: string;
  name: string;
  kind: DemMemoryKind;
  /** Short name of the event memory set it belongs to. */
  set: string;
  /** The bytes its entries need in NvM. */
  needed: number;
  blocks: DemMemoryBlockView[];
  /** The bytes of the NvM blocks named. */
  length: number;
  /**
   * `enough`: NvM-backed and long enough; `tooShort`: the blocks hold less than needed; `missing`: a block
   * names no NvM block descriptor; `none`: the memory names no block (not kept across power cycles).
   */
  storage: 'enough' | 'tooShort' | 'missing' | 'none';
  findings: VerifyRow[];
}

const MEMORY_KINDS: Readonly<Record<string, DemMemoryKind>> = {
  [DEM_PATHS.primaryMemory]: 'primary',
  [DEM_PATHS.userDefinedMemory]: 'userDefined',
  [DEM_PATHS.mirrorMemory]: 'mirror',
};

function hasDem(definitions: readonly ModuleDef[]): boolean {
  return definitions.some((d) => d.name === 'Dem');
}

function demContainers(snapshot: ProjectSnapshot): ContainerValue[] {
  return snapshot.containers.filter((c) => c.module === 'Dem' && c.instanceId === 0);
}

/** The first container a reference of `holder` names that exists. */
function target(
  byId: ReadonlyMap<string, ContainerValue>,
  holder: ContainerValue | undefined,
  ref: string,
): ContainerValue | undefined {
  for (const id of holder?.references[ref] ?? []) {
    const found = byId.get(id);
    if (found) return found;
  }
  return undefined;
}

/** The debounce class an event's chosen debounce algorithm names. */
function debounceClass(
  containers: readonly ContainerValue[],
  byId: ReadonlyMap<string, ContainerValue>,
  event: ContainerValue,
): ContainerValue | undefined {
  const algorithm = containers.find(
    (c) => c.parentId === event.id && c.definitionPath === DEM_PATHS.debounceAlgorithmClass,
  );
  const chosen = algorithm ? containers.find((c) => c.parentId === algorithm.id) : undefined;
  if (chosen?.definitionPath === DEM_PATHS.debounceCounterBased)
    return target(byId, chosen, 'DemDebounceCounterBasedClassRef');
  if (chosen?.definitionPath === DEM_PATHS.debounceTimeBase)
    return target(byId, chosen, 'DemDebounceTimeBaseRef');
  return undefined;
}

/** A container and every container under it. */
function subtree(containers: readonly ContainerValue[], root: string): Set<string> {
  const ids = new Set([root]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const c of containers)
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grown = true;
      }
  }
  return ids;
}

/** The events of a snapshot's Dem with their DTC's memories, debounce class and findings, in tree order. */
export function eventViews(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  findings: readonly VerifyRow[],
): DemEventView[] {
  if (!hasDem(definitions)) return [];
  const rows = demEventTableOfSnapshot(snapshot, definitions);
  const containers = demContainers(snapshot);
  const byId = new Map(containers.map((c) => [c.id, c]));
  const reader = snapshotReader(snapshot, definitions, 'Dem');
  const byPath = new Map(
    containers.filter((c) => c.definitionPath === DEM_PATHS.eventParameter).map((c) => [reader.pathOf(c), c]),
  );
  return rows.flatMap((row) => {
    const event = byPath.get(row.path);
    if (!event) return [];
    const attributes = target(byId, target(byId, event, 'DemDTCRef'), 'DemDTCAttributesRef');
    const destinations = (attributes?.references.DemMemoryDestinationRef ?? []).flatMap((id) => {
      const memory = byId.get(id);
      return memory ? [memory.shortName] : [];
    });
    const debounce = debounceClass(containers, byId, event);
    const concerned = subtree(containers, event.id);
    if (debounce) concerned.add(debounce.id);
    return [
      {
        id: event.id,
        name: row.event,
        eventId: row.id ?? '',
        kind: row.kind,
        dtc: row.dtc,
        destinations,
        operationCycle: row.operationCycle,
        debounce: {
          kind: row.debounce.kind,
          classId: debounce?.id,
          className: row.debounce.class,
          text: row.debounce.text,
        },
        findings: findings.filter((f) => f.containerId !== undefined && concerned.has(f.containerId)),
      },
    ];
  });
}

/** The event memories (primary, user defined, mirror) with their NvM blocks, in tree order. */
export function memoryViews(
  snapshot: ProjectSnapshot,
  definitions: readonly ModuleDef[],
  findings: readonly VerifyRow[],
): DemMemoryView[] {
  if (!hasDem(definitions)) return [];
  const reader = snapshotReader(snapshot, definitions, 'Dem', ['Dem', 'NvM']);
  const nvmById = new Map(snapshot.containers.filter((c) => c.module === 'NvM').map((c) => [c.id, c]));
  const memories = DEM_MEMORY_PATHS.flatMap((path) => reader.containersOf(path));
  return memories.map((memory) => {
    const blocks = (memory.references.DemMemoryNvRamBlockIdRef ?? []).flatMap((id): DemMemoryBlockView[] => {
      const block = reader.container(id);
      if (!block) return [];
      const nvm = (block.references.DemNvRamBlockIdRef ?? [])
        .map((nvmId) => nvmById.get(nvmId))
        .find((c) => c !== undefined);
      return [
        {
          id: block.id,
          name: block.shortName,
          nvm: nvm
            ? {
                id: nvm.id,
                name: nvm.shortName,
                length: Number(reader.integer(nvm, 'NvMNvBlockLength') ?? 0n),
              }
            : undefined,
        },
      ];
    });
    const needed = demMemoryBytes(reader, memory);
    const length = blocks.reduce((sum, block) => sum + (block.nvm?.length ?? 0), 0);
    const storage =
      blocks.length === 0
        ? 'none'
        : blocks.some((block) => !block.nvm)
          ? 'missing'
          : length < needed
            ? 'tooShort'
            : 'enough';
    return {
      id: memory.id,
      name: memory.shortName,
      kind: MEMORY_KINDS[memory.definitionPath] ?? 'primary',
      set: reader.parentOf(memory)?.shortName ?? '',
      needed,
      blocks,
      length,
      storage,
      findings: findings.filter((f) => f.containerId === memory.id),
    };
  });
}

/** The event id as a number for sorting (events without one last). */
function idNumber(view: DemEventView): number {
  const n = Number(view.eventId);
  return view.eventId === '' || Number.isNaN(n) ? Number.POSITIVE_INFINITY : n;
}

/** Orders events by name. */
export function byName(a: DemEventView, b: DemEventView): number {
  return a.name.localeCompare(b.name, 'en', { numeric: true });
}

/** Orders events by event id, those without one last. */
export function byEventId(a: DemEventView, b: DemEventView): number {
  const difference = idNumber(a) - idNumber(b);
  return Number.isNaN(difference) ? 0 : difference || byName(a, b);
}

/** Whether an event matches the filter box: any of its shown texts contains every word typed (any case). */
export function matchesFilter(view: DemEventView, filter: string, language: Language): boolean {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [
    view.name,
    view.eventId,
    view.kind,
    view.dtc?.name,
    view.dtc?.value,
    view.dtc?.severity,
    view.operationCycle?.name,
    view.debounce.className,
    view.debounce.text[language],
    ...view.destinations,
  ]
    .filter((part) => part !== undefined)
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}
