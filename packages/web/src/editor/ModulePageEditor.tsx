import { Tag } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { moduleByPageUrl, pageTitleMessageKey, routeGroupMessageKey } from '@ecuc/core/catalogue';
import { modulePageRoute } from '../routing/pageTable.js';
import { ModulePageFrame } from '../pages/main/ModulePageFrame.js';
import { PageFrame } from '../pages/main/PageFrame.js';
import { ModuleEditor, hasModuleEditor } from './ModuleEditor.js';

/**
 * A module page: title, breadcrumb and instance with the generic editor when the module has a
 * shipped definition; else the plain module page frame.
 */
export function ModulePageEditor({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const module = moduleByPageUrl(pageKey);
  if (!module || !hasModuleEditor(module.name)) return <ModulePageFrame pageKey={pageKey} />;
  const route = modulePageRoute(pageKey);
  const instanced = route?.instance !== undefined && route.instance !== 'none';
  const instanceId = instanced ? Number(params['id'] ?? 0) : undefined;
  const titleKey = pageTitleMessageKey(module);
  const name = titleKey ? t(titleKey) : module.name;
  const title = instanceId !== undefined ? `${name}_${instanceId}` : name;
  const group = route?.group ?? module.routeGroup;
  return (
    <PageFrame
      title={title}
      trail={[...(group ? [t(routeGroupMessageKey(group))] : []), title]}
      extra={
        instanceId !== undefined ? (
          <Tag color="blue">{t('module.instance', { id: instanceId })}</Tag>
        ) : undefined
      }
    >
      <ModuleEditor moduleName={module.name} instanceId={instanceId ?? 0} />
    </PageFrame>
  );
}
