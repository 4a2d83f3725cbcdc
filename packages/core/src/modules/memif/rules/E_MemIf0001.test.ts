import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_MemIf0001 } from './E_MemIf0001.js';

describe('E_MemIf0001 NvM device ids below MemIfNumberOfDevices', () => {
  const cases: [string, string, string[]][] = [
    ['1', '0', []],
    ['1', '1', ['/NvM/NvMBlockDescriptor_0 NvMNvramDeviceId']],
    ['2', '1', []],
  ];
  for (const [devices, device, expected] of cases) {
    it(`device ${device} of ${devices}`, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/MemIf/MemIfGeneral', { MemIfNumberOfDevices: devices });
      fixture.set('/NvM/NvMBlockDescriptor_0', { NvMNvramDeviceId: device });
      expect(ruleRows(fixture, E_MemIf0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
