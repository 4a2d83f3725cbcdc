import { Component, Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useBlocker, useNavigate } from 'react-router';
import type { Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { connectUi } from './services.js';
import { unsavedChanges, judgeNavigation } from '../unsaved/unsavedStore.js';
import { isStylesheetPreloadError, loadChunk } from '../chunks/chunkLoad.js';
import { WORKSPACE_PATH } from '../paths.js';
import { feedback } from './feedback.js';

/** antd's App for toasts and questions where no layout brings one: loaded when first needed. */
const StandaloneFeedback = lazy(() =>
  loadChunk(() => import('./AppFrame.js').then((chunk) => ({ default: chunk.StandaloneFeedback }))),
);

/** Shows nothing when the feedback chunk cannot load: the page stays as it is. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function isForced(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && (state as { forced?: unknown }).forced === true;
}

/**
 * The frame around every route: connects the HTTP client to navigation and toasts, guards navigation
 * (unsaved changes, browser back inside /main), and reports stylesheet chunks that failed to load. Toasts
 * and questions go through `feedback`: the layouts behind the login answer them; elsewhere (login page)
 * this frame loads a standalone antd App when the first one comes.
 */
export function RootFrame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [standaloneFeedback, setStandaloneFeedback] = useState(false);
  const dirty = useSyncExternalStore(unsavedChanges.subscribe, unsavedChanges.isDirty);
  const verdict = useRef<'proceed' | 'confirm' | 'refuse'>('proceed');

  useEffect(() => {
    connectUi({
      navigate: (path) => {
        unsavedChanges.clear();
        void navigate(path, { state: { forced: true } });
      },
      notify: feedback.notify,
      askEnableModule: (moduleName) => {
        feedback.confirm({
          title: t('enableModule.title'),
          content: t('enableModule.content', { module: moduleName }),
          okText: t('enableModule.go'),
          cancelText: t('common.cancel'),
          onOk: () => void navigate(WORKSPACE_PATH),
        });
      },
    });
  }, [navigate, t]);

  useEffect(() => feedback.onHostWanted(() => setStandaloneFeedback(true)), []);

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
    feedback.confirm({
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
  }, [blocker, t]);

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
      feedback.notify({ kind: 'error', text: t('chunk.cssFailed'), durationMs: 0 });
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, [t]);

  return (
    <>
      {standaloneFeedback ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <StandaloneFeedback />
          </Suspense>
        </QuietBoundary>
      ) : null}
      <Outlet />
    </>
  );
}
