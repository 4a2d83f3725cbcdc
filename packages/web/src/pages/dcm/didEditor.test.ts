import { describe, expect, it } from 'vitest';
import type { ProjectFixture } from '@ecuc/core/modules';
import type { VerifyRow } from '@ecuc/core/verify';
import { addAt, addData, addDid, dcmFixture, DSP, SECURITY, SESSION } from '@ecuc/core/testing';
import {
  accessAddBody,
  accessView,
  byteLayout,
  chosenDid,
  didOfContainer,
  didViews,
  headerToggle,
  hexOf,
  infoAddBody,
  infoRefUpdate,
  MAX_CELLS,
  toggledRefs,
  type AccessUpdate,
  type DidView,
} from './didEditor.js';

/** Default (0x01) and extended (0x03) sessions, security levels 1 and 3, one DID info with read access. */
function project() {
  const fixture = dcmFixture();
  const defaultSession = addAt(fixture, SESSION, 'DcmDspSessionRow', { DcmDspSessionLevel: '1' });
  const extended = addAt(fixture, SESSION, 'DcmDspSessionRow', { DcmDspSessionLevel: '3' });
  const level1 = addAt(fixture, SECURITY, 'DcmDspSecurityRow', { DcmDspSecurityLevel: '1' });
  const level3 = addAt(fixture, SECURITY, 'DcmDspSecurityRow', { DcmDspSecurityLevel: '3' });
  const info = addAt(fixture, DSP, 'DcmDspDidInfo');
  const read = addAt(fixture, info.path, 'DcmDspDidRead');
  return { fixture, defaultSession, extended, level1, level3, info, read };
}

/** The DID views of a fixture, no findings. */
function views(fixture: ProjectFixture, findings: VerifyRow[] = []): DidView[] {
  return didViews(fixture.snapshot(), findings);
}

/** Applies an access update to the fixture as the server would (a reference list emptied is removed). */
function apply(fixture: ProjectFixture, update: AccessUpdate) {
  const container = fixture.containers.find((c) => c.id === update.id)!;
  fixture.replace(container, (c) => {
    const references = { ...c.references };
    for (const [name, targets] of Object.entries(update.references)) {
      if (targets.length === 0) delete references[name];
      else references[name] = targets;
    }
    return { ...c, references, version: c.version + 1 };
  });
}

function finding(containerId: string, code = 'E_Dcm0005'): VerifyRow {
  return { type: 'error', code, message: code, path: '', containerId };
}

describe('hexOf', () => {
  const cases: [number | undefined, number, string][] = [
    [0xf190, 4, '0xF190'],
    [0x12, 4, '0x0012'],
    [3, 2, '0x03'],
    [0x7e, 2, '0x7E'],
    [undefined, 4, '?'],
  ];
  for (const [value, digits, text] of cases)
    it(`${String(value)} → ${text}`, () => expect(hexOf(value, digits)).toBe(text));
});

describe('didViews', () => {
  it('gives each DID its hex identifier, its own and its signals’ findings, its info and access containers', () => {
    const { fixture, info, read } = project();
    const did = addDid(fixture, 0xf190, [[0, addData(fixture, 'UINT16')]], info.id);
    const other = addDid(fixture, 0xf18c, [], info.id);
    const lone = addDid(fixture, 0x0102);
    const signal = fixture.get(`${did.path}/DcmDspDidSignal_0`).id;
    const [first, second, third] = views(fixture, [
      finding(did.id),
      finding(signal, 'E_Dcm0004'),
      finding(other.id, 'E_Dcm0001'),
      finding(info.id, 'E_Dcm0007'),
    ]);
    expect(first?.hex).toBe('0xF190');
    expect(first?.findings.map((f) => f.code)).toEqual(['E_Dcm0005', 'E_Dcm0004']);
    expect(first?.info?.id).toBe(info.id);
    expect(first?.sharingInfo).toEqual([second?.did.shortName]);
    expect(first?.access.read?.id).toBe(read.id);
    expect([first?.access.write, first?.access.control]).toEqual([undefined, undefined]);
    expect(second?.findings.map((f) => f.code)).toEqual(['E_Dcm0001']);
    expect([third?.hex, third?.info, third?.sharingInfo]).toEqual(['0x0102', undefined, []]);
    expect(third?.did.id).toBe(lone.id);
  });

  it('is empty without DIDs', () => {
    expect(views(dcmFixture())).toEqual([]);
  });
});

describe('chosenDid', () => {
  it('is the DID picked, else the first', () => {
    const fixture = dcmFixture();
    addDid(fixture, 1);
    const second = addDid(fixture, 2);
    const all = views(fixture);
    expect(chosenDid(all, second.id)?.did.id).toBe(second.id);
    expect(chosenDid(all, 'gone')?.hex).toBe('0x0001');
    expect(chosenDid(all, undefined)?.hex).toBe('0x0001');
    expect(chosenDid([], undefined)).toBeUndefined();
  });
});

