/**
 * The streaming ARXML reader: one SAX pass (saxes), never a DOM of the file. Entities are never
 * expanded (saxes knows only the five XML entities; a DOCTYPE is reported and ignored), so
 * billion-laughs and external entities cannot grow or leak anything.
 */
import { SaxesParser } from 'saxes';
import type { SaxesTagPlain } from 'saxes';
import { decodeText } from '../text.js';
import { diagnostic, hasErrors } from '../diagnostic.js';
import type { Diagnostic, ReadResult, Severity } from '../diagnostic.js';
import { openFrame } from './frames/index.js';
import type { Frame, OpenElement, ReadContext } from './frames/index.js';
import { arxmlMessage } from './messages.js';
import type { ArxmlMessageCode } from './messages.js';
import type { ArxmlDocument, ArxmlSchema } from './model.js';

export interface ArxmlReaderOptions {
  /** The name diagnostics print. */
  file?: string;
  /** How many unresolved references are listed one by one before a single summary line. */
  maxListedUnresolved?: number;
}

/** A reader fed piece by piece, e.g. from a file stream: memory holds the model, not the file. */
export interface ArxmlReader {
  write(chunk: string | Uint8Array): void;
  close(): ReadResult<ArxmlDocument>;
}

const R4_NAMESPACE = 'http://autosar.org/schema/r4.0';
const R3_NAMESPACE = /^http:\/\/autosar\.org\/3\.\d+\.\d+(\.[A-Za-z0-9_.-]+)?$/;
const OTHER_VERSION_NAMESPACE = /^http:\/\/autosar\.org\/(?:schema\/r)?(\d[\w.-]*)$/;
/** Text made of words only: where a number belongs, a name such as `FiftyFive`. */
const PLAIN_WORDS = /^[A-Za-z_][\w ]*$/;
/** The words a numerical value may still be: booleans, and the special values of AUTOSAR's Numerical. */
const NUMBER_WORDS = /^(?:true|false|inf|infinity|nan)$/i;
/** AUTOSAR nests some 40 levels deep at most; anything far deeper is hostile or broken. */
const MAX_DEPTH = 1000;

export function emptyArxmlDocument(file: string, schema?: ArxmlSchema): ArxmlDocument {
  return {
    file,
    schema: schema ?? { release: 'r4', namespace: R4_NAMESPACE, xsd: undefined },
    packages: [],
    ecucValues: [],
    ecucDefinitions: [],
    clusters: [],
    frames: [],
    pdus: [],
    signals: [],
    systemSignals: [],
    signalGroups: [],
    ecuInstances: [],
    compuMethods: [],
  };
}

