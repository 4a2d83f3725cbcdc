import { useState, type ReactNode } from 'react';
import { Alert, Checkbox, Collapse, Modal, Space, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  importCanApply,
  importNeedsAcceptance,
  type ImportFindingGroup,
  type ImportKindRow,
  type ImportPreview,
  type ImportResultError,
} from '@ecuc/core/api';
import { locatedMessageOf } from './findingLines.js';

/** Findings of one section (not imported, remarks, errors of the file), one collapsible line per code. */
export function FindingGroups({
  title,
  groups,
  testId,
}: {
  title: string;
  groups: readonly ImportFindingGroup[];
  testId: string;
}) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <div className="import-preview__section" data-testid={testId}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Collapse
        size="small"
        items={groups.map((group, index) => {
          const first = locatedMessageOf(group.lines[0] ?? '');
          return {
            key: `${group.code}-${index}`,
            label: (
              <span className="import-preview__group" data-testid="import-group">
                <Typography.Text strong>
                  {t('import.preview.group', { code: group.code, count: group.count })}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis className="import-preview__sample">
                  {first.message}
                </Typography.Text>
              </span>
            ),
            children: (
              <ul className="import-preview__lines">
                {group.lines.map((line, lineIndex) => {
                  const finding = locatedMessageOf(line);
                  return (
                    <li key={lineIndex}>
                      <Typography.Text type="secondary" className="import-preview__location">
                        {finding.location}
                      </Typography.Text>{' '}
                      {finding.message}
                    </li>
                  );
                })}
                {group.count > group.lines.length ? (
                  <li>
                    <Typography.Text type="secondary">
                      {t('import.preview.more', { count: group.count - group.lines.length })}
                    </Typography.Text>
                  </li>
                ) : null}
              </ul>
            ),
          };
        })}
      />
    </div>
  );
}

/** The errors the written modules would have: code, path, message (the first rows; all are counted). */
export function ResultErrorsTable({ rows }: { rows: readonly ImportResultError[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <div className="import-preview__section" data-testid="import-result-errors">
      <Typography.Title level={5}>{t('import.preview.errorsTitle')}</Typography.Title>
      <Table
        size="small"
        rowKey={(_row, index) => String(index)}
        dataSource={[...rows]}
        pagination={rows.length > 8 ? { pageSize: 8, size: 'small', showSizeChanger: false } : false}
        columns={[
          { key: 'code', dataIndex: 'code', title: t('import.preview.code'), width: 110 },
          {
            key: 'path',
            dataIndex: 'path',
            title: t('import.preview.path'),
            width: 260,
            render: (path: string) => (
              <Typography.Text className="import-preview__path" title={path}>
                {path}
              </Typography.Text>
            ),
          },
          { key: 'message', dataIndex: 'message', title: t('import.preview.message') },
        ]}
      />
    </div>
  );
}

/** The box a user ticks to import a result with errors. */
export function AcceptErrorsBox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      data-testid="import-accept-errors"
    >
      {t('import.preview.accept')}
    </Checkbox>
  );
}

function KindsTable({ kinds }: { kinds: readonly ImportKindRow[] }) {
  const { t } = useTranslation();
  const count = (value: number) =>
    value === 0 ? <Typography.Text type="secondary">0</Typography.Text> : value;
  return (
    <Table
      size="small"
      data-testid="import-kinds"
      rowKey="definitionPath"
      dataSource={[...kinds]}
      pagination={false}
      scroll={kinds.length > 8 ? { y: 300 } : undefined}
      columns={[
        { key: 'kind', dataIndex: 'definitionPath', title: t('import.preview.kind') },
        ...(['created', 'changed', 'unchanged', 'removed'] as const).map((key) => ({
          key,
          dataIndex: key,
          title: t(`import.preview.${key}`),
          width: 96,
          align: 'right' as const,
          render: count,
        })),
      ]}
    />
  );
}

export interface ImportPreviewModalProps {
  /** The file's name. */
  name: string;
  /** The preview to show; no dialog while undefined. */
  preview: ImportPreview | undefined;
  /** What the importer adds (the Os import: OS type, class and why), above the counts. */
  facts?: ReactNode;
  applying: boolean;
  onApply: (acceptErrors: boolean) => void;
  onCancel: () => void;
}

/**
 * An import before it writes: what it creates, changes and removes by kind of container, the errors the
 * modules it writes would have (to be accepted explicitly before it can be written), and what the file held
 * that was not imported, grouped by kind. A file with errors of its own, or nothing to take over, cannot be
 * imported from here.
 */
export function ImportPreviewModal({
  name,
  preview,
  facts,
  applying,
  onApply,
  onCancel,
}: ImportPreviewModalProps) {
  // The dialog (and the user's acceptance with it) exists only while there is a preview to show.
  return preview ? <PreviewDialog {...{ name, preview, facts, applying, onApply, onCancel }} /> : null;
}

