import { describe, expect, it } from 'vitest';
import { findCycles } from './graph-cycles.js';

describe('findCycles', () => {
  const graph = (edges: Record<string, string[]>) => (node: string) => edges[node] ?? [];
  const cases: [string, string[], Record<string, string[]>, string[][]][] = [
    ['no edges', ['a', 'b'], {}, []],
    ['a chain', ['a', 'b', 'c'], { a: ['b'], b: ['c'] }, []],
    ['a self loop', ['a'], { a: ['a'] }, [['a']]],
    [
      'a cycle found from its middle starts at its earliest node',
      ['a', 'b', 'c'],
      { c: ['a'], a: ['b'], b: ['c'] },
      [['a', 'b', 'c']],
    ],
    [
      'two cycles through one node',
      ['a', 'b', 'c'],
      { a: ['b', 'c'], b: ['a'], c: ['a'] },
      [
        ['a', 'b'],
        ['a', 'c'],
      ],
    ],
    ['edges to unknown nodes are ignored', ['a'], { a: ['x'] }, []],
  ];
  for (const [name, nodes, edges, expected] of cases)
    it(name, () => expect(findCycles(nodes, graph(edges))).toEqual(expected));
});
