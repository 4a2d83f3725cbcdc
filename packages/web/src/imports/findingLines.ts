/** A finding line `file:line:col: message` as its position and its message (the whole line when it has none). */
export function locatedMessageOf(line: string): { location: string; message: string } {
  const match = /^(.*?:\d+:\d+): (.*)$/s.exec(line);
  return match ? { location: match[1] ?? '', message: match[2] ?? '' } : { location: '', message: line };
}
