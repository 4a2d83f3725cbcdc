/** The product version and its release log (shown from the header next to the documentation link). */
export const PRODUCT_VERSION = '0.1.0';

export interface Release {
  version: string;
  date: string;
  updated: { zh_cn: string; en_us: string }[];
  fixed: { zh_cn: string; en_us: string }[];
}

export const RELEASES: readonly Release[] = [
  {
    version: '0.1.0',
    date: '2026-11-23',
    updated: [
      {
        zh_cn: '账号注册、登录与企业申请审核',
        en_us: 'Account registration, login and enterprise application review',
      },
      {
        zh_cn: '项目管理：创建、复制、合并、转移与参与者',
        en_us: 'Projects: create, copy, merge, transfer and participants',
      },
      { zh_cn: '模块开关与导航规则', en_us: 'Module switches and navigation rules' },
    ],
    fixed: [],
  },
];
