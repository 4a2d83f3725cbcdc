import { blockingErrors, type ProjectCheckData } from '@ecuc/core/api';

/** What the download flow needs from the app (injected, so the flow is tested without a browser). */
export interface DownloadSteps {
  /** POST /generate/check. */
  check(): Promise<ProjectCheckData>;
  /** GET /generate/project?projectid= (rejects when a small answer carries an error state). */
  fetchArchive(): Promise<Blob>;
  /** Saves the blob under a file name. */
  save(blob: Blob, fileName: string): void;
  /** Shows the check in the drawer. */
  showFindings(check: ProjectCheckData): void;
}

export type DownloadOutcome = 'downloaded' | 'refused' | 'failed';

/** The archive's file name: the project name with a zip extension (characters files cannot hold replaced). */
export function archiveName(projectName: string): string {
  const base =
    [...projectName]
      .map((ch) => (ch.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
      .join('')
      .trim() || 'project';
  return `${base}.zip`;
}

/**
 * Spec section 4: verify first; with errors in the modules the download generates from the drawer opens and
 * nothing is downloaded; warnings, and errors in modules no generator reads, show the drawer too but allow the
 * download; then the archive is saved as <project>.zip.
 */
export async function downloadProject(steps: DownloadSteps, projectName: string): Promise<DownloadOutcome> {
  let check: ProjectCheckData;
  try {
    check = await steps.check();
  } catch {
    return 'failed';
  }
  // Only errors in the modules the download generates from refuse it (an NvM error does not stop the Os code).
  const blocking =
    check.checkedModules === undefined ? check.errList : blockingErrors(check.errList, check.checkedModules);
  if (blocking.length > 0) {
    steps.showFindings(check);
    return 'refused';
  }
  if (check.errList.length + check.warningList.length > 0) steps.showFindings(check);
  let blob: Blob;
  try {
    blob = await steps.fetchArchive();
  } catch {
    return 'failed';
  }
  steps.save(blob, archiveName(projectName));
  return 'downloaded';
}
