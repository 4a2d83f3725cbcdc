import type { ReactNode } from 'react';
import { Badge } from 'antd';
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
