import { App, Select, Switch, Table, Tag, Typography } from 'antd';
import type { ModuleSwitch } from '@ecuc/core/api';
import { MODULE_CATEGORIES, categoryMessageKey } from '@ecuc/core/catalogue';
import type { ModuleCategory } from '@ecuc/core/catalogue';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { menuListQuery, projectField } from '../../app/api.js';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { projectModulesOf } from '../../routing/projectModules.js';

/** Instance ids a module may have (the server accepts 0..63). */
const INSTANCE_CHOICES = Array.from({ length: 64 }, (_, id) => ({ value: id, label: String(id) }));

function categoryOrder(category: string): number {
  const index = (MODULE_CATEGORIES as readonly string[]).indexOf(category);
  return index < 0 ? MODULE_CATEGORIES.length : index;
}

/**
 * The project's module switches (POST /module/updateData {project, module, enabled, instances}).
 * Switching a module off clears all its data, so it asks first.
 */
export function ModuleSwitches({ projectId, switches }: { projectId: string; switches: ModuleSwitch[] }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const update = useMutation({
    mutationFn: (change: { module: string; enabled: boolean; instances?: number[] }) =>
      http.post<unknown>('/module/updateData', { project: projectField(projectId), ...change }),
    onSuccess: (answer) =>
      queryClient.setQueryData(menuListQuery(projectId).queryKey, projectModulesOf(answer)),
  });

  const toggle = (row: ModuleSwitch, enabled: boolean): void => {
    if (enabled) {
      update.mutate({ module: row.module, enabled, ...(row.instanceBased ? { instances: [0] } : {}) });
      return;
    }
    modal.confirm({
      title: t('modules.closeTitle', { module: row.module }),
      content: t('modules.closeContent'),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => update.mutateAsync({ module: row.module, enabled: false }),
    });
  };

  const rows = [...switches].sort(
    (a, b) => categoryOrder(a.category) - categoryOrder(b.category) || a.module.localeCompare(b.module),
  );

  return (
    <Table<ModuleSwitch>
      size="small"
      rowKey="id"
      dataSource={rows}
      pagination={false}
      scroll={{ y: 560 }}
      loading={update.isPending}
      columns={[
        {
          title: t('workspace.module'),
          dataIndex: 'module',
          width: 130,
          render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
        },
        {
          title: t('workspace.category'),
          dataIndex: 'category',
          render: (category: string) => (
            <Tag>
              {(MODULE_CATEGORIES as readonly string[]).includes(category)
                ? t(categoryMessageKey(category as ModuleCategory))
                : category}
            </Tag>
          ),
        },
        {
          title: t('modules.enabled'),
          width: 70,
          render: (_, row) => (
            <Switch
              size="small"
              checked={row.enabled}
              disabled={row.mandatory}
              aria-label={row.module}
              onChange={(enabled) => toggle(row, enabled)}
            />
          ),
        },
        {
          title: t('modules.instances'),
          width: 220,
          render: (_, row) =>
            row.instanceBased && row.enabled ? (
              <Select
                size="small"
                mode="multiple"
                style={{ width: '100%' }}
                value={row.instances}
                options={INSTANCE_CHOICES}
                onChange={(instances: number[]) => {
                  if (instances.length > 0) update.mutate({ module: row.module, enabled: true, instances });
                }}
              />
            ) : null,
        },
      ]}
    />
  );
}
