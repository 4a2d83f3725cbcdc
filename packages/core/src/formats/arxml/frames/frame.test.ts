import { describe, expect, it } from 'vitest';
import type { ArxmlDocument } from '../model.js';
import { emptyArxmlDocument } from '../reader.js';
import { objectKind, opens, under } from './frame.js';
import type { Frame, FrameOpening, LeafRule, OpenElement, ReadContext } from './frame.js';

/** A throwaway model object with one field of every kind a leaf rule fills. */
interface Probe {
  shortName: string;
  path: string;
  name: string | undefined;
  names: string[];
  words: string | undefined;
  lines: string | undefined;
  numeral: string | undefined;
  count: number | undefined;
  counts: number[];
  flag: boolean;
  ref: string;
  refDest: string;
  refs: string[];
  definition: string;
  definitionDest: string;
  interval: string | undefined;
  children: Probe[];
  line: number;
  col: number;
}

/** A reader context with an element stack the test builds by hand. */
function harness() {
  const resolved: string[] = [];
  const warnings: string[] = [];
  const ctx: ReadContext = {
    doc: emptyArxmlDocument('probe.arxml') as ArxmlDocument,
    stack: [],
    reference: (leaf) => {
      resolved.push(leaf.text.trim());
      return leaf.text.trim();
    },
    numeric: (leaf) => {
      const value = Number(leaf.text.trim());
      if (Number.isFinite(value) && leaf.text.trim() !== '') return value;
      warnings.push(leaf.name);
      return undefined;
    },
  };
  const element = (name: string, text = '', attributes: Record<string, string> = {}): OpenElement => ({
    name,
    line: ctx.stack.length + 1,
    col: 1,
    attributes,
    text,
    path: '',
    frame: undefined,
  });
  return { ctx, element, resolved, warnings };
}

function probeKind(rules: Record<string, LeafRule<Probe> | LeafRule<Probe>[]>) {
  return objectKind<Probe>({
    create: (o) => ({
      shortName: '',
      path: '',
      name: undefined,
      names: [],
      words: undefined,
      lines: undefined,
      numeral: undefined,
      count: undefined,
      counts: [],
      flag: false,
      ref: '',
      refDest: '',
      refs: [],
      definition: '',
      definitionDest: '',
      interval: undefined,
      children: [],
      line: o.element.line,
      col: o.element.col,
    }),
    identity: 'path',
    leaves: rules,
    patterns: [{ prefix: 'L-', at: { parent: 'DESC' }, lines: 'lines' }],
  });
}

/**
 * Opens a PROBE frame under a root element, then closes each leaf `[path below the frame, text,
 * attributes]` inside it (the last name of the path is the leaf) and closes the frame.
 */
function read(
  rules: Record<string, LeafRule<Probe> | LeafRule<Probe>[]>,
  leaves: [string, string, Record<string, string>?][],
) {
  const h = harness();
  const kind = probeKind(rules);
  const root: Probe[] = [];
  const rootFrame = opens(kind, ['ROOT'], { listFor: () => root });
  const probeFrame = opens(
    kind,
    ['PROBE'],
    under(kind, (parent) => parent.children),
  );
  const open = (name: string, parentFrame: Frame | undefined, opening: typeof rootFrame): Frame => {
    const element = h.element(name);
    h.ctx.stack.push(element);
    const o: FrameOpening = {
      ctx: h.ctx,
      element,
      depth: h.ctx.stack.length - 1,
      parentFrame,
      parentName: h.ctx.stack[h.ctx.stack.length - 2]?.name ?? '',
    };
    const frame = opening.open(o, name);
    if (frame === undefined) throw new Error(`${name} does not open`);
    return frame;
  };
  const outer = open('ROOT', undefined, rootFrame);
  const frame = open('PROBE', outer, probeFrame);
  const frameDepth = h.ctx.stack.length - 1;
  for (const [path, text, attributes] of leaves) {
    const names = path.split('/');
    for (const name of names.slice(0, -1)) h.ctx.stack.push(h.element(name));
    const leaf = h.element(names[names.length - 1] ?? '', text, attributes);
    h.ctx.stack.push(leaf);
    frame.leaf(leaf, h.ctx.stack.length - 1);
    h.ctx.stack.length = frameDepth + 1;
  }
  frame.shortName('P', '/Root/P');
  frame.close();
  const probe = root[0]?.children[0];
  if (probe === undefined) throw new Error('no probe object');
  return { probe, resolved: h.resolved, warnings: h.warnings };
}

