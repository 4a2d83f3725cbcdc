import { useState } from 'react';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hashPasswordForTransport } from '@ecuc/core/api';
import { http } from '../../app/services.js';
import { useNotice } from '../../app/notice.js';
import { codeRules, confirmPasswordRules, emailRules, passwordRules } from '../../forms/accountRules.js';
import { LOGIN_PATH } from '../../paths.js';
import { SendCodeButton } from './SendCodeButton.js';
import { BackToLogin } from './RegisterTabs.js';

interface ResetValues {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

/** #/lg-reg/resetPassword: e-mail, code (type 'reset'), new password → POST /user/resetPassword. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = useNotice();
  const [form] = Form.useForm<ResetValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ResetValues): Promise<void> => {
    setSubmitting(true);
    try {
      await http.post<unknown>('/user/resetPassword', {
        email: values.email.trim(),
        code: values.code.trim(),
        password: hashPasswordForTransport(values.password),
      });
      notice.success(t('reset.success'));
      await navigate(LOGIN_PATH);
    } catch {
      // The client has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="auth-form">
      <Typography.Title level={3}>{t('reset.title')}</Typography.Title>
      <Form<ResetValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="email" label={t('login.email')} rules={emailRules(t)} validateTrigger="onBlur">
          <Input autoComplete="email" data-testid="reset-email" />
        </Form.Item>
        <Form.Item label={t('login.code')}>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={codeRules(t)} validateTrigger="onBlur">
              <Input maxLength={6} inputMode="numeric" data-testid="reset-code" />
            </Form.Item>
            <SendCodeButton form={form} purpose="reset" />
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('reset.newPassword')}
          rules={passwordRules(t)}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="new-password" data-testid="reset-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('register.confirmPassword')}
          dependencies={['password']}
          rules={confirmPasswordRules(t, 'password')}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="new-password" data-testid="reset-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </Form>
      <BackToLogin />
    </div>
  );
}
