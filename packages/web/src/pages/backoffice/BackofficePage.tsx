import { useState } from 'react';
import { Button, Card, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { CheckOutlined, CloseOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../chunks/ChunkBoundary.js';
import { USER_INDEX_PATH } from '../../paths.js';
import {
  APPLICATION_STATUSES,
  isApplicationStatus,
  isReviewable,
  matchingApplications,
} from './applications.js';
import type { ApplicationStatus, CompanyApplication } from './applications.js';
import { applicationListQuery, loginAccountQuery } from './accountQueries.js';
import { ApproveDialog, RejectDialog } from './ReviewDialogs.js';
import { useFormats } from '../../i18n/useFormats.js';
import '../management/management.css';

const STATUS_COLOURS: Record<ApplicationStatus, string> = {
  pending: 'gold',
  approved: 'blue',
  rejected: 'red',
  activated: 'green',
};

type Review = { kind: 'approve' | 'reject'; application: CompanyApplication } | null;

/** #/backoffice: enterprise applications for back-office staff (everyone else goes to /user). */
export function BackofficePage() {
  const account = useQuery(loginAccountQuery);
  if (account.isLoading) return <PageLoading />;
  if (!account.data?.backoffice) return <Navigate to={USER_INDEX_PATH} replace />;
  return <ApplicationList />;
}

function ApplicationList() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [status, setStatus] = useState<ApplicationStatus | undefined>('pending');
  const [search, setSearch] = useState('');
  const [review, setReview] = useState<Review>(null);
  const applications = useQuery(applicationListQuery(status));
  const rows = matchingApplications(applications.data ?? [], search);
  const reviewColumn: TableColumnType<CompanyApplication> = {
    title: t('backoffice.review'),
    ellipsis: true,
    render: (_, row) =>
      row.status === 'pending' ? null : (
        <Tooltip title={row.note || undefined}>
          <span>
            {row.expiry
              ? t('backoffice.reviewSummary', {
                  expiry: formats.date(row.expiry),
                  seats: row.seats ?? '',
                })
              : row.note || formats.dateTime(row.reviewedAt, 'minute')}
          </span>
        </Tooltip>
      ),
  };
  const actionColumn: TableColumnType<CompanyApplication> = {
    title: t('backoffice.actions'),
    // Both buttons whole at 1280 px, in either language: the column keeps its width, the table scrolls.
    width: 200,
    fixed: 'right',
    render: (_, row) =>
      isReviewable(row) ? (
        <Space size={0} wrap={false}>
          <Button
            type="link"
            size="small"
            icon={<CheckOutlined />}
            onClick={() => setReview({ kind: 'approve', application: row })}
            data-testid={`approve-${row.id}`}
          >
            {t('backoffice.approve')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            icon={<CloseOutlined />}
            onClick={() => setReview({ kind: 'reject', application: row })}
            data-testid={`reject-${row.id}`}
          >
            {t('backoffice.reject')}
          </Button>
        </Space>
      ) : null,
  };

  return (
    <Card
      size="small"
      className="backoffice"
      title={<Typography.Text strong>{t('backoffice.title')}</Typography.Text>}
      extra={
        <Space>
          <Select<ApplicationStatus | 'all'>
            size="small"
            style={{ width: 140 }}
            value={status ?? 'all'}
            onChange={(value) => setStatus(isApplicationStatus(value) ? value : undefined)}
            options={[
              { value: 'all', label: t('backoffice.status.all') },
              ...APPLICATION_STATUSES.map((value) => ({ value, label: t(`backoffice.status.${value}`) })),
            ]}
            aria-label={t('backoffice.statusFilter')}
            data-testid="backoffice-status"
          />
          <Input
            size="small"
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('backoffice.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 220 }}
          />
          <Button
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('common.refresh')}
            onClick={() => void applications.refetch()}
          />
        </Space>
      }
    >
      <Table<CompanyApplication>
        size="small"
        rowKey="id"
        loading={applications.isLoading}
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20, size: 'small', showSizeChanger: false } : false}
        locale={{ emptyText: t('backoffice.empty') }}
        scroll={{ x: 1180 }}
        columns={[
          {
            title: t('backoffice.company'),
            dataIndex: 'company',
            ellipsis: true,
            sorter: (a, b) => a.company.localeCompare(b.company),
          },
          { title: t('backoffice.contact'), dataIndex: 'contact', width: 90, ellipsis: true },
          { title: t('backoffice.phone'), dataIndex: 'phone', width: 120 },
          { title: t('backoffice.cityArea'), dataIndex: 'cityArea', width: 90, ellipsis: true },
          { title: t('backoffice.address'), dataIndex: 'address', ellipsis: true },
          { title: t('backoffice.email'), dataIndex: 'email', width: 200, ellipsis: true },
          {
            title: t('backoffice.appliedAt'),
            width: 180,
            sorter: (a, b) => a.createdAt.localeCompare(b.createdAt),
            render: (_, row) => formats.dateTime(row.createdAt, 'minute'),
          },
          {
            title: t('backoffice.statusColumn'),
            width: 80,
            render: (_, row) => (
              <Tag color={STATUS_COLOURS[row.status]}>{t(`backoffice.status.${row.status}`)}</Tag>
            ),
          },
          ...(status === 'pending' ? [] : [reviewColumn]),
          ...(status === 'pending' || status === undefined ? [actionColumn] : []),
        ]}
      />
      <ApproveDialog
        key={`approve-${review?.kind === 'approve' ? review.application.id : 'closed'}`}
        application={review?.kind === 'approve' ? review.application : null}
        onClose={() => setReview(null)}
      />
      <RejectDialog
        key={`reject-${review?.kind === 'reject' ? review.application.id : 'closed'}`}
        application={review?.kind === 'reject' ? review.application : null}
        onClose={() => setReview(null)}
      />
    </Card>
  );
}
