/** The verification drawer's width: 35 % of the window, dragged between 350 and 450 px (spec section 9). */
export const DRAWER_WIDTH_SHARE = 0.35;
export const DRAWER_MIN_WIDTH = 350;
export const DRAWER_MAX_WIDTH = 450;
/** A temporary drawer closes this long after its pin is released. */
export const UNPIN_CLOSE_DELAY_MS = 500;
/** Where the pin state is kept. */
export const DRAWER_PINNED_KEY = 'verifyDrawerPinned';

export function clampDrawerWidth(width: number): number {
  if (!Number.isFinite(width)) return DRAWER_MIN_WIDTH;
  return Math.min(DRAWER_MAX_WIDTH, Math.max(DRAWER_MIN_WIDTH, Math.round(width)));
}

/** The width a drawer opens with in a window of this width. */
export function initialDrawerWidth(windowWidth: number): number {
  return clampDrawerWidth(windowWidth * DRAWER_WIDTH_SHARE);
}

/** The width while the left edge is dragged from `startX` (drawer at `startWidth`) to `currentX`. */
export function draggedDrawerWidth(startWidth: number, startX: number, currentX: number): number {
  return clampDrawerWidth(startWidth + (startX - currentX));
}

/** The tabs of the drawer: the project's error log and the DBC check. */
export type DrawerTab = 'verify' | 'dbc';

export interface PinStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function storedPinned(storage: PinStorage | undefined): boolean {
  return storage?.getItem(DRAWER_PINNED_KEY) === 'true';
}

/**
 * Toggling the pin: the new state is stored; a drawer that is no longer pinned (temporary) closes
 * after UNPIN_CLOSE_DELAY_MS. Answers the new state and the delay before closing (null: stays open).
 */
export function togglePin(
  pinned: boolean,
  storage: PinStorage | undefined,
): { pinned: boolean; closeAfterMs: number | null } {
  const next = !pinned;
  storage?.setItem(DRAWER_PINNED_KEY, String(next));
  return { pinned: next, closeAfterMs: next ? null : UNPIN_CLOSE_DELAY_MS };
}
