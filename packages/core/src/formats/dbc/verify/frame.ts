import type { DbcAttributeDefinition, DbcDatabase, DbcMessage } from '../model.js';

export type DbcFrameFormat = 'CAN' | 'CAN FD';

/** Payload lengths a CAN FD frame can have. */
export const CAN_FD_SIZES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 20, 24, 32, 48, 64];

export const MAX_STANDARD_ID = 0x7ff;
export const MAX_EXTENDED_ID = 0x1fffffff;

type DefinitionLookup = (name: string) => DbcAttributeDefinition | undefined;

/**
 * The frame format a message declares: its `VFrameFormat` attribute (or that attribute's default)
 * names an FD format or not, or the network's `BusType` is `CAN FD`; undefined when neither says.
 */
export function declaredFrameFormat(
  database: DbcDatabase,
  message: DbcMessage,
  messageDefinition: DefinitionLookup,
): DbcFrameFormat | undefined {
  const definition = messageDefinition('VFrameFormat');
  const value = message.attributes['VFrameFormat'] ?? definition?.defaultValue;
  if (value !== undefined) {
    const name = typeof value === 'number' ? definition?.enumValues?.[value] : value;
    if (name !== undefined) return /FD/i.test(name) ? 'CAN FD' : 'CAN';
  }
  const busType = database.attributes['BusType'];
  if (typeof busType === 'string' && /FD/i.test(busType)) return 'CAN FD';
  return undefined;
}

/** The frame format of a message: the one it declares, or, without one, CAN FD when it is longer than 8 bytes. */
export function frameFormatOf(
  database: DbcDatabase,
  message: DbcMessage,
  messageDefinition: DefinitionLookup,
): DbcFrameFormat {
  return declaredFrameFormat(database, message, messageDefinition) ?? (message.size > 8 ? 'CAN FD' : 'CAN');
}

/**
 * Whether a message is a CAN FD frame: its `VFrameFormat` attribute (or that attribute's default)
 * names an FD format, or the network's `BusType` is `CAN FD`, or, without either, it is longer than 8 bytes.
 */
export function dbcFrameFormat(database: DbcDatabase, message: DbcMessage): DbcFrameFormat {
  return frameFormatOf(database, message, (name) =>
    database.attributeDefinitions.find(
      (candidate) => candidate.name === name && candidate.objectType === 'BO_',
    ),
  );
}

/** `0x1A2`: how findings write a CAN identifier. */
export function hexId(canId: number): string {
  return `0x${canId.toString(16).toUpperCase()}`;
}
