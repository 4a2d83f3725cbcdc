import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProjectRow } from '@ecuc/core/api';
import { required } from '@ecuc/core/validators';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import { emailRules } from '../../forms/accountRules.js';
import { checkRule } from '../../forms/validatorRule.js';
import { forgetProject } from './projectActions.js';

interface TransferValues {
  email: string;
  keepAsParticipant: boolean;
}

/**
 * Transfer >> project: the recipient's e-mail and whether the creator stays as a participant
 * → POST /vkproject/projectPermissionTransfer. The recipient may get the name with a suffix when
 * they own a project of that name already; the answer tells it.
 */
export function TransferProjectDialog({
  project,
  onClose,
}: {
  project: ProjectRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notice = useNotice();
  const [form] = Form.useForm<TransferValues>();

  const transfer = useMutation({
    mutationFn: (values: TransferValues) =>
      http.post<{ name: string }>('/vkproject/projectPermissionTransfer', {
        id: project?.id,
        email: values.email.trim(),
        keepAsParticipant: values.keepAsParticipant,
      }),
    onSuccess: async (answer, values) => {
      if (project && !values.keepAsParticipant) forgetProject(window.localStorage, project.id);
      notice.success(
        t('projectActions.transferred', {
          name: answer?.name ?? project?.name ?? '',
          email: values.email.trim(),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: ['projects'] });
      onClose();
    },
  });

  return (
    <Modal
      title={t('projectDialog.transfer', { name: project?.name ?? '' })}
      open={project !== null}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('transfer.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={transfer.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          (values) => transfer.mutate(values),
          () => undefined,
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('transfer.hint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ email: '', keepAsParticipant: false }}
      >
        <Form.Item
          name="email"
          label={t('transfer.email')}
          validateTrigger="onBlur"
          rules={[checkRule(required, t), ...emailRules(t)]}
        >
          <Input autoComplete="off" data-testid="transfer-email" />
        </Form.Item>
        <Form.Item name="keepAsParticipant" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox data-testid="transfer-keep">{t('transfer.keepAsParticipant')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
