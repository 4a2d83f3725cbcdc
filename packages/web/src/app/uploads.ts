/** The server's upload limit (spec: larger files answer 1051). */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * Why a file is refused before it is sent (the server would refuse it too), or undefined: its name must
 * end in `extension` (e.g. `.oil`) after at least one character, and it must fit the upload limit.
 */
export function fileRefusalOf(
  file: { name: string; size: number },
  extension: string,
): 'extension' | 'size' | undefined {
  const name = file.name.toLowerCase();
  if (!name.endsWith(extension.toLowerCase()) || name.length <= extension.length) return 'extension';
  if (file.size > UPLOAD_LIMIT_BYTES) return 'size';
  return undefined;
}
