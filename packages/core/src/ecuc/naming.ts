/**
 * The next free short name for a new or copied container: the base followed by the first unused
 * numeric suffix (`Block` → `Block_0`, then `Block_1`...). A base that already ends in `_<n>`
 * (a copy of `Block_3`) counts from its stem, so the copy is `Block_0` or the first gap after it.
 * Names compare case-sensitively, as C identifiers do.
 */
export function nextUniqueName(base: string, existing: Iterable<string>): string {
  const stem = /^(.*\D)_\d+$/.exec(base)?.[1] ?? base;
  const used = new Set<number>();
  const prefix = `${stem}_`;
  for (const name of existing) {
    if (!name.startsWith(prefix)) continue;
    const suffix = name.slice(prefix.length);
    if (/^(0|[1-9]\d*)$/.test(suffix)) used.add(Number(suffix));
  }
  let n = 0;
  while (used.has(n)) n += 1;
  return `${prefix}${n}`;
}
