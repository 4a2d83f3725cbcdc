/**
 * The OIL parser: the expanded token stream in, the OilFile model out. Syntax errors are reported
 * with the position of the offending token and the parser resynchronises at the next `;` or `}`,
 * so one mistake does not hide the rest of the file. Semantic checks live in check.ts.
 */
import type { OilToken } from './lexer.js';
import {
  emptyRecord,
  type OilApplication,
  type OilAttributeDefinition,
  type OilAttributeType,
  type OilAttributeValue,
  type OilDefault,
  type OilEnumerator,
  type OilFile,
  type OilImplementation,
  type OilNumber,
  type OilObject,
  type OilRange,
  type OilValue,
} from './model.js';
import type { OilPosition, OilReporter } from './reporter.js';
import { sameValue } from './equality.js';
import { describeType, positionText } from './describe.js';

/** Block nesting deeper than this is refused (real files stay below 10). */
export const MAX_OIL_NESTING = 64;

const NUMBER_TYPES = new Set(['UINT32', 'INT32', 'UINT64', 'INT64', 'FLOAT']);
const UINT64_MAX = (1n << 64n) - 1n;

export interface ParsedOil {
  file: OilFile;
  /** Which definition (0, 1, ...) of its object each top-level attribute came from. */
  definitionIndex: WeakMap<OilAttributeValue, number>;
  sawVersion: boolean;
}

function positionOf(token: OilToken): OilPosition {
  return { file: token.file, line: token.line, col: token.col };
}

function describeToken(token: OilToken): string {
  switch (token.kind) {
    case 'end':
      return 'end of file';
    case 'string':
      return `"${token.text.length > 30 ? `${token.text.slice(0, 30)}...` : token.text}"`;
    case 'pathString':
      return `<${token.text}>`;
    default:
      return `'${token.text}'`;
  }
}

class SyntaxFailure {
  constructor(readonly token: OilToken) {}
}

export class OilParser {
  private index = 0;
  private depth = 0;
  private readonly implementation: OilImplementation = { name: '', objectTypes: emptyRecord() };
  private application: OilApplication | undefined;
  private oilVersion: string | undefined;
  private oilVersionDescription: string | undefined;
  private sawVersion = false;
  private readonly definitionIndex = new WeakMap<OilAttributeValue, number>();
  private readonly definitionCount = new WeakMap<OilObject, number>();

  constructor(
    private readonly tokens: readonly OilToken[],
    private readonly reporter: OilReporter,
  ) {}

  // ------------------------------------------------------------------ token access

  private peek(offset = 0): OilToken {
    const token = this.tokens[this.index + offset];
    return token ?? (this.tokens[this.tokens.length - 1] as OilToken);
  }

