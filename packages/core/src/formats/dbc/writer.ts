import {
  dbcMessageId,
  type DbcAttributeDefinition,
  type DbcAttributes,
  type DbcAttributeValue,
  type DbcDatabase,
  type DbcSignal,
  type DbcValueDescription,
} from './model.js';

/** A number as DBC text: shortest round-trip form; infinities as out-of-range literals. */
export function formatDbcNumber(value: number): string {
  if (Number.isFinite(value)) return Object.is(value, -0) ? '-0' : String(value);
  if (Number.isNaN(value)) return '0';
  return value > 0 ? '1e999' : '-1e999';
}

/** A DBC string literal: `"` and `\` are escaped with a backslash. */
export function quoteDbcString(text: string): string {
  let escaped = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34 || code === 92) {
      escaped += text.slice(from, i) + '\\';
      from = i;
    }
  }
  return `"${from === 0 ? text : escaped + text.slice(from)}"`;
}

function attributeValueText(value: DbcAttributeValue): string {
  return typeof value === 'number' ? formatDbcNumber(value) : quoteDbcString(value);
}

function valueDescriptionsText(values: readonly DbcValueDescription[]): string {
  let text = '';
  for (const entry of values) text += ` ${formatDbcNumber(entry.value)} ${quoteDbcString(entry.description)}`;
  return text;
}

function multiplexIndicator(signal: DbcSignal): string {
  if (signal.multiplexValue !== undefined)
    return ` m${signal.multiplexValue}${signal.multiplexer ? 'M' : ''}`;
  return signal.multiplexer ? ' M' : '';
}

function signalLine(signal: DbcSignal): string {
  const order = signal.byteOrder === 'little_endian' ? '1' : '0';
  const sign = signal.signed ? '-' : '+';
  const receivers = signal.receivers.length > 0 ? ` ${signal.receivers.join(',')}` : '';
  return (
    ` SG_ ${signal.name}${multiplexIndicator(signal)} : ${signal.startBit}|${signal.length}@${order}${sign}` +
    ` (${formatDbcNumber(signal.factor)},${formatDbcNumber(signal.offset)})` +
    ` [${formatDbcNumber(signal.minimum)}|${formatDbcNumber(signal.maximum)}]` +
    ` ${quoteDbcString(signal.unit)}${receivers}`
  );
}

function definitionLine(definition: DbcAttributeDefinition): string {
  const relation = definition.objectType.endsWith('_REL_');
  const keyword = relation ? 'BA_DEF_REL_' : 'BA_DEF_';
  const objectType = definition.objectType === 'network' ? '' : `${definition.objectType} `;
  let text = `${keyword} ${objectType} ${quoteDbcString(definition.name)} ${definition.valueType}`;
  if (definition.valueType === 'ENUM')
    text += ` ${(definition.enumValues ?? []).map(quoteDbcString).join(',')}`;
  else if (definition.minimum !== undefined && definition.maximum !== undefined)
    text += ` ${formatDbcNumber(definition.minimum)} ${formatDbcNumber(definition.maximum)}`;
  return `${text};`;
}

function attributeLines(lines: string[], attributes: DbcAttributes, target: string): void {
  for (const name of Object.keys(attributes)) {
    const value = attributes[name];
    if (value !== undefined) lines.push(`BA_ ${quoteDbcString(name)} ${target}${attributeValueText(value)};`);
  }
}

/**
 * The canonical DBC text of a database: sections in the order CANdb++ writes them, one statement
 * per line, LF line ends. Reading the text again gives an equal model (source positions aside).
 */
