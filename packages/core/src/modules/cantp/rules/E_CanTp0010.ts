import { addressCompletenessRule } from './address-completeness.js';

/**
 * Mixed 29-bit addressing carries N_TA and N_SA in the CAN identifier and N_AE in the first data byte: an Rx or
 * Tx N-SDU with CANTP_MIXED29BIT configures CanTpNTa, CanTpNSa and CanTpNAe all (a static connection) or none
 * (all from the N-PDU's meta data, a generic connection) (SWS CanTp, static configuration per addressing format
 * and generic connections; product spec: "MIXED29BIT needs NTa, NSa and NAe all set or all unset").
 */
export const E_CanTp0010 = addressCompletenessRule(
  'E_CanTp0010',
  'CANTP_MIXED29BIT',
  {
    zh_cn: 'MIXED29BIT 寻址的 N-SDU 的 N_TA、N_SA 与 N_AE 须全部配置或全部不配置',
    en_us: 'A MIXED29BIT N-SDU sets N_TA, N_SA and N_AE all or none',
  },
  {
    zh_cn: 'MIXED29BIT 寻址已配置 {given}，但缺少 {missing}：N_TA、N_SA 与 N_AE 须全部配置或全部不配置',
    en_us: 'MIXED29BIT addressing has {given} but no {missing}: N_TA, N_SA and N_AE are set all or none',
  },
);
