import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: 'NvMNvramBlockIdentifier {value} 已被 {other} 使用',
  en_us: 'NvMNvramBlockIdentifier {value} is already used by {other}',
};

/** Every block has its own block id. */
export const E_NvM0005: ModuleRule = {
  code: 'E_NvM0005',
  severity: 'error',
  description: {
    zh_cn: '块标识 NvMNvramBlockIdentifier 不能重复',
    en_us: 'Block ids (NvMNvramBlockIdentifier) are unique',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const owners = new Map<bigint, ContainerValue>();
    for (const block of ctx.containersOf('/NvM/NvMBlockDescriptor')) {
      const id = ctx.integer(block, 'NvMNvramBlockIdentifier');
      if (id === undefined) continue;
      const other = owners.get(id);
      if (other) {
        rows.push(
          ctx.report(
            block,
            MESSAGE,
            { value: String(id), other: ctx.pathOf(other) },
            'NvMNvramBlockIdentifier',
          ),
        );
      } else owners.set(id, block);
    }
    return rows;
  },
};
