import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: 'EcucCoreId {value} 已被 {other} 使用',
  en_us: 'EcucCoreId {value} is already used by {other}',
};

/** Every core definition names a different core. */
export const E_EcuC0001: ModuleRule = {
  code: 'E_EcuC0001',
  severity: 'error',
  description: { zh_cn: '核编号 EcucCoreId 不能重复', en_us: 'Core ids (EcucCoreId) are unique' },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const owners = new Map<bigint, ContainerValue>();
    for (const core of ctx.containersOf('/EcuC/EcucHardware/EcucCoreDefinition')) {
      const id = ctx.integer(core, 'EcucCoreId');
      if (id === undefined) continue;
      const other = owners.get(id);
      if (other)
        rows.push(ctx.report(core, MESSAGE, { value: String(id), other: ctx.pathOf(other) }, 'EcucCoreId'));
      else owners.set(id, core);
    }
    return rows;
  },
};
