import { DatePicker, Descriptions, Form, Input, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import {
  DEFAULT_SEATS,
  MAX_SEATS,
  NOTE_MAX_LENGTH,
  approvalBody,
  isApprovalExpiryAllowed,
  rejectionBody,
} from './applications.js';
import type { CompanyApplication, ReviewBody } from './applications.js';

interface ApproveValues {
  expiry: Dayjs;
  seats: number;
  note?: string;
}

interface RejectValues {
  note: string;
}

function useReview(onDone: () => void, successKey: string) {
  const { t } = useTranslation();
  const notice = useNotice();
  return useMutation({
    mutationFn: (body: ReviewBody) => http.post<unknown>('/backoffice/reviewApplication', body),
    onSuccess: async () => {
      notice.success(t(successKey));
      onDone();
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'applications'] });
    },
  });
}

function ApplicationSummary({ application }: { application: CompanyApplication }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      className="backoffice__summary"
      items={[
        { key: 'company', label: t('backoffice.company'), children: application.company },
        {
          key: 'contact',
          label: t('backoffice.contact'),
          children: `${application.contact} ${application.phone}`,
        },
        { key: 'email', label: t('backoffice.email'), children: application.email },
        {
          key: 'address',
          label: t('backoffice.address'),
          children: `${application.cityArea} ${application.address}`,
        },
      ]}
    />
  );
}

/** Approve >> company: expiry day, seats and a note; the server mails the activation code. */
export function ApproveDialog({
  application,
  onClose,
}: {
  application: CompanyApplication | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApproveValues>();
  const review = useReview(onClose, 'backoffice.approved');
  return (
    <Modal
      title={`${t('backoffice.approveTitle')}${application?.company ?? ''}`}
      open={application !== null}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('backoffice.approve')}
      cancelText={t('common.cancel')}
      confirmLoading={review.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          (values) => {
            if (!application) return;
            review.mutate(
              approvalBody(application.id, {
                expiry: values.expiry.toDate(),
                seats: values.seats,
                note: values.note,
              }),
            );
          },
          () => undefined,
        )
      }
    >
      {application ? <ApplicationSummary application={application} /> : null}
      <Form<ApproveValues>
        form={form}
        layout="vertical"
        requiredMark
        preserve={false}
        initialValues={{ expiry: dayjs().add(1, 'year'), seats: DEFAULT_SEATS }}
      >
        <Form.Item
          name="expiry"
          label={t('backoffice.expiry')}
          rules={[{ required: true, message: t('backoffice.expiryRequired') }]}
        >
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(day) => !isApprovalExpiryAllowed(day.toDate(), new Date())}
            data-testid="approve-expiry"
          />
        </Form.Item>
        <Form.Item
          name="seats"
          label={t('backoffice.seats')}
          extra={t('backoffice.seatsHint')}
          rules={[{ required: true, message: t('backoffice.seatsRequired') }]}
        >
          <InputNumber
            min={1}
            max={MAX_SEATS}
            precision={0}
            style={{ width: '100%' }}
            data-testid="approve-seats"
          />
        </Form.Item>
        <Form.Item name="note" label={t('backoffice.note')}>
          <Input.TextArea rows={3} maxLength={NOTE_MAX_LENGTH} showCount data-testid="approve-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Reject >> company: the note (required) is mailed to the applicant. */
export function RejectDialog({
  application,
  onClose,
}: {
  application: CompanyApplication | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RejectValues>();
  const review = useReview(onClose, 'backoffice.rejected');
  return (
    <Modal
      title={`${t('backoffice.rejectTitle')}${application?.company ?? ''}`}
      open={application !== null}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('backoffice.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={review.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          (values) => {
            if (application) review.mutate(rejectionBody(application.id, values.note));
          },
          () => undefined,
        )
      }
    >
      {application ? <ApplicationSummary application={application} /> : null}
      <Form<RejectValues> form={form} layout="vertical" requiredMark preserve={false}>
        <Form.Item
          name="note"
          label={t('backoffice.rejectReason')}
          rules={[{ required: true, whitespace: true, message: t('backoffice.noteRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={NOTE_MAX_LENGTH} showCount data-testid="reject-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
