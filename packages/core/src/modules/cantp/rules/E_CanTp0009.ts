import { addressCompletenessRule } from './address-completeness.js';

/**
 * Normal fixed addressing puts N_TA and N_SA into the 29-bit CAN identifier: an Rx or Tx N-SDU with
 * CANTP_NORMALFIXED configures CanTpNTa and CanTpNSa both (a static connection) or neither (both from the
 * N-PDU's meta data, a generic connection) (SWS CanTp, static configuration per addressing format and generic
 * connections; product spec: "NORMALFIXED needs NTa and NSa both set or both unset").
 */
export const E_CanTp0009 = addressCompletenessRule(
  'E_CanTp0009',
  'CANTP_NORMALFIXED',
  {
    zh_cn: 'NORMALFIXED 寻址的 N-SDU 的 N_TA 与 N_SA 须同时配置或同时不配置',
    en_us: 'A NORMALFIXED N-SDU sets N_TA and N_SA both or neither',
  },
  {
    zh_cn: 'NORMALFIXED 寻址已配置 {given}，但缺少 {missing}：N_TA 与 N_SA 须同时配置或同时不配置',
    en_us: 'NORMALFIXED addressing has {given} but no {missing}: N_TA and N_SA are set both or neither',
  },
);
