import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

/** Labels of the Crypto driver definition, keyed by definition path. */
export const CRYPTO_UI: ModuleUi = {
  ...uiTable('/Crypto', {
    '': ['加密驱动', 'Crypto Driver'],
    CryptoGeneral: ['通用配置', 'General'],
    CryptoDriverObjects: ['驱动对象', 'Driver objects'],
    CryptoKeyElements: ['密钥元素', 'Key elements'],
    CryptoKeyTypes: ['密钥类型', 'Key types'],
    CryptoKeys: ['密钥', 'Keys'],
    CryptoPrimitives: ['原语集', 'Primitives'],
  }),
  ...uiTable('/Crypto/CryptoGeneral', {
    CryptoDevErrorDetect: ['开发错误检测', 'Development error detection'],
    CryptoInstanceId: ['驱动实例号', 'Instance id'],
    CryptoMainFunctionPeriod: ['主函数周期', 'Main function period', { unit: 's' }],
    CryptoVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
  ...uiTable('/Crypto/CryptoDriverObjects', {
    CryptoDriverObject: [
      '驱动对象',
      'Driver object',
      { columns: ['CryptoDriverObjectId', 'CryptoQueueSize', 'CryptoPrimitiveRef'] },
    ],
    'CryptoDriverObject/CryptoDriverObjectId': ['驱动对象号', 'Driver object id'],
    'CryptoDriverObject/CryptoQueueSize': ['作业队列长度', 'Job queue size'],
    'CryptoDriverObject/CryptoPrimitiveRef': ['支持的原语', 'Supported primitives'],
    'CryptoDriverObject/CryptoDefaultRandomPrimitiveRef': ['默认随机数原语', 'Default random primitive'],
    'CryptoDriverObject/CryptoDefaultRandomKeyRef': ['默认随机数种子密钥', 'Default random seed key'],
    'CryptoDriverObject/CryptoDriverObjectEcucPartitionRef': ['所属分区', 'Partition'],
  }),
  ...uiTable('/Crypto/CryptoKeyElements', {
    CryptoKeyElement: [
      '密钥元素',
      'Key element',
      {
        columns: [
          'CryptoKeyElementId',
          'CryptoKeyElementSize',
          'CryptoKeyElementFormat',
          'CryptoKeyElementReadAccess',
          'CryptoKeyElementWriteAccess',
          'CryptoKeyElementPersist',
        ],
      },
    ],
    'CryptoKeyElement/CryptoKeyElementId': ['密钥元素号', 'Key element id'],
    'CryptoKeyElement/CryptoKeyElementSize': ['最大长度', 'Maximum size', { unit: 'byte' }],
    'CryptoKeyElement/CryptoKeyElementFormat': ['格式', 'Format'],
    'CryptoKeyElement/CryptoKeyElementReadAccess': ['读权限', 'Read access'],
    'CryptoKeyElement/CryptoKeyElementWriteAccess': ['写权限', 'Write access'],
    'CryptoKeyElement/CryptoKeyElementPersist': ['持久保存', 'Persist'],
    'CryptoKeyElement/CryptoKeyElementAllowPartialAccess': ['允许部分访问', 'Allow partial access'],
    'CryptoKeyElement/CryptoKeyElementInitValue': ['初始值', 'Initial value'],
    'CryptoKeyElement/CryptoKeyElementVirtualTargetRef': ['虚拟目标元素', 'Virtual target element'],
  }),
  ...uiTable('/Crypto/CryptoKeyTypes', {
    CryptoKeyType: ['密钥类型', 'Key type', { columns: ['CryptoKeyElementRef'] }],
    'CryptoKeyType/CryptoKeyElementRef': ['密钥元素', 'Key elements'],
  }),
  ...uiTable('/Crypto/CryptoKeys', {
    CryptoKey: ['密钥', 'Key', { columns: ['CryptoKeyId', 'CryptoKeyTypeRef'] }],
    'CryptoKey/CryptoKeyId': ['密钥号', 'Key id'],
    'CryptoKey/CryptoKeyTypeRef': ['密钥类型', 'Key type'],
    'CryptoKey/CryptoKeyDeriveIterations': ['密钥派生迭代次数', 'Key derivation iterations'],
  }),
  ...uiTable('/Crypto/CryptoPrimitives', {
    CryptoPrimitive: [
      '原语',
      'Primitive',
      {
        columns: [
          'CryptoPrimitiveService',
          'CryptoPrimitiveAlgorithmFamily',
          'CryptoPrimitiveAlgorithmMode',
          'CryptoPrimitiveAlgorithmSecondaryFamily',
        ],
      },
    ],
    'CryptoPrimitive/CryptoPrimitiveService': ['服务', 'Service'],
    'CryptoPrimitive/CryptoPrimitiveAlgorithmFamily': ['算法族', 'Algorithm families'],
    'CryptoPrimitive/CryptoPrimitiveAlgorithmMode': ['算法模式', 'Algorithm modes'],
    'CryptoPrimitive/CryptoPrimitiveAlgorithmSecondaryFamily': ['次要算法族', 'Secondary algorithm families'],
  }),
};
