import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: '启用 {option} 需要在通用配置中启用 CanNmGlobalPnSupport',
  en_us: '{option} needs CanNmGlobalPnSupport switched on in the general settings',
};

/** The partial networking options of the general settings and of each channel. */
const GENERAL_OPTIONS = ['CanNmPnEiraCalcEnabled'] as const;
const CHANNEL_OPTIONS = [
  'CanNmPnEnabled',
  'CanNmPnEraCalcEnabled',
  'CanNmPnHandleMultipleNetworkRequests',
] as const;

/** Partial networking options of CanNm need its global partial networking support. */
export const E_CanNm0001: ModuleRule = {
  code: 'E_CanNm0001',
  severity: 'error',
  description: {
    zh_cn: 'CanNm 局部网络选项需要启用 CanNmGlobalPnSupport',
    en_us: 'CanNm partial networking options need CanNmGlobalPnSupport',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const general = ctx.containersOf('/CanNm/CanNmGeneral')[0];
    if (general && ctx.flag(general, 'CanNmGlobalPnSupport') === true) return rows;
    if (general) {
      for (const option of GENERAL_OPTIONS) {
        if (ctx.flag(general, option) === true) rows.push(ctx.report(general, MESSAGE, { option }, option));
      }
    }
    for (const channel of ctx.containersOf('/CanNm/CanNmGlobalConfig/CanNmChannelConfig')) {
      for (const option of CHANNEL_OPTIONS) {
        if (ctx.flag(channel, option) === true) rows.push(ctx.report(channel, MESSAGE, { option }, option));
      }
    }
    return rows;
  },
};
