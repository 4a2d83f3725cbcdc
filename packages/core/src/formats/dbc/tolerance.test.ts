import { describe, it, expect } from 'vitest';
import { formatDiagnostic } from '../diagnostic.js';
import { readDbc, writeDbc, type DbcDatabase } from './index.js';

/**
 * Deviations from the DBC grammar found in files from suppliers, which canmatrix, cantools or
 * CANdb++ read past: each is read with a warning at file:line:col that says what was assumed.
 */

const MESSAGES =
  'BU_: Ecu Gw\n' +
  'BO_ 100 Engine: 8 Ecu\n' +
  ' SG_ Speed : 0|16@1+ (1,0) [0|0] "" Gw\n' +
  ' SG_ Temp : 16|8@1+ (1,0) [0|0] "" Gw\n' +
  'BO_ 200 Brake: 8 Ecu\n' +
  ' SG_ Pressure : 0|16@1+ (1,0) [0|0] "" Gw\n' +
  ' SG_ Temp : 16|8@1+ (1,0) [0|0] "" Gw\n' +
  'EV_ Ignition: 0 [0|1] "" 0 1 DUMMY_NODE_VECTOR0 Ecu;\n';
/** The line the statements under test start on (after MESSAGES). */
const FIRST = 9;

function read(text: string): { model: DbcDatabase; rows: string[] } {
  const result = readDbc(text, { file: 't.dbc' });
  return {
    model: result.model!,
    rows: result.diagnostics.map((d) => `${d.severity} ${d.code} ${formatDiagnostic(d)}`),
  };
}

function comments(model: DbcDatabase): Record<string, string> {
  const found: Record<string, string> = {};
  if (model.comment !== undefined) found.network = model.comment;
  for (const node of model.nodes) if (node.comment !== undefined) found[`BU_ ${node.name}`] = node.comment;
  for (const variable of model.environmentVariables)
    if (variable.comment !== undefined) found[`EV_ ${variable.name}`] = variable.comment;
  for (const message of model.messages) {
    if (message.comment !== undefined) found[`BO_ ${message.name}`] = message.comment;
    for (const signal of message.signals)
      if (signal.comment !== undefined) found[`SG_ ${message.name}.${signal.name}`] = signal.comment;
  }
  return found;
}

