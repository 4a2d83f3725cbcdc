/**
 * The objects of a DBC that derived containers stand for, as `ContainerOrigin.object`: a frame
 * `msg:<id>` (its DBC id: bit 31 set for an extended id, in hex) and a signal `msg:<id>/sig:<name>`. Containers
 * the derivation made for the bus as a whole (controller, HOHs) stand for none.
 */
import type { ContainerValue } from '../../../ecuc/store-types.js';
import { dbcMessageId, type DbcMessage, type DbcSourcePosition } from '../../../formats/dbc/model.js';

/** The object key of a frame. */
export function messageObject(message: Pick<DbcMessage, 'canId' | 'extended'>): string {
  return `msg:0x${dbcMessageId(message).toString(16).toUpperCase()}`;
}

/** The object key of a signal of a frame. */
export function signalObject(message: Pick<DbcMessage, 'canId' | 'extended'>, signal: string): string {
  return `${messageObject(message)}/sig:${signal}`;
}

/** The frame an object key belongs to (`msg:0x64` for `msg:0x64/sig:Speed`). */
export function frameOfObject(object: string): string {
  const at = object.indexOf('/');
  return at < 0 ? object : object.slice(0, at);
}

/**
 * The object of each derived container. Those the derivation located (`sourceMap`: a frame's CanIf PDU and
 * Com I-PDU, a signal's Com signal) name it; the rest take their frame from their neighbours: a container
 * whose references all reach containers of one frame (PduR source and destination → the frame's Pdus), a
 * container all of whose children stand for one frame (the routing path), a leaf container only that
 * frame's containers refer to (its EcuC Pdus).
 */
export function derivedObjects(
  created: readonly ContainerValue[],
  sourceMap: ReadonlyMap<string, DbcSourcePosition>,
  messages: readonly DbcMessage[],
): Map<string, string> {
  const objectOf = new Map<DbcSourcePosition, string>();
  for (const message of messages) {
    objectOf.set(message, messageObject(message));
    for (const signal of message.signals) objectOf.set(signal, signalObject(message, signal.name));
  }
  const objects = new Map<string, string>();
  for (const [id, at] of sourceMap) {
    const object = objectOf.get(at);
    if (object !== undefined) objects.set(id, object);
  }
  const ids = new Set(created.map((c) => c.id));
  const referrers = new Map<string, string[]>();
  const children = new Map<string, string[]>();
  for (const c of created) {
    for (const targets of Object.values(c.references))
      for (const t of targets) if (ids.has(t)) referrers.set(t, [...(referrers.get(t) ?? []), c.id]);
    if (c.parentId !== null && ids.has(c.parentId))
      children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  }
  const single = (list: readonly string[] | undefined): string | undefined => {
    const frames = new Set<string>();
    for (const id of list ?? []) {
      const object = objects.get(id);
      if (object !== undefined) frames.add(frameOfObject(object));
    }
    return frames.size === 1 ? [...frames][0] : undefined;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const c of created) {
      if (objects.has(c.id)) continue;
      const targets = Object.values(c.references)
        .flat()
        .filter((t) => ids.has(t));
      // Only a leaf (no references, no children) takes its frame from those referring to it: a CanIf buffer
      // or HTH that every PDU of one frame refers to still belongs to the bus.
      const leaf = targets.length === 0 && !children.has(c.id);
      const object =
        single(targets) ?? single(children.get(c.id)) ?? (leaf ? single(referrers.get(c.id)) : undefined);
      if (object !== undefined) {
        objects.set(c.id, object);
        changed = true;
      }
    }
  }
  return objects;
}
