import type { ComponentType } from 'react';
import { Tag } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { moduleByPageUrl, pageTitleMessageKey, routeGroupMessageKey } from '@ecuc/core/catalogue';
import { modulePageRoute } from '../routing/pageTable.js';
import type { ModuleScreensProps } from '../modules/screens.js';
import { ModulePageFrame } from '../pages/main/ModulePageFrame.js';
import { PageFrame } from '../pages/main/PageFrame.js';
import { useProjectDefinitions } from '../verification/projectDefinitions.js';
import { ModuleEditor, hasModuleEditor } from './ModuleEditor.js';
import { ModuleProposals } from './ModuleProposals.js';
import { VendorDefinitionCard } from './VendorDefinitionCard.js';

/**
 * A module page: title, breadcrumb and instance with the generic editor when the module has a
 * shipped definition. A module we do not ship (CDD, a vendor MCAL...) takes a vendor definition
 * (BSWMD): the page offers the upload and, once there, the same editor on it. Overview pages keep
 * the plain module page frame. A module with special screens (`modules/screens.ts`) has them mounted
 * around its editor, and a module with proposals (configuration proposed from the project) their buttons.
 */
export function ModulePageEditor({
  pageKey,
  screens: Screens,
}: {
  pageKey: string;
  screens?: ComponentType<ModuleScreensProps> | undefined;
}) {
  const { t } = useTranslation();
  const params = useParams();
  const module = moduleByPageUrl(pageKey);
  const { vendor } = useProjectDefinitions();
  if (!module || (module.kind ?? 'module') !== 'module') return <ModulePageFrame pageKey={pageKey} />;
  const shipped = hasModuleEditor(module.name);
  const vendorDefinition = shipped ? undefined : vendor.get(module.name);
  const route = modulePageRoute(pageKey);
  const instanced = route?.instance !== undefined && route.instance !== 'none';
  const instanceId = instanced ? Number(params['id'] ?? 0) : undefined;
  const titleKey = pageTitleMessageKey(module);
  const name = titleKey ? t(titleKey) : module.name;
  const title = instanceId !== undefined ? `${name}_${instanceId}` : name;
  const group = route?.group ?? module.routeGroup;
  const editor = (shipped || vendorDefinition) && (
    <ModuleEditor
      key={vendorDefinition?.createTime ?? 'shipped'}
      moduleName={module.name}
      instanceId={instanceId ?? 0}
    />
  );
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
      {!shipped && <VendorDefinitionCard moduleName={module.name} title={name} />}
      {shipped && <ModuleProposals moduleName={module.name} />}
      {Screens ? <Screens module={module} instanceId={instanceId ?? 0} editor={editor} /> : editor}
    </PageFrame>
  );
}