describe('readDbc tolerance: CM_ written unusually', () => {
  it.each([
    {
      deviation: 'CM_ BO_ with the message name instead of its id',
      cm: 'CM_ BO_ Brake "brakes";',
      comments: { 'BO_ Brake': 'brakes' },
      rows: [
        `warning DBC_COMMENT_MESSAGE_NAME t.dbc:${FIRST}:9: CM_ names message Brake instead of its id: read as the message of that name`,
      ],
    },
    {
      deviation: 'CM_ SG_ with the message name instead of its id',
      cm: 'CM_ SG_ Brake Temp "brake temperature";',
      comments: { 'SG_ Brake.Temp': 'brake temperature' },
      rows: [
        `warning DBC_COMMENT_MESSAGE_NAME t.dbc:${FIRST}:9: CM_ names message Brake instead of its id: read as the message of that name`,
      ],
    },
    {
      deviation: 'CM_ SG_ with the signal name before the message id',
      cm: 'CM_ SG_ Speed 100 "speed";',
      comments: { 'SG_ Engine.Speed': 'speed' },
      rows: [
        `warning DBC_COMMENT_SIGNAL_ORDER t.dbc:${FIRST}:9: CM_ SG_ writes the signal name before the message id: read as SG_ 100 Speed`,
      ],
    },
    {
      deviation: 'CM_ SG_ with the signal name alone (one message has it)',
      cm: 'CM_ SG_ Pressure "line pressure";',
      comments: { 'SG_ Brake.Pressure': 'line pressure' },
      rows: [
        `warning DBC_COMMENT_SIGNAL_ONLY t.dbc:${FIRST}:9: CM_ SG_ has no message id: the comment goes to signal Pressure if exactly one message has it`,
      ],
    },
    {
      deviation: 'CM_ SG_ with the signal name alone (two messages have it): kept as text',
      cm: 'CM_ SG_ Temp "which one?";',
      comments: {},
      rows: [
        `warning DBC_AMBIGUOUS_OBJECT t.dbc:${FIRST}:1: CM_ refers to SG_ Temp which more than one message has, kept as text`,
        `warning DBC_COMMENT_SIGNAL_ONLY t.dbc:${FIRST}:9: CM_ SG_ has no message id: the comment goes to signal Temp if exactly one message has it`,
      ],
    },
    {
      deviation: 'CM_ SG_ with a message id and no signal: kept as text',
      cm: 'CM_ SG_ 100 "no signal";',
      comments: {},
      rows: [
        `warning DBC_COMMENT_NO_OBJECT t.dbc:${FIRST}:1: CM_ SG_ does not name its object completely, kept as text`,
      ],
    },
    {
      deviation: 'the object kind in lower case',
      cm: 'CM_ bo_ 100 "lower";',
      comments: { 'BO_ Engine': 'lower' },
      rows: [`warning DBC_COMMENT_KIND_CASE t.dbc:${FIRST}:5: object kind bo_ read as BO_`],
    },
    {
      deviation: 'an object kind that is none of BU_, BO_, SG_, EV_: kept as text',
      cm: 'CM_ SIG_GROUP_ 100 G "group";',
      comments: {},
      rows: [
        `warning DBC_COMMENT_UNKNOWN_KIND t.dbc:${FIRST}:5: CM_ names an object kind 'SIG_GROUP_' that is not BU_, BO_, SG_ or EV_, kept as text`,
      ],
    },
    {
      deviation: 'CM_ BU_ naming two nodes',
      cm: 'CM_ BU_ Ecu Gw "the controller";',
      comments: { 'BU_ Ecu': 'the controller' },
      rows: [
        `warning DBC_COMMENT_EXTRA_OBJECT t.dbc:${FIRST}:13: CM_ BU_ names more objects than one: used Ecu, ignored Gw`,
      ],
    },
    {
      deviation: 'CM_ EV_ with the kind in mixed case',
      cm: 'CM_ Ev_ Ignition "key";',
      comments: { 'EV_ Ignition': 'key' },
      rows: [`warning DBC_COMMENT_KIND_CASE t.dbc:${FIRST}:5: object kind Ev_ read as EV_`],
    },
    {
      deviation: 'CM_ BU_ without a node name: kept as text',
      cm: 'CM_ BU_ "whose?";',
      comments: {},
      rows: [
        `warning DBC_COMMENT_NO_OBJECT t.dbc:${FIRST}:1: CM_ BU_ does not name its object completely, kept as text`,
      ],
    },
    {
      deviation: 'comment text without quotes',
      cm: 'CM_ BO_ 100 Engine data, every 10 ms;',
      comments: { 'BO_ Engine': 'Engine data, every 10 ms' },
      rows: [
        `warning DBC_COMMENT_UNQUOTED t.dbc:${FIRST}:13: comment text is not quoted: read the rest of the statement "Engine data, every 10 ms" as the comment`,
      ],
    },
    {
      deviation: 'a network comment without quotes is an unknown object kind: kept as text',
      cm: 'CM_ Network;',
      comments: {},
      rows: [
        `warning DBC_COMMENT_UNKNOWN_KIND t.dbc:${FIRST}:5: CM_ names an object kind 'Network' that is not BU_, BO_, SG_ or EV_, kept as text`,
      ],
    },
    {
      deviation: 'no comment text at all: kept as text',
      cm: 'CM_ BO_ 100;',
      comments: {},
      rows: [`warning DBC_COMMENT_NO_TEXT t.dbc:${FIRST}:1: CM_ has no comment text, kept as text`],
    },
    {
      deviation: 'an object after the text',
      cm: 'CM_ SG_ 100 Speed "speed" Gw;',
      comments: { 'SG_ Engine.Speed': 'speed' },
      rows: [`warning DBC_COMMENT_TRAILING t.dbc:${FIRST}:27: ignored 'Gw' after the comment text`],
    },
    {
      deviation: 'an object after the text, the next statement indented',
      cm: 'CM_ BO_ 100 "first" x\n  CM_ BO_ 200 "second";',
      comments: { 'BO_ Engine': 'first', 'BO_ Brake': 'second' },
      rows: [
        `warning DBC_COMMENT_TRAILING t.dbc:${FIRST}:21: ignored 'x' after the comment text`,
        `warning DBC_MISSING_SEMICOLON t.dbc:${FIRST + 1}:3: CM_ statement has no closing ';'`,
      ],
    },
    {
      deviation: 'quotes inside the text that are not escaped',
      cm: 'CM_ BO_ 100 "the "fast" frame";',
      comments: { 'BO_ Engine': 'the "fast" frame' },
      rows: [
        `warning DBC_COMMENT_INNER_QUOTES t.dbc:${FIRST}:30: comment contains quotes that are not escaped: read up to the '";' on line ${FIRST}`,
      ],
    },
    {
      deviation: 'unescaped quotes in a text over several lines',
      cm: 'CM_ SG_ 100 Temp "line one\nsays "hot"\nline three";\nCM_ BO_ 200 "next";',
      comments: { 'SG_ Engine.Temp': 'line one\nsays "hot"\nline three', 'BO_ Brake': 'next' },
      rows: [
        `warning DBC_COMMENT_INNER_QUOTES t.dbc:${FIRST + 2}:11: comment contains quotes that are not escaped: read up to the '";' on line ${FIRST + 2}`,
      ],
    },
    {
      deviation: 'a text over many lines (the grammar allows it)',
      cm: 'CM_ BO_ 200 "one\ntwo\n\nfour";\nCM_ BU_ Gw "gateway";',
      comments: { 'BO_ Brake': 'one\ntwo\n\nfour', 'BU_ Gw': 'gateway' },
      rows: [],
    },
  ])('$deviation', ({ cm, comments: expected, rows }) => {
    const { model, rows: found } = read(MESSAGES + cm + '\n');
    expect(found).toEqual(rows);
    expect(comments(model)).toEqual(expected);
    // What the reader kept or attached is written again and read to the same model.
    const again = readDbc(writeDbc(model), { file: 'again.dbc' });
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(comments(again.model!)).toEqual(expected);
    expect(again.model!.rawStatements.map((raw) => raw.text)).toEqual(
      model.rawStatements.map((raw) => raw.text),
    );
  });

  it('still refuses a comment whose string never closes', () => {
    const { rows } = read(MESSAGES + 'CM_ BO_ 100 "open;\n');
    expect(rows).toEqual([`error DBC_UNTERMINATED_STRING t.dbc:${FIRST}:13: string has no closing quote`]);
  });
});

