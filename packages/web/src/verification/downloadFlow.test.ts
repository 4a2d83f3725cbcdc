import { describe, expect, it } from 'vitest';
import type { ProjectCheckData } from '@ecuc/core/api';
import { archiveName, downloadProject, type DownloadSteps } from './downloadFlow.js';

function steps(check: ProjectCheckData | Error, archive: Blob | Error = new Blob(['PK'])) {
  const log: string[] = [];
  const impl: DownloadSteps = {
    check: async () => {
      log.push('check');
      if (check instanceof Error) throw check;
      return check;
    },
    fetchArchive: async () => {
      log.push('fetch');
      if (archive instanceof Error) throw archive;
      return archive;
    },
    save: (_blob, name) => void log.push(`save ${name}`),
    showFindings: (c) => void log.push(`drawer ${c.errList.length}/${c.warningList.length}`),
  };
  return { impl, log };
}

const error = { type: 'error' as const, code: 'E_0001', message: 'm', path: '/NvM' };
const warning = { type: 'warning' as const, code: 'W_0001', message: 'm', path: '/NvM' };

describe('download flow', () => {
  it('verifies first and refuses while errors remain (the drawer opens)', async () => {
    const { impl, log } = steps({ errList: [error], warningList: [warning] });
    expect(await downloadProject(impl, 'ECU')).toBe('refused');
    expect(log).toEqual(['check', 'drawer 1/1']);
  });

  it('refuses for errors in the modules the download generates from, not for errors elsewhere', async () => {
    const osError = { ...error, path: '/Os/OsTask_0' };
    const instanceError = { ...error, path: '/Can_1/CanController' };
    const refused = steps({ errList: [error, osError], warningList: [], checkedModules: ['Os'] });
    expect(await downloadProject(refused.impl, 'ECU')).toBe('refused');
    const instance = steps({ errList: [instanceError], warningList: [], checkedModules: ['Can'] });
    expect(await downloadProject(instance.impl, 'ECU')).toBe('refused');
    // An NvM error while only the Os generates: the drawer shows it, the download goes on.
    const allowed = steps({ errList: [error], warningList: [], checkedModules: ['Os'] });
    expect(await downloadProject(allowed.impl, 'ECU')).toBe('downloaded');
    expect(allowed.log).toEqual(['check', 'drawer 1/0', 'fetch', 'save ECU.zip']);
  });

  it('downloads with warnings alone, showing them', async () => {
    const { impl, log } = steps({ errList: [], warningList: [warning] });
    expect(await downloadProject(impl, 'ECU')).toBe('downloaded');
    expect(log).toEqual(['check', 'drawer 0/1', 'fetch', 'save ECU.zip']);
  });

  it('downloads a clean project as <name>.zip', async () => {
    const { impl, log } = steps({ errList: [], warningList: [] });
    expect(await downloadProject(impl, '车身 ECU')).toBe('downloaded');
    expect(log).toEqual(['check', 'fetch', 'save 车身 ECU.zip']);
  });

  it('stops when the check or the archive fails (the client showed the message)', async () => {
    expect(await downloadProject(steps(new Error('x')).impl, 'P')).toBe('failed');
    expect(await downloadProject(steps({ errList: [], warningList: [] }, new Error('1057')).impl, 'P')).toBe(
      'failed',
    );
  });

  it('names the archive after the project', () => {
    expect(archiveName('a/b:c')).toBe('a_b_c.zip');
    expect(archiveName('  ')).toBe('project.zip');
  });
});
