import { DatePicker, Form, Input, Modal, Select, TreeSelect, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hashPasswordForTransport } from '@ecuc/core/api';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import {
  confirmPasswordRules,
  emailRules,
  passwordRules,
  personNameRules,
} from '../../forms/accountRules.js';
import { useFormats } from '../../i18n/useFormats.js';
import { ADMINISTRATOR_LEVEL, MEMBER_LEVEL } from '../backoffice/loginAccount.js';
import {
  dateOf,
  departmentTree,
  isMemberExpiryAllowed,
  memberUpdateBody,
  newMemberBody,
} from './organisation.js';
import type { DepartmentNode, OrganisationMember } from './organisation.js';
import { organisationQuery } from './organisationQueries.js';

interface MemberDialogValues {
  email?: string;
  name: string;
  password?: string;
  confirm?: string;
  departmentId?: number | null;
  memberLevel: number;
  expiry?: Dayjs | null;
}

interface DepartmentOption {
  value: number;
  title: string;
  children: DepartmentOption[];
}

function departmentOptions(nodes: DepartmentNode[]): DepartmentOption[] {
  return nodes.map((node) => ({
    value: node.key,
    title: node.department.name,
    children: departmentOptions(node.children),
  }));
}

/**
 * Add >> member / Edit >> name. The expiry picker offers days up to the main account's expiry; a new
 * password (optional when editing) travels hashed.
 */
export function MemberDialog({
  open,
  member,
  isMainAccount,
  onClose,
}: {
  open: boolean;
  member: OrganisationMember | null;
  isMainAccount: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const notice = useNotice();
  const [form] = Form.useForm<MemberDialogValues>();
  const organisation = useQuery(organisationQuery);
  const mainExpiry = dateOf(organisation.data?.organisation?.expiry);
  const tree = departmentOptions(departmentTree(organisation.data?.departments ?? []));

  const save = useMutation({
    mutationFn: async (values: MemberDialogValues) => {
      const formValues = { ...values, expiry: values.expiry ? values.expiry.toDate() : null };
      if (member) {
        await http.post<unknown>(
          '/user/updateIdUser',
          memberUpdateBody(member.userId, formValues, mainExpiry),
        );
        if (values.password) {
          await http.post<unknown>('/user/updateOrgUserPass', {
            userId: member.userId,
            password: hashPasswordForTransport(values.password),
          });
        }
      } else {
        await http.post<unknown>('/user/addOrgUser', {
          ...newMemberBody(formValues, mainExpiry),
          password: hashPasswordForTransport(values.password ?? ''),
        });
      }
    },
    onSuccess: async () => {
      notice.success(t(member ? 'management.memberUpdated' : 'management.memberAdded'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['organisation'] });
      await queryClient.invalidateQueries({ queryKey: ['user', 'login'] });
    },
  });

  const editing = member !== null;
  const initialExpiry = member?.expiry ? dayjs(member.expiry) : null;
  return (
    <Modal
      title={
        editing
          ? `${t('management.editPrefix')}${member.name}`
          : `${t('management.addPrefix')}${t('management.memberNoun')}`
      }
      open={open}
      mask={{ closable: false }}
      destroyOnHidden
      width={560}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          (values) => save.mutate(values),
          () => undefined,
        )
      }
    >
      <Form<MemberDialogValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 18 }}
        preserve={false}
        initialValues={{
          email: member?.email ?? '',
          name: member?.name ?? '',
          departmentId: member?.departmentId ?? null,
          memberLevel: member?.memberLevel ?? MEMBER_LEVEL,
          expiry: initialExpiry,
        }}
      >
        {editing ? (
          <Form.Item label={t('management.email')}>
            <Typography.Text>{member.email}</Typography.Text>
          </Form.Item>
        ) : (
          <Form.Item
            name="email"
            label={t('management.email')}
            rules={emailRules(t)}
            validateTrigger="onBlur"
            required
          >
            <Input autoComplete="off" data-testid="member-email" />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('management.name')}
          rules={personNameRules(t)}
          validateTrigger="onBlur"
          required
        >
          <Input maxLength={12} autoComplete="off" data-testid="member-name" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t(editing ? 'management.newPassword' : 'management.password')}
          rules={passwordRules(t, !editing)}
          validateTrigger="onBlur"
          extra={editing ? t('management.passwordKeep') : undefined}
          required={!editing}
        >
          <Input.Password autoComplete="new-password" data-testid="member-password" />
        </Form.Item>
        <Form.Item noStyle dependencies={['password']}>
          {({ getFieldValue }) =>
            !editing || getFieldValue('password') ? (
              <Form.Item
                name="confirm"
                label={t('management.confirmPassword')}
                dependencies={['password']}
                rules={confirmPasswordRules(t, 'password')}
                validateTrigger="onBlur"
                required
              >
                <Input.Password autoComplete="new-password" data-testid="member-confirm" />
              </Form.Item>
            ) : null
          }
        </Form.Item>
        <Form.Item name="departmentId" label={t('management.department')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            treeData={tree}
            placeholder={t('management.noDepartment')}
            data-testid="member-department"
          />
        </Form.Item>
        <Form.Item name="memberLevel" label={t('management.memberLevel')} required>
          <Select
            disabled={isMainAccount}
            options={[
              { value: ADMINISTRATOR_LEVEL, label: t('management.administrator') },
              { value: MEMBER_LEVEL, label: t('management.member') },
            ]}
            data-testid="member-level"
          />
        </Form.Item>
        <Form.Item
          name="expiry"
          label={t('management.expiry')}
          extra={
            mainExpiry
              ? t('management.expiryLimit', { date: formats.date(mainExpiry) })
              : t('management.expiryUnlimited')
          }
        >
          <DatePicker
            style={{ width: '100%' }}
            placeholder={t('management.expirySameAsMain')}
            disabledDate={(day) => !isMemberExpiryAllowed(day.toDate(), mainExpiry, new Date())}
            data-testid="member-expiry"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
