import { useState } from 'react';
import { Alert, App, Button, Form, Modal, Radio, Select, Space, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import { deleteMemberBody, transferCandidates } from './organisation.js';
import type { OrganisationMember, ProjectFate } from './organisation.js';
import { memberProjectsQuery } from './organisationQueries.js';

/** Delete >> name: the member's projects go to another member (chosen) or are deleted (confirmed). */
export function DeleteMemberDialog({
  member,
  members,
  onClose,
}: {
  member: OrganisationMember | null;
  members: readonly OrganisationMember[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={`${t('management.deletePrefix')}${member?.name ?? ''}`}
      open={member !== null}
      mask={{ closable: false }}
      destroyOnHidden
      footer={null}
      onCancel={onClose}
    >
      {member ? <DeleteMemberForm member={member} members={members} onClose={onClose} /> : null}
    </Modal>
  );
}

function DeleteMemberForm({
  member,
  members,
  onClose,
}: {
  member: OrganisationMember;
  members: readonly OrganisationMember[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const notice = useNotice();
  const projects = useQuery(memberProjectsQuery(member.userId));
  const candidates = transferCandidates(members, member.userId);
  const [fateKind, setFateKind] = useState<ProjectFate['kind']>('transfer');
  const [transferTo, setTransferTo] = useState<number | undefined>(undefined);
  const projectCount = projects.data?.length ?? 0;

  const remove = useMutation({
    mutationFn: (fate: ProjectFate) =>
      http.post<unknown>('/user/deleteIdUser', deleteMemberBody(member.userId, fate)),
    onSuccess: async () => {
      notice.success(t('management.memberDeleted', { name: member.name }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['organisation'] });
      // Their projects now belong to someone else or are gone: project lists are stale.
      await queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });

  const submit = (): void => {
    if (projectCount > 0 && fateKind === 'transfer') {
      if (transferTo === undefined) return;
      remove.mutate({ kind: 'transfer', to: transferTo });
      return;
    }
    modal.confirm({
      title: t('management.deleteMemberConfirmTitle', { name: member.name }),
      content:
        projectCount > 0
          ? t('management.deleteMemberAndProjects', { count: projectCount })
          : t('management.deleteMemberOnly'),
      okText: t('management.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      mask: { closable: false },
      onOk: () => remove.mutateAsync({ kind: 'delete' }).catch(() => undefined),
    });
  };

  const transferMissing = projectCount > 0 && fateKind === 'transfer' && transferTo === undefined;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <Typography.Text>
        {projects.isLoading
          ? t('common.loading')
          : t('management.memberOwnsProjects', { name: member.name, count: projectCount })}
      </Typography.Text>
      {projectCount > 0 ? (
        <Form layout="vertical">
          <Form.Item label={t('management.projectFate')}>
            <Radio.Group
              value={fateKind}
              onChange={(event) => setFateKind(event.target.value === 'delete' ? 'delete' : 'transfer')}
              options={[
                {
                  value: 'transfer',
                  label: t('management.transferProjects'),
                  disabled: candidates.length === 0,
                },
                { value: 'delete', label: t('management.deleteProjects') },
              ]}
              data-testid="member-delete-fate"
            />
          </Form.Item>
          {fateKind === 'transfer' ? (
            <Form.Item label={t('management.transferTo')} required>
              <Select<number>
                showSearch={{ optionFilterProp: 'label' }}
                value={transferTo}
                onChange={setTransferTo}
                placeholder={t('management.chooseMember')}
                options={candidates.map((candidate) => ({
                  value: candidate.userId,
                  label: `${candidate.name} (${candidate.email})`,
                }))}
                data-testid="member-transfer-to"
              />
            </Form.Item>
          ) : (
            <Alert
              type="warning"
              showIcon
              title={t('management.deleteMemberAndProjects', { count: projectCount })}
            />
          )}
        </Form>
      ) : null}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          danger
          type="primary"
          loading={remove.isPending}
          disabled={projects.isLoading || transferMissing}
          onClick={submit}
          data-testid="member-delete-confirm"
        >
          {t('management.delete')}
        </Button>
      </Space>
    </Space>
  );
}
