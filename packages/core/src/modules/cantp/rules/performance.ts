import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { LocalizedText } from '../../../ecuc/types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CANTP_CHANNEL_PATH, nanoseconds, secondsText, type NSduKind } from './connection.js';

/** One ISO 15765-2 performance requirement: (own + transmission) < 0.9 · the peer's timeout. */
export interface PerformanceRequirement {
  readonly code: string;
  readonly description: LocalizedText;
  readonly message: LocalizedText;
  /** The N-SDUs checked and the ones on the same channel that stand for the peer. */
  readonly own: NSduKind;
  readonly peer: NSduKind;
  /** The performance time of the checked side (N_Br, N_Cs), reported as the row's parameter. */
  readonly performance: string;
  /** The frame transmission time of the checked side (N_Ar, N_As). */
  readonly transmission: string;
  /** The peer's timeout (N_Bs, N_Cr). */
  readonly timeout: string;
}

/**
 * A warning when (performance + transmission) is not below 0.9 times the timeout of the other side. The other
 * side's timeout is configured on the opposite N-SDUs of the same channel (a channel is one connection to one
 * peer, which is assumed to use the timings this ECU uses in that direction); the smallest one there counts.
 * Nothing is said when a value is unset or the channel has no opposite N-SDU with the timeout.
 */
export function performanceRule(requirement: PerformanceRequirement): ModuleRule {
  const { own, peer, performance, transmission, timeout } = requirement;
  return {
    code: requirement.code,
    severity: 'warning',
    description: requirement.description,
    check(ctx) {
      const rows: VerifyRow[] = [];
      for (const channel of ctx.containersOf(CANTP_CHANNEL_PATH)) {
        let limit: number | undefined;
        let strictest: ContainerValue | undefined;
        for (const candidate of ctx.childrenOf(channel, peer.path)) {
          const value = nanoseconds(ctx, candidate, timeout);
          if (value !== undefined && (limit === undefined || value < limit)) {
            limit = value;
            strictest = candidate;
          }
        }
        if (limit === undefined || !strictest) continue;
        for (const nSdu of ctx.childrenOf(channel, own.path)) {
          const ownTime = nanoseconds(ctx, nSdu, performance);
          const frame = nanoseconds(ctx, nSdu, transmission);
          if (ownTime === undefined || frame === undefined) continue;
          if (10 * (ownTime + frame) < 9 * limit) continue;
          const params = {
            sum: secondsText(ownTime + frame),
            limit: secondsText((9 * limit) / 10),
            timeout: secondsText(limit),
            peer: ctx.pathOf(strictest),
          };
          rows.push(ctx.report(nSdu, requirement.message, params, performance));
        }
      }
      return rows;
    },
  };
}
