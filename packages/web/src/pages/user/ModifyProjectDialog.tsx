import { Form, Input, Modal, Select } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProjectRow } from '@ecuc/core/api';
import { compilersForChip } from '@ecuc/core/catalogue';
import { projectName, required, requiredSelect } from '@ecuc/core/validators';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import { checkRule } from '../../forms/validatorRule.js';
import { changesAnything, projectUpdateBody, renameProject } from './projectActions.js';
import type { ProjectModifyValues } from './projectActions.js';

/**
 * Edit >> project: name (a rename is sent as newName), description, version and compiler
 * → POST /vkproject/updateIdData with only what changed. The chip is fixed once created.
 */
export function ModifyProjectDialog({
  project,
  onClose,
}: {
  project: ProjectRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notice = useNotice();
  const [form] = Form.useForm<ProjectModifyValues>();

  const modify = useMutation({
    mutationFn: async (values: ProjectModifyValues) => {
      if (!project) return;
      const body = projectUpdateBody(project, values);
      if (!changesAnything(body)) return;
      await http.post<unknown>('/vkproject/updateIdData', body);
      if (body.newName !== undefined) renameProject(window.localStorage, project.id, body.newName);
      notice.success(t('projectActions.modified'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['projects'] }),
        queryClient.invalidateQueries({ queryKey: ['project', String(project.id), 'detail'] }),
      ]);
    },
    onSuccess: onClose,
  });

  return (
    <Modal
      title={t('projectDialog.edit', { name: project?.name ?? '' })}
      open={project !== null}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={modify.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          (values) => modify.mutate(values),
          () => undefined,
        )
      }
    >
      <Form
        key={project?.id}
        form={form}
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 17 }}
        preserve={false}
        initialValues={
          project
            ? {
                name: project.name,
                description: project.description,
                version: project.version,
                compiler: project.compiler,
              }
            : undefined
        }
      >
        <Form.Item
          name="name"
          label={t('projects.name')}
          validateTrigger="onBlur"
          rules={[checkRule(required, t), checkRule(projectName, t)]}
        >
          <Input maxLength={64} data-testid="modify-name" />
        </Form.Item>
        <Form.Item label={t('projects.chip')}>
          <Input value={project?.chip ?? ''} disabled />
        </Form.Item>
        <Form.Item
          name="compiler"
          label={t('projects.compiler')}
          validateTrigger="onChange"
          rules={[checkRule(requiredSelect, t)]}
        >
          <Select
            options={compilersForChip(project?.chip ?? '').map((compiler) => ({
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
      </Form>
    </Modal>
  );
}