describe('leaf rules', () => {
  const cases: {
    name: string;
    rules: Record<string, LeafRule<Probe> | LeafRule<Probe>[]>;
    leaves: [string, string, Record<string, string>?][];
    expected: Partial<Probe>;
  }[] = [
    {
      name: 'text is trimmed',
      rules: { N: { text: 'name' } },
      leaves: [['N', ' a ']],
      expected: { name: 'a' },
    },
    {
      name: 'text with once keeps the first',
      rules: { N: { text: 'name', once: true } },
      leaves: [
        ['N', 'a'],
        ['N', 'b'],
      ],
      expected: { name: 'a' },
    },
    {
      name: 'text takes attributes beside it',
      rules: { MIN: { text: 'name', attributes: { 'INTERVAL-TYPE': 'interval' } } },
      leaves: [['MIN', '0', { 'INTERVAL-TYPE': 'OPEN' }]],
      expected: { name: '0', interval: 'OPEN' },
    },
    {
      name: 'texts append',
      rules: { N: { texts: 'names' } },
      leaves: [
        ['N', 'a'],
        ['N', 'b'],
      ],
      expected: { names: ['a', 'b'] },
    },
    {
      name: 'words collapse whitespace',
      rules: { W: { words: 'words' } },
      leaves: [['W', ' A\n  B ']],
      expected: { words: 'A B' },
    },
    {
      name: 'lines join with a line break (pattern rule)',
      rules: {},
      leaves: [
        ['DESC/L-2', 'one'],
        ['DESC/L-2', 'two'],
        ['OTHER/L-2', 'not a description'],
      ],
      expected: { lines: 'one\ntwo' },
    },
    {
      name: 'numeral keeps the text of a number only',
      rules: { V: { numeral: 'numeral' } },
      leaves: [
        ['V', 'five'],
        ['V', '0x5'],
      ],
      expected: { numeral: '0x5' },
    },
    {
      name: 'number reads a number',
      rules: { C: { number: 'count' } },
      leaves: [['C', ' 12 ']],
      expected: { count: 12 },
    },
    {
      name: 'numbers skip what is not a number',
      rules: { C: { numbers: 'counts' } },
      leaves: [
        ['C', '1'],
        ['C', 'x'],
        ['C', '2.5'],
      ],
      expected: { counts: [1, 2.5] },
    },
    {
      name: 'boolean is true only for true',
      rules: { F: { boolean: 'flag' } },
      leaves: [['F', 'true']],
      expected: { flag: true },
    },
    {
      name: 'reference keeps the DEST',
      rules: { R: { reference: 'ref', dest: 'refDest' } },
      leaves: [['R', '/A/B', { DEST: 'I-SIGNAL' }]],
      expected: { ref: '/A/B', refDest: 'I-SIGNAL' },
    },
    {
      name: 'references append',
      rules: { R: { references: 'refs' } },
      leaves: [
        ['R', '/A'],
        ['R', '/B'],
      ],
      expected: { refs: ['/A', '/B'] },
    },
    {
      name: 'definition spells an AUTOSAR 3 DEST as in R4',
      rules: { D: { definition: 'definition', dest: 'definitionDest' } },
      leaves: [['D', '/Os/OsTask', { DEST: 'PARAM-CONF-CONTAINER-DEF' }]],
      expected: { definition: '/Os/OsTask', definitionDest: 'ECUC-PARAM-CONF-CONTAINER-DEF' },
    },
    {
      name: 'direct takes only a child of the frame element',
      rules: { N: { text: 'name', at: 'direct' } },
      leaves: [
        ['N', 'child'],
        ['X/N', 'grandchild'],
      ],
      expected: { name: 'child' },
    },
    {
      name: 'within takes a leaf below the wrapper',
      rules: { V: { texts: 'names', at: { within: 'INIT-VALUE' } } },
      leaves: [
        ['INIT-VALUE/SPEC/V', 'in'],
        ['OTHER/V', 'out'],
      ],
      expected: { names: ['in'] },
    },
    {
      name: 'several rules for one name: the first whose placement fits',
      rules: {
        V: [
          { numbers: 'counts', at: { parent: 'NUM' } },
          { text: 'name', at: { parent: ['CONST', 'OTHER-CONST'] } },
        ],
      },
      leaves: [
        ['NUM/V', '3'],
        ['OTHER-CONST/V', 'c'],
      ],
      expected: { counts: [3], name: 'c' },
    },
    {
      name: 'keep and read combine leaves',
      rules: {
        A: { keep: 'A' },
        DONE: { read: (p, _leaf, place) => p.names.push(`${place.take('A')}+${place.take('A')}`) },
      },
      leaves: [
        ['A', 'kept'],
        ['DONE', ''],
      ],
      expected: { names: ['kept+'] },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(read(c.rules, c.leaves).probe).toMatchObject(c.expected);
    });
  }

  it('remembers references for resolution and warns on numbers it cannot read', () => {
    const { resolved, warnings } = read({ R: { reference: 'ref' }, C: { number: 'count' } }, [
      ['R', '/A'],
      ['C', 'many'],
    ]);
    expect(resolved).toEqual(['/A']);
    expect(warnings).toEqual(['C']);
  });

  it('names the object and places it in its parent with the position of its element', () => {
    const { probe } = read({}, []);
    expect(probe).toMatchObject({ shortName: 'P', path: '/Root/P', line: 2, col: 1 });
    expect(Object.keys(probe).slice(-2)).toEqual(['line', 'col']);
  });
});
