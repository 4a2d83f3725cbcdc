import { uiTable } from '../../ecuc/ui.js';
import type { ModuleUi } from '../../ecuc/types.js';

/** Labels of the CryIf definition, keyed by definition path. */
export const CRYIF_UI: ModuleUi = {
  ...uiTable('/CryIf', {
    '': ['加密接口', 'Crypto Interface'],
    CryIfGeneral: ['通用配置', 'General'],
    CryIfChannel: ['通道', 'Channel', { columns: ['CryIfChannelId', 'CryIfDriverObjectRef'] }],
    'CryIfChannel/CryIfChannelId': ['通道号', 'Channel id'],
    'CryIfChannel/CryIfDriverObjectRef': ['加密驱动对象', 'Crypto driver object'],
    CryIfKey: ['密钥', 'Key', { columns: ['CryIfKeyId', 'CryIfKeyRef'] }],
    'CryIfKey/CryIfKeyId': ['密钥号', 'Key id'],
    'CryIfKey/CryIfKeyRef': ['加密驱动密钥', 'Crypto driver key'],
  }),
  ...uiTable('/CryIf/CryIfGeneral', {
    CryIfDevErrorDetect: ['开发错误检测', 'Development error detection'],
    CryIfVersionInfoApi: ['版本信息接口', 'Version info API'],
  }),
};