export function writeDbc(database: DbcDatabase): string {
  const lines: string[] = [];
  lines.push(`VERSION ${quoteDbcString(database.version)}`, '', '');
  lines.push('NS_ :');
  for (const symbol of database.newSymbols) lines.push(`\t${symbol}`);
  lines.push('');
  const timing = database.bitTiming;
  lines.push(timing ? `BS_: ${timing.baudrate} : ${timing.btr1},${timing.btr2}` : 'BS_:', '');
  lines.push(`BU_:${database.nodes.map((node) => ` ${node.name}`).join('')}`);
  for (const table of database.valueTables)
    lines.push(`VAL_TABLE_ ${table.name}${valueDescriptionsText(table.values)} ;`);
  lines.push('', '');

  for (const message of database.messages) {
    const transmitter = message.transmitter ? ` ${message.transmitter}` : '';
    lines.push(`BO_ ${dbcMessageId(message)} ${message.name}: ${message.size}${transmitter}`);
    for (const signal of message.signals) lines.push(signalLine(signal));
    lines.push('');
  }

  for (const message of database.messages)
    if (message.transmitters)
      lines.push(`BO_TX_BU_ ${dbcMessageId(message)} : ${message.transmitters.join(',')};`);

  for (const variable of database.environmentVariables) {
    lines.push(
      `EV_ ${variable.name}: ${variable.type} [${formatDbcNumber(variable.minimum)}|${formatDbcNumber(variable.maximum)}]` +
        ` ${quoteDbcString(variable.unit)} ${formatDbcNumber(variable.initialValue)} ${formatDbcNumber(variable.id)}` +
        ` ${variable.accessType} ${variable.accessNodes.join(',')};`,
    );
  }
  for (const variable of database.environmentVariables)
    if (variable.dataSize !== undefined) lines.push(`ENVVAR_DATA_ ${variable.name}: ${variable.dataSize};`);
  lines.push('');

  if (database.comment !== undefined) lines.push(`CM_ ${quoteDbcString(database.comment)};`);
  for (const node of database.nodes)
    if (node.comment !== undefined) lines.push(`CM_ BU_ ${node.name} ${quoteDbcString(node.comment)};`);
  for (const message of database.messages) {
    const id = dbcMessageId(message);
    if (message.comment !== undefined) lines.push(`CM_ BO_ ${id} ${quoteDbcString(message.comment)};`);
    for (const signal of message.signals)
      if (signal.comment !== undefined)
        lines.push(`CM_ SG_ ${id} ${signal.name} ${quoteDbcString(signal.comment)};`);
  }
  for (const variable of database.environmentVariables)
    if (variable.comment !== undefined)
      lines.push(`CM_ EV_ ${variable.name} ${quoteDbcString(variable.comment)};`);

  const definitions = database.attributeDefinitions;
  for (const definition of definitions)
    if (!definition.objectType.endsWith('_REL_')) lines.push(definitionLine(definition));
  for (const definition of definitions)
    if (definition.objectType.endsWith('_REL_')) lines.push(definitionLine(definition));
  for (const definition of definitions)
    if (!definition.objectType.endsWith('_REL_') && definition.defaultValue !== undefined)
      lines.push(
        `BA_DEF_DEF_ ${quoteDbcString(definition.name)} ${attributeValueText(definition.defaultValue)};`,
      );
  for (const definition of definitions)
    if (definition.objectType.endsWith('_REL_') && definition.defaultValue !== undefined)
      lines.push(
        `BA_DEF_DEF_REL_ ${quoteDbcString(definition.name)} ${attributeValueText(definition.defaultValue)};`,
      );

  attributeLines(lines, database.attributes, '');
  for (const node of database.nodes) attributeLines(lines, node.attributes, `BU_ ${node.name} `);
  for (const message of database.messages) {
    const id = dbcMessageId(message);
    attributeLines(lines, message.attributes, `BO_ ${id} `);
    for (const signal of message.signals)
      attributeLines(lines, signal.attributes, `SG_ ${id} ${signal.name} `);
  }
  for (const variable of database.environmentVariables)
    attributeLines(lines, variable.attributes, `EV_ ${variable.name} `);
  for (const entry of database.relationAttributes) {
    let target = `${entry.relation} ${entry.node} `;
    if (entry.relation === 'BU_EV_REL_') target += `${entry.environmentVariable ?? ''} `;
    else if (entry.relation === 'BU_BO_REL_') target += `${entry.messageId ?? 0} `;
    else target += `SG_ ${entry.messageId ?? 0} ${entry.signal ?? ''} `;
    lines.push(`BA_REL_ ${quoteDbcString(entry.name)} ${target}${attributeValueText(entry.value)};`);
  }

  for (const message of database.messages) {
    const id = dbcMessageId(message);
    for (const signal of message.signals)
      if (signal.valueDescriptions)
        lines.push(`VAL_ ${id} ${signal.name}${valueDescriptionsText(signal.valueDescriptions)} ;`);
  }
  for (const variable of database.environmentVariables)
    if (variable.valueDescriptions)
      lines.push(`VAL_ ${variable.name}${valueDescriptionsText(variable.valueDescriptions)} ;`);

  for (const message of database.messages)
    for (const group of message.signalGroups ?? [])
      lines.push(
        `SIG_GROUP_ ${dbcMessageId(message)} ${group.name} ${group.repetitions} :${group.signals.map((name) => ` ${name}`).join('')};`,
      );
  for (const message of database.messages)
    for (const signal of message.signals)
      if (signal.valueType !== 'integer')
        lines.push(
          `SIG_VALTYPE_ ${dbcMessageId(message)} ${signal.name} : ${signal.valueType === 'float' ? 1 : 2};`,
        );
  for (const message of database.messages)
    for (const signal of message.signals)
      if (signal.multiplexerSwitch !== undefined) {
        const ranges = (signal.multiplexRanges ?? []).map((range) => `${range.from}-${range.to}`).join(', ');
        lines.push(
          `SG_MUL_VAL_ ${dbcMessageId(message)} ${signal.name} ${signal.multiplexerSwitch} ${ranges};`,
        );
      }

  for (const raw of database.rawStatements) lines.push(raw.text);
  return lines.join('\n') + '\n';
}
