/**
 * The bytes × bits grid of a Com I-PDU as DBC editors draw it: one row per byte, bit 7 on the left and
 * bit 0 on the right, each signal a coloured span over the cells of its bits, its name in the cell of
 * its most significant bit. Built from the Com layout view of `@ecuc/core/modules` (which places
 * Intel and Motorola signals), so the grid and the checks E_Com0001/E_Com0002 agree by construction.
 */
import { bitsOutside, layoutOverlaps, type IPduLayout, type PlacedKind } from '@ecuc/core/modules';

/** Rows drawn at most; a transport-protocol I-PDU can be kilobytes long. */
export const MAX_LAYOUT_ROWS = 256;

/** Palette of signal spans (light enough for dark text), cycled by signal index. */
export const SIGNAL_COLOURS = [
  '#bae0ff',
  '#d9f7be',
  '#fff1b8',
  '#ffd8bf',
  '#efdbff',
  '#b5f5ec',
  '#ffd6e7',
  '#d6e4ff',
  '#f4ffb8',
  '#ffe7ba',
] as const;

export interface LayoutItem {
  /** The container to open for editing (the signal, group signal, or the owner of an update bit). */
  containerId: string;
  label: string;
  kind: PlacedKind;
  /** The parameter to focus when the item is opened. */
  param: string;
  endianness: string;
  colour: string;
  lsb: number;
  msb: number;
  size: number;
  /** Shares at least one bit with another item. */
  overlapping: boolean;
  /** Bits outside the I-PDU's length (0 when the length is unknown). */
  outside: number;
  /** Short name of the signal group of a group signal. */
  group?: string;
}

export interface LayoutCell {
  /** Bit number in the I-PDU (byte · 8 + bit in byte). */
  bit: number;
  /** Indices into `items` of what covers this bit. */
  items: number[];
  /** Index of the item whose name is written here (its most significant bit). */
  labelOf?: number;
  /** The item whose least significant bit this is. */
  lsbOf?: number;
}

export interface LayoutRow {
  byte: number;
  /** The byte lies outside the I-PDU's length. */
  outside: boolean;
  /** Bits 7 … 0 of the byte. */
  cells: LayoutCell[];
}

export interface SignalLayoutGrid {
  /** PduLength of the I-PDU's EcuC Pdu, in bytes. */
  length?: number;
  items: LayoutItem[];
  rows: LayoutRow[];
  /** Rows left out beyond MAX_LAYOUT_ROWS. */
  rowsLeftOut: number;
  /** Pairs of items that share bits. */
  overlaps: number;
  /** Bits inside the length that nothing covers. */
  freeBits: number;
}

function byteOf(bit: number): number {
  return Math.floor(bit / 8);
}

/** The grid of one I-PDU's layout. */
export function signalLayoutGrid(layout: IPduLayout): SignalLayoutGrid {
  const overlapping = new Set<object>();
  const overlaps = layoutOverlaps(layout);
  for (const overlap of overlaps) {
    overlapping.add(overlap.first);
    overlapping.add(overlap.second);
  }
  let colourIndex = 0;
  const items: LayoutItem[] = layout.placed.map((placed) => {
    const colour =
      placed.kind === 'updateBit'
        ? '#d9d9d9'
        : (SIGNAL_COLOURS[colourIndex++ % SIGNAL_COLOURS.length] ?? SIGNAL_COLOURS[0]);
    return {
      containerId: placed.container.id,
      label: placed.label,
      kind: placed.kind,
      param: placed.param,
      endianness: placed.endianness,
      colour,
      lsb: placed.lsb,
      msb: placed.msb,
      size: placed.bits.length,
      overlapping: overlapping.has(placed),
      outside: layout.length === undefined ? 0 : bitsOutside(placed, layout.length).length,
      ...(placed.group ? { group: placed.group.shortName } : {}),
    };
  });

  const cover = new Map<number, number[]>();
  let firstByte = 0;
  let lastByte = (layout.length ?? 1) - 1;
  layout.placed.forEach((placed, index) => {
    for (const bit of placed.bits) {
      const list = cover.get(bit);
      if (list) list.push(index);
      else cover.set(bit, [index]);
      firstByte = Math.min(firstByte, byteOf(bit));
      lastByte = Math.max(lastByte, byteOf(bit));
    }
  });
  const labelAt = new Map<number, number>();
  const lsbAt = new Map<number, number>();
  items.forEach((item, index) => {
    if (!labelAt.has(item.msb)) labelAt.set(item.msb, index);
    if (!lsbAt.has(item.lsb)) lsbAt.set(item.lsb, index);
  });

  const rows: LayoutRow[] = [];
  const totalRows = lastByte - firstByte + 1;
  const shownLast = Math.min(lastByte, firstByte + MAX_LAYOUT_ROWS - 1);
  for (let byte = firstByte; byte <= shownLast; byte += 1) {
    const cells: LayoutCell[] = [];
    for (let bitInByte = 7; bitInByte >= 0; bitInByte -= 1) {
      const bit = byte * 8 + bitInByte;
      const labelOf = labelAt.get(bit);
      const lsbOf = lsbAt.get(bit);
      cells.push({
        bit,
        items: cover.get(bit) ?? [],
        ...(labelOf !== undefined ? { labelOf } : {}),
        ...(lsbOf !== undefined ? { lsbOf } : {}),
      });
    }
    rows.push({ byte, outside: byte < 0 || (layout.length !== undefined && byte >= layout.length), cells });
  }

  let freeBits = 0;
  if (layout.length !== undefined) {
    for (let bit = 0; bit < layout.length * 8; bit += 1) if (!cover.has(bit)) freeBits += 1;
  }
  return {
    ...(layout.length !== undefined ? { length: layout.length } : {}),
    items,
    rows,
    rowsLeftOut: totalRows - rows.length,
    overlaps: overlaps.length,
    freeBits,
  };
}
