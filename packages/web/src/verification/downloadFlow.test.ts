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
