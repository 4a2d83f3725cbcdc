import { Form, InputNumber, Modal, Select, Space, Switch, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CoreRow } from '@ecuc/core/api';
import type { ChipCore } from '@ecuc/core/catalogue';
import { requiredSelect } from '@ecuc/core/validators';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import { coreQueriesKey } from './coreQueries.js';
import { checkRule } from '../../forms/validatorRule.js';
import {
  canBeMaster,
  coreIdTaken,
  coreUpdateBody,
  hardwareCoreChoices,
  masterSwitchable,
  newCoreDefaults,
} from './coreEditing.js';
import type { CoreFormValues } from './coreEditing.js';

/** Which core dialog is open: adding one, or editing a core. */
export type CoreDialogState = { mode: 'add' } | { mode: 'edit'; core: CoreRow } | null;

/**
 * Add >> core / Edit >> core: core index, a hardware core of the project's chip (those other cores use
 * are disabled), master flag → POST /core/addData or /core/updateData (only what changed).
 */
export function CoreDialog({
  state,
  projectId,
  chipCores,
  cores,
  onClose,
}: {
  state: CoreDialogState;
  projectId: string;
  chipCores: readonly ChipCore[];
  cores: readonly CoreRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notice = useNotice();
  const [form] = Form.useForm<CoreFormValues>();
  const editing = state?.mode === 'edit' ? state.core : undefined;
  const isMaster = Form.useWatch('isMaster', form);

  const save = useMutation({
    mutationFn: async (values: CoreFormValues) => {
      if (editing) {
        await http.post<CoreRow>('/core/updateData', coreUpdateBody(editing, values));
        notice.success(t('cores.updated', { id: values.coreId }));
      } else {
        await http.post<CoreRow>('/core/addData', values);
        notice.success(t('cores.added', { id: values.coreId }));
      }
      await queryClient.invalidateQueries({ queryKey: coreQueriesKey(projectId) });
    },
    onSuccess: onClose,
  });

  const initial: CoreFormValues | undefined = editing
    ? { coreId: editing.coreId, hardwareCore: editing.hardwareCore, isMaster: editing.isMaster }
    : state
      ? newCoreDefaults(chipCores, cores)
      : undefined;
  const name = editing ? t('cores.coreName', { id: editing.coreId }) : t('cores.core');

  return (
    <Modal
      title={t(editing ? 'projectDialog.edit' : 'projectDialog.add', { name })}
      open={state !== null}
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
      <Form<CoreFormValues>
        key={editing?.id ?? 'new'}
        form={form}
        layout="horizontal"
        labelCol={{ span: 7 }}
        wrapperCol={{ span: 16 }}
        preserve={false}
        initialValues={initial}
      >
        <Form.Item
          name="coreId"
          label={t('cores.coreId')}
          validateTrigger="onBlur"
          rules={[
            { required: true, message: t('cores.coreIdRequired') },
            {
              validator: async (_rule, value: unknown) => {
                if (typeof value === 'number' && coreIdTaken(cores, value, editing))
                  throw new Error(t('cores.coreIdTaken', { id: value }));
              },
            },
          ]}
        >
          <InputNumber min={0} max={65535} precision={0} style={{ width: 140 }} data-testid="core-id" />
        </Form.Item>
        <Form.Item
          name="hardwareCore"
          label={t('cores.hardwareCore')}
          validateTrigger="onChange"
          dependencies={['isMaster']}
          rules={[
            checkRule(requiredSelect, t),
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (
                  getFieldValue('isMaster') === true &&
                  typeof value === 'string' &&
                  !canBeMaster(chipCores, value)
                )
                  throw new Error(t('cores.notMasterCapable', { core: value }));
              },
            }),
          ]}
        >
          <Select
            data-testid="core-hardware"
            options={hardwareCoreChoices(chipCores, cores, editing).map((choice) => ({
              value: choice.value,
              disabled: choice.disabled,
              label: (
                <Space size={6}>
                  <span>{choice.label}</span>
                  <Typography.Text type="secondary">{choice.coreType}</Typography.Text>
                  {choice.disabled ? (
                    <Typography.Text type="secondary">({t('cores.inUse')})</Typography.Text>
                  ) : null}
                </Space>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="isMaster"
          label={t('cores.isMaster')}
          valuePropName="checked"
          extra={
            masterSwitchable(cores, editing)
              ? isMaster && editing
                ? t('cores.masterMoves')
                : undefined
              : t('cores.masterFixed')
          }
        >
          <Switch size="small" disabled={!masterSwitchable(cores, editing)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
