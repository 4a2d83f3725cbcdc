/**
 * What a message or signal of a DBC says through its attributes, read with an attribute mapping
 * (`attribute-dialects.ts`): its Com transmission mode, receive timeout, transfer property, start value and
 * its kind (network management, diagnostics, plain). Times are returned in seconds (ECUC unit; DBC: ms).
 */
import type {
  DbcAttributeDefinition,
  DbcAttributes,
  DbcAttributeValue,
  DbcDatabase,
  DbcMessage,
  DbcSignal,
} from '../../../formats/dbc/model.js';
import type { DbcAttributeDialect, DbcMarker, DbcTransferMeaning } from './attribute-dialects.js';

const definitionsByName = new WeakMap<DbcDatabase, Map<string, DbcAttributeDefinition>>();

function definitionOf(database: DbcDatabase, name: string): DbcAttributeDefinition | undefined {
  let index = definitionsByName.get(database);
  if (!index) {
    index = new Map();
    for (const definition of database.attributeDefinitions) {
      const key = definition.name.toLowerCase();
      if (!index.has(key)) index.set(key, definition);
    }
    definitionsByName.set(database, index);
  }
  return index.get(name.toLowerCase());
}

/**
 * The value of the first attribute of `names` the database defines for an object (its own value or the
 * definition's default), enumeration indices resolved to their names; undefined when none is defined.
 */
export function attributeValue(
  database: DbcDatabase,
  attributes: DbcAttributes,
  names: readonly string[],
): DbcAttributeValue | undefined {
  for (const name of names) {
    const definition = definitionOf(database, name);
    const own = attributes[definition?.name ?? name];
    if (own === undefined && !definition) continue;
    const value = own ?? definition?.defaultValue;
    if (value === undefined) continue;
    if (typeof value === 'number' && definition?.valueType === 'ENUM') return definition.enumValues?.[value];
    return value;
  }
  return undefined;
}

function numberOf(value: DbcAttributeValue | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

/** A positive time in ms as seconds, or undefined. */
function seconds(value: DbcAttributeValue | undefined): number | undefined {
  const ms = numberOf(value);
  return ms !== undefined && ms > 0 ? ms / 1000 : undefined;
}

/** Whether a yes/no marker is set on a message. */
export function markerSet(database: DbcDatabase, attributes: DbcAttributes, marker: DbcMarker): boolean {
  for (const name of marker.attributes) {
    const value = attributeValue(database, attributes, [name]);
    if (value === undefined) continue;
    if (typeof value === 'number' ? value !== 0 : marker.yes.includes(value.trim().toLowerCase()))
      return true;
  }
  return false;
}

export type DbcMessageKind = 'nm' | 'diagRequest' | 'diagResponse' | 'plain';

/** Network management, diagnostic request or response (carried by CanTp), or a plain Com message. */
export function messageKind(
  database: DbcDatabase,
  message: DbcMessage,
  mapping: DbcAttributeDialect,
): DbcMessageKind {
  if (markerSet(database, message.attributes, mapping.nmMessage)) return 'nm';
  if (markerSet(database, message.attributes, mapping.diagState)) return 'plain';
  if (markerSet(database, message.attributes, mapping.diagRequest)) return 'diagRequest';
  if (markerSet(database, message.attributes, mapping.diagResponse)) return 'diagResponse';
  return 'plain';
}

/** Whether a message is a CAN FD frame: its frame format says so, or it carries more than 8 bytes. */
export function isFdMessage(
  database: DbcDatabase,
  message: DbcMessage,
  mapping: DbcAttributeDialect,
): boolean {
  if (message.size > 8) return true;
  const format = attributeValue(database, message.attributes, mapping.frameFormat);
  return typeof format === 'string' && new RegExp(mapping.fdValues, 'i').test(format);
}

/** The Com transmission mode of a sent message (ComTxModeTrue/ComTxMode and ComMinimumDelayTime). */
export interface DbcTxMode {
  mode: 'PERIODIC' | 'DIRECT' | 'MIXED' | 'NONE';
  /** Seconds. */
  timePeriod?: number;
  repetitions?: number;
  repetitionPeriod?: number;
  timeOffset?: number;
  minimumDelay?: number;
}

/**
 * The send type decides the mode; without one (or with a placeholder value) a cycle time makes the message
 * PERIODIC and its absence DIRECT. A periodic mode without a cycle time becomes DIRECT (COM needs a period).
 */
export function txModeOf(
  database: DbcDatabase,
  message: DbcMessage,
  mapping: DbcAttributeDialect,
): DbcTxMode {
  const at = (names: string[]) => attributeValue(database, message.attributes, names);
  const sendType = at(mapping.sendType);
  const meaning =
    typeof sendType === 'string' ? mapping.sendTypeValues[sendType.trim().toLowerCase()] : undefined;
  const period = seconds(at(mapping.cycleTime));
  let mode: DbcTxMode['mode'] =
    meaning === undefined || meaning === 'ignore' ? (period ? 'PERIODIC' : 'DIRECT') : meaning;
  if ((mode === 'PERIODIC' || mode === 'MIXED') && !period) mode = 'DIRECT';
  const result: DbcTxMode = { mode };
  if (mode === 'PERIODIC' || mode === 'MIXED') result.timePeriod = period;
  if (mode === 'DIRECT' || mode === 'MIXED') {
    const repetitions = numberOf(at(mapping.repetitions));
    const fast = seconds(at(mapping.fastCycleTime));
    if (repetitions !== undefined && Number.isInteger(repetitions) && repetitions > 0 && fast) {
      result.repetitions = Math.min(repetitions, 255);
      result.repetitionPeriod = fast;
    }
  }
  const offset = seconds(at(mapping.startDelay));
  if (offset && mode !== 'NONE') result.timeOffset = offset;
  const delay = seconds(at(mapping.delayTime));
  if (delay && mode !== 'NONE') result.minimumDelay = delay;
  return result;
}

/** ComIPduSignalProcessing: event-driven I-PDUs are handled at once, cyclic ones in the main function. */
export function signalProcessingOf(mode: DbcTxMode['mode']): 'IMMEDIATE' | 'DEFERRED' {
  return mode === 'DIRECT' ? 'IMMEDIATE' : 'DEFERRED';
}

/** The receive timeout of a signal for a node, in seconds: the signal's own, else its message's. */
export function rxTimeoutOf(
  database: DbcDatabase,
  message: DbcMessage,
  signal: DbcSignal,
  node: string,
  mapping: DbcAttributeDialect,
): number | undefined {
  for (const name of mapping.signalTimeout) {
    const value = seconds(attributeValue(database, signal.attributes, [name.replace('{node}', node)]));
    if (value) return value;
  }
  return seconds(attributeValue(database, message.attributes, mapping.messageTimeout));
}

/** ComTransferProperty of a signal, or undefined when the database says nothing that maps. */
export function transferPropertyOf(
  database: DbcDatabase,
  signal: DbcSignal,
  mapping: DbcAttributeDialect,
): Exclude<DbcTransferMeaning, 'ignore'> | undefined {
  const value = attributeValue(database, signal.attributes, mapping.signalSendType);
  const meaning =
    typeof value === 'string' ? mapping.signalSendTypeValues[value.trim().toLowerCase()] : undefined;
  return meaning === 'ignore' ? undefined : meaning;
}

/** The start value of a signal as a number, or undefined. */
export function startValueOf(
  database: DbcDatabase,
  signal: DbcSignal,
  mapping: DbcAttributeDialect,
): number | undefined {
  return numberOf(attributeValue(database, signal.attributes, mapping.startValue));
}
