import { z } from 'zod';
import { idField, textField, multilineTextField } from './fields.js';
import type { VerifyRow } from '../verify/types.js';

/** The project check (`/generate/check`, form-encoded or JSON): the project comes from the projectId header. */
export const projectCheckBody = z.object({
  project: idField().optional(),
  language: z.enum(['zh_cn', 'en_us']).optional(),
});

export const acknowledgeWarningBody = z.object({
  code: textField().min(1).max(64),
  path: textField().min(1).max(2000),
  reason: multilineTextField().trim().min(1).max(500),
});

export const withdrawAcknowledgementBody = z.object({
  code: textField().min(1).max(64),
  path: textField().min(1).max(2000),
});

/** A row of the error log as the check answers it; warnings may carry an acknowledgement. */
export interface CheckRow extends VerifyRow {
  acknowledged?: { reason: string; by: number | null; at: string };
}

export interface ProjectCheckData {
  errList: CheckRow[];
  warningList: CheckRow[];
  /**
   * The modules a download generates from (`generationScope`): only errors in these refuse it. Absent in
   * answers that are not about a download (a module's own check).
   */
  checkedModules?: string[];
}

/**
 * Whether a verification row's path lies in `module`: `/Os/...`, the module itself, or an instance of it
 * (`/Can_1/...`).
 */
export function pathInModule(path: string, module: string): boolean {
  const first = path.split('/')[1] ?? '';
  return first === module || first.replace(/_\d+$/, '') === module;
}

/**
 * The rows of `errList` that refuse a download checking `checkedModules` (`generationScope`): those whose
 * path lies in one of them (`pathInModule`).
 */
export function blockingErrors<Row extends { path: string }>(
  errList: readonly Row[],
  checkedModules: readonly string[],
): Row[] {
  return errList.filter((row) => checkedModules.some((module) => pathInModule(row.path, module)));
}
