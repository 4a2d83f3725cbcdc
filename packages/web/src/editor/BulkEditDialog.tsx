import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelOf, type ContainerDefInfo, type ContainerValue, type ModuleUi } from '@ecuc/core/ecuc';
import type { Language } from '@ecuc/core/i18n';
import {
  bulkChangeSet,
  editableColumnsOf,
  StaleChangeSet,
  type ColumnEdit,
  type EditableColumn,
} from './bulkEdit.js';
import type { ContainerCalls } from './containerApi.js';
import { formOfContainer, valueOfInput, type ContainerForm } from './formValues.js';
import { ParamField, ReferenceField } from './ParamField.js';
import type { TableColumn } from './tableModel.js';

/** The form of the dialog: the chosen column and its value (under the container form's own names). */
interface BulkForm extends ContainerForm {
  column?: string;
}

/** Which value the dialog starts with: the one every selected row holds, else empty. */
function commonForm(info: ContainerDefInfo, rows: readonly ContainerValue[]): ContainerForm {
  const forms = rows.map((row) => formOfContainer(row, info));
  const first = forms[0] ?? { shortName: '', values: {}, references: {} };
  const same = (pick: (form: ContainerForm) => unknown) =>
    forms.every((form) => JSON.stringify(pick(form)) === JSON.stringify(pick(first)));
  const values: ContainerForm['values'] = {};
  for (const param of info.parameters)
    values[param.name] = same((f) => f.values[param.name]) ? first.values[param.name] : undefined;
  const references: ContainerForm['references'] = {};
  for (const ref of info.references)
    references[ref.name] = same((f) => f.references[ref.name]) ? first.references[ref.name] : undefined;
  return { shortName: '', values, references };
}

function editOf(column: EditableColumn, form: ContainerForm): ColumnEdit {
  if (column.kind === 'param')
    return {
      kind: 'param',
      param: column.param,
      value: valueOfInput(column.param, form.values[column.name]),
    };
  const input = form.references[column.name];
  const list = Array.isArray(input) ? input : input === undefined ? [] : [input];
  return {
    kind: 'reference',
    reference: column.reference,
    targets: list.map((item) => item.trim()).filter((item) => item !== ''),
  };
}

/**
 * Sets one column across the selected rows: choose the column, give the value (checked by the same
 * validators as the container dialog), and the change goes out as ONE change set (all rows or none).
 * When a row changed meanwhile (1060) the rows are refreshed and the user may apply again.
 */
export function BulkEditDialog({
  info,
  ui,
  language,
  calls,
  rows,
  columns,
  onClose,
}: {
  info: ContainerDefInfo;
  ui: ModuleUi;
  language: Language;
  calls: ContainerCalls;
  /** The selected rows as the snapshot holds them now. */
  rows: readonly ContainerValue[];
  columns: readonly TableColumn[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<BulkForm>();
  const [columnName, setColumnName] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const editable = useMemo(() => editableColumnsOf(info, columns, ui), [info, columns, ui]);
  const column = editable.find((c) => c.name === columnName);
  /** The rows as they are now (a refresh after 1060 changes them while the dialog is open). */
  const latestRows = useRef(rows);
  useEffect(() => {
    latestRows.current = rows;
  }, [rows]);

  const chooseColumn = (name: string) => {
    setColumnName(name);
    form.setFieldsValue(commonForm(info, latestRows.current));
  };

  const apply = async (): Promise<void> => {
    if (!column) return;
    const edit = editOf(column, form.getFieldsValue(true));
    const changes = bulkChangeSet(latestRows.current, edit);
    if (changes.length === 0) {
      void message.info(t('editor.bulk.nothing'));
      onClose();
      return;
    }
    setSaving(true);
    try {
      await calls.applyChangeSet(changes);
      void message.success(t('editor.bulk.saved', { count: changes.length }));
      onClose();
    } catch (error) {
      if (error instanceof StaleChangeSet) {
        modal.confirm({
          title: t('editor.stale.title'),
          content: t('editor.bulk.stale', { count: error.stale.length }),
          okText: t('editor.bulk.applyAgain'),
          cancelText: t('common.cancel'),
          mask: { closable: false },
          onOk: () => apply(),
        });
      }
      // Any other failure: the HTTP client has shown its message; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    await apply();
  };

  const label = (name: string) => labelOf(ui, `${info.path}/${name}`, language);

  return (
    <Modal
      open
      title={`${t('editor.bulk.titlePrefix')}${labelOf(ui, info.path, language)}`}
      width={560}
      mask={{ closable: false }}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !column || rows.length === 0, 'data-testid': 'bulk-ok' }}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="bulk-edit-dialog"
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('editor.bulk.hint', { count: rows.length })}
      />
      <Form form={form} name="bulk" layout="vertical" size="small" className="container-dialog__form">
        <Form.Item name="column" label={t('editor.bulk.column')}>
          <Select
            data-testid="bulk-column"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('editor.bulk.pickColumn')}
            onChange={(name: string) => chooseColumn(name)}
            options={editable.map((c) => ({ value: c.name, label: `${label(c.name)} (${c.name})` }))}
          />
        </Form.Item>
        {column?.kind === 'param' ? (
          <ParamField
            key={column.name}
            param={column.param}
            hint={ui[`${info.path}/${column.name}`]}
            labels={{ label: label(column.name) }}
          />
        ) : column?.kind === 'reference' ? (
          <ReferenceField
            key={column.name}
            reference={column.reference}
            selfId={undefined}
            hint={ui[`${info.path}/${column.name}`]}
            labels={{ label: label(column.name) }}
          />
        ) : null}
      </Form>
    </Modal>
  );
}
