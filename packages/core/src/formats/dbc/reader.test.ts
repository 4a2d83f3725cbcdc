import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { formatDiagnostic, hasErrors, type Diagnostic } from '../diagnostic.js';
import { dbcFormat, createDbcFormat, readDbc, summarizeDbc, type DbcDatabase } from './index.js';

const grammarBytes = readFileSync(new URL('test/fixtures/grammar.dbc', import.meta.url));

function read(text: string): { model: DbcDatabase; diagnostics: Diagnostic[] } {
  const result = readDbc(text, { file: 'test.dbc' });
  expect(result.model).toBeDefined();
  return { model: result.model!, diagnostics: result.diagnostics };
}

function errorsOf(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
}

describe('readDbc: the grammar', () => {
  const { model, diagnostics } = read(new TextDecoder().decode(grammarBytes));
  const engine = model.messages[0]!;
  const diag = model.messages[1]!;
  const fd = model.messages[2]!;

  it('reads the fixture without errors, reporting what it keeps as text', () => {
    expect(errorsOf(diagnostics)).toEqual([]);
    expect(diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ['info', 'DBC_UNMODELLED_SECTION', 41],
      ['warning', 'DBC_UNKNOWN_OBJECT', 49],
      ['warning', 'DBC_UNKNOWN_SECTION', 79],
    ]);
    expect(model.rawStatements.map((raw) => raw.keyword)).toEqual(['CAT_DEF_', 'FOO_BAR_', 'CM_']);
    expect(model.rawStatements[1]!.text).toBe('FOO_BAR_ something 1 2 "three";');
  });

  it('reads VERSION with escaped quotes, NS_, BS_ and BU_', () => {
    expect(model.version).toBe('1.2 "beta"');
    expect(model.newSymbols).toEqual(['NS_DESC_', 'CM_', 'BA_DEF_', 'BA_', 'VAL_', 'SG_MUL_VAL_']);
    expect(model.bitTiming).toEqual({ baudrate: 500, btr1: 12, btr2: 34 });
    expect(model.nodes.map((node) => node.name)).toEqual(['Engine', 'Gateway', 'Dashboard']);
    expect(model.valueTables[0]).toMatchObject({
      name: 'OnOff',
      values: [
        { value: 1, description: 'On' },
        { value: 0, description: 'Off' },
      ],
    });
  });

  it('reads standard and extended ids (bit 31) and message positions', () => {
    expect(engine).toMatchObject({
      canId: 256,
      extended: false,
      name: 'EngineData',
      size: 8,
      transmitter: 'Engine',
    });
    expect(engine.line).toBe(18);
    expect(diag).toMatchObject({ canId: 0x18fef1fe, extended: true, name: 'DiagExtended' });
    expect(fd.size).toBe(64);
  });

  it('reads signals: byte order, sign, scaling, range, unit, receivers', () => {
    expect(engine.signals[0]).toMatchObject({
      name: 'EngineSpeed',
      startBit: 0,
      length: 16,
      byteOrder: 'little_endian',
      signed: false,
      factor: 0.25,
      offset: 0,
      minimum: 0,
      maximum: 16383.75,
      unit: 'rpm',
      receivers: ['Gateway', 'Dashboard'],
      line: 19,
      col: 2,
    });
    expect(engine.signals[1]).toMatchObject({
      byteOrder: 'big_endian',
      signed: true,
      offset: -40,
      minimum: -40,
    });
    expect(diag.signals[3]).toMatchObject({ minimum: -1e38, maximum: 1e38, valueType: 'float' });
    expect(fd.signals[1]!.valueType).toBe('double');
  });

  it('reads simple and extended multiplexing', () => {
    const [, , mode, torque, power] = engine.signals;
    expect(mode).toMatchObject({ multiplexer: true });
    expect(mode!.multiplexValue).toBeUndefined();
    expect(torque).toMatchObject({ multiplexer: false, multiplexValue: 0 });
    expect(power).toMatchObject({ multiplexValue: 1 });
    const [, subFunction, payload] = diag.signals;
    expect(subFunction).toMatchObject({
      multiplexer: true,
      multiplexValue: 1,
      multiplexerSwitch: 'Service',
      multiplexRanges: [{ from: 1, to: 1 }],
    });
    expect(payload).toMatchObject({
      multiplexerSwitch: 'SubFunction',
      multiplexRanges: [
        { from: 2, to: 2 },
        { from: 4, to: 6 },
      ],
    });
  });

  it('attaches comments (multi-line, escaped quotes and backslashes) to their objects', () => {
    expect(model.comment).toBe('Test network');
    expect(model.nodes[0]!.comment).toBe('The engine controller');
    expect(engine.comment).toBe('Engine data,\nsent every 10 ms');
    expect(engine.signals[0]!.comment).toBe('Crankshaft "speed" in C:\\rpm');
    expect(model.environmentVariables[0]!.comment).toBe('Key position');
  });

  it('reads attribute definitions with defaults, and attribute values on every object kind', () => {
    const byName = new Map(model.attributeDefinitions.map((definition) => [definition.name, definition]));
    expect(byName.get('BusType')).toMatchObject({
      objectType: 'network',
      valueType: 'STRING',
      defaultValue: 'CAN FD',
    });
    expect(byName.get('NodeLayer')).toMatchObject({
      objectType: 'BU_',
      valueType: 'HEX',
      minimum: 0,
      maximum: 255,
    });
    expect(byName.get('VFrameFormat')!.enumValues).toHaveLength(16);
    expect(byName.get('GenSigStartValue')).toMatchObject({
      valueType: 'FLOAT',
      minimum: -1000,
      maximum: 1000,
    });
    expect(byName.get('SigTimeout')).toMatchObject({ objectType: 'BU_SG_REL_', defaultValue: 100 });
    expect(model.attributes).toEqual({ BusType: 'CAN FD' });
    expect(model.nodes[0]!.attributes).toEqual({ NodeLayer: 17 });
    expect(engine.attributes).toEqual({ GenMsgCycleTime: 10 });
    expect(fd.attributes).toEqual({ VFrameFormat: 14 });
    expect(engine.signals[0]!.attributes).toEqual({ GenSigStartValue: 800.5 });
    expect(model.environmentVariables[0]!.attributes).toEqual({ EnvKind: 1 });
    expect(model.relationAttributes.map(({ line: _line, col: _col, ...entry }) => entry)).toEqual([
      {
        name: 'SigTimeout',
        relation: 'BU_SG_REL_',
        node: 'Dashboard',
        messageId: 256,
        signal: 'EngineSpeed',
        value: 500,
      },
      { name: 'MsgTimeout', relation: 'BU_BO_REL_', node: 'Gateway', messageId: 256, value: 200 },
      {
        name: 'EnvAccess',
        relation: 'BU_EV_REL_',
        node: 'Engine',
        environmentVariable: 'Ignition',
        value: 'read',
      },
    ]);
  });

  it('reads VAL_, SIG_GROUP_, BO_TX_BU_, EV_ and ENVVAR_DATA_', () => {
    expect(engine.signals[2]!.valueDescriptions).toEqual([
      { value: 0, description: 'Torque' },
      { value: 1, description: 'Power' },
      { value: 2, description: 'Reserved "two"' },
    ]);
    expect(model.environmentVariables[0]!.valueDescriptions).toHaveLength(2);
    expect(engine.signalGroups).toMatchObject([
      { name: 'Drive', repetitions: 1, signals: ['EngineSpeed', 'Torque'] },
    ]);
    expect(engine.transmitters).toEqual(['Engine', 'Gateway']);
    expect(model.environmentVariables[1]).toMatchObject({
      name: 'Blob',
      type: 2,
      accessType: 'DUMMY_NODE_VECTOR8000',
      accessNodes: ['Engine', 'Gateway'],
      dataSize: 16,
    });
  });
});

