import { useState } from 'react';
import { App, Button, Card, Empty, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { CloseOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CoreRow } from '@ecuc/core/api';
import { coresForChip } from '@ecuc/core/catalogue';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import { coreListQuery, coreQueriesKey } from './coreQueries.js';
import { allHardwareCoresUsed, coreLocks, coreTypeOf } from './coreEditing.js';
import { CoreDialog } from './CoreDialog.js';
import type { CoreDialogState } from './CoreDialog.js';
import { PartitionDialog } from './PartitionDialog.js';

/**
 * The workspace's cores and partitions (EcuC EcucCoreDefinition and EcucPartition containers): core
 * index, hardware core of the chip, master flag and partitions. Locked actions are disabled with the
 * reason; the server enforces the same rules and its message is shown when it refuses.
 */
export function CoresEditor({ projectId, chip }: { projectId: string; chip: string }) {
  const { t } = useTranslation();
  const notice = useNotice();
  const { modal } = App.useApp();
  const cores = useQuery(coreListQuery(projectId));
  const rows = cores.data ?? [];
  const chipCores = coresForChip(chip);
  const [dialog, setDialog] = useState<CoreDialogState>(null);
  const [partitionCore, setPartitionCore] = useState<CoreRow | null>(null);
  // Each opening mounts its dialog afresh (a new key), so its form starts from the right values.
  const [openings, setOpenings] = useState(0);
  const openCoreDialog = (state: CoreDialogState) => {
    setDialog(state);
    setOpenings((count) => count + 1);
  };
  const openPartitionDialog = (core: CoreRow) => {
    setPartitionCore(core);
    setOpenings((count) => count + 1);
  };
  const partitionNames = rows.flatMap((core) => core.partitions.map((p) => p.name));
  const refresh = () => queryClient.invalidateQueries({ queryKey: coreQueriesKey(projectId) });

  const deletePartition = useMutation({
    mutationFn: (partition: { id: string; name: string }) =>
      http.post<CoreRow>('/core/deletePartition', { id: partition.id }),
    onSuccess: async (_answer, partition) => {
      notice.success(t('cores.partitionDeleted', { name: partition.name }));
      await refresh();
    },
  });

  const deleteCore = (core: CoreRow): void => {
    modal.confirm({
      title: t('cores.deleteTitle', { id: core.coreId }),
      content: t('cores.deleteContent', { core: core.hardwareCore }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      // A refusal is shown by the client as a message; the confirmation closes either way.
      onOk: async () => {
        try {
          await http.post<unknown>('/core/deleteData', { id: core.id });
        } catch {
          return;
        }
        notice.success(t('cores.deleted', { id: core.coreId }));
        await refresh();
      },
    });
  };

  const noneLeft = allHardwareCoresUsed(chipCores, rows);

  return (
    <Card
      size="small"
      title={t('cores.title')}
      extra={
        <Tooltip title={noneLeft ? t('cores.noHardwareLeft', { chip }) : undefined}>
          <Button
            size="small"
            type="primary"
            icon={<PlusOutlined />}
            disabled={noneLeft || !cores.data}
            onClick={() => openCoreDialog({ mode: 'add' })}
          >
            {t('cores.add')}
          </Button>
        </Tooltip>
      }
    >
      <Table<CoreRow>
        size="small"
        rowKey="id"
        loading={cores.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cores.empty')} />,
        }}
        columns={[
          {
            title: t('cores.coreId'),
            dataIndex: 'coreId',
            width: 70,
            render: (coreId: number) => <Typography.Text strong>{coreId}</Typography.Text>,
          },
          {
            title: t('cores.hardwareCore'),
            dataIndex: 'hardwareCore',
            width: 150,
            render: (hardwareCore: string) => (
              <Space orientation="vertical" size={0}>
                <span>{hardwareCore}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {coreTypeOf(chipCores, hardwareCore)}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('cores.isMaster'),
            dataIndex: 'isMaster',
            width: 70,
            render: (isMaster: boolean) =>
              isMaster ? <Tag color="gold">{t('cores.master')}</Tag> : <Tag>{t('cores.slave')}</Tag>,
          },
          {
            title: t('cores.partitions'),
            render: (_, core) => {
              const lock = coreLocks(core).deletePartition;
              return (
                <Space size={[4, 4]} wrap>
                  {core.partitions.map((partition) => (
                    <Tag key={partition.id} color="blue" style={{ marginInlineEnd: 0 }}>
                      {partition.name}
                      <Tooltip title={lock ? t(lock) : t('cores.deletePartition', { name: partition.name })}>
                        {/* A disabled button fires no mouse events: the span hears the hover, so the reason shows. */}
                        <span
                          className="cores__partition-remove"
                          data-testid={`partition-remove-${partition.name}`}
                        >
                          <Popconfirm
                            title={t('cores.deletePartitionConfirm', { name: partition.name })}
                            okText={t('common.ok')}
                            okButtonProps={{ danger: true }}
                            cancelText={t('common.cancel')}
                            disabled={lock !== null}
                            // A refusal (a partition still referred to) is shown by the client as a message;
                            // the confirmation closes either way.
                            onConfirm={() => deletePartition.mutateAsync(partition).catch(() => undefined)}
                          >
                            <Button
                              type="text"
                              size="small"
                              icon={<CloseOutlined style={{ fontSize: 10 }} />}
                              disabled={lock !== null || deletePartition.isPending}
                              aria-label={t('cores.deletePartition', { name: partition.name })}
                              style={{
                                width: 16,
                                height: 16,
                                minWidth: 16,
                                marginInlineStart: 4,
                                ...(lock !== null ? { pointerEvents: 'none' as const } : {}),
                              }}
                            />
                          </Popconfirm>
                        </span>
                      </Tooltip>
                    </Tag>
                  ))}
                  <Button
                    size="small"
                    type="dashed"
                    icon={<PlusOutlined />}
                    aria-label={t('cores.addPartitionTo', { id: core.coreId })}
                    onClick={() => openPartitionDialog(core)}
                  >
                    {t('cores.addPartition')}
                  </Button>
                </Space>
              );
            },
          },
          {
            title: t('projects.actions'),
            width: 76,
            render: (_, core) => {
              const locks = coreLocks(core);
              return (
                <Space size={0}>
                  <Tooltip title={locks.edit ? t(locks.edit) : t('cores.edit')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      disabled={locks.edit !== null}
                      aria-label={t('cores.editCore', { id: core.coreId })}
                      onClick={() => openCoreDialog({ mode: 'edit', core })}
                    />
                  </Tooltip>
                  <Tooltip title={locks.delete ? t(locks.delete) : t('cores.delete')}>
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={locks.delete !== null}
                      aria-label={t('cores.deleteCore', { id: core.coreId })}
                      onClick={() => deleteCore(core)}
                    />
                  </Tooltip>
                </Space>
              );
            },
          },
        ]}
      />
      <CoreDialog
        key={`core-${openings}`}
        state={dialog}
        projectId={projectId}
        chipCores={chipCores}
        cores={rows}
        onClose={() => setDialog(null)}
      />
      <PartitionDialog
        key={`partition-${openings}`}
        core={partitionCore}
        projectId={projectId}
        partitionNames={partitionNames}
        onClose={() => setPartitionCore(null)}
      />
    </Card>
  );
}
