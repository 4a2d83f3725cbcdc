import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Collapse,
  Descriptions,
  Popconfirm,
  Progress,
  Space,
  Table,
  Typography,
  Upload,
} from 'antd';
import type { UploadProps } from 'antd';
import {
  CloudDownloadOutlined,
  DeleteOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../i18n/useFormats.js';
import { exportWarningsOf, type SubmitFileData, type UploadedFileRow } from '@ecuc/core/api';
import { FindingGroups, ImportPreviewModal } from '../../imports/ImportPreviewModal.js';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { currentProjectId, currentProjectName, refetchSnapshot } from '../../verification/projectSnapshot.js';
import { fileSizeText, uploadRefusalOf } from './oilFiles.js';
import { useFileUpload } from '../../app/useFileUpload.js';
import { saveBlob } from '../../app/download.js';
import { OilExportWarnings } from './OilExportWarnings.js';

function oilFilesQuery(projectId: string) {
  return queryOptions({
    queryKey: ['project', projectId, 'oilFiles'] as const,
    queryFn: () => http.post<UploadedFileRow[]>('/file/getOilListData', {}),
    enabled: projectId !== '',
  });
}

interface AppliedOil {
  name: string;
  result: SubmitFileData;
}

/** A fact of the Os import as text (its reasons come as lists). */
function factText(value: SubmitFileData['facts'][string] | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join('; ') : String(value);
}

/** What the Os import decided: the OS type and scalability class, and why (the file's own declarations). */
function OsImportFacts({ facts }: { facts: SubmitFileData['facts'] }) {
  const { t } = useTranslation();
  const reasons = [factText(facts.osTypeReasons), factText(facts.scalabilityClassReasons)]
    .filter((text) => text !== '')
    .join('; ');
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      data-testid="oil-classification"
      items={[
        { key: 'type', label: t('os.result.osType'), children: factText(facts.osType) },
        { key: 'class', label: t('os.result.scalabilityClass'), children: factText(facts.scalabilityClass) },
        {
          key: 'why',
          label: t('os.result.why'),
          span: 2,
          children: reasons || (facts.osType === 'OSEK' ? t('os.result.osekBecause') : '—'),
        },
      ]}
    />
  );
}

/** The result of the last apply: what the Os import decided and what the file held that was not imported. */
function ApplyResult({ applied }: { applied: AppliedOil }) {
  const { t } = useTranslation();
  const { result } = applied;
  return (
    <Collapse
      size="small"
      className="os-oil__result"
      data-testid="oil-result"
      defaultActiveKey={['result']}
      items={[
        {
          key: 'result',
          label: t('os.result.title', { name: applied.name }),
          children: (
            <Space direction="vertical" className="os-oil__result-body">
              <OsImportFacts facts={result.facts} />
              <Typography.Text>
                {t('import.preview.applied', {
                  name: applied.name,
                  created: result.created,
                  changed: result.changed,
                  removed: result.removed,
                })}
              </Typography.Text>
              {result.notImported.length === 0 ? (
                <Typography.Text type="secondary">{t('import.preview.everythingTaken')}</Typography.Text>
              ) : null}
              <FindingGroups
                title={t('import.preview.notImported')}
                groups={result.notImported}
                testId="oil-not-imported"
              />
              <FindingGroups
                title={t('import.preview.remarks')}
                groups={result.remarks}
                testId="oil-remarks"
              />
            </Space>
          ),
        },
      ]}
    />
  );
}

/**
 * The OS page's OIL toolbar: upload (with progress; an existing name asks to overwrite), the uploaded
 * files (apply replaces the whole OS configuration; delete), the apply result, download as OIL, help.
 */