describe('readDbc: encodings and layout', () => {
  it('reads CRLF, a UTF-8 BOM and Windows-1252 text', () => {
    const text =
      'VERSION ""\r\n\r\nBU_: A\r\n\r\nBO_ 1 M: 8 A\r\n SG_ S : 0|8@1+ (1,0) [0|0] "\u00b0C" A\r\n';
    const utf8 = new TextEncoder().encode(text);
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    const cp1252 = Uint8Array.from(text, (ch) => ch.charCodeAt(0));
    for (const bytes of [utf8, withBom, cp1252]) {
      const result = readDbc(bytes, { file: 'x.dbc' });
      expect(errorsOf(result.diagnostics)).toEqual([]);
      expect(result.model!.messages[0]!.signals[0]!.unit).toBe('°C');
      expect(result.model!.messages[0]!.signals[0]!.line).toBe(6);
    }
  });

  it('reads a partial file without header sections (generator includes)', () => {
    const { model, diagnostics } = read(
      'BO_ 228 STEERING: 5 EON\n SG_ A : 7|16@0- (1,0) [-4096|4096] "" EPS\n',
    );
    expect(errorsOf(diagnostics)).toEqual([]);
    expect(summarizeDbc(model)).toEqual({ messages: 1, signals: 1, nodes: 0 });
  });

  it('reads node names continued on indented lines after BU_:', () => {
    const { model } = read('BU_:\n\tNEO\n\tMCU\n\nBO_ 1 M: 8 NEO\n');
    expect(model.nodes.map((node) => node.name)).toEqual(['NEO', 'MCU']);
  });

  it('reads names that start with digits and ranges written as a-b', () => {
    const { model, diagnostics } = read(
      'BO_ 1275 2017_5: 8 XXX\n SG_ S m1 : 0|8@1+ (1,0) [0|0] "" XXX\n SG_ M0 M : 8|8@1+ (1,0) [0|0] "" XXX\nSG_MUL_VAL_ 1275 S M0 1-3;\n',
    );
    expect(errorsOf(diagnostics)).toEqual([]);
    expect(model.messages[0]!.name).toBe('2017_5');
    expect(model.messages[0]!.signals[0]!.multiplexRanges).toEqual([{ from: 1, to: 3 }]);
  });

  it('leaves out the independent-signals pseudo message from the summary', () => {
    const { model } = read(
      'BU_: A B\nBO_ 3221225472 VECTOR__INDEPENDENT_SIG_MSG: 0 Vector__XXX\n SG_ Loose : 0|8@1+ (1,0) [0|0] "" A\n' +
        'BO_ 1 Real: 8 A\n SG_ S : 0|8@1+ (1,0) [0|0] "" B\n',
    );
    expect(model.messages).toHaveLength(2);
    expect(summarizeDbc(model)).toEqual({ messages: 1, signals: 1, nodes: 2 });
  });

  it('applies statements that come before the object they describe', () => {
    const { model, diagnostics } = read(
      'CM_ BO_ 5 "early";\nBA_DEF_DEF_ "X" 3;\nBA_DEF_ BO_ "X" INT 0 9;\nBO_ 5 M: 8 A\n',
    );
    expect(diagnostics).toEqual([]);
    expect(model.messages[0]!.comment).toBe('early');
    expect(model.attributeDefinitions[0]!.defaultValue).toBe(3);
  });

  it('warns about a missing semicolon at the end of a line and goes on', () => {
    const { model, diagnostics } = read(
      'BO_ 1 M: 8 A\n SG_ S : 0|8@1+ (1,0) [0|0] "" A\nVAL_ 1 S 0 "zero"\nCM_ BO_ 1 "c";\n',
    );
    expect(diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ['warning', 'DBC_MISSING_SEMICOLON', 4],
    ]);
    expect(model.messages[0]!.comment).toBe('c');
    expect(model.messages[0]!.signals[0]!.valueDescriptions).toEqual([{ value: 0, description: 'zero' }]);
  });
});

