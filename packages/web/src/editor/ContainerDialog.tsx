import { useEffect, useMemo, useState } from 'react';
import { App, Col, Divider, Form, Input, Modal, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  labelOf,
  referenceTargetContext,
  targetFilterOf,
  type ContainerDefInfo,
  type ContainerValue,
  type ModuleDef,
  type ModuleUi,
  type ParamValue,
  type ProjectSnapshot,
} from '@ecuc/core/ecuc';
import type { Language } from '@ecuc/core/i18n';
import { checkRule } from '../forms/validatorRule.js';
import { useUnsavedChanges } from '../unsaved/useUnsavedChanges.js';
import { liveVerification, useLiveVerification } from '../verification/liveStore.js';
import { fieldFindingsOf } from './fieldFindings.js';
import { StaleUpdate, type ContainerCalls } from './containerApi.js';
import { checkShortName } from './fieldRules.js';
import {
  applyChanges,
  changesOf,
  formOfContainer,
  hasChanges,
  rebaseForm,
  type ContainerForm,
} from './formValues.js';
import { ParamField, ReferenceField } from './ParamField.js';

/** What the dialog edits: a stored container, or a new one (drafted with the definition's defaults). */
export interface DialogSubject {
  mode: 'add' | 'edit';
  info: ContainerDefInfo;
  /** The stored container, or the draft of a new one (first) with its default sub-containers. */
  containers: readonly ContainerValue[];
  siblingNames: readonly string[];
  /** The field to focus when the dialog opens (deep link from the error log). */
  focus?: string;
}

function orderOf(ui: ModuleUi, path: string, fallback: number): number {
  return ui[path]?.order ?? 100_000 + fallback;
}

