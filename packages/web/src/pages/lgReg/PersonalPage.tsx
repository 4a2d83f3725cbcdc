import { useState } from 'react';
import { Button, Checkbox, Form, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hashPasswordForTransport } from '@ecuc/core/api';
import { http } from '../../app/services.js';
import { useNotice } from '../../app/notice.js';
import { agreementRules } from '../../forms/accountRules.js';
import { LOGIN_PATH } from '../../paths.js';
import { EmailCodeFields, NewPasswordFields, PersonNameField } from './AccountFields.js';
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
  const [termsOpen, setTermsOpen] = useState(false);

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
        <EmailCodeFields form={form} purpose="register" testIdPrefix="register" />
        <PersonNameField testIdPrefix="register" />
        <NewPasswordFields testIdPrefix="register" />
        <Form.Item
          name="agreement"
          valuePropName="checked"
          rules={agreementRules(t)}
          validateTrigger="onChange"
        >
          <Checkbox data-testid="register-agreement">
            {t('register.agree')}{' '}
            <a
              href="#/lg-reg/personnal"
              data-testid="register-terms"
              onClick={(event) => {
                // Reading the terms neither ticks the box nor leaves the form.
                event.preventDefault();
                event.stopPropagation();
                setTermsOpen(true);
              }}
            >
              {t('register.terms')}
            </a>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </Form>
      <BackToLogin />
      <Modal
        open={termsOpen}
        title={t('register.terms')}
        footer={null}
        onCancel={() => setTermsOpen(false)}
        data-testid="terms-dialog"
      >
        {t('register.termsBody')
          .split('\n')
          .map((line) => (
            <Typography.Paragraph key={line}>{line}</Typography.Paragraph>
          ))}
      </Modal>
    </div>
  );
}
