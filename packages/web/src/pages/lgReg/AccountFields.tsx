import { Form, Input, Space } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  codeRules,
  confirmPasswordRules,
  emailRules,
  passwordRules,
  personNameRules,
} from '../../forms/accountRules.js';
import { SendCodeButton, type CodePurpose } from './SendCodeButton.js';

/** E-mail and its 6-digit code with the send button (test ids `<prefix>-email`, `<prefix>-code`). */
export function EmailCodeFields({
  form,
  purpose,
  testIdPrefix,
}: {
  form: FormInstance;
  purpose: CodePurpose;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="email" label={t('login.email')} rules={emailRules(t)} validateTrigger="onBlur">
        <Input autoComplete="email" data-testid={`${testIdPrefix}-email`} />
      </Form.Item>
      <Form.Item label={t('login.code')}>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={codeRules(t)} validateTrigger="onBlur">
            <Input maxLength={6} inputMode="numeric" data-testid={`${testIdPrefix}-code`} />
          </Form.Item>
          <SendCodeButton form={form} purpose={purpose} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}

/** A person's name, 1~12 Chinese or Latin characters (test id `<prefix>-name`). */
export function PersonNameField({ testIdPrefix }: { testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="name" label={t('register.name')} rules={personNameRules(t)} validateTrigger="onBlur">
      <Input autoComplete="name" maxLength={12} data-testid={`${testIdPrefix}-name`} />
    </Form.Item>
  );
}

/** A new password and its confirmation (test ids `<prefix>-password`, `<prefix>-confirm`). */
export function NewPasswordFields({
  testIdPrefix,
  passwordLabelKey = 'login.password',
}: {
  testIdPrefix: string;
  passwordLabelKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t(passwordLabelKey)}
        rules={passwordRules(t)}
        validateTrigger="onBlur"
      >
        <Input.Password autoComplete="new-password" data-testid={`${testIdPrefix}-password`} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('register.confirmPassword')}
        dependencies={['password']}
        rules={confirmPasswordRules(t, 'password')}
        validateTrigger="onBlur"
      >
        <Input.Password autoComplete="new-password" data-testid={`${testIdPrefix}-confirm`} />
      </Form.Item>
    </>
  );
}