  private next(): OilToken {
    const token = this.peek();
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private isPunctuation(token: OilToken, text: string): boolean {
    return token.kind === 'punctuation' && token.text === text;
  }

  private isWord(token: OilToken, text: string): boolean {
    return token.kind === 'identifier' && token.text === text;
  }

  private fail(expected: string, token: OilToken = this.peek()): never {
    this.reporter.error(
      'OIL_SYNTAX',
      'expected',
      { expected, found: describeToken(token) },
      token.file,
      token.line,
      token.col,
    );
    throw new SyntaxFailure(token);
  }

  private expectPunctuation(text: string): OilToken {
    const token = this.peek();
    if (!this.isPunctuation(token, text)) this.fail(`'${text}'`);
    return this.next();
  }

  private expectIdentifier(what: string): OilToken {
    const token = this.peek();
    if (token.kind !== 'identifier') this.fail(what);
    return this.next();
  }

  /** After a syntax error: skip to just after the next `;` of this level, or to its closing `}`. */
  private resynchronise(): void {
    let nesting = 0;
    for (;;) {
      const token = this.peek();
      if (token.kind === 'end') return;
      if (token.kind === 'punctuation') {
        if (token.text === '{') nesting++;
        else if (token.text === '}') {
          if (nesting === 0) return;
          nesting--;
          if (nesting === 0 && this.isPunctuation(this.peek(1), ';')) {
            this.next();
            this.next();
            return;
          }
        } else if (token.text === ';' && nesting === 0) {
          this.next();
          return;
        }
      }
      this.next();
    }
  }

  /** Runs one statement; a syntax failure inside it is reported once and skipped. */
  private statement(parse: () => void): void {
    const start = this.index;
    try {
      parse();
    } catch (failure) {
      if (!(failure instanceof SyntaxFailure)) throw failure;
      this.resynchronise();
      // Always make progress, whatever the failure.
      if (this.index === start) this.next();
    }
  }

  private enter(): void {
    if (++this.depth > MAX_OIL_NESTING) {
      const token = this.peek();
      this.reporter.error(
        'OIL_NESTING',
        'nestingTooDeep',
        { depth: MAX_OIL_NESTING },
        token.file,
        token.line,
        token.col,
      );
      this.depth--;
      // Skip the whole over-deep region: the caller's resynchronisation takes it from here.
      throw new SyntaxFailure(token);
    }
  }

  private leave(): void {
    this.depth--;
  }

  // ------------------------------------------------------------------ file level

  parse(): ParsedOil {
    const first = this.peek();
    while (this.peek().kind !== 'end') {
      this.statement(() => {
        const token = this.peek();
        if (this.isWord(token, 'OIL_VERSION')) this.parseVersion();
        else if (this.isWord(token, 'IMPLEMENTATION')) this.parseImplementation();
        else if (this.isWord(token, 'CPU')) this.parseCpu();
        else this.fail('OIL_VERSION, IMPLEMENTATION or CPU');
      });
    }
    if (!this.sawVersion) {
      this.reporter.report(
        'warning',
        'OIL_NO_VERSION',
        'missingVersion',
        {},
        first.file,
        first.line,
        first.col,
      );
    }
    const file: OilFile = {
      implementation: this.implementation,
      includedFiles: [],
    };
    if (this.oilVersion !== undefined) file.oilVersion = this.oilVersion;
    if (this.oilVersionDescription !== undefined) file.oilVersionDescription = this.oilVersionDescription;
    if (this.application) file.application = this.application;
    return { file, definitionIndex: this.definitionIndex, sawVersion: this.sawVersion };
  }

  private parseVersion(): void {
    this.next();
    this.expectPunctuation('=');
    const version = this.peek();
    if (version.kind !== 'string') this.fail('a version string');
    this.next();
    const description = this.parseDescription();
    this.expectPunctuation(';');
    if (!this.sawVersion) {
      this.sawVersion = true;
      this.oilVersion = version.text;
      if (description !== undefined) this.oilVersionDescription = description;
    }
  }

  /** `: "text" "more"`: strings are joined with a space unless the previous one ends in a newline. */
  private parseDescription(): string | undefined {
    if (!this.isPunctuation(this.peek(), ':')) return undefined;
    this.next();
    const first = this.peek();
    if (first.kind !== 'string') this.fail('a description string');
    let text = this.next().text;
    while (this.peek().kind === 'string') {
      const part = this.next().text;
      text += text.endsWith('\n') ? part : ` ${part}`;
    }
    return text;
  }

  // ------------------------------------------------------------------ implementation part

  private parseImplementation(): void {
    this.next();
    const name = this.expectIdentifier('an implementation name');
    if (this.implementation.name === '') this.implementation.name = name.text;
    this.expectPunctuation('{');
    this.enter();
    while (!this.isPunctuation(this.peek(), '}') && this.peek().kind !== 'end') {
      this.statement(() => this.parseObjectTypeDefinition());
    }
    this.leave();
    this.expectPunctuation('}');
    this.parseDescription();
    this.expectClosingSemicolon();
  }

  /** goil wants `};` after IMPLEMENTATION and CPU blocks; a missing `;` there loses nothing. */
  private expectClosingSemicolon(): void {
    const token = this.peek();
    if (this.isPunctuation(token, ';')) {
      this.next();
      return;
    }
    this.reporter.report(
      'warning',
      'OIL_MISSING_SEMICOLON',
      'expected',
      { expected: "';'", found: describeToken(token) },
      token.file,
      token.line,
      token.col,
    );
  }

  private parseObjectTypeDefinition(): void {
    const nameToken = this.expectIdentifier('an object type name');
    let multiple = false;
    if (this.isPunctuation(this.peek(), '[')) {
      this.next();
      this.expectPunctuation(']');
      multiple = true;
    }
    this.expectPunctuation('{');
    const attributes = this.parseAttributeDefinitionList();
    this.expectPunctuation('}');
    const description = this.parseDescription();
    this.expectPunctuation(';');

    const existing = this.implementation.objectTypes[nameToken.text];
    if (existing) {
      existing.multiple = existing.multiple || multiple;
      this.mergeDefinitions(existing.attributes, attributes);
      if (description !== undefined) existing.description = description;
    } else {
      this.implementation.objectTypes[nameToken.text] = {
        name: nameToken.text,
        multiple,
        attributes,
        position: positionOf(nameToken),
        ...(description !== undefined ? { description } : {}),
      };
    }
  }

  /** A later declaration of an attribute replaces the earlier one, which it must refine. */
  private mergeDefinitions(
    target: Record<string, OilAttributeDefinition>,
    source: Record<string, OilAttributeDefinition>,
  ): void {
    for (const name of Object.keys(source)) {
      const incoming = source[name] as OilAttributeDefinition;
      const previous = target[name];
      if (previous) this.checkRefinement(previous, incoming);
      target[name] = incoming;
    }
  }

  private checkRefinement(previous: OilAttributeDefinition, incoming: OilAttributeDefinition): void {
    const at = positionText(previous.position);
    if (previous.type !== incoming.type) {
      this.reporter.at(
        'error',
        'OIL_IMPLEMENTATION_CONFLICT',
        'attributeTypeChanged',
        { name: incoming.name, previous: describeType(previous), type: describeType(incoming), at },
        incoming.position,
      );
      return;
    }
    if (previous.type === 'ENUM' && incoming.enumerators && previous.enumerators) {
      const known = new Set(previous.enumerators.map((e) => e.name));
      const extra = incoming.enumerators.filter((e) => !known.has(e.name)).map((e) => e.name);
      if (extra.length > 0) {
        this.reporter.at(
          'error',
          'OIL_IMPLEMENTATION_CONFLICT',
          'enumNotWithin',
          { name: incoming.name, at, extra: extra.join(', ') },
          incoming.position,
        );
      }
    }
    if (previous.range && incoming.range && !rangeWithin(incoming.range, previous.range)) {
      this.reporter.at(
        'error',
        'OIL_IMPLEMENTATION_CONFLICT',
        'rangeNotWithin',
        { name: incoming.name, at },
        incoming.position,
      );
    }
    if (previous.type === 'ENUM' && incoming.enumerators && previous.enumerators) {
      // Sub-attributes a value declared before stay known unless the value redeclares its own.
      for (const enumerator of incoming.enumerators) {
        const old = previous.enumerators.find((e) => e.name === enumerator.name);
        if (old && Object.keys(enumerator.attributes).length === 0) enumerator.attributes = old.attributes;
      }
    }
    if (previous.type === 'BOOLEAN') {
      if (!incoming.trueAttributes && previous.trueAttributes)
        incoming.trueAttributes = previous.trueAttributes;
      if (!incoming.falseAttributes && previous.falseAttributes)
        incoming.falseAttributes = previous.falseAttributes;
    }
    if (previous.type === 'STRUCT' && !incoming.structAttributes && previous.structAttributes) {
      incoming.structAttributes = previous.structAttributes;
    }
  }

  private parseAttributeDefinitionList(): Record<string, OilAttributeDefinition> {
    const definitions = emptyRecord<OilAttributeDefinition>();
    this.enter();
    try {
      while (!this.isPunctuation(this.peek(), '}') && this.peek().kind !== 'end') {
        this.statement(() => {
          const definition = this.parseAttributeDefinition();
          const previous = definitions[definition.name];
          if (previous) this.checkRefinement(previous, definition);
          definitions[definition.name] = definition;
        });
      }
    } finally {
      this.leave();
    }
    return definitions;
  }

  private parseAttributeDefinition(): OilAttributeDefinition {
    const typeToken = this.expectIdentifier('an attribute type (UINT32, ENUM, BOOLEAN, STRING, ..._TYPE...)');
    const typeName = typeToken.text;
    let type: OilAttributeType;
    let referenceTo: string | undefined;
    if (NUMBER_TYPES.has(typeName)) type = typeName as OilAttributeType;
    else if (
      typeName === 'ENUM' ||
      typeName === 'BOOLEAN' ||
      typeName === 'STRING' ||
      typeName === 'IDENTIFIER' ||
      typeName === 'STRUCT'
    )
      type = typeName;
    else {
      type = 'REFERENCE';
      if (typeName.endsWith('_TYPE') && typeName.length > 5) referenceTo = typeName.slice(0, -5);
      else {
        this.reporter.error(
          'OIL_SYNTAX',
          'referenceSuffix',
          { name: typeName },
          typeToken.file,
          typeToken.line,
          typeToken.col,
        );
        referenceTo = typeName;
      }
    }

    let withAuto = false;
    if (this.isWord(this.peek(), 'WITH_AUTO')) {
      this.next();
      withAuto = true;
    }

    let range: OilRange | undefined;
    let enumerators: OilEnumerator[] | undefined;
    let trueAttributes: Record<string, OilAttributeDefinition> | undefined;
    let falseAttributes: Record<string, OilAttributeDefinition> | undefined;
    let structAttributes: Record<string, OilAttributeDefinition> | undefined;

    if (NUMBER_TYPES.has(type) && this.isPunctuation(this.peek(), '[')) range = this.parseRange();
    else if (type === 'ENUM') enumerators = this.parseEnumerators();
    else if (type === 'BOOLEAN' && this.isPunctuation(this.peek(), '[')) {
      this.next();
      trueAttributes = emptyRecord<OilAttributeDefinition>();
      falseAttributes = emptyRecord<OilAttributeDefinition>();
      for (let choice = 0; choice < 2; choice++) {
        const word = this.peek();
        if (!this.isWord(word, 'TRUE') && !this.isWord(word, 'FALSE')) this.fail('TRUE or FALSE');
        this.next();
        let block = emptyRecord<OilAttributeDefinition>();
        if (this.isPunctuation(this.peek(), '{')) {
          this.next();
          block = this.parseAttributeDefinitionList();
          this.expectPunctuation('}');
        }
        if (word.text === 'TRUE') trueAttributes = block;
        else falseAttributes = block;
        if (choice === 0) {
          if (!this.isPunctuation(this.peek(), ',')) break;
          this.next();
        }
      }
      this.expectPunctuation(']');
    } else if (type === 'STRUCT' && this.isPunctuation(this.peek(), '{')) {
      this.next();
      structAttributes = this.parseAttributeDefinitionList();
      this.expectPunctuation('}');
    }

    const nameToken = this.expectIdentifier('an attribute name');
    let multiple = false;
    if (this.isPunctuation(this.peek(), '[')) {
      this.next();
      this.expectPunctuation(']');
      multiple = true;
    }

    let defaultValue: OilDefault = { kind: 'none' };
    if (this.isPunctuation(this.peek(), '=')) {
      this.next();
      defaultValue = this.parseDefault();
    }
    const description = this.parseDescription();
    this.expectPunctuation(';');

    const definition: OilAttributeDefinition = {
      name: nameToken.text,
      type,
      withAuto,
      multiple,
      default: defaultValue,
      position: positionOf(nameToken),
    };
    if (referenceTo !== undefined) definition.referenceTo = referenceTo;
    if (range) definition.range = range;
    if (enumerators) definition.enumerators = enumerators;
    if (trueAttributes) definition.trueAttributes = trueAttributes;
    if (falseAttributes) definition.falseAttributes = falseAttributes;
    if (structAttributes) definition.structAttributes = structAttributes;
    if (description !== undefined) definition.description = description;
    return definition;
  }

  private parseDefault(): OilDefault {
    const token = this.peek();
    if (this.isWord(token, 'NO_DEFAULT')) {
      this.next();
      return { kind: 'noDefault' };
    }
    if (this.isWord(token, 'AUTO')) {
      this.next();
      return { kind: 'auto' };
    }
    if (this.isWord(token, 'TRUE') || this.isWord(token, 'FALSE')) {
      this.next();
      return { kind: 'value', value: { kind: 'boolean', value: token.text === 'TRUE', attributes: [] } };
    }
    if (token.kind === 'identifier') {
      this.next();
      return { kind: 'value', value: { kind: 'identifier', value: token.text, attributes: [] } };
    }
    if (token.kind === 'string') {
      this.next();
      return { kind: 'value', value: { kind: 'string', value: token.text } };
    }
    return { kind: 'value', value: this.parseNumber() };
  }

  private parseEnumerators(): OilEnumerator[] {
    this.expectPunctuation('[');
    const enumerators: OilEnumerator[] = [];
    // An empty list (`ENUM [ ] PIN[];`) is what a target without values writes.
    while (!this.isPunctuation(this.peek(), ']')) {
      const nameToken = this.expectIdentifier('an ENUM value');
      const enumerator: OilEnumerator = { name: nameToken.text, attributes: emptyRecord() };
      if (this.isPunctuation(this.peek(), '{')) {
        this.next();
        enumerator.attributes = this.parseAttributeDefinitionList();
        this.expectPunctuation('}');
      }
      const description = this.parseDescription();
      if (description !== undefined) enumerator.description = description;
      const existing = enumerators.findIndex((e) => e.name === enumerator.name);
      if (existing >= 0) enumerators[existing] = enumerator;
      else enumerators.push(enumerator);
      if (this.isPunctuation(this.peek(), ',')) {
        this.next();
        continue;
      }
      break;
    }
    this.expectPunctuation(']');
    return enumerators;
  }

  private parseRange(): OilRange {
    this.expectPunctuation('[');
    const first = this.parseNumber();
    if (this.isPunctuation(this.peek(), '..')) {
      this.next();
      const max = this.parseNumber();
      this.expectPunctuation(']');
      if (first.value > max.value) {
        const token = this.peek(-1);
        this.reporter.error(
          'OIL_RANGE',
          'rangeEmpty',
          { min: first.text, max: max.text },
          token.file,
          token.line,
          token.col,
        );
      }
      return { kind: 'interval', min: first, max };
    }
    const values: OilNumber[] = [first];
    while (this.isPunctuation(this.peek(), ',')) {
      this.next();
      values.push(this.parseNumber());
    }
    this.expectPunctuation(']');
    return { kind: 'set', values };
  }

  /** `[+|-] integer | [+|-] float`, kept as written. */
  private parseNumber(): OilNumber {
    let sign = '';
    if (this.isPunctuation(this.peek(), '-') || this.isPunctuation(this.peek(), '+')) {
      sign = this.next().text;
    }
    const token = this.peek();
    if (token.kind === 'integer') {
      this.next();
      const magnitude = BigInt(token.text);
      if (magnitude > UINT64_MAX) {
        this.reporter.error(
          'OIL_NUMBER',
          'numberTooLarge',
          { text: token.text },
          token.file,
          token.line,
          token.col,
        );
      }
      const text = sign === '-' ? `-${token.text}` : token.text;
      return { kind: 'integer', text, value: Number(sign === '-' ? -magnitude : magnitude) };
    }
    if (token.kind === 'float') {
      this.next();
      const text = sign === '-' ? `-${token.text}` : token.text;
      const value = Number(text);
      if (!Number.isFinite(value)) {
        this.reporter.error(
          'OIL_NUMBER',
          'numberTooLarge',
          { text: token.text },
          token.file,
          token.line,
          token.col,
        );
      }
      return { kind: 'float', text, value };
    }
    return this.fail('a number');
  }

  // ------------------------------------------------------------------ application part

  private parseCpu(): void {
    this.next();
    const name = this.expectIdentifier('a CPU name');
    if (!this.application) {
      this.application = { cpuName: name.text, position: positionOf(name), objects: emptyRecord() };
    } else {
      this.application.cpuName = name.text;
      this.application.position = positionOf(name);
    }
    this.expectPunctuation('{');
    this.enter();
    while (!this.isPunctuation(this.peek(), '}') && this.peek().kind !== 'end') {
      this.statement(() => this.parseObject());
    }
    this.leave();
    this.expectPunctuation('}');
    const description = this.parseDescription();
    if (description !== undefined) this.application.description = description;
    this.expectClosingSemicolon();
  }

  private parseObject(): void {
    const typeToken = this.expectIdentifier('an object type (TASK, ALARM, ...)');
    const nameToken = this.expectIdentifier(`a name for the ${typeToken.text}`);
    this.expectPunctuation('{');
    const attributes = this.parseAttributeValueList();
    this.expectPunctuation('}');
    const description = this.parseDescription();
    this.expectPunctuation(';');

    const application = this.application as OilApplication;
    let byName = application.objects[typeToken.text];
    if (!byName) {
      byName = emptyRecord<OilObject>();
      application.objects[typeToken.text] = byName;
    }
    let object = byName[nameToken.text];
    if (!object) {
      object = { type: typeToken.text, name: nameToken.text, attributes: [], definitions: [] };
      byName[nameToken.text] = object;
    }
    const definition = this.definitionCount.get(object) ?? 0;
    this.definitionCount.set(object, definition + 1);
    object.definitions.push(positionOf(nameToken));
    const earlier = object.attributes.slice();
    for (const attribute of attributes) {
      // Restating an attribute with the same value in a later definition adds nothing.
      if (
        definition > 0 &&
        earlier.some((a) => a.name === attribute.name && sameValue(a.value, attribute.value))
      )
        continue;
      this.definitionIndex.set(attribute, definition);
      object.attributes.push(attribute);
    }
    if (description !== undefined) object.description = description;
  }

  private parseAttributeValueList(): OilAttributeValue[] {
    const attributes: OilAttributeValue[] = [];
    this.enter();
    try {
      while (!this.isPunctuation(this.peek(), '}') && this.peek().kind !== 'end') {
        this.statement(() => attributes.push(this.parseAttributeValue()));
      }
    } finally {
      this.leave();
    }
    return attributes;
  }

  private parseSubAttributes(): OilAttributeValue[] {
    if (!this.isPunctuation(this.peek(), '{')) return [];
    this.next();
    const attributes = this.parseAttributeValueList();
    this.expectPunctuation('}');
    return attributes;
  }

  private parseAttributeValue(): OilAttributeValue {
    const nameToken = this.expectIdentifier('an attribute name');
    const following = this.peek();
    let value: OilValue;
    let valueToken: OilToken;
    if (following.kind === 'identifier') {
      // A STRUCT value: `EXPIRY_POINT ep1 { ... };`
      valueToken = this.next();
      this.expectPunctuation('{');
      const attributes = this.parseAttributeValueList();
      this.expectPunctuation('}');
      value = { kind: 'struct', name: valueToken.text, attributes };
    } else {
      this.expectPunctuation('=');
      valueToken = this.peek();
      if (this.isWord(valueToken, 'TRUE') || this.isWord(valueToken, 'FALSE')) {
        this.next();
        value = { kind: 'boolean', value: valueToken.text === 'TRUE', attributes: this.parseSubAttributes() };
      } else if (this.isWord(valueToken, 'AUTO')) {
        this.next();
        value = { kind: 'auto' };
      } else if (valueToken.kind === 'identifier') {
        this.next();
        value = { kind: 'identifier', value: valueToken.text, attributes: this.parseSubAttributes() };
      } else if (valueToken.kind === 'string') {
        this.next();
        value = { kind: 'string', value: valueToken.text };
      } else if (
        valueToken.kind === 'integer' ||
        valueToken.kind === 'float' ||
        this.isPunctuation(valueToken, '-') ||
        this.isPunctuation(valueToken, '+')
      ) {
        value = this.parseNumber();
      } else {
        return this.fail('a value (number, string, TRUE, FALSE, AUTO or a name)');
      }
    }
    const description = this.parseDescription();
    this.expectPunctuation(';');
    const attribute: OilAttributeValue = {
      name: nameToken.text,
      value,
      position: positionOf(nameToken),
      valuePosition: positionOf(valueToken),
    };
    if (description !== undefined) attribute.description = description;
    return attribute;
  }
}

function numberValue(n: OilNumber): number {
  return n.value;
}

function rangeBounds(range: OilRange): { min: number; max: number } {
  if (range.kind === 'interval') return { min: numberValue(range.min), max: numberValue(range.max) };
  const values = range.values.map(numberValue);
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** Whether every value the inner range allows, the outer one allows too. */
export function rangeWithin(inner: OilRange, outer: OilRange): boolean {
  if (outer.kind === 'set') {
    const allowed = new Set(outer.values.map(numberValue));
    if (inner.kind === 'set') return inner.values.every((v) => allowed.has(v.value));
    return inner.min.value === inner.max.value && allowed.has(inner.min.value);
  }
  const { min, max } = rangeBounds(inner);
  return min >= outer.min.value && max <= outer.max.value;
}

export function parseOilTokens(tokens: readonly OilToken[], reporter: OilReporter): ParsedOil {
  return new OilParser(tokens, reporter).parse();
}
