import { Alert, Form, Input, Modal } from 'antd';
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

/**
 * Transfer >> all my projects: every project the viewer created goes to the recipient
 * (POST /vkproject/userAllprojectPermissionTransfer {email}); names the recipient has already get a suffix.
 */
export function TransferAllProjectsDialog({
  open,
  mine,
  onClose,
}: {
  open: boolean;
  mine: readonly ProjectRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notice = useNotice();
  const [form] = Form.useForm<{ email: string }>();

  const transfer = useMutation({
    mutationFn: (email: string) =>
      http.post<{ moved: number }>('/vkproject/userAllprojectPermissionTransfer', { email }),
    onSuccess: async (answer, email) => {
      for (const row of mine) forgetProject(window.localStorage, row.id);
      notice.success(t('transfer.allDone', { count: answer?.moved ?? mine.length, email }));
      await queryClient.invalidateQueries({ queryKey: ['projects'] });
      onClose();
    },
  });

  return (
    <Modal
      title={t('projectDialog.transfer', { name: t('transfer.allMine') })}
      open={open}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('transfer.submit')}
      okButtonProps={{ danger: true, disabled: mine.length === 0 }}
      cancelText={t('common.cancel')}
      confirmLoading={transfer.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          (values) => transfer.mutate(values.email.trim()),
          () => undefined,
        )
      }
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('transfer.allHint', { count: mine.length })}
      />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="email"
          label={t('transfer.email')}
          validateTrigger="onBlur"
          rules={[checkRule(required, t), ...emailRules(t)]}
        >
          <Input autoComplete="off" data-testid="transfer-all-email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
