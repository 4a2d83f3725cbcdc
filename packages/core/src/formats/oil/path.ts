/**
 * POSIX path arithmetic for resolving `#include` targets. The reader does no I/O of its own, so it
 * only needs to join and normalise the strings it hands to a SourceFileSystem.
 */

/** Removes `.` segments, folds `x/..` pairs and duplicate slashes; keeps leading `..` of relative paths. */
export function normalizePath(path: string): string {
  if (path === '') return '.';
  const absolute = path.startsWith('/');
  const kept: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      const last = kept[kept.length - 1];
      if (last !== undefined && last !== '..') kept.pop();
      else if (!absolute) kept.push('..');
      continue;
    }
    kept.push(segment);
  }
  const body = kept.join('/');
  if (absolute) return `/${body}`;
  return body === '' ? '.' : body;
}

/** Joins path pieces; an absolute piece restarts the path. */
export function joinPath(...pieces: readonly string[]): string {
  let joined = '';
  for (const piece of pieces) {
    if (piece === '') continue;
    if (piece.startsWith('/') || joined === '') joined = piece;
    else joined = `${joined}/${piece}`;
  }
  return normalizePath(joined);
}

/** The folder part of a path (`.` for a bare file name). */
export function directoryOf(path: string): string {
  const normalized = normalizePath(path);
  const slash = normalized.lastIndexOf('/');
  if (slash < 0) return '.';
  if (slash === 0) return '/';
  return normalized.slice(0, slash);
}
