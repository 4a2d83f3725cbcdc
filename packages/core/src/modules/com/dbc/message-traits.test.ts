import { describe, expect, it } from 'vitest';
import { readDbc } from '../../../formats/dbc/index.js';
import type { DbcDatabase } from '../../../formats/dbc/model.js';
import {
  DEFAULT_DBC_ATTRIBUTES,
  FORD_GM_DIALECT,
  mergeAttributeDialects,
  VECTOR_DIALECT,
  type DbcAttributeDialect,
} from './attribute-dialects.js';
import { messageKind, rxTimeoutOf, transferPropertyOf, txModeOf, type DbcTxMode } from './message-traits.js';

const VECTOR_SEND_TYPES =
  '"Cyclic","NotUsed","spontaneous","cyclicAndSpontaneous","IfActive","NoMsgSendType","OnWrite","vector_leerstring"';
const FORD_SEND_TYPES = '"FixedPeriodic","Event","EnabledPeriodic","NotUsed","EventPeriodic","NoMsgSendType"';

/** A database with one message carrying `attributes` (BA_ lines on message 100, signal S). */
function database(sendTypes: string, attributes: string[]): DbcDatabase {
  const text = [
    'VERSION ""',
    'BU_: ECU GW',
    'BO_ 100 M: 8 ECU',
    ' SG_ S : 0|8@1+ (1,0) [0|0] "" GW',
    '',
    `BA_DEF_ BO_ "GenMsgSendType" ENUM ${sendTypes};`,
    'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 65535;',
    'BA_DEF_ BO_ "GenMsgCycleTimeFast" INT 0 65535;',
    'BA_DEF_ BO_ "GenMsgDelayTime" INT 0 65535;',
    'BA_DEF_ BO_ "GenMsgNrOfRepetition" INT 0 255;',
    'BA_DEF_ BO_ "GenMsgStartDelayTime" INT 0 65535;',
    'BA_DEF_ BO_ "GenMsgTimeoutTime" INT 0 65535;',
    'BA_DEF_ SG_ "GenSigTimeoutTime" INT 0 65535;',
    'BA_DEF_ SG_ "GenSigTimeoutTime_GW" INT 0 65535;',
    'BA_DEF_ SG_ "GenSigSendType" ENUM "Cyclic","OnWrite","OnWriteWithRepetition","OnChange","OnChangeWithRepetition","IfActive","IfActiveWithRepetition","NoSigSendType","vector_leerstring";',
    'BA_DEF_ BO_ "NmMessage" ENUM "no","yes";',
    'BA_DEF_ BO_ "NmAsrMessage" ENUM "No","Yes";',
    'BA_DEF_ BO_ "DiagRequest" ENUM "No","Yes";',
    'BA_DEF_ BO_ "DiagResponse" ENUM "No","Yes";',
    'BA_DEF_ BO_ "DiagState" ENUM "No","Yes";',
    'BA_DEF_DEF_ "GenMsgSendType" "NoMsgSendType";',
    'BA_DEF_DEF_ "GenMsgCycleTime" 0;',
    'BA_DEF_DEF_ "NmMessage" "no";',
    ...attributes,
    '',
  ].join('\n');
  const read = readDbc(text, { file: 'bus.dbc' });
  expect(read.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return read.model!;
}

const message = (db: DbcDatabase) => db.messages[0]!;
const signal = (db: DbcDatabase) => db.messages[0]!.signals[0]!;

describe('txModeOf: the Com transmission mode of a sent message (times in seconds)', () => {
  it.each<[string, string, string[], DbcTxMode]>([
    [
      'Vector cyclic',
      VECTOR_SEND_TYPES,
      ['BA_ "GenMsgSendType" BO_ 100 0;', 'BA_ "GenMsgCycleTime" BO_ 100 100;'],
      { mode: 'PERIODIC', timePeriod: 0.1 },
    ],
    [
      'Vector spontaneous with repetitions, delay and start delay',
      VECTOR_SEND_TYPES,
      [
        'BA_ "GenMsgSendType" BO_ 100 2;',
        'BA_ "GenMsgNrOfRepetition" BO_ 100 3;',
        'BA_ "GenMsgCycleTimeFast" BO_ 100 20;',
        'BA_ "GenMsgDelayTime" BO_ 100 5;',
        'BA_ "GenMsgStartDelayTime" BO_ 100 250;',
      ],
      { mode: 'DIRECT', repetitions: 3, repetitionPeriod: 0.02, minimumDelay: 0.005, timeOffset: 0.25 },
    ],
    [
      'Vector cyclic and spontaneous',
      VECTOR_SEND_TYPES,
      ['BA_ "GenMsgSendType" BO_ 100 3;', 'BA_ "GenMsgCycleTime" BO_ 100 1000;'],
      { mode: 'MIXED', timePeriod: 1 },
    ],
    [
      'Vector IfActive (cyclic while active)',
      VECTOR_SEND_TYPES,
      ['BA_ "GenMsgSendType" BO_ 100 4;', 'BA_ "GenMsgCycleTime" BO_ 100 50;'],
      { mode: 'PERIODIC', timePeriod: 0.05 },
    ],
    ['Vector NoMsgSendType (the default)', VECTOR_SEND_TYPES, [], { mode: 'NONE' }],
    [
      'a placeholder value with a cycle time: periodic',
      VECTOR_SEND_TYPES,
      ['BA_ "GenMsgSendType" BO_ 100 7;', 'BA_ "GenMsgCycleTime" BO_ 100 10;'],
      { mode: 'PERIODIC', timePeriod: 0.01 },
    ],
    [
      'cyclic without a cycle time: direct',
      VECTOR_SEND_TYPES,
      ['BA_ "GenMsgSendType" BO_ 100 0;'],
      { mode: 'DIRECT' },
    ],
    [
      'Ford FixedPeriodic',
      FORD_SEND_TYPES,
      ['BA_ "GenMsgSendType" BO_ 100 0;', 'BA_ "GenMsgCycleTime" BO_ 100 200;'],
      { mode: 'PERIODIC', timePeriod: 0.2 },
    ],
    ['Ford Event', FORD_SEND_TYPES, ['BA_ "GenMsgSendType" BO_ 100 1;'], { mode: 'DIRECT' }],
    [
      'Ford EventPeriodic',
      FORD_SEND_TYPES,
      ['BA_ "GenMsgSendType" BO_ 100 4;', 'BA_ "GenMsgCycleTime" BO_ 100 500;'],
      { mode: 'MIXED', timePeriod: 0.5 },
    ],
  ])('%s', (_, sendTypes, attributes, expected) => {
    const db = database(sendTypes, attributes);
    expect(txModeOf(db, message(db), DEFAULT_DBC_ATTRIBUTES)).toEqual(expected);
  });

  it('follows a project mapping: another send type attribute and value', () => {
    const db = database(VECTOR_SEND_TYPES, [
      'BA_DEF_ BO_ "TxMethod" STRING;',
      'BA_ "TxMethod" BO_ 100 "Burst";',
      'BA_ "GenMsgCycleTime" BO_ 100 10;',
    ]);
    const mapping: DbcAttributeDialect = {
      ...DEFAULT_DBC_ATTRIBUTES,
      sendType: ['TxMethod'],
      sendTypeValues: { burst: 'MIXED' },
    };
    expect(txModeOf(db, message(db), mapping).mode).toBe('MIXED');
    expect(txModeOf(db, message(db), DEFAULT_DBC_ATTRIBUTES).mode).toBe('NONE');
  });
});

describe('transferPropertyOf: GenSigSendType → ComTransferProperty', () => {
  it.each([
    [0, 'PENDING'],
    [1, 'TRIGGERED'],
    [2, 'TRIGGERED'],
    [3, 'TRIGGERED_ON_CHANGE'],
    [4, 'TRIGGERED_ON_CHANGE'],
    [5, 'TRIGGERED_ON_CHANGE'],
    [7, 'PENDING'],
    [8, undefined],
  ])('value %i → %s', (index, expected) => {
    const db = database(VECTOR_SEND_TYPES, [`BA_ "GenSigSendType" SG_ 100 S ${index};`]);
    expect(transferPropertyOf(db, signal(db), DEFAULT_DBC_ATTRIBUTES)).toBe(expected);
  });
});

describe('rxTimeoutOf: the receive timeout of a signal, in seconds', () => {
  it.each<[string, string[], number | undefined]>([
    ['none', [], undefined],
    ['the message timeout', ['BA_ "GenMsgTimeoutTime" BO_ 100 500;'], 0.5],
    [
      'the signal timeout over the message one',
      ['BA_ "GenMsgTimeoutTime" BO_ 100 500;', 'BA_ "GenSigTimeoutTime" SG_ 100 S 300;'],
      0.3,
    ],
    [
      'the timeout of the receiving node (Ford) first',
      ['BA_ "GenSigTimeoutTime" SG_ 100 S 300;', 'BA_ "GenSigTimeoutTime_GW" SG_ 100 S 150;'],
      0.15,
    ],
  ])('%s', (_, attributes, expected) => {
    const db = database(VECTOR_SEND_TYPES, attributes);
    expect(rxTimeoutOf(db, message(db), signal(db), 'GW', DEFAULT_DBC_ATTRIBUTES)).toBe(expected);
  });
});

describe('messageKind: network management and diagnostic markers', () => {
  it.each([
    ['plain', [], 'plain'],
    ['NmMessage', ['BA_ "NmMessage" BO_ 100 1;'], 'nm'],
    ['NmAsrMessage', ['BA_ "NmAsrMessage" BO_ 100 1;'], 'nm'],
    ['DiagRequest', ['BA_ "DiagRequest" BO_ 100 1;'], 'diagRequest'],
    ['DiagResponse', ['BA_ "DiagResponse" BO_ 100 1;'], 'diagResponse'],
    ['DiagState stays in Com', ['BA_ "DiagState" BO_ 100 1;', 'BA_ "DiagRequest" BO_ 100 1;'], 'plain'],
    ['a marker set to No', ['BA_ "DiagRequest" BO_ 100 0;'], 'plain'],
  ])('%s', (_, attributes, expected) => {
    const db = database(VECTOR_SEND_TYPES, attributes);
    expect(messageKind(db, message(db), DEFAULT_DBC_ATTRIBUTES)).toBe(expected);
  });
});

describe('attribute dialects', () => {
  it('the default holds every shipped dialect, per-node timeouts first', () => {
    expect(DEFAULT_DBC_ATTRIBUTES.signalTimeout[0]).toBe('GenSigTimeoutTime_{node}');
    for (const [value, meaning] of Object.entries({
      ...VECTOR_DIALECT.sendTypeValues,
      ...FORD_GM_DIALECT.sendTypeValues,
    }))
      expect(DEFAULT_DBC_ATTRIBUTES.sendTypeValues[value]).toBe(meaning);
    expect(mergeAttributeDialects(VECTOR_DIALECT).nmMessage.attributes).toEqual([
      'NmMessage',
      'NmAsrMessage',
    ]);
  });
});
