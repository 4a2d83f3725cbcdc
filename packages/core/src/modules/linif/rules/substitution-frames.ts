/**
 * The unconditional frames a sporadic or event-triggered frame stands for (LinIfSubstitutionFrames), checked
 * the same way for both: at least one, each an unconditional frame of the same channel (and, where the caller
 * asks, one the node sends).
 */
import type { LocalizedText } from '../../../ecuc/types.js';
import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { RuleContext, VerifyRow } from '../../../verify/types.js';
import { linIfFrameSends, linIfFrameType } from '../channel-role.js';
import { LINIF_PATHS } from '../definition.js';

const NONE: LocalizedText = {
  zh_cn: '{type} 帧 {frame} 未列出任何替代帧（LinIfSubstitutionFrames）：其时隙无帧可发送',
  en_us:
    '{type} frame {frame} lists no substitution frame (LinIfSubstitutionFrames): its slot has nothing to carry',
};

const NOT_UNCONDITIONAL: LocalizedText = {
  zh_cn: '{type} 帧 {frame} 的替代帧 {target} 须为同一通道的无条件帧',
  en_us:
    'Substitution frame {target} of {type} frame {frame} must be an unconditional frame of the same channel',
};

const NOT_SENT: LocalizedText = {
  zh_cn: '{type} 帧 {frame} 的替代帧 {target} 须为同一通道中由本节点发送（Tx PDU）的无条件帧',
  en_us:
    'Substitution frame {target} of {type} frame {frame} must be an unconditional frame of the same channel that this node sends (a Tx PDU)',
};

export function checkSubstitutionFrames(
  ctx: RuleContext,
  frame: ContainerValue,
  channel: ContainerValue,
  options: { sent: boolean },
): VerifyRow[] {
  const type = linIfFrameType(ctx, frame);
  const substitutions = ctx.childrenOf(frame, LINIF_PATHS.substitution);
  if (substitutions.length === 0) return [ctx.report(frame, NONE, { type, frame: frame.shortName })];
  const rows: VerifyRow[] = [];
  for (const substitution of substitutions) {
    const target = ctx.container(substitution.references['LinIfSubstitutionFrameRef']?.[0] ?? '');
    if (!target) continue; // an unset or dangling reference is the generic reference check's
    const fits =
      target.parentId === channel.id &&
      linIfFrameType(ctx, target) === 'UNCONDITIONAL' &&
      (!options.sent || linIfFrameSends(ctx, target));
    if (!fits)
      rows.push(
        ctx.report(
          substitution,
          options.sent ? NOT_SENT : NOT_UNCONDITIONAL,
          { type, frame: frame.shortName, target: target.shortName },
          'LinIfSubstitutionFrameRef',
        ),
      );
  }
  return rows;
}
