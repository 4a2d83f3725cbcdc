import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

const CFG = '/Xcp/XcpConfig';

/** Labels of the Xcp definition, keyed by definition path. */
export const XCP_UI: ModuleUi = {
  ...uiTable('/Xcp', {
    '': ['XCP 标定协议', 'XCP'],
    XcpConfig: ['配置', 'Configuration'],
    'XcpConfig/XcpDaqList': [
      'DAQ 列表',
      'DAQ list',
      { columns: ['XcpDaqListNumber', 'XcpDaqListType', 'XcpMaxOdt', 'XcpMaxOdtEntries'] },
    ],
    'XcpConfig/XcpDaqList/XcpDto': ['DTO', 'DTO', { columns: ['XcpDtoPid', 'XcpDto2PduMapping'] }],
    'XcpConfig/XcpDaqList/XcpOdt': [
      'ODT',
      'ODT',
      { columns: ['XcpOdtNumber', 'XcpOdtEntryMaxSize', 'XcpOdt2DtoMapping'] },
    ],
    'XcpConfig/XcpDaqList/XcpOdt/XcpOdtEntry': [
      'ODT 条目',
      'ODT entry',
      { columns: ['XcpOdtEntryNumber', 'XcpOdtEntryAddress', 'XcpOdtEntryLength', 'XcpOdtEntryBitOffset'] },
    ],
    'XcpConfig/XcpEventChannel': [
      '事件通道',
      'Event channel',
      {
        columns: [
          'XcpEventChannelNumber',
          'XcpEventChannelPriority',
          'XcpEventChannelTimeCycle',
          'XcpEventChannelTimeUnit',
          'XcpEventChannelConsistency',
          'XcpEventChannelMaxDaqList',
        ],
      },
    ],
    'XcpConfig/XcpPdu': ['PDU', 'PDU'],
    'XcpConfig/XcpPdu/XcpRxPdu': ['接收 PDU', 'Rx PDU', { columns: ['XcpRxPduId', 'XcpRxPduRef'] }],
    'XcpConfig/XcpPdu/XcpTxPdu': ['发送 PDU', 'Tx PDU', { columns: ['XcpTxPduId', 'XcpTxPduRef'] }],
    XcpGeneral: ['通用配置', 'General'],
  }),
  ...uiTable(`${CFG}/XcpDaqList`, {
    XcpDaqListNumber: ['DAQ 列表号', 'DAQ list number'],
    XcpDaqListType: ['类型', 'Type'],
    XcpMaxOdt: ['最大 ODT 数', 'Max ODTs'],
    XcpMaxOdtEntries: ['最大 ODT 条目数', 'Max ODT entries'],
  }),
  ...uiTable(`${CFG}/XcpDaqList/XcpDto`, {
    XcpDtoPid: ['PID', 'PID'],
    XcpDto2PduMapping: ['发送 PDU', 'Tx PDU'],
  }),
  ...uiTable(`${CFG}/XcpDaqList/XcpOdt`, {
    XcpOdtNumber: ['ODT 号', 'ODT number'],
    XcpOdtEntryMaxSize: ['条目最大长度', 'Entry max size'],
    XcpOdt2DtoMapping: ['DTO', 'DTO'],
  }),
  ...uiTable(`${CFG}/XcpDaqList/XcpOdt/XcpOdtEntry`, {
    XcpOdtEntryNumber: ['条目号', 'Entry number'],
    XcpOdtEntryAddress: ['地址', 'Address'],
    XcpOdtEntryLength: ['长度', 'Length'],
    XcpOdtEntryBitOffset: ['位偏移', 'Bit offset'],
  }),
  ...uiTable(`${CFG}/XcpEventChannel`, {
    XcpEventChannelNumber: ['事件通道号', 'Event channel number'],
    XcpEventChannelPriority: ['优先级', 'Priority'],
    XcpEventChannelTimeCycle: ['周期', 'Time cycle'],
    XcpEventChannelTimeUnit: ['时间单位', 'Time unit'],
    XcpEventChannelConsistency: ['一致性', 'Consistency'],
    XcpEventChannelMaxDaqList: ['最大 DAQ 列表数', 'Max DAQ lists'],
    XcpEventChannelTriggeredDaqListRef: ['触发的 DAQ 列表', 'Triggered DAQ lists'],
  }),
  ...uiTable(`${CFG}/XcpPdu/XcpRxPdu`, {
    XcpRxPduId: ['PDU ID', 'PDU ID'],
    XcpRxPduRef: ['PDU', 'PDU'],
  }),
  ...uiTable(`${CFG}/XcpPdu/XcpTxPdu`, {
    XcpTxPduId: ['PDU ID', 'PDU ID'],
    XcpTxPduRef: ['PDU', 'PDU'],
  }),
  ...uiTable('/Xcp/XcpGeneral', {
    XcpDaqConfigType: ['DAQ 配置类型', 'DAQ configuration type'],
    XcpDaqCount: ['DAQ 列表数', 'DAQ count'],
    XcpMaxCto: ['最大 CTO', 'Max CTO'],
    XcpMaxDto: ['最大 DTO', 'Max DTO'],
    XcpMaxEventChannel: ['最大事件通道数', 'Max event channels'],
    XcpMinDaq: ['最小 DAQ', 'Min DAQ'],
    XcpOdtCount: ['ODT 数', 'ODT count'],
    XcpOdtEntriesCount: ['ODT 条目数', 'ODT entries count'],
    XcpOdtEntrySizeDaq: ['DAQ 条目大小', 'DAQ entry size'],
    XcpOdtEntrySizeStim: ['STIM 条目大小', 'STIM entry size'],
    XcpIdentificationFieldType: ['标识字段类型', 'Identification field type'],
    XcpMainFunctionPeriod: ['主函数周期', 'Main function period', { unit: 's' }],
    XcpTimestampType: ['时间戳类型', 'Timestamp type'],
    XcpTimestampUnit: ['时间戳单位', 'Timestamp unit'],
    XcpTimestampTicks: ['时间戳刻度', 'Timestamp ticks'],
    XcpOnCanEnabled: ['CAN 上的 XCP', 'XCP on CAN'],
    XcpOnEthernetEnabled: ['以太网上的 XCP', 'XCP on Ethernet'],
    XcpOnFlexRayEnabled: ['FlexRay 上的 XCP', 'XCP on FlexRay'],
    XcpOnCddEnabled: ['CDD 上的 XCP', 'XCP on CDD'],
    XcpCounterRef: ['OS 计数器', 'OS counter'],
    XcpNvRamBlockIdRef: ['NvM 块', 'NvM block'],
    XcpDevErrorDetect: ['开发错误检测', 'Development error detection'],
    XcpVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
};
