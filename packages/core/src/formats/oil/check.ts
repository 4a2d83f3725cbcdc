/**
 * Checks of the application against the implementation part in hand: value kinds, ranges, ENUM
 * values, AUTO, references (target exists and has the right object type), single-valued
 * attributes given twice, and split object definitions that contradict each other. An object type
 * or attribute the implementation part does not declare is only a warning: a target's own
 * implementation file may be absent.
 *
 * The file's implementation part refines the standard one (`standard.ts`), as goil reads a file's
 * part merged with its target's: undeclared attributes come from the standard, an object type is
 * multiple when either says so, and an ENUM value the file's declaration leaves out but the standard
 * declaration of the same attribute lists is a warning (OIL_ENUM_VALUE_STANDARD), not an error.
 */
import { describeRange, describeType, describeValue, describeValueKind, positionText } from './describe.js';
import { sameValue } from './equality.js';
import {
  emptyRecord,
  type OilApplication,
  type OilAttributeDefinition,
  type OilAttributeValue,
  type OilFile,
  type OilNumberType,
  type OilRange,
  type OilValue,
} from './model.js';
import type { OilReporter } from './reporter.js';
import type { Severity } from '../diagnostic.js';
import { OIL_STANDARD_FILE, oilStandardImplementation } from './standard.js';

const INTEGER_BOUNDS: Record<Exclude<OilNumberType, 'FLOAT'>, { min: bigint; max: bigint }> = {
  UINT32: { min: 0n, max: (1n << 32n) - 1n },
  INT32: { min: -(1n << 31n), max: (1n << 31n) - 1n },
  UINT64: { min: 0n, max: (1n << 64n) - 1n },
  INT64: { min: -(1n << 63n), max: (1n << 63n) - 1n },
};

/** The exact value of an integer spelling (`-0x10` → -16n). */
export function integerOf(text: string): bigint {
  return text.startsWith('-') ? -BigInt(text.slice(1)) : BigInt(text.startsWith('+') ? text.slice(1) : text);
}

const NO_DEFINITIONS: Record<string, OilAttributeDefinition> = emptyRecord();

export function checkOil(
  file: OilFile,
  definitionIndex: WeakMap<OilAttributeValue, number>,
  reporter: OilReporter,
): void {
  const application = file.application;
  if (!application) return;
  const checker = new OilChecker(file, application, definitionIndex, reporter);
  checker.run();
}

class OilChecker {
  private readonly undeclaredSaid = new Set<string>();
  constructor(
    private readonly file: OilFile,
    private readonly application: OilApplication,
    private readonly definitionIndex: WeakMap<OilAttributeValue, number>,
    private readonly reporter: OilReporter,
  ) {}

  run(): void {
    for (const type of Object.keys(this.application.objects)) {
      const objects = Object.values(this.application.objects[type] ?? {});
      const firstObject = objects[0];
      if (!firstObject) continue;
      const declared = this.file.implementation.objectTypes[type];
      const standard = oilStandardImplementation().objectTypes[type];
      const typeDefinition = declared ?? standard;
      if (!typeDefinition) {
        this.reporter.at(
          'warning',
          'OIL_UNDECLARED_OBJECT_TYPE',
          'undeclaredObjectType',
          { type },
          firstObject.definitions[0] ?? this.application.position,
        );
        continue;
      }
      const secondObject = objects[1];
      const multiple = typeDefinition.multiple || (standard?.multiple ?? false);
      if (!multiple && secondObject) {
        this.reporter.at(
          'warning',
          'OIL_SINGLE_OBJECT',
          'singleObject',
          { type, names: objects.map((o) => o.name).join(', ') },
          secondObject.definitions[0] ?? this.application.position,
        );
      }
      const definitions =
        declared && standard ? { ...standard.attributes, ...declared.attributes } : typeDefinition.attributes;
      for (const object of objects) {
        this.checkAttributes(
          object.attributes,
          definitions,
          `${type} ${object.name}`,
          `${type} ${object.name}`,
          type,
          standard?.attributes ?? NO_DEFINITIONS,
        );
      }
    }
  }

  /**
   * `standard` holds the standard implementation's definitions at the same place (same object type,
   * same enclosing attribute and value), for the ENUM values the file's own declarations leave out.
   */
  private checkAttributes(
    attributes: readonly OilAttributeValue[],
    definitions: Record<string, OilAttributeDefinition>,
    context: string,
    objectLabel: string,
    scope: string,
    standard: Record<string, OilAttributeDefinition>,
  ): void {
    const firstByName = new Map<string, OilAttributeValue>();
    for (const attribute of attributes) {
      const definition = definitions[attribute.name];
      if (!definition) {
        // Said once per place and name: 250 tasks without a declared STACKSIZE make one finding.
        const key = `${scope}/${attribute.name}`;
        if (this.undeclaredSaid.has(key)) continue;
        this.undeclaredSaid.add(key);
        this.reporter.at(
          'warning',
          'OIL_UNDECLARED_ATTRIBUTE',
          'undeclaredAttribute',
          { name: attribute.name, context },
          attribute.position,
        );
        continue;
      }
      if (!definition.multiple) {
        const first = firstByName.get(attribute.name);
        if (first) this.reportDuplicate(first, attribute, objectLabel, this.severity(definition));
        else firstByName.set(attribute.name, attribute);
      }
      this.checkValue(attribute, definition, objectLabel, scope, standard[attribute.name]);
    }
  }

