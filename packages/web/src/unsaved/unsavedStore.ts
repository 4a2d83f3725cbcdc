/**
 * Which parts of the current page hold unsaved changes (spec section 4: unsaved-change flag). Pages mark
 * themselves dirty under a key of their own (e.g. a dialog's form), and clean again once saved.
 */
export interface UnsavedStore {
  setDirty(owner: string, dirty: boolean): void;
  isDirty(): boolean;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createUnsavedStore(): UnsavedStore {
  const owners = new Set<string>();
  const listeners = new Set<() => void>();
  const emit = (): void => {
    for (const listener of listeners) listener();
  };
  return {
    setDirty(owner, dirty) {
      const had = owners.has(owner);
      if (dirty === had) return;
      if (dirty) owners.add(owner);
      else owners.delete(owner);
      emit();
    },
    isDirty: () => owners.size > 0,
    clear() {
      if (owners.size === 0) return;
      owners.clear();
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one store. */
export const unsavedChanges = createUnsavedStore();

export interface NavigationAttempt {
  currentPath: string;
  nextPath: string;
  /** react-router's history action: 'POP' is the browser's back/forward buttons. */
  historyAction: 'POP' | 'PUSH' | 'REPLACE';
  /** Navigations the app forces (session ended, project permission lost) pass through. */
  forced: boolean;
  dirty: boolean;
}

/**
 * What happens to a navigation (spec section 2): browser back/forward is refused on every page of the app;
 * leaving a page with unsaved changes asks first; anything else proceeds.
 */
export function judgeNavigation(attempt: NavigationAttempt): 'proceed' | 'confirm' | 'refuse' {
  if (attempt.forced) return 'proceed';
  if (attempt.currentPath === attempt.nextPath) return 'proceed';
  if (attempt.historyAction === 'POP') return 'refuse';
  if (attempt.dirty) return 'confirm';
  return 'proceed';
}
