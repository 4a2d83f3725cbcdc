import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: 'HRH 启用了软件过滤，但其硬件对象 {object} 为 FULL CAN（软件过滤只用于 BasicCAN）',
  en_us:
    'The HRH filters in software but its hardware object {object} is FULL CAN (software filtering is for BasicCAN only)',
};

/**
 * Software filtering only on BasicCAN: an HRH with CanIfHrhSoftwareFilter on refers (CanIfHrhIdSymRef)
 * to a Can hardware object whose CanHandleType is BASIC, since a FULL CAN object receives one CAN id
 * and leaves nothing to filter. Source: SWS CanIf, ECUC parameter CanIfHrhSoftwareFilter (software
 * filtering for BasicCAN HRHs); SWS Can, CanHandleType.
 */
export const E_CanIf0001: ModuleRule = {
  code: 'E_CanIf0001',
  severity: 'error',
  reads: ['Can'],
  description: {
    zh_cn: '软件过滤只能用于 BasicCAN 的 HRH',
    en_us: 'Software filtering is for BasicCAN HRHs only',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const hrh of ctx.containersOf('/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg')) {
      if (ctx.flag(hrh, 'CanIfHrhSoftwareFilter') !== true) continue;
      const object = ctx.container(hrh.references.CanIfHrhIdSymRef?.[0] ?? '');
      if (!object || ctx.text(object, 'CanHandleType') !== 'FULL') continue;
      rows.push(ctx.report(hrh, MESSAGE, { object: ctx.pathOf(object) }, 'CanIfHrhSoftwareFilter'));
    }
    return rows;
  },
};
