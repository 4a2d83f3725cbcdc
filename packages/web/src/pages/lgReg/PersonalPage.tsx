import { useState } from 'react';
import { Button, Checkbox, Form, Input, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hashPasswordForTransport } from '@ecuc/core/api';
import { http } from '../../app/services.js';
import { useNotice } from '../../app/notice.js';
import {
  agreementRules,
  codeRules,
  confirmPasswordRules,
  emailRules,
  passwordRules,
  personNameRules,
} from '../../forms/accountRules.js';
import { LOGIN_PATH } from '../../paths.js';
import { SendCodeButton } from './SendCodeButton.js';
import { BackToLogin, RegisterTabs } from './RegisterTabs.js';

interface PersonalValues {
  email: string;
  code: string;
  name: string;
  password: string;
  confirm: string;
  agreement: boolean;
}

/** #/lg-reg/personnal: personal registration → POST /user/registered {email, code, password, name}. */
export function PersonalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = useNotice();
  const [form] = Form.useForm<PersonalValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: PersonalValues): Promise<void> => {
    setSubmitting(true);
    try {
      await http.post<unknown>('/user/registered', {
        email: values.email.trim(),
        code: values.code.trim(),
        password: hashPasswordForTransport(values.password),
        name: values.name.trim(),
      });
      notice.success(t('register.success'));
      await navigate(LOGIN_PATH);
    } catch {
      // The client has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="auth-form">
      <RegisterTabs active="personnal" />
      <Form<PersonalValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="email" label={t('login.email')} rules={emailRules(t)} validateTrigger="onBlur">
          <Input autoComplete="email" data-testid="register-email" />
        </Form.Item>
        <Form.Item label={t('login.code')}>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={codeRules(t)} validateTrigger="onBlur">
              <Input maxLength={6} inputMode="numeric" data-testid="register-code" />
            </Form.Item>
            <SendCodeButton form={form} purpose="register" />
          </Space.Compact>
        </Form.Item>
        <Form.Item name="name" label={t('register.name')} rules={personNameRules(t)} validateTrigger="onBlur">
          <Input autoComplete="name" maxLength={12} data-testid="register-name" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={passwordRules(t)}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="new-password" data-testid="register-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('register.confirmPassword')}
          dependencies={['password']}
          rules={confirmPasswordRules(t, 'password')}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="new-password" data-testid="register-confirm" />
        </Form.Item>
        <Form.Item
          name="agreement"
          valuePropName="checked"
          rules={agreementRules(t)}
          validateTrigger="onChange"
        >
          <Checkbox data-testid="register-agreement">
            {t('register.agree')} <a href="#/lg-reg/personnal">{t('register.terms')}</a>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </Form>
      <BackToLogin />
    </div>
  );
}
