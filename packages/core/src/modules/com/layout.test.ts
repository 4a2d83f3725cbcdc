import { describe, expect, it } from 'vitest';
import { viewOfSnapshot } from '../../verify/views.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';
import { COM_LAYOUT_VIEW, bitsOutside, layoutOverlaps, signalBits } from './layout.js';

describe('signalBits', () => {
  it('grows an Intel signal towards higher bits and bytes', () => {
    expect(signalBits(4, 8, 'LITTLE_ENDIAN')).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('grows a Motorola signal to bit 7 and on into the byte before', () => {
    // LSB at bit 12 (byte 1, bit 4), 12 bits: byte 1 bits 4..7, then byte 0 bits 0..7.
    expect(signalBits(12, 12, 'BIG_ENDIAN')).toEqual([12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves a Motorola signal that runs past byte 0 before the I-PDU', () => {
    const bits = signalBits(4, 8, 'BIG_ENDIAN');
    expect(bits).toEqual([4, 5, 6, 7, -8, -7, -6, -5]);
  });

  it('places a one-byte Motorola signal like an Intel one', () => {
    expect(signalBits(8, 8, 'BIG_ENDIAN')).toEqual(signalBits(8, 8, 'LITTLE_ENDIAN'));
  });
});

function comFixture(): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  fixture.add('/EcuC', 'EcucPduCollection');
  fixture.add('/EcuC/EcucPduCollection', 'Pdu', { PduLength: '2' });
  const pdu = fixture.get('/EcuC/EcucPduCollection/Pdu_0');
  const speed = fixture.add('/Com/ComConfig', 'ComSignal', {
    ComBitPosition: '12',
    ComBitSize: '12',
    ComSignalEndianness: 'BIG_ENDIAN',
    ComSignalType: 'UINT16',
  });
  const gear = fixture.add('/Com/ComConfig', 'ComSignal', {
    ComBitPosition: '8',
    ComBitSize: '4',
    ComSignalEndianness: 'BIG_ENDIAN',
    ComSignalType: 'UINT8',
    ComUpdateBitPosition: '15',
  });
  fixture.add('/Com/ComConfig', 'ComIPdu');
  fixture.set(
    '/Com/ComConfig/ComIPdu_0',
    {},
    {
      ComPduIdRef: [pdu.id],
      ComIPduSignalRef: [speed.id, gear.id],
    },
  );
  return fixture;
}

describe('COM_LAYOUT_VIEW', () => {
  it('places the signals and update bits of an I-PDU with its EcuC length', () => {
    const fixture = comFixture();
    const view = viewOfSnapshot(fixture.snapshot(), MODULE_DEFINITIONS, COM_LAYOUT_VIEW);
    expect(view.ipdus).toHaveLength(1);
    const [layout] = view.ipdus;
    expect(layout?.length).toBe(2);
    expect(layout?.placed.map((p) => [p.label, p.lsb, p.msb])).toEqual([
      ['ComSignal_0', 12, 7],
      ['ComSignal_1', 8, 11],
      ['ComSignal_1.update', 15, 15],
    ]);
  });

  it('finds the bits two items share and the bits outside the I-PDU', () => {
    const fixture = comFixture();
    const view = viewOfSnapshot(fixture.snapshot(), MODULE_DEFINITIONS, COM_LAYOUT_VIEW);
    const layout = view.ipdus[0];
    if (!layout) throw new Error('no layout');
    const overlaps = layoutOverlaps(layout);
    expect(overlaps.map((o) => [o.first.label, o.second.label, o.bits])).toEqual([
      ['ComSignal_0', 'ComSignal_1.update', [15]],
    ]);
    expect(layout.placed.map((p) => bitsOutside(p, 1).length)).toEqual([4, 4, 1]);
  });
});
