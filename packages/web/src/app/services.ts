import { createI18n, loadPageMessages } from '../i18n/index.js';
import { createHttpClient } from '../http/client.js';
import type { Notice } from '../http/toastGate.js';

/**
 * The app's long-lived services. Navigation and toasts need React (router, antd App context), so the
 * HTTP client reaches them through sinks that the root frame connects once it is mounted.
 */
export const i18n = createI18n(window.localStorage);

/** Adds the texts of the pages behind the login to `i18n` (once; every lazily loaded page waits for it). */
export const loadPageTexts = (): Promise<void> => loadPageMessages(i18n);

interface UiSinks {
  navigate: (path: string) => void;
  notify: (notice: Notice) => void;
  askEnableModule: (moduleName: string) => void;
}

const pendingNotices: Notice[] = [];
const sinks: UiSinks = {
  navigate: (path) => {
    window.location.hash = `#${path}`;
  },
  notify: (notice) => void pendingNotices.push(notice),
  askEnableModule: () => undefined,
};

/** Connects the HTTP client to the mounted app; toasts raised before that are shown now. */
export function connectUi(connected: UiSinks): void {
  Object.assign(sinks, connected);
  for (const notice of pendingNotices.splice(0)) connected.notify(notice);
}

export const http = createHttpClient({
  navigate: (path) => sinks.navigate(path),
  notify: (notice) => sinks.notify(notice),
  askEnableModule: (moduleName) => sinks.askEnableModule(moduleName),
  onDataMissing: () => void import('./queryClient.js').then((cache) => cache.queryClient.invalidateQueries()),
  translate: (key, params) => i18n.t(key, params ?? {}),
  storage: window.localStorage,
});
