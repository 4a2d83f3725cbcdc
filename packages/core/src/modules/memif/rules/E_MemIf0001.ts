import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: 'NvMNvramDeviceId {device} 超出 MemIfNumberOfDevices ({count}) 个设备的范围 0..{last}',
  en_us: 'NvMNvramDeviceId {device} is outside the {count} devices of MemIfNumberOfDevices (0..{last})',
};

/** Each NvM block addresses a device that MemIf has (device ids count from 0). */
export const E_MemIf0001: ModuleRule = {
  code: 'E_MemIf0001',
  severity: 'error',
  reads: ['NvM'],
  description: {
    zh_cn: 'NvM 块的设备号必须小于 MemIfNumberOfDevices',
    en_us: 'NvM block device ids are below MemIfNumberOfDevices',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const general = ctx.containersOf('/MemIf/MemIfGeneral')[0];
    const count = general ? ctx.integer(general, 'MemIfNumberOfDevices') : undefined;
    if (count === undefined) return rows;
    for (const block of ctx.projectContainersOf('/NvM/NvMBlockDescriptor')) {
      const device = ctx.integer(block, 'NvMNvramDeviceId');
      if (device === undefined || device < count) continue;
      rows.push(
        ctx.report(
          block,
          MESSAGE,
          { device: String(device), count: String(count), last: String(count - 1n) },
          'NvMNvramDeviceId',
        ),
      );
    }
    return rows;
  },
};
