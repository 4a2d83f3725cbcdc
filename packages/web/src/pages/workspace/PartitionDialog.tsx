import { Form, Input, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CoreRow } from '@ecuc/core/api';
import { cName, uniqueInList } from '@ecuc/core/validators';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import { coreQueriesKey } from './coreQueries.js';
import { checkRule } from '../../forms/validatorRule.js';

/**
 * Add >> partition of a core: an optional name (a C name, unique among the project's partitions; left
 * empty, the server picks the first unused `Partition` name) → POST /core/addPartition {core, name?}.
 */
export function PartitionDialog({
  core,
  projectId,
  partitionNames,
  onClose,
}: {
  core: CoreRow | null;
  projectId: string;
  partitionNames: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notice = useNotice();
  const [form] = Form.useForm<{ name?: string }>();

  const add = useMutation({
    mutationFn: async (name: string | undefined) => {
      const answer = await http.post<CoreRow>('/core/addPartition', {
        core: core?.id,
        ...(name ? { name } : {}),
      });
      const added = answer?.partitions.find((p) => !partitionNames.includes(p.name));
      notice.success(t('cores.partitionAdded', { name: added?.name ?? name ?? '' }));
      await queryClient.invalidateQueries({ queryKey: coreQueriesKey(projectId) });
    },
    onSuccess: onClose,
  });

  return (
    <Modal
      title={t('projectDialog.add', {
        name: t('cores.partitionOf', { id: core?.coreId ?? '' }),
      })}
      open={core !== null}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={add.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          (values) => add.mutate(values.name?.trim() || undefined),
          () => undefined,
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('cores.partitionHint')}</Typography.Paragraph>
      <Form form={form} layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 17 }} preserve={false}>
        <Form.Item
          name="name"
          label={t('cores.partitionName')}
          validateTrigger="onBlur"
          rules={[
            checkRule((value) => cName(typeof value === 'string' ? value.trim() : value), t),
            checkRule(
              (value) =>
                uniqueInList(typeof value === 'string' ? value.trim() : value, {
                  list: partitionNames,
                  subject: 'name',
                }),
              t,
            ),
          ]}
        >
          <Input maxLength={60} placeholder={t('cores.partitionAuto')} data-testid="partition-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