class StreamingArxmlReader implements ArxmlReader, ReadContext {
  readonly doc: ArxmlDocument;
  readonly stack: OpenElement[] = [];
  private readonly diagnostics: Diagnostic[] = [];
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });
  private readonly file: string;
  private readonly maxListedUnresolved: number;
  private readonly frames: Frame[] = [];
  private readonly knownPaths = new Set<string>();
  private readonly refPaths: string[] = [];
  private readonly refLines: number[] = [];
  private readonly refCols: number[] = [];
  private readonly unread = new Map<string, { count: number; line: number; col: number }>();
  private readonly repeated = new Map<string, { count: number; path: string; line: number; col: number }>();
  private numericalErrors = 0;
  private tagLine = 1;
  private tagCol = 1;
  private sawRoot = false;
  private failed = false;
  private closed = false;
  private firstText = true;
  private decoder: InstanceType<typeof TextDecoder> | undefined;
  private head: Uint8Array = new Uint8Array(0);

  constructor(options: ArxmlReaderOptions) {
    this.file = options.file ?? 'input.arxml';
    this.maxListedUnresolved = options.maxListedUnresolved ?? 200;
    this.doc = emptyArxmlDocument(this.file);
    const p = this.parser;
    p.on('opentagstart', (tag) => {
      this.tagLine = p.line;
      this.tagCol = Math.max(1, p.column - tag.name.length - 1);
    });
    // The first fatal error ends the reading: the rest of the input is not scanned (a large file of garbage
    // answers at once instead of after a pass over every byte).
    p.on('opentag', (tag) => {
      this.open(tag);
      this.stopIfFailed();
    });
    p.on('closetag', () => {
      this.closeElement();
      this.stopIfFailed();
    });
    p.on('text', (t) => {
      this.text(t);
      this.stopIfFailed();
    });
    p.on('cdata', (t) => {
      this.text(t);
      this.stopIfFailed();
    });
    p.on('doctype', () => this.report('warning', 'ARXML_DOCTYPE', p.line, Math.max(1, p.column)));
    p.on('error', (err) => {
      this.xmlError(err);
      throw STOP_READING;
    });
  }

  // ------------------------------------------------------------------ input

  write(chunk: string | Uint8Array): void {
    if (this.closed || this.failed) return;
    if (typeof chunk === 'string') {
      this.writeText(chunk);
      return;
    }
    if (this.decoder === undefined) {
      const joined = new Uint8Array(this.head.length + chunk.length);
      joined.set(this.head);
      joined.set(chunk, this.head.length);
      if (joined.length < 4) {
        this.head = joined;
        return;
      }
      this.head = new Uint8Array(0);
      this.decoder = new TextDecoder(bomEncoding(joined));
      this.writeText(this.decoder.decode(joined, { stream: true }));
      return;
    }
    this.writeText(this.decoder.decode(chunk, { stream: true }));
  }

  private writeText(text: string): void {
    if (this.failed || text === '') return;
    let t = text;
    if (this.firstText) {
      this.firstText = false;
      if (t.charCodeAt(0) === 0xfeff) t = t.slice(1);
    }
    try {
      this.parser.write(t);
    } catch (err) {
      if (err !== STOP_READING) this.xmlError(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** Leaves the parser's current write once a fatal error has been reported. */
  private stopIfFailed(): void {
    if (this.failed) throw STOP_READING;
  }

  close(): ReadResult<ArxmlDocument> {
    if (!this.closed) {
      if (this.decoder === undefined && this.head.length > 0) {
        this.writeText(new TextDecoder(bomEncoding(this.head)).decode(this.head));
      } else if (this.decoder !== undefined) {
        this.writeText(this.decoder.decode());
      }
      if (!this.failed && !this.sawRoot) this.fail('ARXML_EMPTY', {}, this.parser.line, 1);
      if (!this.failed) {
        try {
          this.parser.close();
        } catch (err) {
          if (err !== STOP_READING) this.xmlError(err instanceof Error ? err : new Error(String(err)));
        }
      }
      this.closed = true;
      if (!this.failed) {
        this.reportRepeated();
        this.resolveReferences();
        this.reportUnread();
      }
    }
    const diagnostics = this.diagnostics;
    return { model: hasErrors(diagnostics) ? undefined : this.doc, diagnostics };
  }

  // ------------------------------------------------------------------ SAX events

  private open(tag: SaxesTagPlain): void {
    if (this.failed) return;
    const depth = this.stack.length;
    const line = this.tagLine;
    const col = this.tagCol;
    if (depth === 0) {
      this.sawRoot = true;
      if (!this.checkRoot(tag, line, col)) return;
    } else if (depth >= MAX_DEPTH) {
      this.fail('ARXML_DEPTH', { limit: MAX_DEPTH }, line, col);
      return;
    }
    const parent = this.stack[depth - 1];
    const element: OpenElement = {
      name: tag.name,
      line,
      col,
      attributes: tag.attributes,
      text: '',
      path: parent === undefined ? '' : parent.path,
      frame: undefined,
    };
    this.stack.push(element);
    const parentName = parent?.name ?? '';
    const frame = openFrame({
      ctx: this,
      element,
      depth,
      parentFrame: this.frames[this.frames.length - 1],
      parentName,
    });
    if (frame !== undefined) {
      element.frame = frame;
      this.frames.push(frame);
    } else if (parentName === 'ELEMENTS') {
      const seen = this.unread.get(tag.name);
      if (seen === undefined) this.unread.set(tag.name, { count: 1, line, col });
      else seen.count++;
    }
  }

  private text(t: string): void {
    const top = this.stack[this.stack.length - 1];
    if (top !== undefined && !this.failed) top.text += t;
  }

  private closeElement(): void {
    if (this.failed) return;
    const depth = this.stack.length - 1;
    const element = this.stack[depth];
    if (element === undefined) return;
    if (element.name === 'VALUE' && this.stack[depth - 1]?.name === 'NUMERICAL-VALUE-SPECIFICATION') {
      this.checkNumericalValue(element);
    }
    if (element.name === 'SHORT-NAME') this.shortName(element, depth);
    else this.deliver(element, depth);
    if (element.frame !== undefined) {
      element.frame.close();
      this.frames.pop();
    }
    this.stack.pop();
  }

  private shortName(element: OpenElement, depth: number): void {
    const owner = this.stack[depth - 1];
    if (owner === undefined) return;
    const name = element.text.trim();
    owner.path = `${owner.path}/${name}`;
    const known = this.knownPaths.size;
    if (this.knownPaths.add(owner.path).size === known) this.repeatedPath(owner);
    if (owner.name === 'AR-PACKAGE') this.doc.packages.push(owner.path);
    if (owner.frame !== undefined) owner.frame.shortName(name, owner.path);
    else this.deliver(element, depth);
  }

  /**
   * An identifiable whose SHORT-NAME path is taken already (an AR-PACKAGE may be written in several
   * parts). Tools do write the same signal twice, so it is a warning, once per element name: references
   * to such a path cannot tell the two apart.
   */
  private repeatedPath(owner: OpenElement): void {
    if (owner.name === 'AR-PACKAGE') return;
    const seen = this.repeated.get(owner.name);
    if (seen === undefined) {
      this.repeated.set(owner.name, { count: 1, path: owner.path, line: owner.line, col: owner.col });
    } else seen.count++;
  }

  /**
   * The VALUE of a NUMERICAL-VALUE-SPECIFICATION is a number or a formula over system constants;
   * a plain word there (`FiftyFive`) is an error. true/false, INF and NaN pass.
   */
  private checkNumericalValue(value: OpenElement): void {
    const text = value.text.trim();
    if (!PLAIN_WORDS.test(text) || NUMBER_WORDS.test(text)) return;
    this.numericalErrors++;
    if (this.numericalErrors <= this.maxListedUnresolved) {
      this.report('error', 'ARXML_NOT_NUMERICAL', value.line, value.col, { text: text.slice(0, 60) });
    }
  }

  /** Hands a closing element to the innermost frame that encloses it. */
  private deliver(element: OpenElement, depth: number): void {
    const frame = this.frames[this.frames.length - 1];
    if (frame === undefined) return;
    if (frame.element === element) {
      const outer = this.frames[this.frames.length - 2];
      if (outer !== undefined) outer.leaf(element, depth);
      return;
    }
    frame.leaf(element, depth);
  }

  // ------------------------------------------------------------------ root and schema

  private checkRoot(tag: SaxesTagPlain, line: number, col: number): boolean {
    if (tag.name !== 'AUTOSAR') {
      this.fail('ARXML_ROOT', { name: tag.name }, line, col);
      return false;
    }
    const namespace = tag.attributes['xmlns'] ?? '';
    let release: ArxmlSchema['release'];
    if (namespace === R4_NAMESPACE) release = 'r4';
    else if (R3_NAMESPACE.test(namespace)) release = 'r3';
    else {
      const version = OTHER_VERSION_NAMESPACE.exec(namespace);
      if (version?.[1] !== undefined) this.fail('ARXML_VERSION', { version: version[1] }, line, col);
      else this.fail('ARXML_NAMESPACE', { namespace }, line, col);
      return false;
    }
    const location = (tag.attributes['xsi:schemaLocation'] ?? '').trim().split(/\s+/);
    const [locationNamespace, xsd] = location;
    if (locationNamespace !== undefined && locationNamespace !== '' && locationNamespace !== namespace) {
      this.report('warning', 'ARXML_SCHEMA_LOCATION', line, col, { location: locationNamespace, namespace });
    }
    this.doc.schema = { release, namespace, xsd };
    return true;
  }

  // ------------------------------------------------------------------ ReadContext

  reference(leaf: OpenElement): string {
    const ref = leaf.text.trim();
    if (ref.startsWith('/')) {
      this.refPaths.push(ref);
      this.refLines.push(leaf.line);
      this.refCols.push(leaf.col);
    }
    return ref;
  }

  numeric(leaf: OpenElement): number | undefined {
    const t = leaf.text.trim();
    let value: number;
    if (/^0x[0-9a-f]+$/i.test(t)) value = parseInt(t.slice(2), 16);
    else if (/^0b[01]+$/i.test(t)) value = parseInt(t.slice(2), 2);
    else value = t === '' ? Number.NaN : Number(t);
    if (Number.isFinite(value)) return value;
    this.report('warning', 'ARXML_NUMBER', leaf.line, leaf.col, { element: leaf.name, text: t.slice(0, 60) });
    return undefined;
  }

  // ------------------------------------------------------------------ after the pass

  private resolveReferences(): void {
    let unresolved = 0;
    for (let i = 0; i < this.refPaths.length; i++) {
      const ref = this.refPaths[i] ?? '';
      if (this.knownPaths.has(ref)) continue;
      unresolved++;
      if (unresolved <= this.maxListedUnresolved) {
        this.report('warning', 'ARXML_UNRESOLVED', this.refLines[i] ?? 1, this.refCols[i] ?? 1, { ref });
      }
    }
    if (unresolved > this.maxListedUnresolved) {
      this.report('warning', 'ARXML_UNRESOLVED_MORE', 1, 1, { count: unresolved - this.maxListedUnresolved });
    }
  }

  private reportRepeated(): void {
    for (const [element, seen] of this.repeated) {
      this.report('warning', 'ARXML_REPEATED_PATH', seen.line, seen.col, {
        element,
        path: seen.path,
        count: seen.count,
      });
    }
  }

  private reportUnread(): void {
    for (const [element, seen] of this.unread) {
      this.report('info', 'ARXML_UNREAD', seen.line, seen.col, { element, count: seen.count });
    }
  }

  // ------------------------------------------------------------------ diagnostics

  private report(
    severity: Severity,
    code: ArxmlMessageCode,
    line: number,
    col: number,
    params?: Record<string, string | number>,
  ): void {
    this.diagnostics.push(diagnostic(severity, code, arxmlMessage(code, params), this.file, line, col));
  }

  private fail(
    code: ArxmlMessageCode,
    params: Record<string, string | number>,
    line: number,
    col: number,
  ): void {
    if (this.failed) return;
    this.failed = true;
    this.report('error', code, line, col, params);
  }

  private xmlError(err: Error): void {
    if (this.failed) return;
    const located = /^(\d+):(\d+): (.*)$/s.exec(err.message);
    const line = located ? Number(located[1]) : this.parser.line;
    const col = located ? Math.max(1, Number(located[2])) : Math.max(1, this.parser.column);
    const detail = (located ? (located[3] ?? '') : err.message).replace(/\.$/, '');
    this.fail('ARXML_XML', { detail }, line, col);
  }
}

/** Thrown out of a SAX callback to end the parser's write at the first fatal error (caught by the reader). */
const STOP_READING = new Error('ARXML reading stopped at its first fatal error');

function bomEncoding(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** A reader to feed chunk by chunk; `close()` gives the result. */
export function createArxmlReader(options: ArxmlReaderOptions = {}): ArxmlReader {
  return new StreamingArxmlReader(options);
}

/** Reads a whole ARXML file (text, or bytes in any encoding `decodeText` knows). Never throws. */
export function readArxml(source: string | Uint8Array, file = 'input.arxml'): ReadResult<ArxmlDocument> {
  const reader = createArxmlReader({ file });
  reader.write(typeof source === 'string' ? source : decodeText(source).text);
  return reader.close();
}
