import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { KEEP_ALIVE_MAX, KEEP_ALIVE_PAGE_KEYS } from '../routing/pageTable.js';
import { visitKeepAlive } from './keepAlive.js';

interface KeptPage {
  key: string;
  element: ReactNode;
}

/** The page key of a /main route: `/main/workspace` → `workspace`. */
function pageKeyOf(pathname: string): string {
  return pathname.split('/')[2] ?? '';
}

/**
 * The /main outlet. Workspace and ecuc pages stay mounted (hidden) when the user leaves them, so that
 * coming back finds them as they were; at most 5 are kept, the least recently visited going first.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname, search } = useLocation();
  const keepKey = KEEP_ALIVE_PAGE_KEYS.includes(pageKeyOf(pathname)) ? `${pathname}${search}` : undefined;
  const [kept, setKept] = useState<KeptPage[]>([]);

  // Adjusting state while rendering (React's documented pattern for state derived from props).
  if (keepKey !== undefined && kept[0]?.key !== keepKey) {
    const order = visitKeepAlive(
      kept.map((page) => page.key),
      keepKey,
      KEEP_ALIVE_MAX,
    );
    const known = new Map(kept.map((page) => [page.key, page.element]));
    setKept(order.map((key) => ({ key, element: known.get(key) ?? outlet })));
  }

  const keptKeys = new Set(kept.map((page) => page.key));
  return (
    <>
      {[...kept]
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((page) => (
          <div key={page.key} className="keep-alive" hidden={page.key !== keepKey} data-keep-alive={page.key}>
            {page.element}
          </div>
        ))}
      {keepKey === undefined || !keptKeys.has(keepKey) ? outlet : null}
    </>
  );
}
