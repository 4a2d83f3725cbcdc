/**
 * Which kept-alive pages stay mounted: a least-recently-used list of at most `max` keys. Visiting a
 * key moves it to the front; when the list is full the least recently visited key is dropped.
 */
export function visitKeepAlive(keys: readonly string[], visited: string, max: number): string[] {
  const next = [visited, ...keys.filter((key) => key !== visited)];
  return next.slice(0, Math.max(0, max));
}
