import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatDiagnostic, hasErrors } from '../diagnostic.js';
import { ldfFormat, readLdf, summarizeLdf, writeLdf, type LdfFile } from './index.js';

const corpus = fileURLToPath(new URL('../../../../../../shared/corpus/', import.meta.url));

const rows = readFileSync(`${corpus}MANIFEST.tsv`, 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter((cells) => cells[1] === 'ldf')
  .map((cells) => ({ path: cells[0] ?? '', expect: cells[2] ?? '' }));

const bytesOf = (path: string): Uint8Array => readFileSync(`${corpus}${path}`);

function corpusFile(name: string): string {
  const row = rows.find((r) => r.path.endsWith(name));
  if (row === undefined) throw new Error(`${name} is not in MANIFEST.tsv`);
  return row.path;
}

function read(path: string): LdfFile {
  const result = readLdf(bytesOf(path), path);
  if (result.model === undefined) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
  return result.model;
}

function withoutPositions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPositions);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (key !== 'line' && key !== 'col' && key !== 'file') out[key] = withoutPositions(v);
    }
    return out;
  }
  return value;
}

describe('LDF corpus (MANIFEST.tsv)', () => {
  it('has LDF rows', () => {
    expect(rows.length).toBeGreaterThan(3);
  });
  for (const row of rows) {
    it(`${row.expect === 'accept' ? 'reads' : 'rejects'} ${row.path}`, () => {
      const result = readLdf(bytesOf(row.path), row.path);
      if (row.expect === 'accept') {
        expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
        expect(result.model).toBeDefined();
      } else {
        expect(result.model).toBeUndefined();
        expect(result.diagnostics.find((d) => d.severity === 'error')?.line).toBeGreaterThan(0);
      }
    });
    if (row.expect === 'accept') {
      it(`round-trips ${row.path} through the writer`, () => {
        const model = read(row.path);
        const text = writeLdf(model);
        const again = readLdf(text, 'written.ldf');
        expect(again.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
        expect(withoutPositions(again.model)).toEqual(withoutPositions(model));
        expect(writeLdf(again.model as LdfFile)).toBe(text);
      });
    }
  }
});

describe('LDF content', () => {
  it('reads a LIN 2.2 file with diagnostics, event-triggered frames and configuration commands', () => {
    const ldf = read(corpusFile('lin_diagnostics.ldf'));
    expect(ldf.header).toEqual({
      protocolVersion: '2.2',
      languageVersion: '2.2',
      speedKbps: 19.2,
      channelName: 'DB',
    });
    expect(ldf.nodes.master).toMatchObject({ name: 'CEM', timeBaseMs: 5, jitterMs: 0.1 });
    expect(ldf.nodes.slaves).toEqual(['LSM', 'RSM']);
    expect(ldf.signals[0]).toMatchObject({
      name: 'InternalLightsRequest',
      size: 2,
      initValue: 0,
      publisher: 'CEM',
      subscribers: ['LSM', 'RSM'],
    });
    expect(ldf.frames[1]).toMatchObject({
      name: 'LSM_Frm1',
      id: 2,
      publisher: 'LSM',
      length: 2,
      signals: [{ signal: 'LeftIntLightsSwitch', offset: 8 }],
    });
    expect(ldf.eventTriggeredFrames[0]).toMatchObject({
      name: 'Node_Status_Event',
      collisionScheduleTable: 'Collision_resolver',
      id: 6,
      frames: ['RSM_Frm1', 'LSM_Frm1'],
    });
    expect(ldf.diagnosticFrames.map((f) => [f.name, f.id, f.signals.length])).toEqual([
      ['MasterReq', 60, 8],
      ['SlaveResp', 61, 8],
    ]);
    expect(ldf.diagnosticSignals).toHaveLength(16);
    const rsm = ldf.nodeAttributes.find((a) => a.node === 'RSM');
    expect(rsm).toMatchObject({
      protocol: '2.0',
      configuredNad: 0x20,
      productId: { supplierId: 0x4e4e, functionId: 0x4553, variant: 1 },
      responseError: 'RSMerror',
      p2MinMs: 150,
      stMinMs: 50,
    });
    expect(rsm?.configurableFrames[1]).toEqual({ frame: 'CEM_Frm1', messageId: 1 });
    const lsm = ldf.nodeAttributes.find((a) => a.node === 'LSM');
    expect(lsm).toMatchObject({
      initialNad: 1,
      faultStateSignals: ['IntTest'],
      nAsTimeoutMs: 1000,
      nCrTimeoutMs: 1000,
      productId: { supplierId: 0x4a4f, functionId: 0x4841, variant: undefined },
    });
    expect(lsm?.configurableFrames.map((f) => f.messageId)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const config = ldf.scheduleTables.find((t) => t.name === 'Configuration_Schedule');
    expect(config?.entries.map((e) => e.command)).toEqual([
      { kind: 'AssignNAD', node: 'LSM' },
      { kind: 'AssignFrameIdRange', node: 'LSM', frameIndex: 0, pids: [] },
      { kind: 'AssignFrameIdRange', node: 'LSM', frameIndex: 0, pids: [1, 2, 3, 4] },
      { kind: 'ConditionalChangeNAD', nad: 0x17, id: 0, byte: 0x20, mask: 0xff, inv: 0, newNad: 0x18 },
      { kind: 'DataDump', node: 'LSM', data: [1, 2, 3, 4, 5] },
      { kind: 'SaveConfiguration', node: 'LSM' },
      { kind: 'AssignFrameId', node: 'RSM', frame: 'CEM_Frm1' },
      { kind: 'AssignFrameId', node: 'RSM', frame: 'RSM_Frm1' },
      { kind: 'AssignFrameId', node: 'RSM', frame: 'RSM_Frm2' },
      { kind: 'FreeFormat', data: [1, 2, 3, 4, 5, 6, 7, 8] },
    ]);
    expect(config?.entries.every((e) => e.delayMs === 15)).toBe(true);
    expect(ldf.scheduleTables.find((t) => t.name === 'MRF_schedule')?.entries[0]).toMatchObject({
      command: { kind: 'MasterReq' },
      delayMs: 10,
    });
    expect(ldf.signalEncodingTypes.find((e) => e.name === 'LightEncoding')?.values).toEqual([
      { kind: 'logical', value: 0, text: 'Off' },
      { kind: 'physical', min: 1, max: 254, scale: 1, offset: 100, unit: 'lux' },
      { kind: 'logical', value: 255, text: 'error' },
    ]);
    expect(ldf.signalRepresentations[1]).toMatchObject({
      encoding: 'ErrorEncoding',
      signals: ['RSMerror', 'LSMerror'],
    });
    expect(ldf.comments.map((c) => c.text).join(' ')).toContain('LIN 2.2A specification');
    expect(summarizeLdf(ldf)).toEqual({ frames: 8, signals: 22, nodes: 3, scheduleTables: 5 });
  });

  it('reads LIN 1.3: diagnostic addresses, signal groups, negative offsets, frame lengths left out', () => {
    const ldf = read(corpusFile('lin13.ldf'));
    expect(ldf.header.protocolVersion).toBe('1.3');
    expect(ldf.diagnosticAddresses.map((d) => [d.node, d.nad])).toEqual([
      ['LSM', 1],
      ['CPM', 2],
    ]);
    expect(ldf.frames[0]).toMatchObject({ name: 'VL1_CEM_Frm1', id: 32, length: 3 });
    expect(ldf.frames[1]?.length).toBeUndefined();
    expect(ldf.signalGroups[0]).toMatchObject({ name: 'CPMReq', size: 64 });
    expect(ldf.signalGroups[0]?.signals).toHaveLength(8);
    expect(ldf.signalEncodingTypes.find((e) => e.name === 'Temp')?.values[0]).toEqual({
      kind: 'physical',
      min: 0,
      max: 250,
      scale: 0.5,
      offset: -40,
      unit: 'degree',
    });
    expect(ldf.scheduleTables[1]?.entries).toHaveLength(9);
    expect(ldf.frames[0]).toMatchObject({ line: 72, col: 5 });
  });

  it('reads J2602 versions, unquoted LIN_protocol and signals without subscribers', () => {
    const j2602 = read(corpusFile('j2602_1_no_values.ldf'));
    expect(j2602.header).toMatchObject({
      protocolVersion: 'J2602_1_1.0',
      languageVersion: 'J2602_3_1.0',
      speedKbps: 10.417,
    });
    expect(read(corpusFile('lin20.ldf')).nodeAttributes[0]?.protocol).toBe('2.0');
    const lone = read(corpusFile('no_signal_subscribers.ldf'));
    expect(lone.signals[0]).toMatchObject({ initValue: 255, subscribers: [] });
    expect(lone.header.channelName).toBe('');
    expect(lone.nodes.slaves).toEqual([]);
  });

  it('reads array init values, sporadic frames, J2602 master options and unknown node attributes', () => {
    const text = `LIN_description_file;
LIN_protocol_version = "2.1"; LIN_language_version = "2.1"; LIN_speed = 19.2 kbps;
Nodes { Master: M, 10 ms, 0.5 ms, 48 bits, 40 %; Slaves: S; }
Signals { Blob: 16, {0x01, 0xFF}, S, M; Flag: 1, 0, M, S; }
Frames { F1: 0x10, S, 2 { Blob, 0; } F2: 0x11, M { Flag, 0; } }
Sporadic_frames { Spo: F1, F2; }
Node_attributes { S { LIN_protocol = "2.1"; configured_NAD = 0x0A; response_tolerance = 38 %; wakeup_time = 100 ms; } }
Schedule_tables { T { Spo delay 20 ms; UnassignFrameId {S, F1} delay 10 ms; } }
`;
    const result = readLdf(text, 'x.ldf');
    expect(result.diagnostics).toEqual([]);
    const ldf = result.model;
    expect(ldf?.nodes.master).toMatchObject({ bitLength: 48, tolerancePercent: 40 });
    expect(ldf?.signals[0]?.initValue).toEqual([1, 255]);
    expect(ldf?.sporadicFrames[0]).toMatchObject({ name: 'Spo', frames: ['F1', 'F2'] });
    expect(ldf?.nodeAttributes[0]?.otherAttributes).toEqual([
      { name: 'response_tolerance', values: ['38', '%'] },
      { name: 'wakeup_time', values: ['100', 'ms'] },
    ]);
    expect(ldf?.scheduleTables[0]?.entries[1]?.command).toEqual({
      kind: 'UnassignFrameId',
      node: 'S',
      frame: 'F1',
    });
    const again = readLdf(writeLdf(ldf as LdfFile));
    expect(withoutPositions(again.model)).toEqual(withoutPositions(ldf));
  });
});

describe('LDF writer', () => {
  it('writes the canonical layout (golden)', () => {
    const ldf = readLdf(`// demo
LIN_description_file; LIN_protocol_version = "2.2"; LIN_language_version = "2.2"; LIN_speed = 19.2 kbps;
Nodes { Master: M, 5 ms, 0.1 ms; Slaves: S; }
Signals { A: 4, 3, M, S; }
Diagnostic_signals { MasterReqB0: 8, 0; }
Frames { F: 1, M, 1 { A, 0; } }
Event_triggered_frames { E: T, 0x3A, F; }
Diagnostic_frames { MasterReq: 0x3C { MasterReqB0, 0; } }
Node_attributes { S { LIN_protocol = "2.2"; configured_NAD = 2; product_id = 0x1234, 0x5678, 1; P2_min = 50 ms; configurable_frames { F; } } }
Schedule_tables { T { F delay 10 ms; AssignNAD {S} delay 5 ms; MasterReq delay 10 ms; } }
Signal_encoding_types { Enc { logical_value, 0, "off"; physical_value, 1, 15, 0.5, -2, "V"; bcd_value; ascii_value; } }
Signal_representation { Enc: A; }`).model;
    expect(ldf).toBeDefined();
    expect(ldfFormat.write?.(ldf as LdfFile)).toBe(`/* demo */

LIN_description_file;
LIN_protocol_version = "2.2";
LIN_language_version = "2.2";
LIN_speed = 19.2 kbps;

Nodes {
    Master: M, 5 ms, 0.1 ms;
    Slaves: S;
}

Signals {
    A: 4, 3, M, S;
}

Diagnostic_signals {
    MasterReqB0: 8, 0;
}

Frames {
    F: 0x01, M, 1 {
        A, 0;
    }
}

Event_triggered_frames {
    E: T, 0x3A, F;
}

Diagnostic_frames {
    MasterReq: 0x3C {
        MasterReqB0, 0;
    }
}

Node_attributes {
    S {
        LIN_protocol = "2.2";
        configured_NAD = 0x02;
        product_id = 0x1234, 0x5678, 1;
        P2_min = 50 ms;
        configurable_frames {
            F;
        }
    }
}

Schedule_tables {
    T {
        F delay 10 ms;
        AssignNAD {S} delay 5 ms;
        MasterReq delay 10 ms;
    }
}

Signal_encoding_types {
    Enc {
        logical_value, 0, "off";
        physical_value, 1, 15, 0.5, -2, "V";
        bcd_value;
        ascii_value;
    }
}

Signal_representation {
    Enc: A;
}
`);
  });
});

describe('broken LDF input', () => {
  it('reports a located syntax error and recovers to read the rest', () => {
    const text = `LIN_description_file;
LIN_protocol_version = "2.1";
LIN_language_version = "2.1";
Nodes { Master: M, 5 ms, 0.1 ms; Slaves: S; }
Signals {
  Good: 1, 0, M, S;
  Bad: 1 0, M, S;
  Also: 2, 0, S, M;
}
Mystery { x; }
`;
    const result = readLdf(text, 'broken.ldf');
    expect(result.model).toBeUndefined();
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'broken.ldf:7:10: syntax error: expected ",", found 0',
      'broken.ldf:10:1: unknown section Mystery skipped',
    ]);
  });

  it('stops at a character no LDF has: the errors before it are reported, nothing after it', () => {
    const text = `LIN_description_file;
LIN_protocol_version = "2.1";
LIN_language_version = "2.1";
Nodes { Master: M, 5 ms, 0.1 ms; Slaves: S; }
Signals {
  Good: 1, 0, M, S;
  Bad: 1 0, M, S;
}
Frames { F: 1, M { Good, 0; \u0000 } }
Mystery { x; }
"unterminated
`;
    const result = readLdf(text, 'binary.ldf');
    expect(result.model).toBeUndefined();
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'binary.ldf:7:10: syntax error: expected ",", found 0',
      'binary.ldf:9:29: unexpected character "U+0000"',
    ]);
  });

  it('answers a text of another format with one error at its first word', () => {
    const dbc = 'VERSION ""\n\nNS_ :\n\tNS_DESC_\n\nBS_:\n\nBU_: ECU1 ECU2\nBO_ 100 Msg: 8 ECU1\n';
    expect(readLdf(dbc, 'network.ldf').diagnostics.map(formatDiagnostic)).toEqual([
      'network.ldf:1:1: the LIN_description_file declaration is missing',
    ]);
    expect(
      readLdf(
        '// exported by a tool\nLIN_protocol_version = "2.1";\nLIN_description_file;\n',
        'late.ldf',
      ).diagnostics.map(formatDiagnostic),
    ).toEqual(['late.ldf:2:1: the LIN_description_file declaration is missing']);
    expect(readLdf('x'.repeat(100000), 'x.ldf').diagnostics.map(formatDiagnostic)).toEqual([
      'x.ldf:1:1: the LIN_description_file declaration is missing',
    ]);
  });

  it('answers megabytes of random bytes with one located error', () => {
    const garbage = new Uint8Array(5 * 1024 * 1024);
    for (let i = 0, x = 2463534242; i < garbage.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      garbage[i] = x & 0xff;
    }
    // They begin with `cz` and a no-break space: a name that is not the header.
    const result = readLdf(garbage, 'random.ldf');
    expect(result.model).toBeUndefined();
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'random.ldf:1:1: the LIN_description_file declaration is missing',
    ]);
    // After a valid header, the same bytes stop the reading at the first character no LDF has.
    const tail = new Uint8Array([
      ...new TextEncoder().encode('LIN_description_file;\nLIN_speed = 19.2 kbps;\n'),
      ...garbage.subarray(0, 1 << 20),
    ]);
    expect(readLdf(tail, 'tail.ldf').diagnostics.map(formatDiagnostic)).toEqual([
      'tail.ldf:3:3: unexpected character "U+00A0"',
    ]);
  });

  it('warns about undeclared names', () => {
    const result = readLdf(
      'LIN_description_file; LIN_protocol_version = "2.1"; LIN_language_version = "2.1";\nNodes { Master: M, 5 ms, 0.1 ms; }\nSignals { A: 1, 0, M, X; }\nFrames { F: 1, M { B, 0; } }\nSchedule_tables { T { G delay 1 ms; } }',
      'n.ldf',
    );
    expect(result.model).toBeDefined();
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      'node X is not declared',
      'signal B is not declared',
      'frame G is not declared',
    ]);
  });

  it('never throws on truncated, flipped or garbage input', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    for (const row of rows) {
      const bytes = new Uint8Array(bytesOf(row.path));
      for (let i = 0; i < 40; i++) {
        const mutated = i % 2 === 0 ? bytes.subarray(0, Math.floor(next() * bytes.length)) : bytes.slice();
        if (i % 2 === 1)
          for (let k = 0; k < 6; k++) mutated[Math.floor(next() * mutated.length)] = Math.floor(next() * 256);
        const start = performance.now();
        const result = readLdf(mutated, 'fuzz.ldf');
        expect(performance.now() - start).toBeLessThan(1000);
        if (result.model === undefined) expect(hasErrors(result.diagnostics)).toBe(true);
        for (const d of result.diagnostics) expect(d.line).toBeGreaterThan(0);
      }
    }
    for (const garbage of [
      '',
      '{{{{',
      '}}}}',
      '"',
      '/*',
      'Frames { F: 1, M { A, 0; ',
      '\u0000\u0001\u0002',
      'x'.repeat(100000),
    ]) {
      const result = readLdf(garbage, 'g.ldf');
      expect(result.model).toBeUndefined();
      expect(result.diagnostics.length).toBeGreaterThan(0);
    }
  });
});
