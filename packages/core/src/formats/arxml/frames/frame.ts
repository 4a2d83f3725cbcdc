/**
 * The shared core of the reader's frames. An element that starts a model object (a container value,
 * a frame, a PDU...) opens a *frame*; every element closing inside it is handed to the frame as a
 * leaf, with its text, and the frame fills its object field by field. Frames never look ahead and
 * never keep elements: memory stays proportional to the model.
 *
 * What a frame does is data: an `ObjectKind` says how the object starts and which leaf fills which
 * field (`LeafTable`), and a domain file lists which elements open which kind, under which parent
 * (`opens`, `inPackage`, `under`). One class, `ObjectFrame`, runs every kind.
 */
import type { ArxmlDocument, SourcePosition } from '../model.js';

/** One open element of the element stack. */
export interface OpenElement {
  name: string;
  line: number;
  col: number;
  attributes: Record<string, string>;
  text: string;
  /** The SHORT-NAME path of the nearest identifiable at or above this element. */
  path: string;
  frame: Frame | undefined;
}

/** What frames may ask of the reader. */
export interface ReadContext {
  doc: ArxmlDocument;
  stack: OpenElement[];
  /** The trimmed text of a reference element; remembers it for resolution. */
  reference(leaf: OpenElement): string;
  /** The number a leaf holds (decimal, 0x hex, 0b binary, float), or undefined with a warning. */
  numeric(leaf: OpenElement): number | undefined;
}

/** What the reader sees of a frame. */
export interface Frame {
  readonly element: OpenElement;
  /** The SHORT-NAME of the frame's own element and the path it gives. */
  shortName(name: string, path: string): void;
  /** An element closing inside this frame (and not inside a nested frame), at stack depth `depth`. */
  leaf(leaf: OpenElement, depth: number): void;
  close(): void;
}

export interface FrameOpening {
  ctx: ReadContext;
  element: OpenElement;
  depth: number;
  parentFrame: Frame | undefined;
  parentName: string;
}

// ---------------------------------------------------------------------------------------------
// Leaf fields as data
// ---------------------------------------------------------------------------------------------

/** The fields of T that a value of type V may be stored in. */
type Accepting<T, V> = { [K in keyof T]-?: [V] extends [T[K]] ? K : never }[keyof T] & string;
/** The array fields of T whose items are V. */
type ListOf<T, V> = { [K in keyof T]-?: T[K] extends V[] ? K : never }[keyof T] & string;

/**
 * Where a leaf must stand for a rule to apply, relative to the frame's own element: `direct` (a child
 * of it), `within` (below an element of that name inside the frame), `parent` (its parent element has
 * one of these names). No placement: anywhere inside the frame.
 */
export type Placement = 'direct' | { within: string } | { parent: string | readonly string[] };

/**
 * How one leaf element fills a field of the frame's object. The key names the kind of value:
 * `text` (trimmed), `words` (whitespace collapsed to single spaces), `lines` (appended with a line
 * break), `numeral` (text kept as written once it reads as a number), `number`, `boolean` (`true`),
 * `reference` (a path resolved after the pass; `dest` takes its DEST), `definition` (a DEFINITION-REF:
 * not resolved, `dest` takes its DEST in R4 spelling); the plural forms append to a list. `keep`
 * holds the text on the frame for a later `read`; `read` is code, for the few leaves that are not a
 * plain field.
 */
export type LeafRule<T> = { at?: Placement } & (
  | {
      text: Accepting<T, string>;
      /** Only while the field is still undefined: the first such leaf wins. */
      once?: boolean;
      /** Attributes of the leaf stored beside the text, e.g. `{ 'INTERVAL-TYPE': 'minIntervalType' }`. */
      attributes?: Readonly<Record<string, Accepting<T, string | undefined>>>;
    }
  | { texts: ListOf<T, string> }
  | { words: Accepting<T, string> }
  | { lines: Accepting<T, string>; skipEmpty?: boolean }
  | { numeral: Accepting<T, string>; once?: boolean }
  | { number: Accepting<T, number | undefined>; once?: boolean }
  | { numbers: ListOf<T, number> }
  | { boolean: Accepting<T, boolean> }
  | { reference: Accepting<T, string>; dest?: Accepting<T, string> }
  | { references: ListOf<T, string> }
  | { definition: Accepting<T, string>; dest: Accepting<T, string> }
  | { keep: string }
  | { read: (object: T, leaf: OpenElement, place: LeafPlace) => void }
);