describe('didOfContainer', () => {
  it('finds the DID of a linked container: itself, a signal, its info or an access of it, a data element it places', () => {
    const { fixture, info, read } = project();
    const data = addData(fixture, 'UINT16');
    const lonely = addData(fixture, 'UINT8');
    addDid(fixture, 1);
    const second = addDid(fixture, 2, [[0, data]], info.id);
    const all = views(fixture);
    const snapshot = fixture.snapshot();
    const signal = fixture.get(`${second.path}/DcmDspDidSignal_0`);
    expect(
      [second.id, signal.id, info.id, read.id, data].map((id) => didOfContainer(all, snapshot, id)),
    ).toEqual([second.id, second.id, second.id, second.id, second.id]);
    expect(didOfContainer(all, snapshot, lonely)).toBeUndefined();
    expect(didOfContainer(all, snapshot, 'gone')).toBeUndefined();
  });
});

describe('byteLayout', () => {
  /** Per signal: byte offset, DcmDspDataType and, for the arrays, DcmDspDataByteSize. */
  type Signal = readonly [offset: number, type: string, size?: number];
  const cases: {
    name: string;
    signals: Signal[];
    cells: string;
    lanes: number[];
    state: string;
    counts: [length: number, dataSize: number, gaps: number, overlaps: number];
  }[] = [
    {
      name: 'end to end',
      signals: [
        [0, 'UINT8_N', 2],
        [2, 'UINT8'],
      ],
      cells: 'fff',
      lanes: [0, 0],
      state: 'ok',
      counts: [3, 3, 0, 0],
    },
    {
      name: 'a gap',
      signals: [
        [0, 'UINT8_N', 2],
        [4, 'UINT8'],
      ],
      cells: 'ffggf',
      lanes: [0, 0],
      state: 'mismatch',
      counts: [5, 3, 2, 0],
    },
    {
      name: 'an overlap',
      signals: [
        [0, 'UINT32'],
        [2, 'UINT16'],
        [4, 'UINT8'],
      ],
      cells: 'ffoof',
      lanes: [0, 1, 0],
      state: 'mismatch',
      counts: [5, 7, 0, 2],
    },
    {
      name: 'an array without size: not placed, not checked',
      signals: [
        [0, 'UINT8_N'],
        [1, 'UINT8'],
      ],
      cells: 'gf',
      lanes: [0],
      state: 'incomplete',
      counts: [2, 1, 1, 0],
    },
    { name: 'no element', signals: [], cells: '', lanes: [], state: 'ok', counts: [0, 0, 0, 0] },
  ];
  for (const { name, signals, cells, lanes, state, counts } of cases) {
    it(name, () => {
      const fixture = dcmFixture();
      addDid(
        fixture,
        0xf190,
        signals.map(([offset, type, size]) => [offset, addData(fixture, type, size)] as const),
      );
      const [did] = views(fixture);
      const view = byteLayout(did!.layout);
      expect(view.cells.map((c) => c.state[0]).join('')).toBe(cells);
      expect(view.spans.map((s) => s.lane)).toEqual(lanes);
      expect(view.state).toBe(state);
      expect([view.length, view.dataSize, view.gaps, view.overlaps]).toEqual(counts);
    });
  }

  it('names the elements of each byte and marks the overlapping spans', () => {
    const fixture = dcmFixture();
    const did = addDid(fixture, 1, [
      [0, addData(fixture, 'UINT16')],
      [1, addData(fixture, 'UINT8')],
    ]);
    const [a, b] = [0, 1].map((n) => fixture.get(`${did.path}/DcmDspDidSignal_${n}`).id);
    const view = byteLayout(views(fixture)[0]!.layout);
    expect(view.cells.map((c) => c.elements)).toEqual([[a], [a, b]]);
    expect(view.spans.map((s) => [s.element.id, s.start, s.end, s.overlapping])).toEqual([
      [a, 0, 2, true],
      [b, 1, 2, true],
    ]);
    expect(view.lanes).toBe(2);
  });

  it(`draws at most ${MAX_CELLS} bytes of a long record but counts all of them`, () => {
    const fixture = dcmFixture();
    addDid(fixture, 1, [
      [0, addData(fixture, 'UINT8_N', 100)],
      [102, addData(fixture, 'UINT8')],
    ]);
    const view = byteLayout(views(fixture)[0]!.layout);
    expect([view.shown, view.cells.length, view.length, view.gaps, view.state]).toEqual([
      MAX_CELLS,
      MAX_CELLS,
      103,
      2,
      'mismatch',
    ]);
  });
});

