import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../index.js';
import { snapshotReader } from '../../verify/views.js';
import { addAt, addData, addDid, dcmFixture, DSP, SECURITY, SESSION } from './dcm-fixture.js';
import { didLayout } from './did-layout.js';

/** A DID 0xF190 of three data elements, read in the extended session unlocked at level 1, written at level 3. */
function project() {
  const fixture = dcmFixture();
  const defaultSession = addAt(fixture, SESSION, 'DcmDspSessionRow', { DcmDspSessionLevel: '1' });
  const extended = addAt(fixture, SESSION, 'DcmDspSessionRow', { DcmDspSessionLevel: '3' });
  const level1 = addAt(fixture, SECURITY, 'DcmDspSecurityRow', { DcmDspSecurityLevel: '1' });
  const level3 = addAt(fixture, SECURITY, 'DcmDspSecurityRow', { DcmDspSecurityLevel: '3' });
  const info = addAt(fixture, DSP, 'DcmDspDidInfo');
  const read = addAt(fixture, info.path, 'DcmDspDidRead');
  fixture.set(
    read.path,
    {},
    { DcmDspDidReadSessionRef: [extended.id], DcmDspDidReadSecurityLevelRef: [level1.id] },
  );
  const write = addAt(fixture, info.path, 'DcmDspDidWrite');
  fixture.set(write.path, {}, { DcmDspDidWriteSecurityLevelRef: [level3.id] });
  const counter = addData(fixture, 'UINT16');
  const name = addData(fixture, 'UINT8_N', 10);
  const flagData = addData(fixture, 'BOOLEAN');
  // Signals configured out of order: the layout lists them by offset.
  addDid(
    fixture,
    0xf190,
    [
      [12, flagData],
      [0, counter],
      [2, name],
    ],
    info.id,
  );
  return { fixture, defaultSession, extended, level1, level3 };
}

describe('didLayout', () => {
  it('places the data elements by byte offset with their sizes', () => {
    const [did] = didLayout(project().fixture.snapshot());
    expect(did?.identifier).toBe(0xf190);
    expect(did?.path).toBe(`${DSP}/DcmDspDid_0`);
    expect(did?.info).toBe('DcmDspDidInfo_0');
    expect(did?.elements.map((e) => [e.byteOffset, e.dataName, e.dataType, e.sizeBytes])).toEqual([
      [0, 'DcmDspData_0', 'UINT16', 2],
      [2, 'DcmDspData_1', 'UINT8_N', 10],
      [12, 'DcmDspData_2', 'BOOLEAN', 1],
    ]);
    expect([did?.length, did?.dataSize, did?.complete]).toEqual([13, 13, true]);
  });

  it('gives read, write and control as session × security matrices', () => {
    const [did] = didLayout(project().fixture.snapshot());
    expect(did?.read.sessions.map((s) => s.level)).toEqual([1, 3]);
    expect(did?.read.securityLevels.map((s) => s.level)).toEqual([0, 1, 3]);
    // Read: extended session only, security level 1 only.
    expect(did?.read.allowed).toEqual([
      [false, false, false],
      [false, true, false],
    ]);
    // Write: every session, security level 3 only.
    expect(did?.write.allowed).toEqual([
      [false, false, true],
      [false, false, true],
    ]);
    expect(did?.control.configured).toBe(false);
    expect(did?.control.allowed).toEqual([
      [false, false, false],
      [false, false, false],
    ]);
  });

  it('reads the same from a rule reader as from a snapshot', () => {
    const { fixture } = project();
    const snapshot = fixture.snapshot();
    expect(didLayout(snapshotReader(snapshot, MODULE_DEFINITIONS, 'Dcm'))).toEqual(didLayout(snapshot));
  });

  it('is empty without DIDs', () => {
    expect(didLayout(dcmFixture().snapshot())).toEqual([]);
  });
});
