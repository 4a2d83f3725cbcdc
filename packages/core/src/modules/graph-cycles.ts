/**
 * Cycles of a directed graph given by its nodes in a fixed order and the successors of each node: every
 * cycle a depth-first search closes, once, starting at its earliest node in that order. Nested action
 * lists (E_BswM0002), nested logical expressions (E_BswM0004) and Dem component dependencies (E_Dem0010) use it.
 */
export function findCycles(
  nodes: readonly string[],
  successors: (node: string) => readonly string[],
): string[][] {
  const order = new Map(nodes.map((node, index) => [node, index]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const seen = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of successors(node)) {
      if (!order.has(next)) continue;
      const mark = state.get(next);
      if (mark === 'open') {
        const cycle = stack.slice(stack.lastIndexOf(next));
        const first = cycle.reduce(
          (best, n, i) => ((order.get(n) ?? 0) < (order.get(cycle[best] ?? '') ?? 0) ? i : best),
          0,
        );
        const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
        const key = rotated.join('\u0000');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(rotated);
        }
      } else if (mark === undefined) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };

  for (const node of nodes) if (!state.has(node)) visit(node);
  return cycles;
}
