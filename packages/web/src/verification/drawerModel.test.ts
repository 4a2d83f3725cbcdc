import { describe, expect, it } from 'vitest';
import {
  DRAWER_PINNED_KEY,
  clampDrawerWidth,
  draggedDrawerWidth,
  initialDrawerWidth,
  storedPinned,
  togglePin,
} from './drawerModel.js';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('drawer width', () => {
  it('opens at 35 % of the window within 350–450 px', () => {
    expect(initialDrawerWidth(1200)).toBe(420);
    expect(initialDrawerWidth(800)).toBe(350);
    expect(initialDrawerWidth(1920)).toBe(450);
  });

  it('drags the left edge within the range', () => {
    expect(draggedDrawerWidth(400, 1000, 980)).toBe(420);
    expect(draggedDrawerWidth(400, 1000, 800)).toBe(450);
    expect(draggedDrawerWidth(400, 1000, 1200)).toBe(350);
    expect(clampDrawerWidth(Number.NaN)).toBe(350);
  });
});

describe('pin', () => {
  it('stores the state; releasing the pin closes the temporary drawer after 500 ms', () => {
    const storage = memory();
    expect(storedPinned(storage)).toBe(false);
    expect(togglePin(false, storage)).toEqual({ pinned: true, closeAfterMs: null });
    expect(storage.getItem(DRAWER_PINNED_KEY)).toBe('true');
    expect(storedPinned(storage)).toBe(true);
    expect(togglePin(true, storage)).toEqual({ pinned: false, closeAfterMs: 500 });
    expect(storedPinned(storage)).toBe(false);
  });
});
