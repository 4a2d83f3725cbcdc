import type { ReactNode } from 'react';
import { Badge } from 'antd';
import { badgeText } from './badges.js';

/** The error badge: errors plus warnings, up to 99 then `99+`, hidden at zero (spec section 4). */
export function FindingBadge({
  count,
  children,
  testId,
}: {
  count: number;
  children?: ReactNode;
  testId?: string;
}) {
  const text = badgeText(count);
  return (
    <Badge
      count={text ?? 0}
      size="small"
      offset={children ? [6, -2] : undefined}
      data-testid={testId}
      data-count={count}
      title={text ?? ''}
    >
      {children}
    </Badge>
  );
}
