import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BusinessCode, hashPasswordForTransport } from '@ecuc/core/api';
import { http } from '../../app/services.js';
import { BusinessError } from '../../http/client.js';
import { codeRules, emailRules, passwordRules } from '../../forms/accountRules.js';
import { SendCodeButton } from './SendCodeButton.js';

interface LoginValues {
  email: string;
  password: string;
  code?: string;
}

/**
 * #/lg-reg/login. After 5 wrong passwords the server answers 1017; from then on the form asks for an
 * e-mail code (POST /user/sendEmail type 'login') and sends it with the login.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const [needsCode, setNeedsCode] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: LoginValues): Promise<void> => {
    setSubmitting(true);
    try {
      await http.post<unknown>(
        '/user/login',
        {
          email: values.email.trim(),
          password: hashPasswordForTransport(values.password),
          ...(needsCode && values.code ? { code: values.code.trim() } : {}),
        },
        { quietStates: [BusinessCode.TooManyLoginErrors] },
      );
      // The query cache and the account query are not part of the login page's chunk.
      const [{ queryClient }, { landingPathAfterLogin }] = await Promise.all([
        import('../../app/queryClient.js'),
        import('../backoffice/accountQueries.js'),
      ]);
      queryClient.clear();
      await navigate(await landingPathAfterLogin());
    } catch (error) {
      if (error instanceof BusinessError && error.state === BusinessCode.TooManyLoginErrors) {
        setNeedsCode(true);
        form.setFieldValue('code', '');
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="auth-form">
      <h3 className="auth-form__title">{t('login.welcome')}</h3>
      {needsCode ? (
        <Alert type="warning" showIcon title={t('login.codeNeeded')} className="auth-form__alert" />
      ) : null}
      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="email" label={t('login.email')} rules={emailRules(t)} validateTrigger="onBlur">
          <Input prefix={<MailOutlined />} autoComplete="username" data-testid="login-email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={passwordRules(t)}
          validateTrigger="onBlur"
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            data-testid="login-password"
          />
        </Form.Item>
        {needsCode ? (
          <Form.Item label={t('login.code')} required>
            <Space.Compact block>
              <Form.Item name="code" noStyle rules={codeRules(t)} validateTrigger="onBlur">
                <Input
                  prefix={<SafetyOutlined />}
                  maxLength={6}
                  inputMode="numeric"
                  data-testid="login-code"
                />
              </Form.Item>
              <SendCodeButton form={form} purpose="login" />
            </Space.Compact>
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form>
      <div className="auth-form__links">
        <Link to="/lg-reg/resetPassword">{t('login.forgot')}</Link>
        <span>
          {t('login.noAccount')} <Link to="/lg-reg/personnal">{t('login.register')}</Link>
        </span>
      </div>
    </div>
  );
}
