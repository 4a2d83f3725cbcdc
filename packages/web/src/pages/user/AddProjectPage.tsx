import { useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHIP_IDS, compilersForChip } from '@ecuc/core/catalogue';
import { projectName, required, requiredSelect } from '@ecuc/core/validators';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import { checkRule } from '../../forms/validatorRule.js';
import { USER_INDEX_PATH } from '../../paths.js';

interface NewProjectValues {
  name: string;
  chip: string;
  compiler: string;
  version: string;
  description?: string;
}

/** /user/addProject: a new project's name, chip, compiler, version and description → POST /vkproject/addData. */
export function AddProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = useNotice();
  const [form] = Form.useForm<NewProjectValues>();
  const chip = Form.useWatch('chip', form);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: NewProjectValues): Promise<void> => {
    setSubmitting(true);
    try {
      await http.post<unknown>('/vkproject/addData', { ...values, name: values.name.trim() });
      notice.success(t('addProject.created'));
      await queryClient.invalidateQueries({ queryKey: ['projects'] });
      await navigate(USER_INDEX_PATH);
    } catch {
      // The client has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card
      size="small"
      className="add-project"
      title={
        <Space>
          <Button
            type="text"
            size="small"
            icon={<ArrowLeftOutlined />}
            aria-label={t('addProject.back')}
            onClick={() => void navigate(USER_INDEX_PATH)}
          />
          <Typography.Text strong>{t('addProject.title')}</Typography.Text>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('addProject.hint')}</Typography.Paragraph>
      <Form<NewProjectValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 14 }}
        initialValues={{ version: '1.0.0' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('projects.name')}
          validateTrigger="onBlur"
          rules={[checkRule(required, t), checkRule(projectName, t)]}
        >
          <Input maxLength={64} data-testid="project-name" />
        </Form.Item>
        <Form.Item
          name="chip"
          label={t('projects.chip')}
          validateTrigger="onChange"
          rules={[checkRule(requiredSelect, t)]}
        >
          <Select
            showSearch
            options={CHIP_IDS.map((id) => ({ value: id, label: id }))}
            onChange={() => form.setFieldValue('compiler', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="compiler"
          label={t('projects.compiler')}
          validateTrigger="onChange"
          rules={[checkRule(requiredSelect, t)]}
        >
          <Select
            disabled={!chip}
            options={(chip ? compilersForChip(chip) : []).map((compiler) => ({
              value: compiler.id,
              label: compiler.name,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="version"
          label={t('projects.version')}
          validateTrigger="onBlur"
          rules={[checkRule(required, t)]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="description" label={t('projects.description')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5, span: 14 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={submitting} data-testid="project-submit">
              {t('addProject.submit')}
            </Button>
            <Button onClick={() => void navigate(USER_INDEX_PATH)}>{t('common.cancel')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