  private reportDuplicate(
    first: OilAttributeValue,
    again: OilAttributeValue,
    objectLabel: string,
    severity: Severity,
  ): void {
    const firstDefinition = this.definitionIndex.get(first);
    const againDefinition = this.definitionIndex.get(again);
    if (
      firstDefinition !== undefined &&
      againDefinition !== undefined &&
      firstDefinition !== againDefinition
    ) {
      if (sameValue(first.value, again.value)) return;
      this.reporter.at(
        severity,
        'OIL_CONFLICTING_DEFINITION',
        'conflictingDefinition',
        {
          object: objectLabel,
          name: again.name,
          value: describeValue(again.value),
          previous: describeValue(first.value),
          at: positionText(first.position),
        },
        again.position,
      );
      return;
    }
    this.reporter.at(
      severity,
      'OIL_DUPLICATE_ATTRIBUTE',
      'duplicateAttribute',
      { name: again.name, at: positionText(first.position) },
      again.position,
    );
  }

  /** Disagreeing with the standard definitions is a warning; with the file's own, an error. */
  private severity(definition: OilAttributeDefinition): Severity {
    return definition.position.file === OIL_STANDARD_FILE ? 'warning' : 'error';
  }

  private wrongKind(attribute: OilAttributeValue, definition: OilAttributeDefinition): void {
    this.reporter.at(
      this.severity(definition),
      'OIL_TYPE_MISMATCH',
      'wrongValueKind',
      { name: attribute.name, expected: describeType(definition), got: describeValueKind(attribute.value) },
      attribute.valuePosition,
    );
  }

  /** Sub-attributes of a value whose choice declares none: each is undeclared. */
  private undeclaredSubAttributes(
    value: OilValue,
    context: string,
    objectLabel: string,
    scope: string,
  ): void {
    if ((value.kind === 'identifier' || value.kind === 'boolean') && value.attributes.length > 0) {
      this.checkAttributes(value.attributes, NO_DEFINITIONS, context, objectLabel, scope, NO_DEFINITIONS);
    }
  }

