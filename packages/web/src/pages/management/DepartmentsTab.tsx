import { useMemo, useState } from 'react';
import { App, Button, Empty, Form, Input, Modal, Space, Tag, Tooltip, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import {
  DEFAULT_MAX_DEPARTMENT_LEVEL,
  DEPARTMENT_NAME_MAX_LENGTH,
  canAddSubDepartment,
  departmentPath,
  departmentTree,
  hasSubDepartments,
  membersOfDepartment,
} from './organisation.js';
import type { Department, DepartmentNode } from './organisation.js';
import { memberListQuery, organisationQuery } from './organisationQueries.js';

/** What the department dialog does: add under a parent (null: at the top) or rename. */
type DepartmentEdit =
  { kind: 'add'; parent: Department | null } | { kind: 'rename'; department: Department } | null;

interface DepartmentValues {
  name: string;
}

async function refreshOrganisation(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['organisation'] });
}

/** The department tree (at most 4 levels): add a sub-department, rename, delete. */
export function DepartmentsTab({ administrator }: { administrator: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const notice = useNotice();
  const organisation = useQuery(organisationQuery);
  const members = useQuery(memberListQuery);
  const [edit, setEdit] = useState<DepartmentEdit>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const departments = useMemo(() => organisation.data?.departments ?? [], [organisation.data]);
  const maxLevel = organisation.data?.maxDepartmentLevel ?? DEFAULT_MAX_DEPARTMENT_LEVEL;
  const tree = useMemo(() => departmentTree(departments), [departments]);

  const remove = useMutation({
    mutationFn: (department: Department) =>
      http.post<unknown>('/user/deleteDepartment', { id: department.id }),
    onSuccess: async () => {
      notice.success(t('management.departmentDeleted'));
      await refreshOrganisation();
    },
  });

  const confirmRemove = (department: Department): void => {
    modal.confirm({
      title: t('management.deleteDepartmentTitle', { name: department.name }),
      content: t('management.deleteDepartmentContent', { path: departmentPath(departments, department.id) }),
      okText: t('management.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      mask: { closable: false },
      onOk: () => remove.mutateAsync(department).catch(() => undefined),
    });
  };

  const actionsOf = (department: Department) => {
    const deep = !canAddSubDepartment(department, maxLevel);
    const people = membersOfDepartment(members.data ?? [], department.id).length;
    const children = hasSubDepartments(departments, department.id);
    const deleteBlocked = people > 0 || children;
    return (
      <Space size={0} className="department-node__actions" onClick={(event) => event.stopPropagation()}>
        <Tooltip
          title={deep ? t('management.maxLevelReached', { max: maxLevel }) : t('management.addSubDepartment')}
        >
          <Button
            type="text"
            size="small"
            icon={<PlusOutlined />}
            disabled={deep}
            aria-label={t('management.addSubDepartment')}
            data-testid={`department-add-${department.id}`}
            onClick={() => setEdit({ kind: 'add', parent: department })}
          />
        </Tooltip>
        <Tooltip title={t('management.rename')}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('management.rename')}
            data-testid={`department-rename-${department.id}`}
            onClick={() => setEdit({ kind: 'rename', department })}
          />
        </Tooltip>
        <Tooltip
          title={
            children
              ? t('management.deleteChildrenFirst')
              : people > 0
                ? t('management.moveMembersFirst', { count: people })
                : t('management.delete')
          }
        >
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={deleteBlocked}
            aria-label={t('management.delete')}
            data-testid={`department-delete-${department.id}`}
            onClick={() => confirmRemove(department)}
          />
        </Tooltip>
      </Space>
    );
  };

  const toTreeData = (nodes: DepartmentNode[]): TreeDataNode[] =>
    nodes.map((node) => ({
      key: node.key,
      title: (
        <div className="department-node" data-testid={`department-${node.key}`}>
          <span className="department-node__name">
            <Typography.Text>{node.department.name}</Typography.Text>
            <Tag bordered={false}>{t('management.level', { level: node.department.level })}</Tag>
            <Typography.Text type="secondary">
              {t('management.memberCount', {
                count: membersOfDepartment(members.data ?? [], node.key).length,
              })}
            </Typography.Text>
          </span>
          {administrator ? actionsOf(node.department) : null}
        </div>
      ),
      children: toTreeData(node.children),
    }));

  const allKeys = departments.map((department) => department.id);
  return (
    <div>
      <div className="management__toolbar">
        <Typography.Text type="secondary">
          {t('management.departmentHint', { max: maxLevel })}
        </Typography.Text>
        <Space>
          <Button
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('common.refresh')}
            onClick={() => void refreshOrganisation()}
          />
          {administrator ? (
            <Button
              size="small"
              type="primary"
              icon={<PlusOutlined />}
              data-testid="department-add-top"
              onClick={() => setEdit({ kind: 'add', parent: null })}
            >
              {t('management.addDepartment')}
            </Button>
          ) : null}
        </Space>
      </div>
      {tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('management.noDepartments')} />
      ) : (
        <Tree
          className="department-tree"
          blockNode
          showLine
          selectable={false}
          treeData={toTreeData(tree)}
          expandedKeys={allKeys.filter((key) => !collapsed.has(key))}
          onExpand={(keys) => {
            const open = new Set(keys.map(Number));
            setCollapsed(new Set(allKeys.filter((key) => !open.has(key))));
          }}
        />
      )}
      <DepartmentDialog
        // One form per department edited: the name starts from that department.
        key={
          edit === null
            ? 'closed'
            : edit.kind === 'rename'
              ? `rename-${edit.department.id}`
              : `add-${edit.parent?.id ?? 'top'}`
        }
        edit={edit}
        departments={departments}
        onClose={() => setEdit(null)}
      />
    </div>
  );
}

