import { useEffect, useSyncExternalStore } from 'react';
import { unsavedChanges } from './unsavedStore.js';

/**
 * Marks a part of the page (`owner`, e.g. `os/OsTask/editor`) as holding unsaved changes while `dirty`
 * is true. Leaving the page then asks for confirmation; unmounting clears the mark.
 */
export function useUnsavedChanges(owner: string, dirty: boolean): void {
  useEffect(() => {
    unsavedChanges.setDirty(owner, dirty);
    return () => unsavedChanges.setDirty(owner, false);
  }, [owner, dirty]);
}

/** Whether any part of the page holds unsaved changes. */
export function useHasUnsavedChanges(): boolean {
  return useSyncExternalStore(unsavedChanges.subscribe, unsavedChanges.isDirty);
}
