import type { ReactNode } from 'react';
import { Badge, Tooltip } from 'antd';
import type { VerifyRow } from '@ecuc/core/verify';
import { badgeText } from './badges.js';

/** The error badge: errors plus warnings, up to 99 then `99+`, hidden at zero (spec section 4). */
export function FindingBadge({
  count,
  children,
  testId,
  offset,
}: {
  count: number;
  children?: ReactNode;
  testId?: string;
  /** Where the count sits relative to the children's top right corner. */
  offset?: [number, number];
}) {
  const text = badgeText(count);
  return (
    <Badge
      count={text ?? 0}
      size="small"
      offset={offset ?? (children ? [6, -2] : undefined)}
      data-testid={testId}
      data-count={count}
      title={text ?? ''}
    >
      {children}
    </Badge>
  );
}

/**
 * The findings of a row or a card: a red count whose hover lists each finding as `CODE: message`; the codes on
 * `data-codes`. Nothing at zero.
 */
export function FindingsHover({ findings, testId }: { findings: readonly VerifyRow[]; testId: string }) {
  if (findings.length === 0) return null;
  return (
    <Tooltip
      title={
        <div>
          {findings.map((f, i) => (
            <div key={i}>
              {f.code}: {f.message}
            </div>
          ))}
        </div>
      }
    >
      <span
        data-testid={testId}
        data-count={findings.length}
        data-codes={[...new Set(findings.map((f) => f.code))].join(' ')}
      >
        <FindingBadge count={findings.length} />
      </span>
    </Tooltip>
  );
}
