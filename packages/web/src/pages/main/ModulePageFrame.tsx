import { Card, Empty, Tag, Typography } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { moduleByPageUrl, pageTitleMessageKey, routeGroupMessageKey } from '@ecuc/core/catalogue';
import { modulePageRoute } from '../../routing/pageTable.js';
import { PageFrame } from './PageFrame.js';
import { GroupOverview } from './GroupOverview.js';

/**
 * The page of one module route: title, breadcrumb and, for instance-based modules, the instance. The
 * generic module editor is mounted in its body.
 */
export function ModulePageFrame({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const module = moduleByPageUrl(pageKey);
  const route = modulePageRoute(pageKey);
  const titleKey = module ? pageTitleMessageKey(module) : undefined;
  const name = titleKey ? t(titleKey) : (module?.name ?? pageKey);
  const instanced = route?.instance !== undefined && route.instance !== 'none';
  const instanceId = instanced ? Number(params['id'] ?? 0) : undefined;
  const group = route?.group ?? module?.routeGroup;
  const title = instanceId !== undefined ? `${name}_${instanceId}` : name;
  const isOverview = module?.kind === 'overview';
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
      {isOverview && group ? (
        <div data-page-key={pageKey}>
          <Typography.Paragraph type="secondary">
            {t('module.overviewHint', { group: t(routeGroupMessageKey(group)) })}
          </Typography.Paragraph>
          <GroupOverview group={group} />
        </div>
      ) : (
        <Card size="small" data-page-key={pageKey}>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('module.editorPending', { module: name })}
          />
        </Card>
      )}
    </PageFrame>
  );
}
