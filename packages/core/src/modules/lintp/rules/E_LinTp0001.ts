import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

/** Where the LinIf keeps its general switches, and the one that builds the LinTp into it. */
const LINIF_GENERAL = '/LinIf/LinIfGeneral';
const TP_SUPPORTED = 'LinIfTpSupported';

const N_SDUS = ['/LinTp/LinTpGlobalConfig/LinTpRxNSdu', '/LinTp/LinTpGlobalConfig/LinTpTxNSdu'];

const MESSAGE = {
  zh_cn: 'LinTp 已配置 N-SDU，但 LinIf 通用配置中未启用 LinIfTpSupported（须先启用 TP 支持）',
  en_us:
    'LinTp N-SDU configured while LinIfTpSupported is not enabled in LinIf general (enable TP support first)',
};

/**
 * LinTp needs TP support switched on in LinIf first (spec: "LinIf: TP support must be enabled in general
 * first"; SWS LinIf ECUC parameter LinIfTpSupported: the LinTp exists only with it). Each Rx and Tx N-SDU is
 * reported while `/LinIf/LinIfGeneral` `LinIfTpSupported` is not true. LinIf is read by module name and path
 * alone; without an enabled LinIf the rule says nothing.
 */
export const E_LinTp0001: ModuleRule = {
  code: 'E_LinTp0001',
  severity: 'error',
  reads: ['LinIf'],
  description: {
    zh_cn: '配置 LinTp 前须在 LinIf 通用配置中启用 TP 支持（LinIfTpSupported）',
    en_us: 'LinIf TP support (LinIfTpSupported) must be enabled in general before LinTp is configured',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    if (!ctx.isModuleEnabled('LinIf')) return rows;
    const general = ctx.projectContainersOf(LINIF_GENERAL)[0];
    if (general && ctx.flag(general, TP_SUPPORTED) === true) return rows;
    for (const path of N_SDUS) {
      for (const nSdu of ctx.containersOf(path)) rows.push(ctx.report(nSdu, MESSAGE));
    }
    return rows;
  },
};
