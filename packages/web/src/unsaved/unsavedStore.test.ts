import { describe, expect, it, vi } from 'vitest';
import { createUnsavedStore, judgeNavigation } from './unsavedStore.js';

describe('unsaved store', () => {
  it('is dirty while any owner is dirty and notifies on changes only', () => {
    const store = createUnsavedStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setDirty('os/task', true);
    store.setDirty('os/task', true);
    store.setDirty('os/alarm', true);
    expect(store.isDirty()).toBe(true);
    store.setDirty('os/task', false);
    expect(store.isDirty()).toBe(true);
    store.setDirty('os/alarm', false);
    expect(store.isDirty()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('clears everything at once and unsubscribes', () => {
    const store = createUnsavedStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setDirty('a', true);
    unsubscribe();
    store.clear();
    expect(store.isDirty()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('judgeNavigation', () => {
  const base = {
    currentPath: '/main/os',
    nextPath: '/main/com',
    historyAction: 'PUSH' as const,
    forced: false,
  };

  it('refuses browser back and forward on every page', () => {
    expect(judgeNavigation({ ...base, historyAction: 'POP', dirty: false })).toBe('refuse');
    expect(judgeNavigation({ ...base, currentPath: '/user/index', historyAction: 'POP', dirty: false })).toBe(
      'refuse',
    );
    expect(
      judgeNavigation({
        ...base,
        currentPath: '/user/index',
        nextPath: '/lg-reg/login',
        historyAction: 'POP',
        dirty: true,
      }),
    ).toBe('refuse');
  });

  it('asks before leaving a page with unsaved changes', () => {
    expect(judgeNavigation({ ...base, dirty: true })).toBe('confirm');
    expect(judgeNavigation({ ...base, dirty: false })).toBe('proceed');
  });

  it('lets forced navigations and same-page navigations through', () => {
    expect(judgeNavigation({ ...base, dirty: true, forced: true })).toBe('proceed');
    expect(judgeNavigation({ ...base, nextPath: '/main/os', dirty: true })).toBe('proceed');
  });
});
