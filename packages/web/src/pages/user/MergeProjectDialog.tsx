import { useState } from 'react';
import { Alert, Form, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MergePreview, ProjectRow } from '@ecuc/core/api';
import { projectListQuery } from '../../app/api.js';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import {
  defaultMergeChoices,
  mergeBody,
  mergeRows,
  mergeTargets,
  undecidedModules,
} from './projectActions.js';
import type { MergeRow, MergeSide } from './projectActions.js';

/**
 * Merge >> project: choose the target among the viewer's own projects, see per module what the merge
 * does (POST /vkproject/projectMergePreview), choose a side where both have the module, apply
 * (POST /vkproject/projectMerge, one transaction on the server).
 */
export function MergeProjectDialog({ source, onClose }: { source: ProjectRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notice = useNotice();
  const mine = useQuery({ ...projectListQuery('mine'), enabled: source !== null });
  // The dialog is mounted afresh for each source (keyed by it), so these start empty each time.
  const [targetId, setTargetId] = useState<number | undefined>();
  const [picked, setPicked] = useState<Record<string, MergeSide>>({});

  const preview = useQuery({
    queryKey: ['projects', 'mergePreview', source?.id, targetId],
    queryFn: () =>
      http.post<MergePreview>('/vkproject/projectMergePreview', { sourceId: source?.id, targetId }),
    enabled: source !== null && targetId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });

  const rows = preview.data
    ? mergeRows(preview.data, { ...defaultMergeChoices(preview.data), ...picked })
    : [];
  const undecided = undecidedModules(rows);
  const target = (mine.data ?? []).find((row) => row.id === targetId);

  const merge = useMutation({
    mutationFn: () =>
      http.post<{ merged: string[] }>(
        '/vkproject/projectMerge',
        mergeBody(source?.id ?? 0, targetId ?? 0, rows),
      ),
    onSuccess: async () => {
      notice.success(t('projectActions.merged', { source: source?.name ?? '', target: target?.name ?? '' }));
      await queryClient.invalidateQueries({ queryKey: ['projects'] });
      await queryClient.invalidateQueries({ queryKey: ['project', String(targetId)] });
      onClose();
    },
  });

  const outcomeTag = (row: MergeRow) => {
    if (row.outcome === 'copied') return <Tag color="blue">{t('merge.copied')}</Tag>;
    if (row.outcome === 'kept') return <Tag>{t('merge.kept')}</Tag>;
    return (
      <Radio.Group
        size="small"
        value={row.choice}
        aria-label={row.module}
        onChange={(event) => setPicked((now) => ({ ...now, [row.module]: event.target.value as MergeSide }))}
        options={[
          { value: 'source', label: t('merge.useSource') },
          { value: 'target', label: t('merge.useTarget') },
        ]}
      />
    );
  };

  return (
    <Modal
      title={t('projectDialog.merge', { name: source?.name ?? '' })}
      open={source !== null}
      width={720}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('merge.apply')}
      okButtonProps={{ disabled: !preview.data || undecided.length > 0, danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={merge.isPending}
      onCancel={onClose}
      onOk={() => merge.mutate()}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('merge.hint')}</Typography.Text>
        <Form layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 19 }}>
          <Form.Item label={t('merge.source')} style={{ marginBottom: 8 }}>
            <Typography.Text strong>{source?.name}</Typography.Text>
          </Form.Item>
          <Form.Item label={t('merge.target')} style={{ marginBottom: 0 }}>
            <Select
              data-testid="merge-target"
              placeholder={t('merge.chooseTarget')}
              loading={mine.isLoading}
              value={targetId}
              onChange={(id: number) => {
                setTargetId(id);
                setPicked({});
              }}
              options={(source ? mergeTargets(source, mine.data ?? []) : []).map((row) => ({
                value: row.id,
                label: `${row.name} (${row.chip})`,
              }))}
            />
          </Form.Item>
        </Form>
        {target && source && target.chip !== source.chip ? (
          <Alert type="warning" showIcon title={t('merge.otherChip', { chip: target.chip })} />
        ) : null}
        {targetId !== undefined ? (
          <Table<MergeRow>
            size="small"
            rowKey="module"
            loading={preview.isFetching}
            dataSource={rows}
            pagination={false}
            scroll={{ y: 320 }}
            columns={[
              { title: t('workspace.module'), dataIndex: 'module', width: 140 },
              { title: t('merge.sourceCount'), dataIndex: 'sourceContainers', width: 110, align: 'right' },
              { title: t('merge.targetCount'), dataIndex: 'targetContainers', width: 110, align: 'right' },
              { title: t('merge.outcome'), render: (_, row) => outcomeTag(row) },
            ]}
          />
        ) : null}
        {undecided.length > 0 ? (
          <Typography.Text type="warning">
            {t('merge.undecided', { modules: undecided.join(', ') })}
          </Typography.Text>
        ) : null}
      </Space>
    </Modal>
  );
}
