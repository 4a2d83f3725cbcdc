import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: 'CanIf 控制器已由 {other} 管理，一个控制器只能属于一个 CanSM 网络',
  en_us: 'The CanIf controller is already managed by {other}: a controller belongs to one CanSM network',
};

/**
 * A CanIf controller belongs to one manager network: no two CanSMController containers (in one network or
 * in two) refer to the same CanIf controller through CanSMControllerId. Source: SWS CanSM ECUC container
 * CanSMController (the controllers of one CAN network) and reference CanSMControllerId.
 */
export const E_CanSM0005: ModuleRule = {
  code: 'E_CanSM0005',
  severity: 'error',
  description: {
    zh_cn: '一个 CanIf 控制器只能被一个 CanSM 控制器引用',
    en_us: 'A CanIf controller is referred to by one CanSM controller only',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const firstUser = new Map<string, string>();
    for (const controller of ctx.containersOf(
      '/CanSM/CanSMConfiguration/CanSMManagerNetwork/CanSMController',
    )) {
      const target = controller.references.CanSMControllerId?.[0];
      if (!target) continue;
      const other = firstUser.get(target);
      if (other === undefined) firstUser.set(target, ctx.pathOf(controller));
      else rows.push(ctx.report(controller, MESSAGE, { other }, 'CanSMControllerId'));
    }
    return rows;
  },
};
