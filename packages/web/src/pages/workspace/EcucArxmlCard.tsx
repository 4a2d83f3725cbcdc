import { useState } from 'react';
import { App, Button, Card, Descriptions, Space, Tag, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { CloudDownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ArxmlImportSummary } from '@ecuc/core/api';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { saveBlob } from '../../app/download.js';
import { fileRefusalOf, uploadAnswerOf } from '../../app/uploads.js';
import { currentProjectName, refetchSnapshot } from '../../verification/projectSnapshot.js';
import { FindingGroups, ImportPreviewModal } from '../../imports/ImportPreviewModal.js';

/**
 * The project's configuration as ECUC ARXML: export every module as `<project>.arxml`, import such a
 * file back: previewed first (what it creates and changes, the errors the result would have, what it does
 * not take over), then written in one transaction (containers matched by module and short-name path;
 * modules switched on), with a summary of what was done.
 */
export function EcucArxmlCard({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [summary, setSummary] = useState<(ArxmlImportSummary & { name: string }) | null>(null);
  const [pending, setPending] = useState<{ file: File; preview: ArxmlImportSummary } | null>(null);

  const exportArxml = async () => {
    setExporting(true);
    try {
      const blob = await http.download('/ecuc/exportArxml', { projectid: projectId });
      saveBlob(blob, `${currentProjectName() || 'project'}.arxml`);
    } catch {
      // Shown by the HTTP client.
    } finally {
      setExporting(false);
    }
  };

  /** Sends the file: for its preview, or to be written (accepting a result with errors, if the user did). */
  const send = async (file: File, options: { mode: 'preview' } | { acceptErrors: boolean }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    setImporting(true);
    try {
      const response = await http.axios.post<unknown>('/ecuc/importArxml', form, { params: options });
      const answer = uploadAnswerOf<ArxmlImportSummary>(response.data);
      if (!answer.ok) {
        const key = `state.${answer.state}`;
        void message.error(answer.message || (i18n.exists(key) ? t(key) : String(answer.state)));
      } else if ('mode' in options) {
        setPending({ file, preview: answer.data });
      } else {
        setPending(null);
        setSummary({ ...answer.data, name: file.name });
        void message.success(t('arxml.imported', { name: file.name }));
        await Promise.all([
          refetchSnapshot(projectId),
          queryClient.invalidateQueries({ queryKey: ['project', projectId, 'menu'] }),
        ]);
      }
    } catch {
      // Transport failures and HTTP statuses are shown by the HTTP client.
    } finally {
      setImporting(false);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = fileRefusalOf(file, '.arxml');
    if (refusal === 'extension') void message.error(t('editor.vendor.wrongExtension'));
    if (refusal === 'size') void message.error(t('editor.vendor.tooLarge'));
    return refusal === undefined ? true : Upload.LIST_IGNORE;
  };

  // A chosen file is previewed first; its preview's dialog writes it.
  const customRequest: UploadProps['customRequest'] = (options) => {
    void send(options.file as File, { mode: 'preview' }).then(() => options.onSuccess?.(null));
  };

  return (
    <Card
      size="small"
      title={t('arxml.title')}
      data-testid="ecuc-arxml"
      extra={
        <Space>
          <Upload
            accept=".arxml"
            showUploadList={false}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
            disabled={importing}
          >
            <Button icon={<UploadOutlined />} loading={importing} data-testid="arxml-import">
              {t('arxml.import')}
            </Button>
          </Upload>
          <Button
            icon={<CloudDownloadOutlined />}
            loading={exporting}
            onClick={() => void exportArxml()}
            data-testid="arxml-export"
          >
            {t('arxml.export')}
          </Button>
        </Space>
      }
    >
      <ImportPreviewModal
        name={pending?.file.name ?? ''}
        preview={pending?.preview}
        applying={importing}
        onApply={(acceptErrors) => {
          if (pending) void send(pending.file, { acceptErrors });
        }}
        onCancel={() => setPending(null)}
      />
      {summary ? (
        <div data-testid="arxml-summary">
          <Descriptions size="small" column={3} title={summary.name}>
            <Descriptions.Item label={t('arxml.created')}>{summary.created}</Descriptions.Item>
            <Descriptions.Item label={t('arxml.changed')}>{summary.changed}</Descriptions.Item>
            <Descriptions.Item label={t('arxml.unchanged')}>{summary.unchanged}</Descriptions.Item>
            {summary.enabledModules.length > 0 && (
              <Descriptions.Item label={t('arxml.enabled')} span={3}>
                {summary.enabledModules.map((module) => (
                  <Tag key={module} color="blue">
                    {module}
                  </Tag>
                ))}
              </Descriptions.Item>
            )}
          </Descriptions>
          <FindingGroups
            title={t('import.preview.notImported')}
            groups={summary.notImported}
            testId="arxml-not-imported"
          />
        </div>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('arxml.hint')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
