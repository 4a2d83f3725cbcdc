import { useSyncExternalStore } from 'react';
import type { DrawerTab } from './drawerModel.js';

/** Whether the verification drawer is open and on which tab (opened by the panel, the download, the badges). */
export interface DrawerState {
  open: boolean;
  tab: DrawerTab;
}

let state: DrawerState = { open: false, tab: 'verify' };
const listeners = new Set<() => void>();

function publish(next: DrawerState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const verificationDrawer = {
  open(tab: DrawerTab = 'verify'): void {
    publish({ open: true, tab });
  },
  close(): void {
    publish({ ...state, open: false });
  },
  setTab(tab: DrawerTab): void {
    publish({ ...state, tab });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): DrawerState {
    return state;
  },
};

export function useVerificationDrawer(): DrawerState {
  return useSyncExternalStore(verificationDrawer.subscribe, verificationDrawer.get);
}