function PreviewDialog({
  name,
  preview,
  facts,
  applying,
  onApply,
  onCancel,
}: ImportPreviewModalProps & { preview: ImportPreview }) {
  const { t } = useTranslation();
  const canApply = importCanApply(preview);
  const inputErrorCount = preview.inputErrors.reduce((sum, group) => sum + group.count, 0);
  return (
    <ImportDialog
      name={name}
      testId="import-preview"
      canApply={canApply}
      result={canApply ? preview : undefined}
      modules={preview.modules}
      applying={applying}
      onApply={onApply}
      onCancel={onCancel}
      before={
        <>
          {preview.nothingTaken ? (
            <Alert
              type="warning"
              showIcon
              title={t('import.preview.nothingTaken')}
              data-testid="import-nothing"
            />
          ) : null}
          {inputErrorCount > 0 ? (
            <Alert
              type="error"
              showIcon
              title={t('import.preview.inputErrors', { count: inputErrorCount })}
            />
          ) : null}
          {facts}
          {canApply ? (
            <>
              <ImportCounts counts={preview} />
              <Typography.Text type="secondary">
                {t('import.preview.modules', { modules: preview.modules.join(', ') })}
              </Typography.Text>
              {preview.kinds.length > 0 ? (
                <KindsTable kinds={preview.kinds} />
              ) : (
                <Typography.Text>{t('import.preview.noChange')}</Typography.Text>
              )}
            </>
          ) : null}
        </>
      }
      after={
        <>
          <FindingGroups
            title={t('import.preview.errorsOfInput')}
            groups={preview.inputErrors}
            testId="import-input-errors"
          />
          <FindingGroups
            title={t('import.preview.notImported')}
            groups={preview.notImported}
            testId="import-not-imported"
          />
          <FindingGroups
            title={t('import.preview.remarks')}
            groups={preview.remarks}
            testId="import-remarks"
          />
        </>
      }
    />
  );
}

/** Created, changed, unchanged and removed, side by side. */
export function ImportCounts({
  counts,
}: {
  counts: Readonly<Record<'created' | 'changed' | 'unchanged' | 'removed', number>>;
}) {
  const { t } = useTranslation();
  return (
    <Space size="large" wrap data-testid="import-counts">
      {(['created', 'changed', 'unchanged', 'removed'] as const).map((key) => (
        <Statistic key={key} title={t(`import.preview.${key}`)} value={counts[key]} />
      ))}
    </Space>
  );
}

export interface ImportDialogProps {
  name: string;
  /** The test id of the dialog's body. */
  testId: string;
  /** False when the input cannot be imported at all (errors of its own, nothing to take over). */
  canApply: boolean;
  /** The errors the result would have (none shown when the input cannot be imported). */
  result: { resultErrors: ImportPreview['resultErrors']; resultWarnings?: number } | undefined;
  /** The modules the import writes, named in the errors' alert. */
  modules: readonly string[];
  before: ReactNode;
  after?: ReactNode;
  applying: boolean;
  onApply: (acceptErrors: boolean) => void;
  onCancel: () => void;
}

/**
 * The frame of every import's preview: what the import does (`before`), the errors its result would have with
 * the box that accepts them (the import button waits for it), the rest of what it says (`after`).
 */
export function ImportDialog({
  name,
  testId,
  canApply,
  result,
  modules,
  before,
  after,
  applying,
  onApply,
  onCancel,
}: ImportDialogProps) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const errors = result?.resultErrors.count ?? 0;
  const warnings = result?.resultWarnings ?? 0;
  const needsAcceptance = result !== undefined && importNeedsAcceptance(result);
  return (
    <Modal
      open
      width={920}
      title={t('import.preview.title', { name })}
      okText={t('import.preview.apply')}
      cancelText={t('import.preview.cancel')}
      okButtonProps={{
        disabled: !canApply || (needsAcceptance && !accepted),
        danger: needsAcceptance,
        loading: applying,
        'data-testid': 'import-apply',
      }}
      onOk={() => onApply(needsAcceptance && accepted)}
      onCancel={onCancel}
      maskClosable={false}
      destroyOnHidden
      className="import-preview"
    >
      <Space direction="vertical" size="middle" className="import-preview__body" data-testid={testId}>
        {before}
        {result ? (
          <>
            {needsAcceptance ? (
              <Alert
                type="error"
                showIcon
                data-testid="import-result-alert"
                title={
                  t('import.preview.resultErrors', { count: errors, modules: modules.join(', ') }) +
                  (warnings > 0 ? ` ${t('import.preview.resultWarnings', { count: warnings })}` : '')
                }
                description={<AcceptErrorsBox checked={accepted} onChange={setAccepted} />}
              />
            ) : (
              <Alert type="success" showIcon title={t('import.preview.resultClean')} />
            )}
            <ResultErrorsTable rows={result.resultErrors.rows} />
          </>
        ) : null}
        {after}
      </Space>
    </Modal>
  );
}