function multiplexing(model: DbcDatabase): string[] {
  return model.messages[0]!.signals.map(
    (signal) =>
      `${signal.name}${signal.multiplexer ? ' M' : ''}${signal.multiplexValue !== undefined ? ` m${signal.multiplexValue}` : ''} @${signal.startBit}`,
  );
}

describe('readDbc tolerance: multiplex indicators written unusually', () => {
  const header = 'BO_ 1 Mux: 8 Ecu\n SG_ Sel M : 0|8@1+ (1,0) [0|0] "" Gw\n';
  it.each([
    {
      indicator: 'M0',
      written: ' SG_ A M0 : 8|8@1+ (1,0) [0|0] "" Gw',
      read: 'A m0 @8',
      found: 'M0',
      as: 'm0',
    },
    {
      indicator: 'm 0',
      written: ' SG_ A m 0 : 8|8@1+ (1,0) [0|0] "" Gw',
      read: 'A m0 @8',
      found: 'm 0',
      as: 'm0',
    },
    {
      indicator: 'M 3',
      written: ' SG_ A M 3 : 8|8@1+ (1,0) [0|0] "" Gw',
      read: 'A m3 @8',
      found: 'M 3',
      as: 'm3',
    },
    {
      indicator: 'm0 M',
      written: ' SG_ A m0 M : 8|8@1+ (1,0) [0|0] "" Gw',
      read: 'A M m0 @8',
      found: 'm0 M',
      as: 'm0M',
    },
    {
      indicator: 'm0m',
      written: ' SG_ A m0m : 8|8@1+ (1,0) [0|0] "" Gw',
      read: 'A M m0 @8',
      found: 'm0m',
      as: 'm0M',
    },
    {
      indicator: 'M2M',
      written: ' SG_ A M2M : 8|8@1+ (1,0) [0|0] "" Gw',
      read: 'A M m2 @8',
      found: 'M2M',
      as: 'm2M',
    },
    {
      indicator: 'm 1M',
      written: ' SG_ A m 1M : 8|8@1+ (1,0) [0|0] "" Gw',
      read: 'A M m1 @8',
      found: 'm 1M',
      as: 'm1M',
    },
    {
      indicator: 'mM',
      written: ' SG_ A mM : 8|8@1+ (1,0) [0|0] "" Gw',
      read: 'A M @8',
      found: 'mM',
      as: 'M',
    },
  ])(
    'reads $indicator as the indicator canmatrix and cantools see',
    ({ written, read: expected, found, as }) => {
      const { model, rows } = read(header + written + '\n');
      expect(rows).toEqual([
        `warning DBC_MULTIPLEX_INDICATOR t.dbc:3:8: multiplex indicator ${found} read as ${as}`,
      ]);
      expect(multiplexing(model)).toEqual(['Sel M @0', expected]);
    },
  );

  it.each([
    { written: ' SG_ A : m1 8|8@1+ (1,0) [0|0] "" Gw', read: 'A m1 @8', found: 'm1', as: 'm1' },
    { written: ' SG_ A : M 8|8@1+ (1,0) [0|0] "" Gw', read: 'A M @8', found: 'M', as: 'M' },
    { written: ' SG_ A : m 2 8|8@1+ (1,0) [0|0] "" Gw', read: 'A m2 @8', found: 'm 2', as: 'm2' },
  ])('reads the indicator $found written after the colon', ({ written, read: expected, found, as }) => {
    const { model, rows } = read(header + written + '\n');
    expect(rows).toEqual([
      `warning DBC_MULTIPLEX_AFTER_COLON t.dbc:3:10: multiplex indicator ${found} written after the colon, read as ${as}`,
    ]);
    expect(multiplexing(model)).toEqual(['Sel M @0', expected]);
  });

  it('reads the grammar forms M, mN and mNM without a word', () => {
    const { model, rows } = read(
      header + ' SG_ A m1 : 8|8@1+ (1,0) [0|0] "" Gw\n SG_ B m2M : 16|8@1+ (1,0) [0|0] "" Gw\n',
    );
    expect(rows).toEqual([]);
    expect(multiplexing(model)).toEqual(['Sel M @0', 'A m1 @8', 'B M m2 @16']);
  });

  it.each([
    {
      written: ' SG_ A m : 8|8@1+ (1,0) [0|0] "" Gw',
      row: "error DBC_SYNTAX t.dbc:3:8: expected a multiplex indicator ('M' or 'mN'), found 'm'",
    },
    {
      written: ' SG_ A x1 : 8|8@1+ (1,0) [0|0] "" Gw',
      row: "error DBC_SYNTAX t.dbc:3:8: expected a multiplex indicator ('M' or 'mN'), found 'x1'",
    },
    {
      written: ' SG_ A : mux 8|8@1+ (1,0) [0|0] "" Gw',
      row: "error DBC_SYNTAX t.dbc:3:10: expected the start bit, found 'mux'",
    },
  ])('refuses an indicator that cannot be understood: $written', ({ written, row }) => {
    expect(read(header + written + '\n').rows).toEqual([row]);
  });

  it('speaks zh_cn', () => {
    const result = readDbc(header + ' SG_ A M0 : 8|8@1+ (1,0) [0|0] "" Gw\n', {
      file: 'z.dbc',
      language: 'zh_cn',
    });
    expect(result.diagnostics[0]!.message).toBe('复用标识 M0 按 m0 读取');
  });
});
