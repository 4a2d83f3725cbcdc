import { Button, Form, Input, Modal, Popconfirm, Space, Table, Tooltip, Typography } from 'antd';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProjectRow } from '@ecuc/core/api';
import { required } from '@ecuc/core/validators';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import { emailRules } from '../../forms/accountRules.js';
import { checkRule } from '../../forms/validatorRule.js';
import { mayTake } from './projectActions.js';
import { projectDetailQuery } from './projectQueries.js';

type Participant = ProjectRow['participants'][number];

/**
 * Participants >> project: who takes part; the creator adds them by e-mail
 * (POST /vkproject/addParticipant) and removes them (POST /vkproject/removeParticipant).
 */
export function ParticipantsDialog({
  project,
  onClose,
}: {
  project: ProjectRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notice = useNotice();
  const [form] = Form.useForm<{ email: string }>();
  const detail = useQuery({ ...projectDetailQuery(project?.id ?? 0), enabled: project !== null });
  const shown = detail.data ?? project;
  const manage = project !== null && mayTake(project, 'manageParticipants');

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['projects'] }),
      queryClient.invalidateQueries({ queryKey: ['project', String(project?.id)] }),
    ]);
  };

  const add = useMutation({
    mutationFn: (email: string) =>
      http.post<Participant>('/vkproject/addParticipant', { id: project?.id, email: email.trim() }),
    onSuccess: async (participant) => {
      notice.success(t('participants.added', { name: participant?.name ?? '' }));
      form.resetFields();
      await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (participant: Participant) =>
      http.post<unknown>('/vkproject/removeParticipant', { id: project?.id, userId: participant.userId }),
    onSuccess: async (_answer, participant) => {
      notice.success(t('participants.removed', { name: participant.name }));
      await refresh();
    },
  });

  return (
    <Modal
      title={t('projectDialog.participants', { name: project?.name ?? '' })}
      open={project !== null}
      width={620}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('projectActions.close')}</Button>}
      onCancel={onClose}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {manage ? (
          <Form
            form={form}
            layout="inline"
            onFinish={(values) => add.mutate(values.email)}
            style={{ width: '100%' }}
          >
            <Form.Item
              name="email"
              validateTrigger="onBlur"
              rules={[checkRule(required, t), ...emailRules(t)]}
              style={{ flex: 1 }}
            >
              <Input
                autoComplete="off"
                placeholder={t('participants.email')}
                aria-label={t('participants.email')}
                data-testid="participant-email"
              />
            </Form.Item>
            <Form.Item style={{ marginInlineEnd: 0 }}>
              <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={add.isPending}>
                {t('participants.add')}
              </Button>
            </Form.Item>
          </Form>
        ) : (
          <Typography.Text type="secondary">{t('participants.creatorOnly')}</Typography.Text>
        )}
        <Table<Participant>
          size="small"
          rowKey="userId"
          loading={detail.isFetching}
          dataSource={shown?.participants ?? []}
          pagination={false}
          locale={{ emptyText: t('participants.none') }}
          columns={[
            { title: t('participants.name'), dataIndex: 'name', width: 160 },
            { title: t('participants.emailColumn'), dataIndex: 'email', ellipsis: true },
            {
              title: t('projects.actions'),
              width: 80,
              render: (_, participant) => (
                <Tooltip title={manage ? undefined : t('participants.creatorOnly')}>
                  <Popconfirm
                    title={t('participants.removeConfirm', { name: participant.name })}
                    okText={t('common.ok')}
                    cancelText={t('common.cancel')}
                    disabled={!manage}
                    onConfirm={() => remove.mutateAsync(participant)}
                  >
                    <Button
                      type="link"
                      size="small"
                      danger
                      disabled={!manage}
                      icon={<DeleteOutlined />}
                      aria-label={t('participants.remove', { name: participant.name })}
                    />
                  </Popconfirm>
                </Tooltip>
              ),
            },
          ]}
        />
      </Space>
    </Modal>
  );
}
