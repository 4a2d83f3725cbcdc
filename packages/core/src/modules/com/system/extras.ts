/**
 * What the system-description reader does not keep but the derivation needs: the encoding of SW base types
 * (signed, IEEE float), the lower limit of AUTOSAR 3 integer types, the cycle time of I-PDUs and the I-PDU
 * an AUTOSAR 3 PAYLOAD names. Read in a
 * second light pass over a file the reader has already accepted (well formed, right root and namespace), by
 * AUTOSAR path: every element with a SHORT-NAME adds one segment to the paths below it. Never throws.
 */

export interface SwBaseTypeInfo {
  /** BASE-TYPE-ENCODING: `2C` (two's complement), `IEEE754`, `NONE`... */
  encoding: string | undefined;
  size: number | undefined;
}

export interface SystemExtras {
  /** SW-BASE-TYPE path → its encoding and size. */
  baseTypes: Map<string, SwBaseTypeInfo>;
  /** AUTOSAR 3 INTEGER-TYPE (and R4 data types with a LOWER-LIMIT) path → the lower limit as written. */
  lowerLimits: Map<string, string>;
  /** PDU path → the period of its cyclic timing, in seconds (TIME-PERIOD/VALUE under CYCLIC-TIMING). */
  cyclePeriods: Map<string, number>;
  /** AUTOSAR 3 PAYLOAD element path → the I-PDU it names (a secured PDU's PAYLOAD-REF points at it). */
  payloads: Map<string, string>;
}

interface Open {
  name: string;
  /** The AUTOSAR path of the element once its SHORT-NAME is read. */
  path: string | undefined;
  text: string;
}

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<(\/?)([A-Za-z_][\w:.-]*)([^>]*?)(\/?)>|([^<]+)/g;

const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const unescape = (text: string): string =>
  text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity] ?? whole;
  });

const PDU_ELEMENTS = new Set(['I-SIGNAL-I-PDU', 'SIGNAL-I-PDU']);

/** Reads base types, integer-type lower limits and I-PDU cycle times from an ARXML text. */
export function readSystemExtras(source: string | Uint8Array): SystemExtras {
  const text = typeof source === 'string' ? source : new TextDecoder().decode(source);
  const extras: SystemExtras = {
    baseTypes: new Map(),
    lowerLimits: new Map(),
    cyclePeriods: new Map(),
    payloads: new Map(),
  };
  const stack: Open[] = [];
  const pathAbove = (depth: number): string => {
    for (let i = depth; i >= 0; i -= 1) {
      const path = stack[i]?.path;
      if (path !== undefined) return path;
    }
    return '';
  };
  /** The nearest open element of a name with a path, and how deep it is. */
  const nearest = (names: ReadonlySet<string> | string): Open | undefined => {
    for (let i = stack.length - 1; i >= 0; i -= 1) {
      const open = stack[i]!;
      if ((typeof names === 'string' ? open.name === names : names.has(open.name)) && open.path !== undefined)
        return open;
    }
    return undefined;
  };
  const within = (name: string): boolean => stack.some((o) => o.name === name);
  for (const match of text.matchAll(TOKEN)) {
    const [, cdata, closing, rawName, , selfClosing, chars] = match;
    if (chars !== undefined || cdata !== undefined) {
      const top = stack.at(-1);
      if (top) top.text += chars !== undefined ? unescape(chars) : cdata;
      continue;
    }
    if (rawName === undefined) continue;
    const name = rawName.includes(':') ? rawName.slice(rawName.indexOf(':') + 1) : rawName;
    if (!closing) {
      stack.push({ name, path: undefined, text: '' });
      if (!selfClosing) continue;
    }
    const open = stack.pop();
    if (!open || open.name !== name) {
      // Not well formed after all: keep what was read so far.
      if (open) stack.push(open);
      continue;
    }
    const value = open.text.trim();
    const parent = stack.at(-1);
    if (name === 'SHORT-NAME' && parent && parent.path === undefined) {
      parent.path = `${pathAbove(stack.length - 2)}/${value}`;
      continue;
    }
    if (name === 'BASE-TYPE-ENCODING' || name === 'BASE-TYPE-SIZE') {
      const baseType = nearest('SW-BASE-TYPE');
      if (!baseType?.path) continue;
      const info = extras.baseTypes.get(baseType.path) ?? { encoding: undefined, size: undefined };
      if (name === 'BASE-TYPE-ENCODING') info.encoding = value;
      else if (/^\d+$/.test(value)) info.size = Number(value);
      extras.baseTypes.set(baseType.path, info);
    } else if (name === 'LOWER-LIMIT' && parent?.path !== undefined && !extras.lowerLimits.has(parent.path)) {
      // A data type's own limit (a direct child), not a compu scale's.
      extras.lowerLimits.set(parent.path, value);
    } else if (name === 'I-PDU-REF' && parent?.name === 'PAYLOAD' && parent.path !== undefined) {
      extras.payloads.set(parent.path, value);
    } else if (name === 'VALUE' && parent?.name === 'TIME-PERIOD' && within('CYCLIC-TIMING')) {
      const pdu = nearest(PDU_ELEMENTS);
      const seconds = Number(value);
      if (pdu?.path && value !== '' && Number.isFinite(seconds) && !extras.cyclePeriods.has(pdu.path))
        extras.cyclePeriods.set(pdu.path, seconds);
    }
  }
  return extras;
}
