import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { hashPasswordForTransport } from '@ecuc/core/api';
import { http } from '../app/services.js';
import { passwordRules, confirmPasswordRules } from '../forms/accountRules.js';
import { useNotice } from '../app/notice.js';

interface ChangePasswordValues {
  current: string;
  password: string;
  confirm: string;
}

/**
 * The enterprise user's change-password dialog: POST /user/updateOrgUserPass {userId, password, currentPassword}
 * (both hashed): one's own change proves the current password.
 */
export function ChangePasswordDialog({
  userId,
  open,
  onClose,
}: {
  userId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordValues>();
  const notice = useNotice();
  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) =>
      http.post<unknown>('/user/updateOrgUserPass', {
        userId,
        password: hashPasswordForTransport(values.password),
        currentPassword: hashPasswordForTransport(values.current),
      }),
    onSuccess: () => {
      notice.success(t('password.updated'));
      form.resetFields();
      onClose();
    },
    onError: () => notice.error(t('password.failed')),
  });
  return (
    <Modal
      title={t('password.title')}
      open={open}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={change.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          (values) => change.mutate(values),
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="current"
          label={t('password.current')}
          rules={[{ required: true, message: t('password.currentRequired') }]}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="current-password" data-testid="password-current" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password.new')}
          rules={passwordRules(t, true)}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="new-password" data-testid="password-new" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={confirmPasswordRules(t, 'password')}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="new-password" data-testid="password-confirm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
