import { useEffect, useRef, useSyncExternalStore } from 'react';
import { App } from 'antd';
import { Outlet, useBlocker, useNavigate } from 'react-router';
import type { Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { connectUi } from './services.js';
import { unsavedChanges, judgeNavigation } from '../unsaved/unsavedStore.js';
import { isStylesheetPreloadError } from '../chunks/chunkLoad.js';
import { WORKSPACE_PATH } from '../paths.js';

function isForced(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && (state as { forced?: unknown }).forced === true;
}

/**
 * The frame around every route: connects the HTTP client to navigation and toasts, guards navigation
 * (unsaved changes, browser back inside /main), and reports stylesheet chunks that failed to load.
 */
export function RootFrame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const dirty = useSyncExternalStore(unsavedChanges.subscribe, unsavedChanges.isDirty);
  const verdict = useRef<'proceed' | 'confirm' | 'refuse'>('proceed');

  useEffect(() => {
    connectUi({
      navigate: (path) => {
        unsavedChanges.clear();
        void navigate(path, { state: { forced: true } });
      },
      notify: (notice) =>
        void message.open({ type: notice.kind, content: notice.text, duration: notice.durationMs / 1000 }),
      askEnableModule: (moduleName) => {
        modal.confirm({
          title: t('enableModule.title'),
          content: t('enableModule.content', { module: moduleName }),
          okText: t('enableModule.go'),
          cancelText: t('common.cancel'),
          onOk: () => void navigate(WORKSPACE_PATH),
        });
      },
    });
  }, [navigate, message, modal, t]);

  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    verdict.current = judgeNavigation({
      currentPath: currentLocation.pathname,
      nextPath: nextLocation.pathname,
      historyAction,
      forced: isForced(nextLocation),
      dirty: unsavedChanges.isDirty(),
    });
    return verdict.current !== 'proceed';
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (verdict.current === 'refuse') {
      blocker.reset();
      return;
    }
    modal.confirm({
      title: t('leave.title'),
      content: t('leave.content'),
      okText: t('leave.confirm'),
      cancelText: t('leave.cancel'),
      onOk: () => {
        unsavedChanges.clear();
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  // Reloading or closing the tab with unsaved changes asks the browser's own question.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const payload: unknown = (event as Event & { payload?: unknown }).payload;
      if (!isStylesheetPreloadError(payload)) return;
      event.preventDefault();
      void message.error(t('chunk.cssFailed'), 0);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, [message, t]);

  return <Outlet />;
}
