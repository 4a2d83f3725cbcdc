import { Component, Suspense } from 'react';
import type { ComponentType, ErrorInfo, LazyExoticComponent, ReactNode } from 'react';
import { lazy } from 'react';
import { Button } from 'antd';
import { LoadingOutlined, WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, loadChunk } from './chunkLoad.js';
import { loadPageTexts } from '../app/services.js';

/**
 * What a failed page shows: the chunk-load message for chunks, a generic page error otherwise. It is part
 * of the first load (a chunk that failed cannot show its own error), so it is plain markup with a button.
 */
export function PageFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const isChunk = error instanceof ChunkLoadError;
  const subtitle = isChunk
    ? t(error.timedOut ? 'chunk.timeout' : 'chunk.failed')
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="page-failure" role="alert">
      <WarningFilled className="page-failure__icon" />
      <div className="page-failure__title">{t(isChunk ? 'chunk.title' : 'chunk.pageError')}</div>
      <div className="page-failure__subtitle">{subtitle}</div>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </div>
  );
}

interface BoundaryState {
  error: unknown;
}

/** Catches a page that failed to load or render, so that the layout around it stays usable. */
export class PageBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error !== undefined) return <PageFailure error={this.state.error} />;
    return this.props.children;
  }
}

/** What a page shows while its chunk loads (an icon rather than antd's Spin, which the login page does not need). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <LoadingOutlined spin className="page-loading__icon" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/**
 * A page loaded as its own chunk, together with the pages' texts (`loadPageTexts`): fails with
 * ChunkLoadError when an import fails or exceeds 120000 ms.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadChunk(() => Promise.all([load(), loadPageTexts()]).then(([page]) => page)));
}

/** A page exported by name (`export function UserLayout`) loaded as its own chunk, as `lazyPage` does. */
export function lazyNamedPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazyPage(() => load().then((chunk) => ({ default: chunk[name] })));
}

/** Renders a lazily loaded page inside its boundary and loading placeholder. */
export function LoadedPage({ page: Page }: { page: ComponentType }) {
  return (
    <PageBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}

/** Renders a lazily loaded page that takes props (the module page) inside its boundary and loading placeholder. */
export function LoadedPageWith<P extends object>({
  page: Page,
  props,
}: {
  page: ComponentType<P>;
  props: P;
}) {
  return (
    <PageBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    </PageBoundary>
  );
}
