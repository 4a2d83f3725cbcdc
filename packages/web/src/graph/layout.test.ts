import { describe, expect, it } from 'vitest';
import { layoutGraph } from './layout.js';

const box = (id: string) => ({ id, width: 100, height: 40 });

describe('layered graph layout', () => {
  it('puts each node after the nodes it is reached from', async () => {
    const placed = await layoutGraph(
      [box('start'), box('middle'), box('end')],
      [
        { id: 'a', source: 'start', target: 'middle' },
        { id: 'b', source: 'middle', target: 'end' },
      ],
    );
    const x = new Map(placed.map((p) => [p.id, p.x]));
    expect(x.get('start')!).toBeLessThan(x.get('middle')!);
    expect(x.get('middle')!).toBeLessThan(x.get('end')!);
  });

  it('lays out top to bottom when asked, cycles included, and ignores edges to unknown nodes', async () => {
    const placed = await layoutGraph(
      [box('a'), box('b')],
      [
        { id: 'ab', source: 'a', target: 'b' },
        { id: 'ba', source: 'b', target: 'a' },
        { id: 'ax', source: 'a', target: 'x' },
      ],
      'DOWN',
    );
    expect(placed).toHaveLength(2);
    const y = new Map(placed.map((p) => [p.id, p.y]));
    expect(y.get('a')).not.toBe(y.get('b'));
  });
});