describe('accessView', () => {
  it('shows the referenced rows on the headers and core’s matrix in the cells', () => {
    const { fixture, info, read, extended, level1, level3 } = project();
    fixture.set(
      read.path,
      {},
      { DcmDspDidReadSessionRef: [extended.id], DcmDspDidReadSecurityLevelRef: [level1.id] },
    );
    const write = addAt(fixture, info.path, 'DcmDspDidWrite');
    fixture.set(write.path, {}, { DcmDspDidWriteSecurityLevelRef: [level3.id] });
    addDid(fixture, 0xf190, [], info.id);
    const did = views(fixture)[0]!;

    const readView = accessView(did, 'read');
    expect(readView.sessions.map((s) => [s.level, s.referenced])).toEqual([
      [1, false],
      [3, true],
    ]);
    expect(readView.securityLevels.map((s) => [s.id === null ? 'locked' : s.level, s.referenced])).toEqual([
      ['locked', false],
      [1, true],
      [3, false],
    ]);
    expect(readView.allowed).toEqual([
      [false, false, false],
      [false, true, false],
    ]);
    expect([readView.anySession, readView.anySecurity]).toEqual([false, false]);

    const writeView = accessView(did, 'write');
    expect([writeView.anySession, writeView.anySecurity]).toEqual([true, false]);
    expect(writeView.allowed).toEqual([
      [false, false, true],
      [false, false, true],
    ]);

    const controlView = accessView(did, 'control');
    expect([controlView.configured, controlView.container]).toEqual([false, undefined]);
    expect(controlView.allowed.flat().some(Boolean)).toBe(false);
  });

  it('without references the locked column is ticked and every cell allowed', () => {
    const { fixture, info } = project();
    addDid(fixture, 0xf190, [], info.id);
    const view = accessView(views(fixture)[0]!, 'read');
    expect(view.securityLevels[0]?.referenced).toBe(true);
    expect(view.allowed.flat().every(Boolean)).toBe(true);
    expect([view.anySession, view.anySecurity]).toEqual([true, true]);
  });
});

describe('toggledRefs', () => {
  const cases: [string[], string, string[]][] = [
    [[], 'a', ['a']],
    [['a'], 'b', ['a', 'b']],
    [['a', 'b'], 'a', ['b']],
    [['a'], 'a', []],
  ];
  for (const [current, id, next] of cases)
    it(`${JSON.stringify(current)} ± ${id}`, () => expect(toggledRefs(current, id)).toEqual(next));
});

describe('headerToggle', () => {
  it('ticking the extended session then security level 1 leaves only extended × level 1 allowed', () => {
    const { fixture, info, read, extended, level1 } = project();
    addDid(fixture, 0xf190, [], info.id);
    const readOf = () => accessView(views(fixture)[0]!, 'read');

    const session = headerToggle(readOf(), 'session', extended.id);
    expect(session).toEqual({
      id: read.id,
      version: readOf().container?.version,
      references: { DcmDspDidReadSessionRef: [extended.id] },
    });
    apply(fixture, session!);
    const security = headerToggle(readOf(), 'security', level1.id);
    expect(security?.references).toEqual({ DcmDspDidReadSecurityLevelRef: [level1.id] });
    apply(fixture, security!);
    expect(readOf().allowed).toEqual([
      [false, false, false],
      [false, true, false],
    ]);

    // The locked column's box clears the security references again: every level, also locked.
    const locked = headerToggle(readOf(), 'security', null);
    expect(locked?.references).toEqual({ DcmDspDidReadSecurityLevelRef: [] });
    apply(fixture, locked!);
    expect(readOf().allowed).toEqual([
      [false, false, false],
      [true, true, true],
    ]);
    expect(headerToggle(readOf(), 'security', null)).toBeUndefined();

    // Unticking the session: every session again.
    apply(fixture, headerToggle(readOf(), 'session', extended.id)!);
    expect(readOf().allowed.flat().every(Boolean)).toBe(true);
  });

  it('changes nothing on an access that is not configured', () => {
    const { fixture, info, extended } = project();
    addDid(fixture, 0xf190, [], info.id);
    expect(headerToggle(accessView(views(fixture)[0]!, 'write'), 'session', extended.id)).toBeUndefined();
  });
});

describe('creating an info and an access', () => {
  it('adds the info beside the DID, names it from the DID and adds the access under it', () => {
    const fixture = dcmFixture();
    addDid(fixture, 0xf190);
    const { did } = views(fixture)[0]!;
    const dsp = fixture.get(DSP);
    expect(infoAddBody(did)).toEqual({
      definitionPath: '/Dcm/DcmConfigSet/DcmDsp/DcmDspDidInfo',
      parentId: dsp.id,
      instanceId: 0,
    });
    expect(infoRefUpdate(did, 'info-1')).toEqual({
      id: did.id,
      version: did.version,
      references: { DcmDspDidInfoRef: ['info-1'] },
    });
    expect(accessAddBody('info-1', 'control')).toEqual({
      definitionPath: '/Dcm/DcmConfigSet/DcmDsp/DcmDspDidInfo/DcmDspDidControl',
      parentId: 'info-1',
      instanceId: 0,
    });
  });
});
