import { useState } from 'react';
import { Button, Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hashPasswordForTransport } from '@ecuc/core/api';
import { http } from '../../app/services.js';
import { useNotice } from '../../app/notice.js';
import { LOGIN_PATH } from '../../paths.js';
import { EmailCodeFields, NewPasswordFields, PersonNameField } from './AccountFields.js';
import { BackToLogin } from './RegisterTabs.js';

interface ActivateValues {
  email: string;
  code: string;
  name: string;
  password: string;
  confirm: string;
}

/**
 * #/lg-reg/activate: once the enterprise application is approved, the applicant activates the main
 * account with an e-mail code (type 'org') → POST /user/orgActivateAccount {email, code, password, name}.
 */
export function ActivatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = useNotice();
  const [form] = Form.useForm<ActivateValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ActivateValues): Promise<void> => {
    setSubmitting(true);
    try {
      await http.post<unknown>('/user/orgActivateAccount', {
        email: values.email.trim(),
        code: values.code.trim(),
        password: hashPasswordForTransport(values.password),
        name: values.name.trim(),
      });
      notice.success(t('activate.success'));
      await navigate(LOGIN_PATH);
    } catch {
      // The client has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="auth-form">
      <Typography.Title level={3}>{t('activate.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('activate.intro')}</Typography.Paragraph>
      <Form<ActivateValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <EmailCodeFields form={form} purpose="org" testIdPrefix="activate" />
        <PersonNameField testIdPrefix="activate" />
        <NewPasswordFields testIdPrefix="activate" />
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="activate-submit">
          {t('activate.submit')}
        </Button>
      </Form>
      <BackToLogin />
    </div>
  );
}
