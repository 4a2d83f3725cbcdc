import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: '{management} 块的 NvMNvBlockNum 必须为 {expected}，当前为 {value}',
  en_us: 'A {management} block needs NvMNvBlockNum = {expected}, has {value}',
};

const EXPECTED: Record<string, bigint> = { NVM_BLOCK_NATIVE: 1n, NVM_BLOCK_REDUNDANT: 2n };

/** NvMNvBlockNum is 1 for a native block and 2 for a redundant block (SWS NvM, NvMNvBlockNum). */
export const E_NvM0001: ModuleRule = {
  code: 'E_NvM0001',
  severity: 'error',
  description: {
    zh_cn: 'NATIVE 块的 NV 块数为 1，REDUNDANT 块为 2',
    en_us: 'Native blocks have one NV block, redundant blocks two',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const block of ctx.containersOf('/NvM/NvMBlockDescriptor')) {
      const management = ctx.text(block, 'NvMBlockManagementType');
      const expected = management === undefined ? undefined : EXPECTED[management];
      const count = ctx.integer(block, 'NvMNvBlockNum');
      if (expected === undefined || count === undefined || count === expected) continue;
      rows.push(
        ctx.report(
          block,
          MESSAGE,
          { management: management ?? '', expected: String(expected), value: String(count) },
          'NvMNvBlockNum',
        ),
      );
    }
    return rows;
  },
};
