import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { DCM_PATHS } from '../definition.js';

const INVERTED = {
  zh_cn: 'DID 范围的下限 0x{lower} 高于上限 0x{upper}',
  en_us: 'The DID range’s lower limit 0x{lower} is above its upper limit 0x{upper}',
};

const OVERLAPS_RANGE = {
  zh_cn: 'DID 范围 0x{lower}..0x{upper} 与 {other} (0x{otherLower}..0x{otherUpper}) 重叠',
  en_us: 'The DID range 0x{lower}..0x{upper} overlaps {other} (0x{otherLower}..0x{otherUpper})',
};

const HOLDS_DID = {
  zh_cn: 'DID 范围 0x{lower}..0x{upper} 包含单独配置的 DID {did} (0x{identifier})',
  en_us: 'The DID range 0x{lower}..0x{upper} contains the DID {did} (0x{identifier}) configured on its own',
};

const hex = (value: bigint) => value.toString(16).toUpperCase().padStart(4, '0');

interface Range {
  container: ContainerValue;
  lower: bigint;
  upper: bigint;
}

/**
 * A DID range (DcmDspDidRange) answers every identifier from its lower to its upper limit: the limits are in that
 * order, no two ranges share an identifier, and no DID configured on its own (DcmDspDid) lies inside a range —
 * the tester's request would match both and the answer would depend on the order of the Dcm's lookup. Source:
 * SWS Dcm DcmDspDidRangeIdentifierLowerLimit / DcmDspDidRangeIdentifierUpperLimit and SWS_Dcm_00802 (a DID is
 * looked up among the single DIDs and the ranges), ISO 14229-1 (one DID, one record).
 */
export const E_Dcm0008: ModuleRule = {
  code: 'E_Dcm0008',
  severity: 'error',
  description: {
    zh_cn: 'DID 范围的上下限有序，范围之间及与单独的 DID 互不重叠',
    en_us: 'DID ranges have ordered limits and overlap neither each other nor a single DID',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const ranges: Range[] = [];
    for (const range of ctx.containersOf(DCM_PATHS.didRange)) {
      const lower = ctx.integer(range, 'DcmDspDidRangeIdentifierLowerLimit');
      const upper = ctx.integer(range, 'DcmDspDidRangeIdentifierUpperLimit');
      if (lower === undefined || upper === undefined) continue;
      if (lower > upper) {
        rows.push(
          ctx.report(
            range,
            INVERTED,
            { lower: hex(lower), upper: hex(upper) },
            'DcmDspDidRangeIdentifierLowerLimit',
          ),
        );
        continue;
      }
      const other = ranges.find((r) => r.lower <= upper && lower <= r.upper);
      if (other) {
        rows.push(
          ctx.report(
            range,
            OVERLAPS_RANGE,
            {
              lower: hex(lower),
              upper: hex(upper),
              other: other.container.shortName,
              otherLower: hex(other.lower),
              otherUpper: hex(other.upper),
            },
            'DcmDspDidRangeIdentifierLowerLimit',
          ),
        );
      }
      ranges.push({ container: range, lower, upper });
    }
    if (ranges.length === 0) return rows;
    for (const did of ctx.containersOf(DCM_PATHS.did)) {
      const identifier = ctx.integer(did, 'DcmDspDidIdentifier');
      if (identifier === undefined) continue;
      const range = ranges.find((r) => r.lower <= identifier && identifier <= r.upper);
      if (!range) continue;
      rows.push(
        ctx.report(
          range.container,
          HOLDS_DID,
          {
            lower: hex(range.lower),
            upper: hex(range.upper),
            did: did.shortName,
            identifier: hex(identifier),
          },
          'DcmDspDidRangeIdentifierLowerLimit',
        ),
      );
    }
    return rows;
  },
};
