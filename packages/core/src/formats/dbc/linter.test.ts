import { describe, it, expect } from 'vitest';
import { formatDiagnostic } from '../diagnostic.js';
import { dbcFrameFormat, dbcSignalBits, lintDbc, readDbc } from './index.js';

function lint(text: string) {
  const result = readDbc(text, { file: 'lint.dbc' });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return lintDbc(result.model!, 'lint.dbc');
}

/** [code, line] of every finding, in order. */
function codes(text: string): [string, number][] {
  return lint(text).map((d) => [d.code, d.line]);
}

const sg = (name: string, layout: string, extra = '') => ` SG_ ${name}${extra} : ${layout} (1,0) [0|0] "" A`;

describe('dbcSignalBits', () => {
  it('counts Intel signals up from the start bit', () => {
    expect(dbcSignalBits({ startBit: 6, length: 4, byteOrder: 'little_endian' })).toEqual([6, 7, 8, 9]);
  });
  it('runs Motorola signals down from the most significant bit into the next byte', () => {
    expect(dbcSignalBits({ startBit: 1, length: 4, byteOrder: 'big_endian' })).toEqual([1, 0, 15, 14]);
  });
});

describe('lintDbc', () => {
  it('finds nothing in a clean database', () => {
    expect(
      lint(['BU_: A B', 'BO_ 1 M: 8 A', sg('S1', '0|8@1+'), sg('S2', '15|8@0+'), ''].join('\n')),
    ).toEqual([]);
  });

  it('DBC_L001: overlapping signals, per multiplexer value', () => {
    const text = [
      'BU_: A',
      'BO_ 1 M: 8 A',
      sg('Mux', '0|4@1+', ' M'),
      sg('A0', '8|8@1+', ' m0'),
      sg('B1', '8|8@1+', ' m1'), // other value of the multiplexer: no overlap
      sg('C0', '12|4@1+', ' m0'), // same value as A0: overlap
      sg('Plain', '3|2@1+'), // overlaps the multiplexer itself
      sg('Moto', '23|8@0+'), // bits 23 down to 16
      sg('Moto2', '17|4@0+'), // bits 17,16,31,30: overlaps Moto
      '',
    ].join('\n');
    const findings = lint(text).filter((d) => d.code === 'DBC_L001');
    expect(findings.map((d) => [d.line, d.message])).toEqual([
      [6, 'signal C0 overlaps signal A0 in message M'],
      [7, 'signal Plain overlaps signal Mux in message M'],
      [9, 'signal Moto2 overlaps signal Moto in message M'],
    ]);
    expect(findings[0]!.severity).toBe('error');
  });

  it('DBC_L001: extended multiplexing follows nested switches', () => {
    const text = [
      'BU_: A',
      'BO_ 1 M: 8 A',
      sg('S0', '0|4@1+', ' M'),
      sg('S1', '4|4@1+', ' m0M'),
      sg('Deep', '8|24@1+', ' m2'), // under S1 = 2 (S0 = 0)
      sg('Other', '8|24@1+', ' m1'), // under S0 = 1: never with Deep
      sg('Clash', '16|8@1+', ' m2'), // under S1 = 2..3: with Deep
      'SG_MUL_VAL_ 1 S1 S0 0-0;',
      'SG_MUL_VAL_ 1 Deep S1 2-2;',
      'SG_MUL_VAL_ 1 Other S0 1-1;',
      'SG_MUL_VAL_ 1 Clash S1 2-3;',
      '',
    ].join('\n');
    expect(codes(text)).toEqual([['DBC_L001', 7]]);
  });

  it('DBC_L002 and DBC_L010: signals beyond the frame, invalid frame lengths, CAN FD sizes', () => {
    const text = [
      'BU_: A',
      'BO_ 1 Short: 2 A',
      sg('Past', '16|8@1+'),
      sg('Before', '3|8@0+'), // Motorola from bit 3 down: 3..0, 15..12 fits; 8 bits
      'BO_ 2 Classic: 12 A',
      'BO_ 3 Fd: 64 A',
      sg('Far', '504|8@1+'),
      'BO_ 4 FdOdd: 10 A',
      'BO_ 5 TooLong: 9 A',
      'BA_DEF_ BO_ "VFrameFormat" ENUM "StandardCAN","ExtendedCAN","StandardCAN_FD";',
      'BA_ "VFrameFormat" BO_ 2 0;',
      'BA_ "VFrameFormat" BO_ 3 2;',
      '',
    ].join('\n');
    expect(codes(text)).toEqual([
      ['DBC_L002', 3],
      ['DBC_L010', 5],
      ['DBC_L010', 8],
      ['DBC_L017', 8], // 10 bytes, taken as CAN FD from the length alone
      ['DBC_L010', 9],
      ['DBC_L017', 9],
      ['DBC_L021', 10], // VFrameFormat has no default
    ]);
  });

  it('tells CAN FD frames from classic ones', () => {
    const model = readDbc(
      'BA_DEF_ BO_ "VFrameFormat" ENUM "StandardCAN","StandardCAN_FD";\nBA_ "VFrameFormat" BO_ 1 1;\nBO_ 1 A: 8 X\nBO_ 2 B: 8 X\nBO_ 3 C: 32 X\n',
    ).model!;
    expect(model.messages.map((message) => dbcFrameFormat(model, message))).toEqual([
      'CAN FD',
      'CAN',
      'CAN FD',
    ]);
  });

  it('DBC_L003, DBC_L004, DBC_L005, DBC_L015: duplicates', () => {
    const text = [
      'BU_: A A',
      'BO_ 1 M: 8 A',
      sg('S', '0|8@1+'),
      sg('S', '8|8@1+'),
      'BO_ 1 N: 8 A',
      'BO_ 2 M: 8 A',
      '',
    ].join('\n');
    const findings = lint(text);
    expect(findings.map((d) => [d.code, d.line])).toEqual([
      ['DBC_L015', 1],
      ['DBC_L005', 4],
      ['DBC_L003', 5],
      ['DBC_L004', 6],
    ]);
    expect(findings.map(formatDiagnostic)[2]).toBe('lint.dbc:5:1: message id 0x1 is used twice (N and M)');
  });

  it('DBC_L006, DBC_L007, DBC_L016: transmitters and receivers must be nodes (Vector__XXX allowed)', () => {
    const text = [
      'BU_: A',
      'BO_ 1 M: 8 Ghost',
      ' SG_ S : 0|8@1+ (1,0) [0|0] "" A,Nobody,Vector__XXX',
      'BO_ 2 N: 8 Vector__XXX',
      'BO_TX_BU_ 2 : A,Phantom;',
      '',
    ].join('\n');
    expect(codes(text)).toEqual([
      ['DBC_L006', 2],
      ['DBC_L007', 3],
      ['DBC_L006', 4],
    ]);
    expect(codes('BO_ 1 M: 8 Ghost\n')).toEqual([['DBC_L016', 1]]);
  });

  it('DBC_L008, DBC_L009, DBC_L012: initial value, value descriptions and ranges', () => {
    const text = [
      'BU_: A',
      'BO_ 1 M: 8 A',
      ' SG_ Speed : 0|8@1+ (0.5,0) [0|100] "" A',
      ' SG_ Mode : 8|2@1+ (1,0) [0|3] "" A',
      ' SG_ Level : 16|8@1- (1,0) [0|10] "" A',
      ' SG_ Upside : 24|8@1+ (1,0) [10|0] "" A',
      'BA_DEF_ SG_ "GenSigStartValue" INT 0 1000;',
      'BA_ "GenSigStartValue" SG_ 1 Speed 250;', // 125 > 100
      'BA_ "GenSigStartValue" SG_ 1 Mode 3;', // inside
      'VAL_ 1 Mode 4 "too big" ;', // 2 bits: 0..3
      'VAL_ 1 Level 255 "unsigned pattern of -1" -128 "lowest" ;', // signed accepts both
      '',
    ].join('\n');
    expect(codes(text)).toEqual([
      ['DBC_L008', 3],
      ['DBC_L009', 4],
      ['DBC_L012', 6],
      ['DBC_L021', 7], // GenSigStartValue has no default
    ]);
  });

  it('DBC_L011, DBC_L013, DBC_L014: identifier range, signal length, multiplexed signal without multiplexer', () => {
    const text = [
      'BU_: A',
      'BO_ 2048 Wide: 8 A',
      'BO_ -1 Negative: 8 A',
      'BO_ 3 M: 8 A',
      sg('Zero', '0|0@1+'),
      sg('Float', '8|16@1-'),
      sg('Orphan', '32|8@1+', ' m1'),
      'SIG_VALTYPE_ 3 Float : 1;',
      '',
    ].join('\n');
    expect(codes(text)).toEqual([
      ['DBC_L011', 2],
      ['DBC_L011', 3],
      ['DBC_L013', 5],
      ['DBC_L013', 6],
      ['DBC_L014', 7],
    ]);
  });

  it('passes the chosen node and Com main function period to the rules', () => {
    const text = [
      'BU_: A B',
      'BO_ 1 Mine: 8 A',
      'BO_ 2 Other: 8 B',
      'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 65535;',
      'BA_DEF_DEF_ "GenMsgCycleTime" 0;',
      'BA_ "GenMsgCycleTime" BO_ 1 15;',
      '',
    ].join('\n');
    expect(codes(text)).toEqual([]);
    const model = readDbc(text).model!;
    const findings = lintDbc(model, 'lint.dbc', { node: 'A', mainFunctionPeriod: 0.01 });
    expect(findings.map((d) => [d.code, d.line, d.severity])).toEqual([
      ['DBC_L025', 2, 'warning'],
      ['DBC_L026', 3, 'info'],
    ]);
    expect(lintDbc(model, 'z.dbc', { language: 'zh_cn', node: 'Gateway' }).map((d) => d.message)).toEqual([
      '所选 ECU 节点 Gateway 未在 BU_ 中声明',
    ]);
  });

  it('speaks zh_cn when asked', () => {
    const model = readDbc('BU_: A A\n').model!;
    expect(lintDbc(model, 'z.dbc', { language: 'zh_cn' })[0]!.message).toBe('节点名 A 重复');
  });
});
