import { useMemo, useState } from 'react';
import { Button, Input, Space, Table, Tag, Tooltip, Typography } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  FolderOpenOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../app/queryClient.js';
import { loginUserQuery } from '../../app/api.js';
import { useFormats } from '../../i18n/useFormats.js';
import { ADMINISTRATOR_LEVEL } from '../backoffice/loginAccount.js';
import { departmentPath } from './organisation.js';
import type { OrganisationMember } from './organisation.js';
import { memberListQuery, organisationQuery } from './organisationQueries.js';
import { MemberDialog } from './MemberDialog.js';
import { DeleteMemberDialog } from './DeleteMemberDialog.js';
import { MemberProjectsDialog } from './MemberProjectsDialog.js';

type MemberAction =
  { kind: 'add' } | { kind: 'edit' | 'delete' | 'projects'; member: OrganisationMember } | null;

/** The organisation's members: add, edit, delete (their projects transferred or deleted), their projects. */
export function MembersTab({ administrator }: { administrator: boolean }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const organisation = useQuery(organisationQuery);
  const members = useQuery(memberListQuery);
  const [action, setAction] = useState<MemberAction>(null);
  const [search, setSearch] = useState('');
  const departments = useMemo(() => organisation.data?.departments ?? [], [organisation.data]);
  const mainUserId = organisation.data?.organisation?.mainUserId ?? null;
  const me = useQuery(loginUserQuery).data?.userId;
  /** The main account is changed only by itself (the server refuses anyone else). */
  const othersMainAccount = (row: OrganisationMember) => row.userId === mainUserId && me !== mainUserId;
  const seats = organisation.data?.organisation?.seats ?? 0;
  const seatsFull = members.data !== undefined && members.data.length >= seats;
  const needle = search.trim().toLowerCase();
  const rows = (members.data ?? []).filter(
    (member) =>
      !needle ||
      member.name.toLowerCase().includes(needle) ||
      member.email.toLowerCase().includes(needle) ||
      departmentPath(departments, member.departmentId).toLowerCase().includes(needle),
  );

  return (
    <div>
      <div className="management__toolbar">
        <Input
          size="small"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('management.searchMembers')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 260 }}
        />
        <Space>
          <Button
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('common.refresh')}
            onClick={() => void queryClient.invalidateQueries({ queryKey: ['organisation'] })}
          />
          {administrator ? (
            <Tooltip title={seatsFull ? t('management.seatsFull', { seats }) : undefined}>
              <Button
                size="small"
                type="primary"
                icon={<PlusOutlined />}
                disabled={seatsFull}
                data-testid="member-add"
                onClick={() => setAction({ kind: 'add' })}
              >
                {t('management.addMember')}
              </Button>
            </Tooltip>
          ) : null}
        </Space>
      </div>
      <Table<OrganisationMember>
        size="small"
        rowKey="userId"
        loading={members.isLoading}
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20, size: 'small', showSizeChanger: false } : false}
        locale={{ emptyText: t('management.noMembers') }}
        columns={[
          {
            title: t('management.name'),
            dataIndex: 'name',
            width: 160,
            sorter: (a, b) => a.name.localeCompare(b.name),
            render: (_, row) => (
              <Space size={4}>
                <Typography.Text>{row.name}</Typography.Text>
                {row.userId === mainUserId ? <Tag color="purple">{t('management.mainAccount')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('management.email'), dataIndex: 'email', ellipsis: true },
          {
            title: t('management.department'),
            ellipsis: true,
            render: (_, row) => departmentPath(departments, row.departmentId),
          },
          {
            title: t('management.memberLevel'),
            width: 110,
            render: (_, row) =>
              row.memberLevel === ADMINISTRATOR_LEVEL ? (
                <Tag color="blue">{t('management.administrator')}</Tag>
              ) : (
                <Tag>{t('management.member')}</Tag>
              ),
          },
          {
            title: t('management.expiry'),
            width: 120,
            render: (_, row) => (row.expiry ? formats.date(row.expiry) : t('management.noExpiry')),
          },
          {
            title: t('management.lastLogin'),
            width: 180,
            render: (_, row) => formats.dateTime(row.lastLoginAt, 'minute') || t('management.neverLoggedIn'),
          },
          ...(administrator
            ? [
                {
                  title: t('management.actions'),
                  width: 230,
                  render: (_: unknown, row: OrganisationMember) => (
                    <Space size={0}>
                      <Tooltip title={othersMainAccount(row) ? t('management.mainAccountOwn') : undefined}>
                        <Button
                          type="link"
                          size="small"
                          icon={<EditOutlined />}
                          disabled={othersMainAccount(row)}
                          data-testid={`member-edit-${row.userId}`}
                          onClick={() => setAction({ kind: 'edit', member: row })}
                        >
                          {t('management.edit')}
                        </Button>
                      </Tooltip>
                      <Tooltip title={othersMainAccount(row) ? t('management.mainAccountOwn') : undefined}>
                        <Button
                          type="link"
                          size="small"
                          icon={<FolderOpenOutlined />}
                          disabled={othersMainAccount(row)}
                          data-testid={`member-projects-${row.userId}`}
                          onClick={() => setAction({ kind: 'projects', member: row })}
                        >
                          {t('management.projects')}
                        </Button>
                      </Tooltip>
                      <Tooltip
                        title={row.userId === mainUserId ? t('management.mainAccountStays') : undefined}
                      >
                        <Button
                          type="link"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          disabled={row.userId === mainUserId}
                          data-testid={`member-delete-${row.userId}`}
                          onClick={() => setAction({ kind: 'delete', member: row })}
                        >
                          {t('management.delete')}
                        </Button>
                      </Tooltip>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <MemberDialog
        // One form per member edited: the fields start from that member.
        key={action?.kind === 'edit' ? `edit-${action.member.userId}` : (action?.kind ?? 'closed')}
        open={action?.kind === 'add' || action?.kind === 'edit'}
        member={action?.kind === 'edit' ? action.member : null}
        isMainAccount={action?.kind === 'edit' && action.member.userId === mainUserId}
        onClose={() => setAction(null)}
      />
      <DeleteMemberDialog
        member={action?.kind === 'delete' ? action.member : null}
        members={members.data ?? []}
        onClose={() => setAction(null)}
      />
      <MemberProjectsDialog
        member={action?.kind === 'projects' ? action.member : null}
        onClose={() => setAction(null)}
      />
    </div>
  );
}
