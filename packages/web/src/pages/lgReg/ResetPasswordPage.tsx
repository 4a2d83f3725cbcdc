import { useState } from 'react';
import { Button, Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hashPasswordForTransport } from '@ecuc/core/api';
import { http } from '../../app/services.js';
import { useNotice } from '../../app/notice.js';
import { LOGIN_PATH } from '../../paths.js';
import { EmailCodeFields, NewPasswordFields } from './AccountFields.js';
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
        <EmailCodeFields form={form} purpose="reset" testIdPrefix="reset" />
        <NewPasswordFields testIdPrefix="reset" passwordLabelKey="reset.newPassword" />
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </Form>
      <BackToLogin />
    </div>
  );
}