  private checkValue(
    attribute: OilAttributeValue,
    definition: OilAttributeDefinition,
    objectLabel: string,
    parentScope: string,
    standard: OilAttributeDefinition | undefined,
  ): void {
    const value = attribute.value;
    const context = `${attribute.name} = ${describeValue(value)} in ${objectLabel}`;
    const scope =
      value.kind === 'struct'
        ? `${parentScope}/${attribute.name}`
        : `${parentScope}/${attribute.name}=${describeValue(value)}`;
    if (value.kind === 'auto') {
      if (!definition.withAuto) {
        this.reporter.at(
          this.severity(definition),
          'OIL_AUTO_NOT_ALLOWED',
          'autoNotAllowed',
          { name: attribute.name },
          attribute.valuePosition,
        );
      }
      return;
    }
    switch (definition.type) {
      case 'UINT32':
      case 'INT32':
      case 'UINT64':
      case 'INT64': {
        if (value.kind !== 'integer') return this.wrongKind(attribute, definition);
        const exact = integerOf(value.text);
        const bounds = INTEGER_BOUNDS[definition.type];
        if (exact < bounds.min || exact > bounds.max) {
          this.outOfRange(attribute, definition, definition.type);
          return;
        }
        if (definition.range && !inRange(exact, value.value, definition.range)) {
          this.outOfRange(attribute, definition, describeRange(definition.range));
        }
        return;
      }
      case 'FLOAT': {
        if (value.kind !== 'float' && value.kind !== 'integer') return this.wrongKind(attribute, definition);
        if (definition.range && !inRange(undefined, value.value, definition.range)) {
          this.outOfRange(attribute, definition, describeRange(definition.range));
        }
        return;
      }
      case 'STRING':
        if (value.kind !== 'string') this.wrongKind(attribute, definition);
        return;
      case 'BOOLEAN': {
        if (value.kind !== 'boolean') return this.wrongKind(attribute, definition);
        const block = value.value ? definition.trueAttributes : definition.falseAttributes;
        if (value.attributes.length === 0) return;
        if (!block) return this.undeclaredSubAttributes(value, context, objectLabel, scope);
        const standardBlock =
          standard?.type === 'BOOLEAN'
            ? value.value
              ? standard.trueAttributes
              : standard.falseAttributes
            : undefined;
        if (Object.keys(block).length === 0) {
          this.reporter.at(
            this.severity(definition),
            'OIL_NO_SUB_ATTRIBUTES',
            'noSubAttributes',
            { name: attribute.name, value: describeValue(value) },
            attribute.valuePosition,
          );
          return;
        }
        this.checkAttributes(
          value.attributes,
          block,
          context,
          objectLabel,
          scope,
          standardBlock ?? NO_DEFINITIONS,
        );
        return;
      }
      case 'ENUM': {
        if (value.kind !== 'identifier') return this.wrongKind(attribute, definition);
        const enumerators = definition.enumerators ?? [];
        const enumerator = enumerators.find((e) => e.name === value.value);
        const standardEnumerator =
          standard?.type === 'ENUM' ? standard.enumerators?.find((e) => e.name === value.value) : undefined;
        if (!enumerator && standardEnumerator && this.severity(definition) === 'error') {
          // The file's part narrows the standard's list; goil reads it merged with its target's
          // implementation, where the standard value stands, so the value is taken as the standard's.
          this.reporter.at(
            'warning',
            'OIL_ENUM_VALUE_STANDARD',
            'enumValueStandard',
            { name: attribute.name, value: value.value, values: enumerators.map((e) => e.name).join(', ') },
            attribute.valuePosition,
          );
          if (value.attributes.length > 0)
            this.checkAttributes(
              value.attributes,
              standardEnumerator.attributes,
              context,
              objectLabel,
              scope,
              standardEnumerator.attributes,
            );
          return;
        }
        if (!enumerator) {
          this.reporter.at(
            this.severity(definition),
            'OIL_ENUM_VALUE',
            'enumValueUnknown',
            { name: attribute.name, value: value.value, values: enumerators.map((e) => e.name).join(', ') },
            attribute.valuePosition,
          );
          return;
        }
        if (value.attributes.length > 0)
          this.checkAttributes(
            value.attributes,
            enumerator.attributes,
            context,
            objectLabel,
            scope,
            standardEnumerator?.attributes ?? NO_DEFINITIONS,
          );
        return;
      }
      case 'IDENTIFIER':
        if (value.kind !== 'identifier') return this.wrongKind(attribute, definition);
        this.undeclaredSubAttributes(value, context, objectLabel, scope);
        return;
      case 'REFERENCE': {
        if (value.kind !== 'identifier') return this.wrongKind(attribute, definition);
        this.checkReference(attribute, value.value, definition.referenceTo ?? '', this.severity(definition));
        this.undeclaredSubAttributes(value, context, objectLabel, scope);
        return;
      }
      case 'STRUCT':
        if (value.kind !== 'struct') return this.wrongKind(attribute, definition);
        this.checkAttributes(
          value.attributes,
          definition.structAttributes ?? NO_DEFINITIONS,
          context,
          objectLabel,
          scope,
          (standard?.type === 'STRUCT' ? standard.structAttributes : undefined) ?? NO_DEFINITIONS,
        );
        return;
    }
  }

  private outOfRange(attribute: OilAttributeValue, definition: OilAttributeDefinition, range: string): void {
    this.reporter.at(
      this.severity(definition),
      'OIL_OUT_OF_RANGE',
      'outOfRange',
      { name: attribute.name, value: describeValue(attribute.value), range },
      attribute.valuePosition,
    );
  }

  private checkReference(
    attribute: OilAttributeValue,
    target: string,
    type: string,
    severity: Severity,
  ): void {
    if (this.application.objects[type]?.[target]) return;
    const found = Object.keys(this.application.objects).find(
      (other) => this.application.objects[other]?.[target],
    );
    if (found) {
      this.reporter.at(
        severity,
        'OIL_WRONG_REFERENCE_TYPE',
        'wrongReferenceType',
        { name: attribute.name, value: target, found, type },
        attribute.valuePosition,
      );
      return;
    }
    this.reporter.at(
      severity,
      'OIL_UNKNOWN_REFERENCE',
      'unknownReference',
      { name: attribute.name, value: target, type },
      attribute.valuePosition,
    );
  }
}

function inRange(exact: bigint | undefined, approximate: number, range: OilRange): boolean {
  const compare = (bound: { kind: string; text: string; value: number }): number => {
    if (exact !== undefined && bound.kind === 'integer') {
      const b = integerOf(bound.text);
      return exact < b ? -1 : exact > b ? 1 : 0;
    }
    return approximate < bound.value ? -1 : approximate > bound.value ? 1 : 0;
  };
  if (range.kind === 'interval') return compare(range.min) >= 0 && compare(range.max) <= 0;
  return range.values.some((v) => compare(v) === 0);
}
