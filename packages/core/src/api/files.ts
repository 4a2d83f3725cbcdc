import { z } from 'zod';
import { idField } from './fields.js';

/** Upload limit of spec section 9: 10 MB (larger files answer 1051). */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** Whether a file name ends in `extension` (e.g. `.arxml`, any case) after at least one character. */
export function hasFileExtension(fileName: string, extension: string): boolean {
  return fileName.length > extension.length && fileName.toLowerCase().endsWith(extension.toLowerCase());
}

/** Uploaded source files of a project (OIL; DBC, ARXML and LDF share the store). */
export const fileIdBody = z.object({ id: idField() });

/** `/file/submitOil` (form-encoded): apply an uploaded OIL file to the project's OS configuration. */
export const submitOilBody = z.object({
  id: idField(),
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
 * What applying an uploaded file did (`/file/submitOil`): the importers of every module that reads the
 * file's extension ran, and their change set was written in one transaction. The importers' own facts
 * stand beside the counts (the Os importer's `containers`, `osType`, `scalabilityClass`).
 */
export interface SubmitFileData {
  /** The modules the file fed. */
  modules: string[];
  created: number;
  changed: number;
  removed: number;
  /** Things in the file with no place in the configuration, each `file:line:col: message`. */
  notUnderstood: string[];
  [fact: string]: string | number | boolean | string[];
}

/** What applying an OIL file did: the Os importer's facts. */
export interface SubmitOilData extends SubmitFileData {
  containers: number;
  osType: string;
  scalabilityClass: string;
}
