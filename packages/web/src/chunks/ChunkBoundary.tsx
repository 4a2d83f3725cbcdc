import { Component, Suspense } from 'react';
import type { ComponentType, ErrorInfo, LazyExoticComponent, ReactNode } from 'react';
import { lazy } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, loadChunk } from './chunkLoad.js';

/** What a failed page shows: the chunk-load message for chunks, a generic page error otherwise. */
export function PageFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const isChunk = error instanceof ChunkLoadError;
  const subtitle = isChunk
    ? t(error.timedOut ? 'chunk.timeout' : 'chunk.failed')
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Result
      status="warning"
      title={t(isChunk ? 'chunk.title' : 'chunk.pageError')}
      subTitle={subtitle}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    />
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

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <Spin />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/** A page loaded as its own chunk: fails with ChunkLoadError when the import fails or exceeds 120000 ms. */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> {
  return lazy(() => loadChunk(load));
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
