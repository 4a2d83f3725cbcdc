import { describe, expect, it } from 'vitest';
import { coresForChip } from '../../../catalogue/index.js';
import { OS0003 } from './OS0003.js';
import { OsFixture } from './os-fixture.js';

function multiCore(f: OsFixture, cores: string): void {
  f.autosar();
  f.setOs({ OsNumberOfCores: cores });
  f.core('Core0', '0');
  f.core('Core1', '1');
  f.application('App0', { OsAppTaskRef: ['/Os/T1'] }, 'Core0');
}

describe('OS0003 cores of the chip and of the OS', () => {
  const chipCores = coresForChip('TC275').length;
  it('passes with as many cores as the chip has', () => {
    const f = OsFixture.base();
    multiCore(f, String(chipCores));
    expect(f.rows(OS0003)).toEqual([]);
  });
  it('fails with more cores than the chip has', () => {
    const f = OsFixture.base();
    multiCore(f, String(chipCores + 1));
    expect(f.rows(OS0003)).toEqual(['/Os/OsOS OsNumberOfCores']);
    expect(f.codes()).toEqual(['OS0003']);
  });
  it('fails with an application on a core beyond OsNumberOfCores', () => {
    const f = OsFixture.base();
    multiCore(f, '2');
    f.core('Core2', '2');
    f.task('T2', { OsTaskPriority: '2' });
    f.application('App2', { OsAppTaskRef: ['/Os/T2'] }, 'Core2');
    expect(f.rows(OS0003)).toEqual(['/Os/App2 OsApplicationCoreRef']);
  });
});
