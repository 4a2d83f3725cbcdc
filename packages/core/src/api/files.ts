import { z } from 'zod';
import { idField } from './fields.js';
import { acceptErrorsField, importModeField, type ImportPreview } from './imports.js';

/** Upload limit of spec section 9: 10 MB (larger files answer 1051). */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** Whether a file name ends in `extension` (e.g. `.arxml`, any case) after at least one character. */
export function hasFileExtension(fileName: string, extension: string): boolean {
  return fileName.length > extension.length && fileName.toLowerCase().endsWith(extension.toLowerCase());
}

/** Uploaded source files of a project (OIL; DBC, ARXML and LDF share the store). */
export const fileIdBody = z.object({ id: idField() });

/**
 * `/file/submitOil` (form-encoded): preview (`mode=preview`) or apply an uploaded file through the importers
 * of the modules that read it (an OIL file: the project's OS configuration); see `importOptions`.
 */
export const submitOilBody = z.object({
  id: idField(),
  mode: importModeField(),
  acceptErrors: acceptErrorsField(),
});

export interface UploadedFileRow {
  id: number;
  name: string;
  /** The file's extension without the dot: `oil`, `dbc`, `arxml`, `ldf`, or another that a module's importer reads. */
  kind: string;
  size: number;
  createTime: string;
  creator: number | null;
}

/**
 * What previewing or applying an uploaded file does (`/file/submitOil`): the importers of every module that
 * reads the file's extension ran against the project; applied, their change set was written in one
 * transaction. The Os importer's facts: `containers`, `osType`, `scalabilityClass` and their reasons.
 */
export type SubmitFileData = ImportPreview;
