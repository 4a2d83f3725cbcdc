import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { MEMORY_PATHS, memoryBytes } from '../memory-size.js';

const NO_BLOCK = {
  zh_cn: '存储的 NvM 块 {block} 没有引用存在的 NvM 块描述',
  en_us: 'The memory NvM block {block} names no existing NvM block descriptor',
};
const TOO_SHORT = {
  zh_cn: 'NvM 块 {blocks} 长度共 {length} 字节，小于该存储所需的 {needed} 字节',
  en_us: 'The NvM blocks {blocks} hold {length} bytes, less than the {needed} bytes the memory needs',
};

/**
 * The Dem keeps its event memories across power cycles in NvM blocks (DemNvRamBlockId → NvMBlockDescriptor):
 * each block a memory names exists in NvM, and together they are at least as long as the memory's entries
 * with their environmental data (`memory-size.ts`). Only memories that name blocks are checked. Source:
 * SWS_DiagnosticEventManager 7.11 (interaction with NvM), DemNvRamBlockIdRef; SWS_NVRAMManager NvMNvBlockLength.
 */
export const E_Dem0009: ModuleRule = {
  code: 'E_Dem0009',
  severity: 'error',
  reads: ['NvM'],
  description: {
    zh_cn: 'Dem 存储的 NvM 块存在且长度足够',
    en_us: 'The NvM blocks of each Dem memory exist and are long enough',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const path of MEMORY_PATHS)
      for (const memory of ctx.containersOf(path)) {
        const blockIds = (memory.references.DemMemoryNvRamBlockIdRef ?? [])
          .map((id) => ctx.container(id))
          .filter((c) => c !== undefined);
        if (blockIds.length === 0) continue;
        const names: string[] = [];
        let length = 0;
        let missing = false;
        for (const blockId of blockIds) {
          const nvm = (blockId.references.DemNvRamBlockIdRef ?? [])
            .map((id) => ctx.container(id))
            .find((c) => c !== undefined);
          if (!nvm) {
            rows.push(ctx.report(memory, NO_BLOCK, { block: blockId.shortName }, 'DemMemoryNvRamBlockIdRef'));
            missing = true;
            continue;
          }
          names.push(nvm.shortName);
          length += Number(ctx.integer(nvm, 'NvMNvBlockLength') ?? 0n);
        }
        if (missing) continue;
        const needed = memoryBytes(ctx, memory);
        if (length < needed)
          rows.push(
            ctx.report(
              memory,
              TOO_SHORT,
              { blocks: names.join(', '), length, needed },
              'DemMemoryNvRamBlockIdRef',
            ),
          );
      }
    return rows;
  },
};
