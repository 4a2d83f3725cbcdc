import { useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import type { ProjectSnapshot } from '@ecuc/core/ecuc';
import { useTranslation } from 'react-i18next';
import type { ContainerCalls } from '../../editor/containerApi.js';
import { checkRule } from '../../forms/validatorRule.js';
import {
  arbitrationOf,
  checkRuleDraft,
  ruleAddBody,
  ruleChoices,
  siblingNames,
  type RuleDraft,
} from './ruleBuilder.js';

interface RuleForm {
  name: string;
  expressionId?: string;
  trueListId?: string;
  falseListId?: string;
}

const draftOf = (values: RuleForm): RuleDraft => ({
  name: values.name ?? '',
  expressionId: values.expressionId,
  trueListId: values.trueListId,
  falseListId: values.falseListId,
});

/**
 * "Add rule": a name, the logical expression it evaluates and the action lists it runs when true and when
 * false; creates a BswMRule under BswMArbitration through the generic add call.
 */
export function AddRuleDialog({
  snapshot,
  calls,
  onClose,
}: {
  snapshot: ProjectSnapshot;
  calls: ContainerCalls;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RuleForm>();
  const [saving, setSaving] = useState(false);
  const arbitration = arbitrationOf(snapshot);
  const names = arbitration ? siblingNames(snapshot, arbitration.id) : [];
  const { expressions, lists } = ruleChoices(snapshot);
  const problem = (field: 'name' | 'expressionId' | 'lists') =>
    checkRule(() => checkRuleDraft(draftOf(form.getFieldsValue(true)), names)[field] ?? null, t);

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    if (!arbitration) {
      void message.error(t('bswm.add.noArbitration'));
      return;
    }
    const draft = draftOf(form.getFieldsValue(true));
    setSaving(true);
    try {
      await calls.add(ruleAddBody(draft, arbitration.id));
      void message.success(t('bswm.add.done', { name: draft.name.trim() }));
      onClose();
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  const options = (choices: { id: string; name: string }[]) =>
    choices.map((c) => ({ value: c.id, label: c.name }));

  return (
    <Modal
      open
      title={t('bswm.add.title')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="bswm-add-rule-dialog"
    >
      <Form<RuleForm> form={form} layout="vertical" initialValues={{ name: '' }}>
        <Form.Item name="name" label={t('bswm.add.name')} validateTrigger="onBlur" rules={[problem('name')]}>
          <Input autoComplete="off" data-testid="bswm-rule-name" />
        </Form.Item>
        <Form.Item name="expressionId" label={t('bswm.add.expression')} rules={[problem('expressionId')]}>
          <Select
            placeholder={t('bswm.add.pick')}
            options={options(expressions)}
            data-testid="bswm-rule-expression"
          />
        </Form.Item>
        <Form.Item
          name="trueListId"
          label={t('bswm.add.trueList')}
          dependencies={['falseListId']}
          rules={[problem('lists')]}
        >
          <Select
            allowClear
            placeholder={t('bswm.add.pick')}
            options={options(lists)}
            data-testid="bswm-rule-true"
          />
        </Form.Item>
        <Form.Item name="falseListId" label={t('bswm.add.falseList')}>
          <Select
            allowClear
            placeholder={t('bswm.add.pick')}
            options={options(lists)}
            data-testid="bswm-rule-false"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