/** What a `read` rule may ask about where its leaf stands and of the reader. */
export interface LeafPlace {
  /** Whether an element of this name lies between the frame's element and the leaf. */
  within(name: string): boolean;
  /** The text a `keep` rule held (or ''), forgotten once taken. */
  take(name: string): string;
  /** See `ReadContext.reference`. */
  reference(leaf: OpenElement): string;
}

/** Leaf element name → the rule (or rules, tried in order until one's placement fits). */
export type LeafTable<T> = Readonly<Record<string, LeafRule<T> | readonly LeafRule<T>[]>>;

/** A rule for leaves whose names follow a pattern (`L-1`, `L-2`... or `*-CONFIGURATION-CLASS`). */
export type LeafPattern<T> = { prefix?: string; suffix?: string; includes?: string } & LeafRule<T>;

/** The DEST of AUTOSAR 3 definitions spelled as in R4, so that both read into one model. */
export function r4DefinitionDest(dest: string): string {
  if (dest === '' || dest.startsWith('ECUC-')) return dest;
  return R3_DEFINITION_DESTS[dest] ?? `ECUC-${dest}`;
}

const R3_DEFINITION_DESTS: Readonly<Record<string, string>> = {
  'MODULE-DEF': 'ECUC-MODULE-DEF',
  'REFERENCE-PARAM-DEF': 'ECUC-REFERENCE-DEF',
  'CHOICE-REFERENCE-PARAM-DEF': 'ECUC-CHOICE-REFERENCE-DEF',
  'FOREIGN-REFERENCE-PARAM-DEF': 'ECUC-FOREIGN-REFERENCE-DEF',
  'INSTANCE-REFERENCE-PARAM-DEF': 'ECUC-INSTANCE-REFERENCE-DEF',
  'SYMBOLIC-NAME-REFERENCE-PARAM-DEF': 'ECUC-SYMBOLIC-NAME-REFERENCE-DEF',
};

/** The keys of `LeafRule` that name an operation, in the order `compile` looks for them. */
const OPERATIONS = [
  'text',
  'texts',
  'words',
  'lines',
  'numeral',
  'number',
  'numbers',
  'boolean',
  'reference',
  'references',
  'definition',
  'keep',
] as const;
type Operation = (typeof OPERATIONS)[number] | 'read';

/** A rule in the form the frame runs: one operation, one field, a placement. */
interface CompiledRule<T> {
  op: Operation;
  field: string;
  dest: string | undefined;
  once: boolean;
  skipEmpty: boolean;
  attributes: readonly (readonly [string, string])[] | undefined;
  read: ((object: T, leaf: OpenElement, place: LeafPlace) => void) | undefined;
  direct: boolean;
  within: string | undefined;
  parents: readonly string[] | undefined;
  prefix: string | undefined;
  suffix: string | undefined;
  includes: string | undefined;
}

function compile<T>(rule: LeafPattern<T>): CompiledRule<T> {
  const at = rule.at;
  const op = OPERATIONS.find((key) => key in rule) ?? 'read';
  const fields = rule as Partial<Record<string, unknown>>;
  const attributes = fields['attributes'] as Readonly<Record<string, string>> | undefined;
  return {
    op,
    field: op === 'read' ? '' : String(fields[op]),
    dest: fields['dest'] as string | undefined,
    once: fields['once'] === true,
    skipEmpty: fields['skipEmpty'] === true,
    attributes: attributes === undefined ? undefined : Object.entries(attributes),
    read: 'read' in rule ? rule.read : undefined,
    direct: at === 'direct',
    within: typeof at === 'object' && 'within' in at ? at.within : undefined,
    parents: typeof at === 'object' && 'parent' in at ? [at.parent].flat() : undefined,
    prefix: rule.prefix,
    suffix: rule.suffix,
    includes: rule.includes,
  };
}

// ---------------------------------------------------------------------------------------------
// Object kinds and the frame that runs them
// ---------------------------------------------------------------------------------------------

/** How a model object of type T is read; V is what its opening element tells (a bus, a kind...). */
export interface ObjectKindSpec<T extends SourcePosition, V> {
  /**
   * The object as it starts, from its opening element and that element's variant, `line` and `col`
   * (the opening element's) last as in the model's types.
   */
  create(opening: FrameOpening, variant: V): T;
  /** Whether its SHORT-NAME fills `shortName` only, or `shortName` and `path`. */
  identity?: 'shortName' | 'path';
  leaves?: LeafTable<T>;
  patterns?: readonly LeafPattern<T>[];
  /** Runs when the object's element closes, e.g. to derive a field from others. */
  close?(object: T, ctx: ReadContext): void;
}

