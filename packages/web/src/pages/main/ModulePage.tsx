import { lazy } from 'react';
import type { ComponentType } from 'react';
import { Card, Result } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { moduleByPageUrl } from '@ecuc/core/catalogue';
import type { ModuleDescriptor } from '@ecuc/core/catalogue';
import { loadChunk } from '../../chunks/chunkLoad.js';
import { ModulePageEditor } from '../../editor/ModulePageEditor.js';
import { moduleScreensLoader } from '../../modules/screens.js';
import type { ModuleScreensProps } from '../../modules/screens.js';
import { PageFrame } from './PageFrame.js';

const screensByModule = new Map<string, ComponentType<ModuleScreensProps>>();

/** A module's special screens as a lazily loaded component (one per module, so that it loads once). */
function moduleScreens(moduleName: string): ComponentType<ModuleScreensProps> | undefined {
  const load = moduleScreensLoader(moduleName);
  if (!load) return undefined;
  let screens = screensByModule.get(moduleName);
  if (!screens) {
    screens = lazy(() => loadChunk(load));
    screensByModule.set(moduleName, screens);
  }
  return screens;
}

/** A page the spec keeps as a placeholder (secOC). */
function PlaceholderPage({ module }: { module: ModuleDescriptor }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={module.name} trail={[module.name]}>
      <Card size="small" data-page-key={module.pageUrl}>
        <Result
          icon={<ExperimentOutlined />}
          title={module.name}
          subTitle={t('module.placeholder', { module: module.name })}
        />
      </Card>
    </PageFrame>
  );
}

/**
 * Every module page of /main (one chunk): the generic editor of the module with its special screens, if it
 * registers any in `modules/screens.ts`; overview and RTE pages show their frame, placeholders say so.
 */
export default function ModulePage({ pageKey }: { pageKey: string }) {
  const module = moduleByPageUrl(pageKey);
  if (module?.availability === 'placeholder') return <PlaceholderPage module={module} />;
  return <ModulePageEditor pageKey={pageKey} screens={module ? moduleScreens(module.name) : undefined} />;
}