function DepartmentDialog({
  edit,
  departments,
  onClose,
}: {
  edit: DepartmentEdit;
  departments: readonly Department[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notice = useNotice();
  const [form] = Form.useForm<DepartmentValues>();
  const save = useMutation({
    mutationFn: async (values: DepartmentValues) => {
      if (edit?.kind === 'rename') {
        await http.post<unknown>('/user/updateDepartment', {
          id: edit.department.id,
          name: values.name.trim(),
        });
      } else if (edit?.kind === 'add') {
        await http.post<unknown>('/user/addDepartment', {
          name: values.name.trim(),
          ...(edit.parent ? { parentId: edit.parent.id } : {}),
        });
      }
    },
    onSuccess: async () => {
      notice.success(
        t(edit?.kind === 'rename' ? 'management.departmentRenamed' : 'management.departmentAdded'),
      );
      onClose();
      await refreshOrganisation();
    },
  });

  const title =
    edit?.kind === 'rename'
      ? `${t('management.editPrefix')}${edit.department.name}`
      : `${t('management.addPrefix')}${t('management.department')}`;
  return (
    <Modal
      title={title}
      open={edit !== null}
      mask={{ closable: false }}
      destroyOnHidden
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
      <Form<DepartmentValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: edit?.kind === 'rename' ? edit.department.name : '' }}
        onFinish={(values) => save.mutate(values)}
      >
        {edit?.kind === 'add' ? (
          <Form.Item label={t('management.parentDepartment')}>
            <Typography.Text data-testid="department-parent">
              {edit.parent ? departmentPath(departments, edit.parent.id) : t('management.topLevel')}
            </Typography.Text>
          </Form.Item>
        ) : null}
        <Form.Item
          name="name"
          label={t('management.departmentName')}
          rules={[
            { required: true, whitespace: true, message: t('management.departmentNameRequired') },
            {
              max: DEPARTMENT_NAME_MAX_LENGTH,
              message: t('management.departmentNameTooLong', { max: DEPARTMENT_NAME_MAX_LENGTH }),
            },
          ]}
        >
          <Input maxLength={DEPARTMENT_NAME_MAX_LENGTH} autoFocus data-testid="department-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