export interface ObjectKind<T extends SourcePosition, V> {
  readonly create: (opening: FrameOpening, variant: V) => T;
  readonly identity: 'shortName' | 'path' | undefined;
  readonly leaves: ReadonlyMap<string, readonly CompiledRule<T>[]>;
  readonly patterns: readonly CompiledRule<T>[];
  readonly close: ((object: T, ctx: ReadContext) => void) | undefined;
}

/** Declares how one kind of model object is read. */
export function objectKind<T extends SourcePosition, V = string>(
  spec: ObjectKindSpec<T, V>,
): ObjectKind<T, V> {
  const leaves = new Map<string, CompiledRule<T>[]>();
  for (const [name, rules] of Object.entries<LeafRule<T> | readonly LeafRule<T>[]>(spec.leaves ?? {})) {
    leaves.set(
      name,
      (Array.isArray(rules) ? rules : [rules]).map((rule: LeafRule<T>) => compile(rule)),
    );
  }
  return {
    create: spec.create,
    identity: spec.identity,
    leaves,
    patterns: (spec.patterns ?? []).map((rule) => compile(rule)),
    close: spec.close,
  };
}

export class ObjectFrame<T extends SourcePosition> implements Frame {
  private kept: Map<string, string> | undefined;

  constructor(
    readonly kind: ObjectKind<T, never>,
    readonly object: T,
    private readonly ctx: ReadContext,
    readonly element: OpenElement,
    readonly depth: number,
  ) {}

  shortName(name: string, path: string): void {
    const identity = this.kind.identity;
    if (identity === undefined) return;
    const object = this.object as Record<string, unknown>;
    object['shortName'] = name;
    if (identity === 'path') object['path'] = path;
  }

  leaf(leaf: OpenElement, depth: number): void {
    const name = leaf.name;
    const rules = this.kind.leaves.get(name);
    if (rules !== undefined) {
      for (let i = 0; i < rules.length; i++) {
        const rule = rules[i] as CompiledRule<T>;
        if (this.placed(rule, depth)) {
          this.apply(rule, leaf, depth);
          return;
        }
      }
    }
    const patterns = this.kind.patterns;
    for (let i = 0; i < patterns.length; i++) {
      const rule = patterns[i] as CompiledRule<T>;
      if (rule.prefix !== undefined && !name.startsWith(rule.prefix)) continue;
      if (rule.suffix !== undefined && !name.endsWith(rule.suffix)) continue;
      if (rule.includes !== undefined && !name.includes(rule.includes)) continue;
      if (this.placed(rule, depth)) {
        this.apply(rule, leaf, depth);
        return;
      }
    }
  }

  close(): void {
    this.kind.close?.(this.object, this.ctx);
  }

  private take(name: string): string {
    const value = this.kept?.get(name) ?? '';
    this.kept?.delete(name);
    return value;
  }

  private parentName(depth: number): string {
    return this.ctx.stack[depth - 1]?.name ?? '';
  }

  private within(name: string, depth: number): boolean {
    for (let i = depth - 1; i > this.depth; i--) if (this.ctx.stack[i]?.name === name) return true;
    return false;
  }

  private placed(rule: CompiledRule<T>, depth: number): boolean {
    if (rule.direct) return depth === this.depth + 1;
    if (rule.within !== undefined) return this.within(rule.within, depth);
    if (rule.parents !== undefined) return rule.parents.includes(this.parentName(depth));
    return true;
  }

