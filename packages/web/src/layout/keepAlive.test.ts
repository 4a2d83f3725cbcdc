import { describe, expect, it } from 'vitest';
import { visitKeepAlive } from './keepAlive.js';
import { KEEP_ALIVE_MAX } from '../routing/pageTable.js';

describe('visitKeepAlive', () => {
  it('keeps at most 5 pages, dropping the least recently visited', () => {
    let kept: string[] = [];
    for (const key of ['a', 'b', 'c', 'd', 'e']) kept = visitKeepAlive(kept, key, KEEP_ALIVE_MAX);
    expect(kept).toEqual(['e', 'd', 'c', 'b', 'a']);
    kept = visitKeepAlive(kept, 'a', KEEP_ALIVE_MAX);
    expect(kept).toEqual(['a', 'e', 'd', 'c', 'b']);
    kept = visitKeepAlive(kept, 'f', KEEP_ALIVE_MAX);
    expect(kept).toEqual(['f', 'a', 'e', 'd', 'c']);
  });

  it('does not duplicate a page visited again', () => {
    expect(visitKeepAlive(['x', 'y'], 'y', 5)).toEqual(['y', 'x']);
  });
});
