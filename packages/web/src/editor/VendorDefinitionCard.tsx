import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Popconfirm, Space, Typography, Upload } from 'antd';
import { ImportCounts, ImportDialog } from '../imports/ImportPreviewModal.js';
import type { UploadProps } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../i18n/useFormats.js';
import type { UploadDefinitionData } from '@ecuc/core/api';
import { http } from '../app/services.js';
import { fileRefusalOf, uploadAnswerOf } from '../app/uploads.js';
import { refetchDefinitions, useProjectDefinitions } from '../verification/projectDefinitions.js';
import { currentProjectId, refetchSnapshot } from '../verification/projectSnapshot.js';

/**
 * The vendor definition (BSWMD) of a module we do not ship: upload, what it holds, replace, remove.
 * Once uploaded, the module's page shows the generic editor on it and verification follows it.
 */
export function VendorDefinitionCard({ moduleName, title }: { moduleName: string; title: string }) {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const { message } = App.useApp();
  const projectId = currentProjectId();
  const { vendor } = useProjectDefinitions();
  const current = vendor.get(moduleName);
  const [uploading, setUploading] = useState(false);
  const [notUnderstood, setNotUnderstood] = useState<string[]>([]);
  const [pending, setPending] = useState<{ file: File; preview: UploadDefinitionData } | null>(null);

  const refresh = async () => {
    await refetchDefinitions(projectId);
    await refetchSnapshot(projectId);
  };

  /** Sends the file: for its preview, or to be stored (accepting errors of the module's values, if the user did). */
  const send = async (file: File, options: { mode: 'preview' } | { acceptErrors: boolean }) => {
    const form = new FormData();
    form.append('module', moduleName);
    form.append('file', file, file.name);
    setUploading(true);
    try {
      const response = await http.axios.post<unknown>('/ecuc/uploadDefinition', form, {
        params: { module: moduleName, ...options },
      });
      const answer = uploadAnswerOf<UploadDefinitionData>(response.data);
      if (!answer.ok) {
        const key = `state.${answer.state}`;
        void message.error(answer.message || (i18n.exists(key) ? t(key) : String(answer.state)));
      } else if ('mode' in options) {
        setPending({ file, preview: answer.data });
      } else {
        setPending(null);
        setNotUnderstood(answer.data.diagnostics);
        void message.success(t('editor.vendor.uploaded', { name: answer.data.sourceName, ...answer.data }));
        await refresh();
      }
    } catch {
      // Transport failures and HTTP statuses are shown by the HTTP client.
    } finally {
      setUploading(false);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = fileRefusalOf(file, '.arxml');
    if (refusal === 'extension') void message.error(t('editor.vendor.wrongExtension'));
    if (refusal === 'size') void message.error(t('editor.vendor.tooLarge'));
    return refusal === undefined ? true : Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = (options) => {
    void send(options.file as File, { mode: 'preview' }).then(() => options.onSuccess?.(null));
  };

  const prune = async () => {
    try {
      const answer = await http.post<{ removed: number }>('/ecuc/pruneDefinition', { module: moduleName });
      void message.success(t('editor.vendor.pruned', { count: answer.removed }));
      await refresh();
    } catch {
      // Refusals (1055 naming the referrers) are shown by the HTTP client.
    }
  };

  const remove = async () => {
    try {
      await http.post('/ecuc/deleteDefinition', { module: moduleName });
      setNotUnderstood([]);
      void message.success(t('editor.vendor.removed', { module: title }));
      await refresh();
    } catch {
      // Shown by the HTTP client.
    }
  };

  const uploadButton = (
    <Upload
      accept=".arxml"
      showUploadList={false}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      disabled={uploading}
    >
      <Button
        type={current ? 'default' : 'primary'}
        icon={<UploadOutlined />}
        loading={uploading}
        data-testid="bswmd-upload"
      >
        {current ? t('editor.vendor.replace') : t('editor.vendor.upload')}
      </Button>
    </Upload>
  );

  return (
    <Card
      size="small"
      className="vendor-definition"
      data-testid="vendor-definition"
      title={t('editor.vendor.title')}
      extra={
        <Space>
          {uploadButton}
          {current && (
            <Popconfirm
              title={t('editor.vendor.removeConfirm', { module: title })}
              onConfirm={() => void remove()}
              okButtonProps={{ danger: true }}
            >
              <Button danger icon={<DeleteOutlined />} data-testid="bswmd-remove">
                {t('editor.vendor.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      {current ? (
        <Descriptions size="small" column={3} data-testid="bswmd-summary">
          <Descriptions.Item label={t('editor.vendor.file')}>
            <Typography.Text code>{current.sourceName}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('editor.vendor.time')}>
            {formats.dateTime(current.createTime, 'minute')}
          </Descriptions.Item>
          <Descriptions.Item>{t('editor.vendor.counts', { ...current })}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('editor.vendor.none', { module: title })}
        </Typography.Paragraph>
      )}
      {current && current.unknownContainers > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          data-testid="bswmd-unknown"
          title={t('editor.vendor.unknown', { count: current.unknownContainers })}
          action={
            <Popconfirm
              title={t('editor.vendor.pruneConfirm', { count: current.unknownContainers })}
              onConfirm={() => void prune()}
              okButtonProps={{ danger: true }}
            >
              <Button size="small" danger data-testid="bswmd-prune">
                {t('editor.vendor.prune')}
              </Button>
            </Popconfirm>
          }
        />
      )}
      {pending ? (
        <VendorDefinitionPreview
          name={pending.file.name}
          preview={pending.preview}
          applying={uploading}
          onApply={(acceptErrors) => void send(pending.file, { acceptErrors })}
          onCancel={() => setPending(null)}
        />
      ) : null}
      <NotTakenOver lines={notUnderstood} />
    </Card>
  );
}

/**
 * A vendor definition before it is stored: the module it defines, what it holds, the container definitions it
 * adds, changes and removes against the current one, the configured containers it does not know, and the errors
 * the module's values would have under it (to be accepted before it is stored).
 */
function VendorDefinitionPreview({
  name,
  preview,
  applying,
  onApply,
  onCancel,
}: {
  name: string;
  preview: UploadDefinitionData;
  applying: boolean;
  onApply: (acceptErrors: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ImportDialog
      name={name}
      testId="vendor-preview"
      canApply
      result={preview}
      modules={[preview.module]}
      applying={applying}
      onApply={onApply}
      onCancel={onCancel}
      before={
        <>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              { key: 'module', label: t('editor.vendor.defines'), children: preview.definedModule },
              {
                key: 'counts',
                label: t('editor.vendor.file'),
                children: t('editor.vendor.counts', {
                  containers: preview.containers,
                  parameters: preview.parameters,
                  references: preview.references,
                }),
              },
              ...(preview.replaces
                ? [{ key: 'replaces', label: t('editor.vendor.replaces'), children: preview.replaces }]
                : []),
            ]}
          />
          <ImportCounts counts={preview.definitionChanges} />
          {preview.unknownContainers > 0 ? (
            <Alert
              type="warning"
              showIcon
              title={t('editor.vendor.unknown', { count: preview.unknownContainers })}
            />
          ) : null}
        </>
      }
      after={<NotTakenOver lines={preview.diagnostics} />}
    />
  );
}

/** The inputs of a definition file the import did not take over. */
function NotTakenOver({ lines }: { lines: readonly string[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 8 }}
      title={t('editor.vendor.notUnderstood', { count: lines.length })}
      description={
        <ul className="vendor-definition__diagnostics">
          {lines.slice(0, 50).map((line) => (
            <li key={line}>
              <Typography.Text code>{line}</Typography.Text>
            </li>
          ))}
        </ul>
      }
    />
  );
}
