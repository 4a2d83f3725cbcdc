import { Form, Input, Modal, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProjectRow } from '@ecuc/core/api';
import { nextUniqueName } from '@ecuc/core/ecuc';
import { projectName, required } from '@ecuc/core/validators';
import { projectListQuery } from '../../app/api.js';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import { checkRule } from '../../forms/validatorRule.js';

/**
 * Copy >> project: asks the copy's name (proposed: the first unused numeric suffix among the caller's own
 * projects, as the server would choose) → POST /vkproject/projectCopy {id, name}. A name the caller already
 * has answers 1xxx and the dialog stays open.
 */
export function CopyProjectDialog({ project, onClose }: { project: ProjectRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notice = useNotice();
  const [form] = Form.useForm<{ name: string }>();
  const mine = useQuery({ ...projectListQuery('mine'), enabled: project !== null });
  const proposed = project
    ? nextUniqueName(
        project.name,
        (mine.data ?? []).map((p) => p.name),
      )
    : '';

  const copy = useMutation({
    mutationFn: (name: string) =>
      http.post<{ id: number; name: string }>('/vkproject/projectCopy', { id: project?.id, name }),
    onSuccess: async (answer, name) => {
      notice.success(t('projectActions.copied', { name: answer?.name ?? name }));
      await queryClient.invalidateQueries({ queryKey: ['projects'] });
      onClose();
    },
  });

  return (
    <Modal
      title={t('projectDialog.copy', { name: project?.name ?? '' })}
      open={project !== null}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={copy.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          (values) => copy.mutate(values.name.trim()),
          () => undefined,
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('copy.hint')}</Typography.Paragraph>
      {mine.isSuccess ? (
        <Form form={form} layout="vertical" preserve={false} initialValues={{ name: proposed }}>
          <Form.Item
            name="name"
            label={t('copy.name')}
            validateTrigger="onBlur"
            rules={[checkRule(required, t), checkRule(projectName, t)]}
          >
            <Input maxLength={64} autoComplete="off" data-testid="copy-name" />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