/** Add >> / Edit >> dialog of one container: typed fields per parameter and reference. */
export function ContainerDialog({
  subject,
  ui,
  language,
  calls,
  definitions,
  snapshot,
  onClose,
}: {
  subject: DialogSubject;
  ui: ModuleUi;
  language: Language;
  calls: ContainerCalls;
  /** The project's definitions: their target filters narrow the reference pickers. */
  definitions: readonly ModuleDef[];
  snapshot: ProjectSnapshot;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<ContainerForm>();
  const { info } = subject;
  const [base, setBase] = useState<ContainerValue>(() => subject.containers[0]!);
  const [opened, setOpened] = useState<ContainerForm>(() => formOfContainer(subject.containers[0]!, info));
  const [dirty, setDirty] = useState(false);
  /** The container as the form holds it now: reference pickers offer what fits it. */
  const [holder, setHolder] = useState<ContainerValue>(() => subject.containers[0]!);
  const [saving, setSaving] = useState(false);
  useUnsavedChanges(`editor${info.path}/dialog`, dirty);

  // The live findings of module rules about this container, under the fields they name, as the user types.
  const live = useLiveVerification();
  const findings = useMemo(() => fieldFindingsOf(live.result, base.id), [live.result, base.id]);

  const label = labelOf(ui, info.path, language);
  const title = `${subject.mode === 'add' ? t('editor.addPrefix') : t('editor.editPrefix')}${
    subject.mode === 'add' ? label : base.shortName
  }`;

  const fields = useMemo(() => {
    const items = [
      ...info.parameters.map((param, i) => ({
        kind: 'param' as const,
        param,
        order: orderOf(ui, `${info.path}/${param.name}`, i),
      })),
      ...info.references.map((reference, i) => ({
        kind: 'reference' as const,
        reference,
        order: orderOf(ui, `${info.path}/${reference.name}`, 1000 + i),
      })),
    ];
    return items
      .filter(
        (item) =>
          !ui[`${info.path}/${item.kind === 'param' ? item.param.name : item.reference.name}`]?.hidden,
      )
      .sort((a, b) => a.order - b.order);
  }, [info, ui]);

  const targetContext = useMemo(
    () => referenceTargetContext(snapshot, definitions, holder),
    [snapshot, definitions, holder],
  );
  const acceptsFor = (referenceName: string) => {
    const filter = targetFilterOf(definitions, `${info.path}/${referenceName}`);
    return filter ? (candidate: ContainerValue) => filter(candidate, targetContext) : undefined;
  };

  /** The containers as they would be with the form's input: verified live while the user types. */
  const candidates = (edited: ContainerForm): ContainerValue[] => {
    const changed = applyChanges(base, changesOf(info, opened, edited));
    return [changed, ...subject.containers.slice(1)];
  };

  const onValuesChange = () => {
    const edited = form.getFieldsValue(true);
    setDirty(hasChanges(changesOf(info, opened, edited)));
    const edits = candidates(edited);
    setHolder(edits[0]!);
    liveVerification.setCandidates(edits);
  };

  // An Add dialog's draft is verified from the user's first input on, not when it opens: a blank draft is not
  // counted in the badges (it is not a container yet).
  useEffect(() => () => liveVerification.setCandidates([]), [subject]);

  /** The deep link's field, focused once the dialog has finished opening (its focus trap is set by then). */
  const focusLinkedField = (open: boolean) => {
    if (!open || !subject.focus) return;
    const name = info.referenceByName.has(subject.focus)
      ? ['references', subject.focus]
      : ['values', subject.focus];
    form.scrollToField(name, { block: 'center' });
    form.focusField(name);
  };

  const close = () => {
    setDirty(false);
    liveVerification.setCandidates([]);
    onClose();
  };

  /** The ×, Esc and Cancel: with unsaved edits, asks before they are thrown away. */
  const requestClose = () => {
    if (!dirty) {
      close();
      return;
    }
    modal.confirm({
      title: t('editor.discard.title'),
      content: t('editor.discard.content'),
      okText: t('editor.discard.confirm'),
      cancelText: t('editor.discard.keep'),
      onOk: close,
    });
  };

  const askRefresh = (stale: StaleUpdate, edited: ContainerForm) => {
    modal.confirm({
      title: t('editor.stale.title'),
      content: stale.current ? t('editor.stale.content') : t('editor.stale.deleted'),
      okText: stale.current ? t('editor.stale.refresh') : t('common.ok'),
      cancelButtonProps: { style: { display: stale.current ? undefined : 'none' } },
      mask: { closable: false },
      onOk: () => {
        const current = stale.current;
        if (!current) {
          close();
          return;
        }
        const currentForm = formOfContainer(current, info);
        const rebased = rebaseForm(opened, edited, currentForm);
        setOpened(currentForm);
        setBase(current);
        form.setFieldsValue(rebased);
        setDirty(true);
        void message.info(t('editor.stale.kept'));
      },
    });
  };

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const edited = form.getFieldsValue(true);
    const changes = changesOf(info, opened, edited);
    setSaving(true);
    try {
      if (subject.mode === 'add') {
        const values: Record<string, ParamValue> = {};
        for (const [name, value] of Object.entries(changes.values)) if (value !== null) values[name] = value;
        await calls.add({
          definitionPath: info.path,
          parentId: base.parentId,
          instanceId: base.instanceId,
          shortName: edited.shortName.trim(),
          values,
          references: changes.references,
        });
      } else if (hasChanges(changes)) {
        await calls.update({ id: base.id, version: base.version, ...changes });
      }
      void message.success(t('editor.saved'));
      close();
    } catch (error) {
      if (error instanceof StaleUpdate) askRefresh(error, edited);
    } finally {
      setSaving(false);
    }
  };

  const hint = (path: string) => ui[path]?.unit;

  return (
    <Modal
      open
      title={title}
      width={880}
      mask={{ closable: false }}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={requestClose}
      destroyOnHidden
      afterOpenChange={focusLinkedField}
      styles={{ body: { maxHeight: '64vh', overflowY: 'auto', paddingRight: 8 } }}
      data-testid="container-dialog"
    >
      <Form
        form={form}
        name="container"
        layout="vertical"
        size="small"
        initialValues={opened}
        onValuesChange={onValuesChange}
        className="container-dialog__form"
      >
        <Form.Item
          name="shortName"
          label={t('editor.shortName')}
          validateTrigger="onBlur"
          rules={[
            checkRule(
              (value) =>
                checkShortName(
                  value,
                  subject.siblingNames.filter((n) => n !== opened.shortName),
                ),
              t,
            ),
          ]}
        >
          <Input data-testid="field-shortName" autoComplete="off" />
        </Form.Item>
        {fields.length > 0 ? <Divider size="small" /> : null}
        <Row gutter={16}>
          {fields.map((item) =>
            item.kind === 'param' ? (
              <Col span={12} key={item.param.name}>
                <ParamField
                  param={item.param}
                  findings={findings.get(item.param.name) ?? []}
                  hint={ui[`${info.path}/${item.param.name}`]}
                  labels={{
                    label: labelOf(ui, `${info.path}/${item.param.name}`, language),
                    ...(hint(`${info.path}/${item.param.name}`)
                      ? { extra: hint(`${info.path}/${item.param.name}`) }
                      : {}),
                  }}
                />
              </Col>
            ) : (
              <Col span={12} key={item.reference.name}>
                <ReferenceField
                  reference={item.reference}
                  findings={findings.get(item.reference.name) ?? []}
                  selfId={subject.mode === 'edit' ? base.id : undefined}
                  accepts={acceptsFor(item.reference.name)}
                  hint={ui[`${info.path}/${item.reference.name}`]}
                  labels={{ label: labelOf(ui, `${info.path}/${item.reference.name}`, language) }}
                />
              </Col>
            ),
          )}
        </Row>
      </Form>
    </Modal>
  );
}
