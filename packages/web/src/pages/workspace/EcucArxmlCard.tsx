import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Space, Tag, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { CloudDownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ArxmlImportSummary } from '@ecuc/core/api';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { saveBlob } from '../../app/download.js';
import { fileRefusalOf, uploadAnswerOf } from '../../app/uploads.js';
import { currentProjectName, refetchSnapshot } from '../../verification/projectSnapshot.js';

/**
 * The project's configuration as ECUC ARXML: export every module as `<project>.arxml`, import such a
 * file back (one transaction; containers matched by module and short-name path; modules switched on),
 * with a summary of what was created, changed and not understood.
 */
export function EcucArxmlCard({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [summary, setSummary] = useState<(ArxmlImportSummary & { name: string }) | null>(null);

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

  const send = async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    setImporting(true);
    try {
      const response = await http.axios.post<unknown>('/ecuc/importArxml', form);
      const answer = uploadAnswerOf<ArxmlImportSummary>(response.data);
      if (answer.ok) {
        setSummary({ ...answer.data, name: file.name });
        void message.success(t('arxml.imported', { name: file.name }));
        await Promise.all([
          refetchSnapshot(projectId),
          queryClient.invalidateQueries({ queryKey: ['project', projectId, 'menu'] }),
        ]);
      } else {
        const key = `state.${answer.state}`;
        void message.error(answer.message || (i18n.exists(key) ? t(key) : String(answer.state)));
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
    if (refusal !== undefined) return Upload.LIST_IGNORE;
    return new Promise<boolean>((resolve) =>
      modal.confirm({
        title: t('arxml.importTitle', { name: file.name }),
        content: t('arxml.importConfirm'),
        okText: t('arxml.importOk'),
        maskClosable: false,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    ).then((go) => (go ? true : Upload.LIST_IGNORE));
  };

  const customRequest: UploadProps['customRequest'] = (options) => {
    void send(options.file as File).then(() => options.onSuccess?.(null));
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
          {summary.notUnderstood.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('arxml.notUnderstood', { count: summary.notUnderstood.length })}
              description={
                <ul className="arxml-summary__notes">
                  {summary.notUnderstood.slice(0, 50).map((line) => (
                    <li key={line}>
                      <Typography.Text code>{line}</Typography.Text>
                    </li>
                  ))}
                </ul>
              }
            />
          )}
        </div>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('arxml.hint')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
