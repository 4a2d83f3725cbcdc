import { useState } from 'react';
import { Button, Form, Input, Result, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_MAX_LENGTH } from '@ecuc/core/validators';
import { http } from '../../app/services.js';
import {
  addressRules,
  cityAreaRules,
  companyRules,
  contactRules,
  emailRules,
  phoneRules,
} from '../../forms/accountRules.js';
import { LOGIN_PATH } from '../../paths.js';
import { BackToLogin, RegisterTabs } from './RegisterTabs.js';

interface EnterpriseValues {
  email: string;
  company: string;
  cityArea: string;
  address: string;
  contact: string;
  phone: string;
}

/**
 * #/lg-reg/enterprise: the company application → POST /user/orgRegistered; then "waiting for review"
 * (the back office reviews it, then sales staff contact the applicant).
 */
export function EnterprisePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<EnterpriseValues>();
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const submit = async (values: EnterpriseValues): Promise<void> => {
    setSubmitting(true);
    try {
      await http.post<unknown>('/user/orgRegistered', {
        email: values.email.trim(),
        company: values.company.trim(),
        cityArea: values.cityArea.trim(),
        address: values.address.trim(),
        contact: values.contact.trim(),
        phone: values.phone.trim(),
      });
      setSubmitted(true);
    } catch {
      // The client has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  if (submitted) {
    return (
      <Result
        status="success"
        title={t('enterprise.waitingTitle')}
        subTitle={t('enterprise.waitingSubtitle')}
        extra={
          <Space>
            <Link to={LOGIN_PATH}>
              <Button type="primary">{t('register.backToLogin')}</Button>
            </Link>
            <Link to="/lg-reg/activate">
              <Button>{t('activate.title')}</Button>
            </Link>
          </Space>
        }
        data-testid="enterprise-waiting"
      />
    );
  }

  return (
    <div className="auth-form">
      <RegisterTabs active="enterprise" />
      <Typography.Paragraph type="secondary">
        {t('enterprise.intro')} <Link to="/lg-reg/activate">{t('activate.approved')}</Link>
      </Typography.Paragraph>
      <Form<EnterpriseValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="email" label={t('login.email')} rules={emailRules(t)} validateTrigger="onBlur">
          <Input autoComplete="email" data-testid="enterprise-email" />
        </Form.Item>
        <Form.Item
          name="company"
          label={t('enterprise.company')}
          rules={companyRules(t)}
          validateTrigger="onBlur"
        >
          <Input autoComplete="organization" data-testid="enterprise-company" />
        </Form.Item>
        <Form.Item
          name="cityArea"
          label={t('enterprise.cityArea')}
          rules={cityAreaRules(t)}
          validateTrigger="onBlur"
        >
          <Input data-testid="enterprise-city" />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('enterprise.address')}
          rules={addressRules(t)}
          validateTrigger="onBlur"
        >
          <Input autoComplete="street-address" data-testid="enterprise-address" />
        </Form.Item>
        <Form.Item
          name="contact"
          label={t('enterprise.contact')}
          rules={contactRules(t)}
          validateTrigger="onBlur"
        >
          <Input maxLength={CONTACT_MAX_LENGTH} showCount data-testid="enterprise-contact" />
        </Form.Item>
        <Form.Item name="phone" label={t('enterprise.phone')} rules={phoneRules(t)} validateTrigger="onBlur">
          <Input autoComplete="tel" data-testid="enterprise-phone" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="enterprise-submit">
          {t('enterprise.submit')}
        </Button>
      </Form>
      <BackToLogin />
    </div>
  );
}
