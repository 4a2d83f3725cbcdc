import { useState } from 'react';
import { Alert, App, Form, Modal, Select, Typography } from 'antd';
import type { ProjectSnapshot } from '@ecuc/core/ecuc';
import { useTranslation } from 'react-i18next';
import type { ContainerCalls } from '../../editor/containerApi.js';
import { cycleIfAdded, itemAddBody, itemTargets, nextItemIndex, type ItemTargetKind } from './ruleBuilder.js';

const GROUPS: readonly ItemTargetKind[] = ['action', 'actionList', 'rule'];

/**
 * "Add item" of an action list: what the item names (an action, an action list or a rule), appended with the
 * next index through the generic add call. A target that would make the list contain itself is allowed (the
 * verification reports it, E_BswM0002) but the dialog names the cycle first.
 */
export function AddItemDialog({
  snapshot,
  list,
  calls,
  onClose,
}: {
  snapshot: ProjectSnapshot;
  list: { id: string; name: string };
  calls: ContainerCalls;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ targetId?: string }>();
  const targetId = Form.useWatch('targetId', form);
  const [saving, setSaving] = useState(false);
  const targets = itemTargets(snapshot);
  const index = nextItemIndex(snapshot, list.id);
  const cycle = targetId ? cycleIfAdded(snapshot, list.id, targetId) : null;

  const save = async () => {
    let chosen: string | undefined;
    try {
      chosen = (await form.validateFields()).targetId;
    } catch {
      return;
    }
    if (!chosen) return;
    setSaving(true);
    try {
      await calls.add(itemAddBody(list.id, chosen, index));
      const target = targets.find((x) => x.id === chosen)?.name ?? '';
      void message.success(t('bswm.item.added', { list: list.name, target }));
      onClose();
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('bswm.item.title', { list: list.name })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="bswm-add-item-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="targetId"
          label={t('bswm.item.target')}
          rules={[{ required: true, message: t('bswm.item.targetRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('bswm.add.pick')}
            data-testid="bswm-item-target"
            options={GROUPS.filter((kind) => targets.some((x) => x.kind === kind)).map((kind) => ({
              label: t(`bswm.kind.${kind}`),
              title: kind,
              options: targets.filter((x) => x.kind === kind).map((x) => ({ value: x.id, label: x.name })),
            }))}
          />
        </Form.Item>
        <Typography.Text type="secondary" data-testid="bswm-item-index">
          {t('bswm.item.index', { index })}
        </Typography.Text>
        {cycle && (
          <Alert
            className="bswm-item-cycle"
            type="warning"
            showIcon
            title={t('bswm.item.cycle', { cycle: cycle.join(' → ') })}
            data-testid="bswm-item-cycle"
          />
        )}
      </Form>
    </Modal>
  );
}