export function OilFilesBar({ onHelp }: { onHelp: () => void }) {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const { message, modal } = App.useApp();
  const projectId = currentProjectId();
  const files = useQuery(oilFilesQuery(projectId));
  const [applying, setApplying] = useState<number | null>(null);
  const [applied, setApplied] = useState<AppliedOil | null>(null);
  const [pending, setPending] = useState<{ row: UploadedFileRow; preview: SubmitFileData } | null>(null);
  const [writing, setWriting] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const refreshFiles = () => queryClient.invalidateQueries({ queryKey: oilFilesQuery(projectId).queryKey });

  const { progress, send } = useFileUpload(
    '/file/upload',
    {
      uploaded: (name) => t('os.oil.uploaded', { name }),
      overwriteTitle: t('os.oil.overwriteTitle'),
      overwrite: (name) => t('os.oil.overwrite', { name }),
      overwriteOk: t('os.oil.overwriteOk'),
    },
    refreshFiles,
  );

  const customRequest: UploadProps['customRequest'] = (options) => {
    const file = options.file as File;
    void send(file, false).then(() => options.onSuccess?.(null));
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = uploadRefusalOf(file);
    if (refusal === 'extension') void message.error(t('os.oil.wrongExtension'));
    if (refusal === 'size') void message.error(t('os.oil.tooLarge'));
    return refusal === undefined ? true : Upload.LIST_IGNORE;
  };

  // Applying a file starts with its preview; the preview's dialog writes it.
  const apply = async (row: UploadedFileRow) => {
    setApplying(row.id);
    try {
      const preview = await http.postForm<SubmitFileData>('/file/submitOil', { id: row.id, mode: 'preview' });
      setPending({ row, preview });
    } catch {
      // Shown by the HTTP client.
    } finally {
      setApplying(null);
    }
  };

  const write = async (acceptErrors: boolean) => {
    if (!pending) return;
    const { row } = pending;
    setWriting(true);
    try {
      const result = await http.postForm<SubmitFileData>('/file/submitOil', { id: row.id, acceptErrors });
      setPending(null);
      setApplied({ name: row.name, result });
      void message.success(t('os.oil.applied', { name: row.name, count: factText(result.facts.containers) }));
      await refetchSnapshot(projectId);
    } catch {
      // Refusals (the configuration changed meanwhile, 1057 with new errors) are shown by the HTTP client.
    } finally {
      setWriting(false);
    }
  };

  const remove = async (row: UploadedFileRow) => {
    try {
      await http.post('/file/deleteOil', { id: row.id });
      void message.success(t('os.oil.deleted'));
      await refreshFiles();
    } catch {
      // Shown by the HTTP client.
    }
  };

  const downloadOil = async () => {
    setDownloading(true);
    try {
      const file = await http.downloadFile('/file/dounload', {
        projectid: projectId,
        language: i18n.language,
      });
      saveBlob(file.blob, `${currentProjectName() || 'Os'}.oil`);
      // Saved; what the file does not carry of the configuration (and AUTOSAR OIL) is said after.
      const warnings = exportWarningsOf(file.headers);
      if (warnings.count > 0)
        modal.warning({
          title: t('os.oil.exportWarningsTitle', { count: warnings.count }),
          content: <OilExportWarnings warnings={warnings} />,
          okText: t('common.ok'),
          width: 720,
        });
    } catch {
      // The refusal (errors in the project) is shown by the HTTP client.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="os-oil" data-testid="os-oil">
      <Space wrap className="os-oil__toolbar">
        <Upload
          accept=".oil"
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          disabled={progress !== null}
        >
          <Button
            type="primary"
            icon={<UploadOutlined />}
            data-testid="oil-upload"
            loading={progress !== null}
          >
            {t('os.oil.upload')}
          </Button>
        </Upload>
        <Button
          icon={<CloudDownloadOutlined />}
          loading={downloading}
          onClick={() => void downloadOil()}
          data-testid="oil-download"
        >
          {t('os.oil.download')}
        </Button>
        <Button icon={<QuestionCircleOutlined />} onClick={onHelp} data-testid="os-help">
          {t('os.help.open')}
        </Button>
        {progress && (
          <span className="os-oil__progress">
            <Typography.Text type="secondary">{progress.name}</Typography.Text>
            <Progress percent={progress.percent} size="small" style={{ width: 160 }} />
          </span>
        )}
      </Space>
      <Table<UploadedFileRow>
        size="small"
        rowKey="id"
        className="os-oil__files"
        data-testid="oil-files"
        loading={files.isLoading}
        dataSource={files.data ?? []}
        pagination={false}
        scroll={{ y: 140 }}
        locale={{ emptyText: t('os.oil.empty') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('os.oil.name'), ellipsis: true },
          {
            key: 'size',
            dataIndex: 'size',
            title: t('os.oil.size'),
            width: 100,
            render: (size: number) => fileSizeText(size, formats.language),
          },
          {
            key: 'time',
            dataIndex: 'createTime',
            title: t('os.oil.time'),
            width: 180,
            render: (time: string) => formats.dateTime(time, 'minute'),
          },
          {
            key: 'actions',
            title: t('os.oil.actions'),
            width: 170,
            render: (_: unknown, row) => (
              <Space size="small">
                <Button
                  size="small"
                  type="link"
                  icon={<PlayCircleOutlined />}
                  loading={applying === row.id}
                  onClick={() => void apply(row)}
                  data-testid={`oil-apply-${row.name}`}
                >
                  {t('os.oil.apply')}
                </Button>
                <Popconfirm
                  title={t('os.oil.deleteConfirm', { name: row.name })}
                  onConfirm={() => remove(row)}
                >
                  <Button
                    size="small"
                    type="link"
                    danger
                    icon={<DeleteOutlined />}
                    data-testid={`oil-delete-${row.name}`}
                  >
                    {t('os.oil.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {applied && <ApplyResult applied={applied} />}
      <ImportPreviewModal
        name={pending?.row.name ?? ''}
        preview={pending?.preview}
        facts={
          pending ? (
            <>
              <Alert type="info" showIcon title={t('os.oil.replacesAll')} />
              <OsImportFacts facts={pending.preview.facts} />
            </>
          ) : null
        }
        applying={writing}
        onApply={(acceptErrors) => void write(acceptErrors)}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
