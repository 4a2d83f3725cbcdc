import { describe, it, expect } from 'vitest';
import { directoryOf, joinPath, normalizePath } from './path.js';

describe('OIL include paths', () => {
  it('normalises dots, double slashes and parent segments', () => {
    expect(normalizePath('a/./b//c/../d')).toBe('a/b/d');
    expect(normalizePath('../../x/../y')).toBe('../../y');
    expect(normalizePath('/a/../../b')).toBe('/b');
    expect(normalizePath('a/..')).toBe('.');
    expect(normalizePath('')).toBe('.');
  });

  it('joins relative pieces and restarts at an absolute one', () => {
    expect(joinPath('tests/functional/x', '../../machines', 'arch.oil')).toBe('tests/machines/arch.oil');
    expect(joinPath('a/b', '/etc/c.oil')).toBe('/etc/c.oil');
    expect(joinPath('.', 'c.oil')).toBe('c.oil');
  });

  it('finds the folder of a file', () => {
    expect(directoryOf('a/b/c.oil')).toBe('a/b');
    expect(directoryOf('c.oil')).toBe('.');
    expect(directoryOf('/c.oil')).toBe('/');
  });
});
