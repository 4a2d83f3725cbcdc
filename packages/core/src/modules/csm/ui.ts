import { uiTable, type UiLabelRow } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';
import { CSM_SERVICES, CSM_SERVICE_NAMES, type CsmService } from './definition.js';

/** What each service is called. */
const SERVICE_LABELS: Readonly<Record<CsmService, readonly [string, string]>> = {
  AEADDecrypt: ['AEAD 解密', 'AEAD decrypt'],
  AEADEncrypt: ['AEAD 加密', 'AEAD encrypt'],
  Decrypt: ['解密', 'Decrypt'],
  Encrypt: ['加密', 'Encrypt'],
  Hash: ['哈希', 'Hash'],
  MacGenerate: ['MAC 生成', 'MAC generate'],
  MacVerify: ['MAC 校验', 'MAC verify'],
  RandomGenerate: ['随机数生成', 'Random generate'],
  SecureCounter: ['安全计数器', 'Secure counter'],
  SignatureGenerate: ['签名生成', 'Signature generate'],
  SignatureVerify: ['签名校验', 'Signature verify'],
};

/** What each length of a service configuration is called (all in bytes). */
const LENGTH_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  AssociatedDataMaxLength: ['关联数据最大长度', 'Maximum associated data length'],
  CiphertextMaxLength: ['密文最大长度', 'Maximum ciphertext length'],
  CompareLength: ['比较长度', 'Compare length'],
  DataMaxLength: ['数据最大长度', 'Maximum data length'],
  KeyLength: ['密钥长度', 'Key length'],
  PlaintextMaxLength: ['明文最大长度', 'Maximum plaintext length'],
  ResultLength: ['结果长度', 'Result length'],
  ResultMaxLength: ['结果最大长度', 'Maximum result length'],
  TagLength: ['标签长度', 'Tag length'],
};

/** Labels of one service container, its configuration and every parameter of the configuration. */
function serviceRows(service: CsmService): Record<string, UiLabelRow> {
  const [zh, en] = SERVICE_LABELS[service];
  const config = `Csm${service}/Csm${service}Config`;
  const prefix = `${config}/Csm${service}`;
  const rows: Record<string, UiLabelRow> = {
    [`Csm${service}`]: [zh, en],
    [config]: [
      `${zh}配置`,
      `${en} configuration`,
      { columns: [`Csm${service}AlgorithmFamily`, `Csm${service}AlgorithmMode`, `Csm${service}Processing`] },
    ],
    [`${prefix}AlgorithmFamily`]: ['算法族', 'Algorithm family'],
    [`${prefix}AlgorithmFamilyCustom`]: ['自定义算法族', 'Custom algorithm family'],
    [`${prefix}AlgorithmMode`]: ['算法模式', 'Algorithm mode'],
    [`${prefix}AlgorithmModeCustom`]: ['自定义算法模式', 'Custom algorithm mode'],
    [`${prefix}AlgorithmSecondaryFamily`]: ['次要算法族', 'Secondary algorithm family'],
    [`${prefix}AlgorithmSecondaryFamilyCustom`]: ['自定义次要算法族', 'Custom secondary algorithm family'],
  };
  for (const length of CSM_SERVICES[service]) {
    const [lengthZh, lengthEn] = LENGTH_LABELS[length] ?? [length, length];
    rows[`${prefix}${length}`] = [lengthZh, lengthEn, { unit: 'byte' }];
  }
  rows[`${prefix}Processing`] = ['处理方式', 'Processing'];
  return rows;
}

/** Labels of the Csm definition, keyed by definition path. */
export const CSM_UI: ModuleUi = {
  ...uiTable('/Csm', {
    '': ['加密服务管理', 'Crypto Service Manager'],
    CsmGeneral: ['通用配置', 'General'],
    CsmJobs: ['作业', 'Jobs'],
    CsmKeys: ['密钥', 'Keys'],
    CsmQueues: ['队列', 'Queues'],
    CsmCallbacks: ['回调', 'Callbacks'],
    CsmPrimitives: ['原语配置', 'Primitives'],
  }),
  ...uiTable('/Csm/CsmGeneral', {
    CsmDevErrorDetect: ['开发错误检测', 'Development error detection'],
    CsmMainFunctionPeriod: ['主函数周期', 'Main function period', { unit: 's' }],
    CsmVersionInfoApi: ['版本信息接口', 'Version info API'],
    CsmUseDeprecated: ['使用旧版接口', 'Use deprecated API'],
    CsmSymKeyMaxLength: ['对称密钥最大长度', 'Maximum symmetric key length', { unit: 'byte' }],
    CsmAsymPublicKeyMaxLength: [
      '非对称公钥最大长度',
      'Maximum asymmetric public key length',
      { unit: 'byte' },
    ],
    CsmAsymPrivateKeyMaxLength: [
      '非对称私钥最大长度',
      'Maximum asymmetric private key length',
      { unit: 'byte' },
    ],
  }),
  ...uiTable('/Csm/CsmJobs', {
    CsmJob: [
      '作业',
      'Job',
      {
        columns: ['CsmJobId', 'CsmJobPriority', 'CsmJobPrimitiveRef', 'CsmJobKeyRef', 'CsmJobQueueRef'],
      },
    ],
    'CsmJob/CsmJobId': ['作业号', 'Job id'],
    'CsmJob/CsmJobPriority': ['优先级', 'Priority'],
    'CsmJob/CsmJobUsePort': ['通过端口调用', 'Use port'],
    'CsmJob/CsmJobPrimitiveRef': ['原语配置', 'Primitive'],
    'CsmJob/CsmJobKeyRef': ['密钥', 'Key'],
    'CsmJob/CsmJobQueueRef': ['队列', 'Queue'],
    'CsmJob/CsmJobPrimitiveCallbackRef': ['回调', 'Callback'],
    'CsmJob/CsmJobPrimitiveCallbackUpdateNotification': ['更新时回调', 'Callback on update'],
  }),
  ...uiTable('/Csm/CsmKeys', {
    CsmKey: ['密钥', 'Key', { columns: ['CsmKeyId', 'CsmKeyRef', 'CsmKeyUsePort'] }],
    'CsmKey/CsmKeyId': ['密钥号', 'Key id'],
    'CsmKey/CsmKeyRef': ['CryIf 密钥', 'CryIf key'],
    'CsmKey/CsmKeyUsePort': ['通过端口调用', 'Use port'],
  }),
  ...uiTable('/Csm/CsmQueues', {
    CsmQueue: ['队列', 'Queue', { columns: ['CsmQueueSize', 'CsmChannelRef'] }],
    'CsmQueue/CsmQueueSize': ['队列长度', 'Queue size'],
    'CsmQueue/CsmChannelRef': ['CryIf 通道', 'CryIf channel'],
  }),
  ...uiTable('/Csm/CsmCallbacks', {
    CsmCallback: ['回调', 'Callback', { columns: ['CsmCallbackFunc', 'CsmCallbackId'] }],
    'CsmCallback/CsmCallbackFunc': ['回调函数', 'Callback function'],
    'CsmCallback/CsmCallbackId': ['回调号', 'Callback id'],
  }),
  ...uiTable(
    '/Csm/CsmPrimitives',
    Object.assign({}, ...CSM_SERVICE_NAMES.map(serviceRows)) as Record<string, UiLabelRow>,
  ),
};
