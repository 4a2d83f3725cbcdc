/**
 * The bytes one event memory needs in NvM, as the product estimates them: per entry a fixed part (DTC 3
 * bytes, status, occurrence, aging and failure counters 1 byte each, a 1-byte timestamp index and the event
 * id 2 bytes: 10 bytes) and the environmental data of the largest DTC stored there — its freeze frame class
 * (per DID 2 identifier bytes and its data elements) times its freeze frame records, and its extended data
 * class (per record 1 number byte and its data elements). The SWS leaves the NvM layout to the
 * implementation; the estimate is the lower bound any layout holds.
 */
import type { ContainerValue } from '../../ecuc/store-types.js';
import type { ConfigurationReader } from '../../verify/types.js';
import { DEM_PATHS } from './definition.js';

export const ENTRY_FIXED_BYTES = 10;

/** The size of a data element class: its chosen kind's DemDataElementDataSize. */
function dataElementSize(reader: ConfigurationReader, element: ContainerValue | undefined): number {
  if (!element) return 0;
  const [kind] = reader.childrenOf(element);
  return kind ? Number(reader.integer(kind, 'DemDataElementDataSize') ?? 0n) : 0;
}

function targets(reader: ConfigurationReader, holder: ContainerValue, ref: string): ContainerValue[] {
  return (holder.references[ref] ?? []).map((id) => reader.container(id)).filter((c) => c !== undefined);
}

/** The bytes of the environmental data one DTC attributes container stores with each entry. */
export function environmentalDataBytes(reader: ConfigurationReader, attributes: ContainerValue): number {
  let freezeFrame = 0;
  for (const frame of targets(reader, attributes, 'DemFreezeFrameClassRef'))
    for (const did of targets(reader, frame, 'DemDidClassRef')) {
      freezeFrame += 2;
      for (const element of targets(reader, did, 'DemDidDataElementClassRef'))
        freezeFrame += dataElementSize(reader, element);
    }
  const recNum = targets(reader, attributes, 'DemFreezeFrameRecNumClassRef')[0];
  const records = recNum
    ? targets(reader, recNum, 'DemFreezeFrameRecordClassRef').length
    : Number(reader.integer(attributes, 'DemMaxNumberFreezeFrameRecords') ?? 1n);
  let extended = 0;
  for (const data of targets(reader, attributes, 'DemExtendedDataClassRef'))
    for (const record of targets(reader, data, 'DemExtendedDataRecordClassRef')) {
      extended += 1;
      for (const element of targets(reader, record, 'DemDataElementClassRef'))
        extended += dataElementSize(reader, element);
    }
  return freezeFrame * Math.max(records, freezeFrame > 0 ? 1 : 0) + extended;
}

const ENTRIES: Readonly<Record<string, string>> = {
  [DEM_PATHS.primaryMemory]: 'DemMaxNumberEventEntryPrimary',
  [DEM_PATHS.userDefinedMemory]: 'DemMaxNumberEventEntryUserDefined',
  [DEM_PATHS.mirrorMemory]: 'DemMaxNumberEventEntryMirror',
};

/** The bytes a memory (primary, user defined or mirror) needs: entries × (fixed part + largest data). */
export function memoryBytes(reader: ConfigurationReader, memory: ContainerValue): number {
  const entries = Number(reader.integer(memory, ENTRIES[memory.definitionPath] ?? '') ?? 0n);
  let data = 0;
  for (const attributes of reader.containersOf(DEM_PATHS.dtcAttributes))
    if ((attributes.references.DemMemoryDestinationRef ?? []).includes(memory.id))
      data = Math.max(data, environmentalDataBytes(reader, attributes));
  return entries * (ENTRY_FIXED_BYTES + data);
}

/** The memories of the Dem, in tree order. */
export const MEMORY_PATHS = Object.keys(ENTRIES);
