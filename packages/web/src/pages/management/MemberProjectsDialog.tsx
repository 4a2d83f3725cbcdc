import { Modal, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../i18n/useFormats.js';
import type { MemberProject, OrganisationMember } from './organisation.js';
import { memberProjectsQuery } from './organisationQueries.js';

/** The projects a member owns (POST /user/getOrgUserProjectListData). */
export function MemberProjectsDialog({
  member,
  onClose,
}: {
  member: OrganisationMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('management.projectsOf', { name: member?.name ?? '' })}
      open={member !== null}
      mask={{ closable: false }}
      destroyOnHidden
      width={640}
      footer={null}
      onCancel={onClose}
    >
      {member ? <MemberProjectTable userId={member.userId} /> : null}
    </Modal>
  );
}

function MemberProjectTable({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const projects = useQuery(memberProjectsQuery(userId));
  return (
    <Table<MemberProject>
      size="small"
      rowKey="id"
      loading={projects.isLoading}
      dataSource={projects.data ?? []}
      pagination={false}
      scroll={{ y: 360 }}
      locale={{ emptyText: t('management.noProjects') }}
      columns={[
        { title: t('management.projectName'), dataIndex: 'name', ellipsis: true },
        { title: t('management.chip'), dataIndex: 'chip', width: 120 },
        {
          title: t('management.createdAt'),
          width: 180,
          render: (_, row) => formats.dateTime(row.createdAt, 'minute'),
        },
      ]}
    />
  );
}
