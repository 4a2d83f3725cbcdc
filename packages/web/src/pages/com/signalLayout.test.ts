import { describe, expect, it } from 'vitest';
import { COM_LAYOUT_VIEW, MODULE_DEFINITIONS, ProjectFixture } from '@ecuc/core/modules';
import { viewOfSnapshot } from '@ecuc/core/verify';
import { signalLayoutGrid } from './signalLayout.js';

/** An I-PDU of `length` bytes with the given signals (values of ComSignal). */
function gridOf(length: string | undefined, signals: Record<string, string>[]) {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  fixture.add('/EcuC', 'EcucPduCollection');
  const pdu = fixture.add(
    '/EcuC/EcucPduCollection',
    'Pdu',
    length === undefined ? {} : { PduLength: length },
  );
  const ids = signals.map((values) => fixture.add('/Com/ComConfig', 'ComSignal', values).id);
  fixture.add('/Com/ComConfig', 'ComIPdu');
  fixture.set('/Com/ComConfig/ComIPdu_0', {}, { ComPduIdRef: [pdu.id], ComIPduSignalRef: ids });
  const view = viewOfSnapshot(fixture.snapshot(), MODULE_DEFINITIONS, COM_LAYOUT_VIEW);
  const layout = view.ipdus[0];
  if (!layout) throw new Error('no I-PDU');
  return signalLayoutGrid(layout);
}

/** The grid as text: one line per byte, bit 7 first, `.` free, a letter per item, `#` shared. */
function picture(grid: ReturnType<typeof signalLayoutGrid>): string[] {
  return grid.rows.map(
    (row) =>
      `${row.outside ? '!' : ' '}${row.byte}:` +
      row.cells
        .map((cell) =>
          cell.items.length === 0 ? '.' : cell.items.length > 1 ? '#' : 'ABCDEFGH'[cell.items[0] ?? 0],
        )
        .join(''),
  );
}

describe('signalLayoutGrid', () => {
  it('draws two Motorola signals in the bits engineers expect', () => {
    // A: LSB at bit 12 (byte 1, bit 4), 12 bits → byte 1 bits 7..4 and all of byte 0.
    // B: LSB at bit 8, 4 bits → byte 1 bits 3..0.
    const grid = gridOf('2', [
      { ComBitPosition: '12', ComBitSize: '12', ComSignalEndianness: 'BIG_ENDIAN', ComSignalType: 'UINT16' },
      { ComBitPosition: '8', ComBitSize: '4', ComSignalEndianness: 'BIG_ENDIAN', ComSignalType: 'UINT8' },
    ]);
    expect(picture(grid)).toEqual([' 0:AAAAAAAA', ' 1:AAAABBBB']);
    expect(grid.items.map((i) => [i.label, i.msb, i.lsb, i.size])).toEqual([
      ['ComSignal_0', 7, 12, 12],
      ['ComSignal_1', 11, 8, 4],
    ]);
    // Names sit in the most significant bit's cell, the LSB is marked.
    expect(grid.rows[0]?.cells[0]).toMatchObject({ bit: 7, labelOf: 0 });
    expect(grid.rows[1]?.cells[3]).toMatchObject({ bit: 12, lsbOf: 0 });
    expect(grid.overlaps).toBe(0);
    expect(grid.freeBits).toBe(0);
  });

  it('draws an Intel signal across bytes upwards', () => {
    const grid = gridOf('2', [{ ComBitPosition: '4', ComBitSize: '8', ComSignalType: 'UINT8' }]);
    expect(picture(grid)).toEqual([' 0:AAAA....', ' 1:....AAAA']);
    expect(grid.freeBits).toBe(8);
  });

  it('shows shared bits and bytes outside the length', () => {
    const grid = gridOf('1', [
      { ComBitPosition: '0', ComBitSize: '4', ComSignalType: 'UINT8' },
      { ComBitPosition: '2', ComBitSize: '8', ComSignalType: 'UINT8' },
    ]);
    expect(picture(grid)).toEqual([' 0:BBBB##AA', '!1:......BB']);
    expect(grid.overlaps).toBe(1);
    expect(grid.items.map((i) => [i.overlapping, i.outside])).toEqual([
      [true, 0],
      [true, 2],
    ]);
  });

  it('draws a Motorola signal that runs before byte 0 in a row of its own', () => {
    const grid = gridOf('1', [
      { ComBitPosition: '4', ComBitSize: '8', ComSignalEndianness: 'BIG_ENDIAN', ComSignalType: 'UINT8' },
    ]);
    expect(picture(grid)).toEqual(['!-1:....AAAA', ' 0:AAAA....']);
  });

  it('lays out without a length when the I-PDU names no EcuC Pdu length', () => {
    const grid = gridOf(undefined, [{ ComBitPosition: '8', ComBitSize: '8', ComSignalType: 'UINT8' }]);
    expect(grid.length).toBeUndefined();
    expect(picture(grid)).toEqual([' 0:........', ' 1:AAAAAAAA']);
  });
});
