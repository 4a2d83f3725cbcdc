import { NO_NODE, type DbcDatabase, type DbcMessage } from '../model.js';

/**
 * Whether a transmitter or receiver name is fine for the node rules: a node on BU_, Vector__XXX
 * ("no node") or empty. Undefined when BU_ declares no node at all (DBC_L016 says so once).
 */
export function declaredNodeCheck(database: DbcDatabase): ((name: string) => boolean) | undefined {
  const nodes = new Set(database.nodes.map((node) => node.name));
  if (nodes.size === 0) return undefined;
  return (name) => name === NO_NODE || name === '' || nodes.has(name);
}

/** The node sends the message (BO_ or BO_TX_BU_). */
export function nodeSends(message: DbcMessage, node: string): boolean {
  return message.transmitter === node || (message.transmitters?.includes(node) ?? false);
}

/** The node receives some signal of the message. */
export function nodeReceives(message: DbcMessage, node: string): boolean {
  return message.signals.some((signal) => signal.receivers.includes(node));
}