  private apply(rule: CompiledRule<T>, leaf: OpenElement, depth: number): void {
    const object = this.object as Record<string, unknown>;
    const field = rule.field;
    switch (rule.op) {
      case 'text':
        if (rule.once && object[field] !== undefined) return;
        object[field] = leaf.text.trim();
        if (rule.attributes !== undefined) {
          for (const [attribute, into] of rule.attributes) object[into] = leaf.attributes[attribute];
        }
        return;
      case 'texts':
        (object[field] as string[]).push(leaf.text.trim());
        return;
      case 'words':
        object[field] = leaf.text.trim().replace(/\s+/g, ' ');
        return;
      case 'lines': {
        const line = leaf.text.trim();
        if (rule.skipEmpty && line === '') return;
        const before = object[field] as string | undefined;
        object[field] =
          before === undefined || (rule.skipEmpty && before === '') ? line : `${before}\n${line}`;
        return;
      }
      case 'numeral':
        if (rule.once && object[field] !== undefined) return;
        if (this.ctx.numeric(leaf) !== undefined) object[field] = leaf.text.trim();
        return;
      case 'number':
        if (rule.once && object[field] !== undefined) return;
        object[field] = this.ctx.numeric(leaf);
        return;
      case 'numbers': {
        const value = this.ctx.numeric(leaf);
        if (value !== undefined) (object[field] as number[]).push(value);
        return;
      }
      case 'boolean':
        object[field] = leaf.text.trim() === 'true';
        return;
      case 'reference':
        object[field] = this.ctx.reference(leaf);
        if (rule.dest !== undefined) object[rule.dest] = leaf.attributes['DEST'] ?? '';
        return;
      case 'references':
        (object[field] as string[]).push(this.ctx.reference(leaf));
        return;
      case 'definition':
        object[field] = leaf.text.trim();
        if (rule.dest !== undefined) object[rule.dest] = r4DefinitionDest(leaf.attributes['DEST'] ?? '');
        return;
      case 'keep':
        (this.kept ??= new Map()).set(field, leaf.text.trim());
        return;
      case 'read':
        rule.read?.(this.object, leaf, {
          within: (name) => this.within(name, depth),
          take: (name) => this.take(name),
          reference: (element) => this.ctx.reference(element),
        });
        return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Which element opens which kind, under which parent
// ---------------------------------------------------------------------------------------------

/** Where an object may stand and which list of the model it joins there. */
export interface Placing<T> {
  /** The list the object joins, or undefined when the opening is not a place for it. */
  listFor(opening: FrameOpening): T[] | undefined;
}

/** A package element: straight in ELEMENTS (leniently also straight in an AR-PACKAGE). */
export function inPackage<T>(list: (doc: ArxmlDocument) => T[]): Placing<T> {
  return {
    listFor: (o) =>
      o.parentName === 'ELEMENTS' || o.parentName === 'AR-PACKAGE' ? list(o.ctx.doc) : undefined,
  };
}

/** Inside the frame of an object of `kind` (at any depth below it, up to the next frame). */
export function under<P extends SourcePosition, T>(
  kind: ObjectKind<P, never>,
  list: (parent: P, opening: FrameOpening) => T[],
): Placing<T> {
  return {
    listFor: (o) => {
      const parent = o.parentFrame;
      return parent instanceof ObjectFrame && parent.kind === kind ? list(parent.object as P, o) : undefined;
    },
  };
}

/** One line of a domain: these elements open an object of this kind where one of the placings fits. */
export interface Opening {
  readonly elements: ReadonlyMap<string, unknown>;
  open(opening: FrameOpening, variant: unknown): Frame | undefined;
}

/**
 * These elements open an object of `kind` where one of the placings fits. `elements` lists the
 * element names (`create` receives the name as its variant) or maps each name to its variant.
 */
export function opens<T extends SourcePosition>(
  kind: ObjectKind<T, string>,
  elements: readonly string[],
  ...placings: Placing<T>[]
): Opening;
export function opens<T extends SourcePosition, V>(
  kind: ObjectKind<T, V>,
  elements: Readonly<Record<string, V>>,
  ...placings: Placing<T>[]
): Opening;
export function opens<T extends SourcePosition, V>(
  kind: ObjectKind<T, V>,
  elements: readonly string[] | Readonly<Record<string, V>>,
  ...placings: Placing<T>[]
): Opening {
  const variants = new Map<string, unknown>(
    isNameList(elements) ? elements.map((name) => [name, name]) : Object.entries(elements),
  );
  return {
    elements: variants,
    open(o, variant) {
      for (let i = 0; i < placings.length; i++) {
        const list = (placings[i] as Placing<T>).listFor(o);
        if (list === undefined) continue;
        const object = kind.create(o, variant as V);
        list.push(object);
        return new ObjectFrame<T>(kind, object, o.ctx, o.element, o.depth);
      }
      return undefined;
    },
  };
}

function isNameList<V>(
  elements: readonly string[] | Readonly<Record<string, V>>,
): elements is readonly string[] {
  return Array.isArray(elements);
}

/** The model objects of one AUTOSAR template, e.g. ECUC values or the system description. */
export interface ArxmlDomain {
  /** What it reads, for the notes. */
  readonly name: string;
  readonly openings: readonly Opening[];
}
