import { Space, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportDerivation, ImportOverride } from '@ecuc/core/api';
import { objectLabel } from './busDatabases.js';

function valueText(value: ImportOverride['yours']): string {
  if (value === undefined || value === null) return '—';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * What importing a bus database (again) does to its frames and signals, and the values you changed since the
 * last import: they are kept, the source's new value beside them.
 */
export function DerivationSummary({ derivation }: { derivation: ImportDerivation }) {
  const { t } = useTranslation();
  const sample = (objects: readonly string[]) =>
    objects.slice(0, 12).map(objectLabel).join(', ') + (objects.length > 12 ? ' …' : '');
  return (
    <div className="com-bus__derivation" data-testid="derivation-summary">
      <Space size="large" wrap>
        <Statistic title={t('com.bus.added')} value={derivation.added.length} />
        <Statistic title={t('com.bus.changed')} value={derivation.changed.length} />
        <Statistic title={t('com.bus.removed')} value={derivation.removed.length} />
        <Statistic title={t('com.bus.overrides')} value={derivation.overrides.length} />
      </Space>
      {derivation.added.length > 0 && (
        <Typography.Paragraph type="secondary" data-testid="derivation-added">
          {t('com.bus.addedList', { list: sample(derivation.added) })}
        </Typography.Paragraph>
      )}
      {derivation.changed.length > 0 && (
        <Typography.Paragraph type="secondary" data-testid="derivation-changed">
          {t('com.bus.changedList', { list: sample(derivation.changed) })}
        </Typography.Paragraph>
      )}
      {derivation.removed.length > 0 && (
        <Typography.Paragraph type="secondary" data-testid="derivation-removed">
          {t('com.bus.removedList', { list: sample(derivation.removed) })}
        </Typography.Paragraph>
      )}
      {derivation.keptReferred > 0 && (
        <Typography.Paragraph type="warning">
          {t('com.bus.keptReferred', { count: derivation.keptReferred })}
        </Typography.Paragraph>
      )}
      {derivation.overrides.length > 0 && (
        <>
          <Typography.Text strong>{t('com.bus.overridesTitle')}</Typography.Text>
          <Table<ImportOverride>
            size="small"
            data-testid="derivation-overrides"
            rowKey={(row) => `${row.path}:${row.parameter}`}
            pagination={false}
            scroll={{ y: 200 }}
            dataSource={derivation.overrides}
            columns={[
              { key: 'path', dataIndex: 'path', title: t('com.bus.overridePath'), ellipsis: true },
              {
                key: 'parameter',
                dataIndex: 'parameter',
                title: t('com.bus.overrideParameter'),
                ellipsis: true,
              },
              {
                key: 'yours',
                dataIndex: 'yours',
                title: t('com.bus.overrideYours'),
                width: 120,
                render: (value: ImportOverride['yours']) => valueText(value),
              },
              {
                key: 'derived',
                dataIndex: 'derived',
                title: t('com.bus.overrideDerived'),
                width: 120,
                render: (value: ImportOverride['derived']) => valueText(value),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
