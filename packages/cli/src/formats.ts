import type { FileFormat, FormatAdapter } from '@ecuc/core/formats';
import { dbcFormat } from '@ecuc/core/formats/dbc';
import { oilFormat } from '@ecuc/core/formats/oil';
import { arxmlFormat } from '@ecuc/core/formats/arxml';
import { ldfFormat } from '@ecuc/core/formats/ldf';

/** The formats `ecuc` knows by name, whether or not an adapter exists yet. */
export const FILE_FORMATS: readonly FileFormat[] = ['dbc', 'oil', 'arxml', 'ldf'];

/**
 * The format adapters, by format. A format without an adapter answers "format not supported yet".
 * The model type differs per format; the command line only passes models between an adapter's own functions.
 */
export const formatAdapters: Partial<Record<FileFormat, FormatAdapter<unknown>>> = {
  dbc: dbcFormat as FormatAdapter<unknown>,
  oil: oilFormat as FormatAdapter<unknown>,
  arxml: arxmlFormat as FormatAdapter<unknown>,
  ldf: ldfFormat as FormatAdapter<unknown>,
};

/** Extensions of formats whose adapter does not exist yet (adapters bring their own list). */
const EXPECTED_EXTENSIONS: Record<FileFormat, readonly string[]> = {
  dbc: ['.dbc'],
  oil: ['.oil'],
  arxml: ['.arxml'],
  ldf: ['.ldf'],
};

export function isFileFormat(name: string): name is FileFormat {
  return (FILE_FORMATS as readonly string[]).includes(name);
}

/** The lower-case extension of a path including the dot (`.dbc`), or '' when there is none. */
export function extensionOf(path: string): string {
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? path.slice(dot).toLowerCase() : '';
}

/** The format a file name says it has, from the adapters' extensions; undefined when none matches. */
export function formatOfPath(path: string): FileFormat | undefined {
  const extension = extensionOf(path);
  for (const format of FILE_FORMATS) {
    const extensions = formatAdapters[format]?.extensions ?? EXPECTED_EXTENSIONS[format];
    if (extensions.includes(extension)) return format;
  }
  return undefined;
}