describe('readDbc: broken input gives located errors and never throws', () => {
  it('reports a syntax error with line and column, and recovers at the next statement', () => {
    const result = readDbc(
      'BU_: A\nBO_ 1 M: 8 A\n SG_ S : 0|8@2+ (1,0) [0|0] "" A\n SG_ T : 8|8@1+ (1,0) [0|0] "" A\n',
      {
        file: 'bad.dbc',
      },
    );
    expect(hasErrors(result.diagnostics)).toBe(true);
    expect(errorsOf(result.diagnostics)).toEqual([
      "bad.dbc:3:14: expected the byte order '0' or '1', found 2",
    ]);
    expect(result.model!.messages[0]!.signals.map((signal) => signal.name)).toEqual(['T']);
  });

  it('reports a string without its closing quote at the opening quote', () => {
    const result = readDbc('BU_: A\nCM_ "never closed;\nBO_ 1 M: 8 A\n', { file: 'q.dbc' });
    expect(result.diagnostics[0]).toMatchObject({
      code: 'DBC_UNTERMINATED_STRING',
      line: 2,
      col: 5,
      severity: 'error',
    });
  });

  it('reports a truncated statement at the end of the file', () => {
    const result = readDbc('BO_ 1 M: 8 A\n SG_ S : 0|8@1+ (1,', { file: 't.dbc' });
    expect(errorsOf(result.diagnostics)).toEqual(['t.dbc:2:20: expected the offset, found end of file']);
  });

  it('reports garbage that is not a section', () => {
    const result = readDbc('VERSION ""\n\u0001\u0002 ## $$\nBU_: A\n', { file: 'g.dbc' });
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'DBC_UNEXPECTED_CHARACTER',
      line: 2,
      col: 1,
    });
    expect(result.model!.nodes).toHaveLength(1);
  });

  it('reports SG_ without a message, and a non-integer id', () => {
    const stray = readDbc('SG_ S : 0|8@1+ (1,0) [0|0] "" A\n', { file: 's.dbc' });
    expect(stray.diagnostics[0]).toMatchObject({ code: 'DBC_SIGNAL_OUTSIDE_MESSAGE', line: 1, col: 1 });
    const fractional = readDbc('BO_ 1.5 M: 8 A\n', { file: 'f.dbc' });
    expect(fractional.diagnostics[0]).toMatchObject({ code: 'DBC_NOT_AN_INTEGER', line: 1, col: 5 });
  });

  it('reads binary noise without throwing', () => {
    const noise = new Uint8Array(4096);
    let seed = 7;
    for (let i = 0; i < noise.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      noise[i] = seed >>> 24;
    }
    const result = readDbc(noise, { file: 'noise.dbc' });
    expect(hasErrors(result.diagnostics)).toBe(true);
    for (const d of result.diagnostics) expect(d.line).toBeGreaterThanOrEqual(1);
  });

  it('speaks zh_cn when asked', () => {
    const result = readDbc('BO_ x', { file: 'z.dbc', language: 'zh_cn' });
    expect(result.diagnostics[0]!.message).toBe("应为报文 ID，实际为'x'");
  });
});

describe('dbcFormat', () => {
  it('is a format adapter for .dbc with read, summarize, write and lint', () => {
    expect(dbcFormat.format).toBe('dbc');
    expect(dbcFormat.extensions).toEqual(['.dbc']);
    const result = dbcFormat.read({ file: 'grammar.dbc', bytes: grammarBytes });
    expect(dbcFormat.summarize(result.model!)).toEqual({ messages: 3, signals: 11, nodes: 3 });
    expect(dbcFormat.write!(result.model!)).toContain('BO_ 2566844926 DiagExtended: 8 Gateway');
    expect(Array.isArray(dbcFormat.lint!(result.model!, 'grammar.dbc'))).toBe(true);
    const chinese = createDbcFormat('zh_cn').read({
      file: 'a.dbc',
      bytes: new TextEncoder().encode('FOO_ x;'),
    });
    expect(chinese.diagnostics[0]!.message).toBe('未知的段 FOO_，按原文保留');
  });
});
