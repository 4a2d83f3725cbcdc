import { useState } from 'react';
import {
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
import { exportWarningsOf, type SubmitOilData, type UploadedFileRow } from '@ecuc/core/api';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { currentProjectId, currentProjectName, refetchSnapshot } from '../../verification/projectSnapshot.js';
import { fileSizeText, locatedMessageOf, uploadOutcomeOf, uploadRefusalOf } from './oilFiles.js';
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
  result: SubmitOilData;
}

/** The result of the last apply: OS type, scalability class and what the file held that was not imported. */
function ApplyResult({ applied }: { applied: AppliedOil }) {
  const { t } = useTranslation();
  const rows = applied.result.notUnderstood.map((line, index) => ({ key: index, ...locatedMessageOf(line) }));
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
            <>
              <Descriptions
                size="small"
                column={3}
                items={[
                  { key: 'type', label: t('os.result.osType'), children: applied.result.osType },
                  {
                    key: 'class',
                    label: t('os.result.scalabilityClass'),
                    children: applied.result.scalabilityClass,
                  },
                  { key: 'count', label: t('os.result.containers'), children: applied.result.containers },
                ]}
              />
              {rows.length === 0 ? (
                <Typography.Text type="secondary">{t('os.result.none')}</Typography.Text>
              ) : (
                <Collapse
                  size="small"
                  ghost
                  items={[
                    {
                      key: 'notUnderstood',
                      label: t('os.result.notUnderstood', { count: rows.length }),
                      children: (
                        <Table
                          size="small"
                          pagination={rows.length > 20 ? { pageSize: 20, size: 'small' } : false}
                          dataSource={rows}
                          columns={[
                            {
                              key: 'location',
                              dataIndex: 'location',
                              title: t('os.result.location'),
                              width: 260,
                            },
                            { key: 'message', dataIndex: 'message', title: t('os.result.message') },
                          ]}
                        />
                      ),
                    },
                  ]}
                />
              )}
            </>
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
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [applying, setApplying] = useState<number | null>(null);
  const [applied, setApplied] = useState<AppliedOil | null>(null);
  const [downloading, setDownloading] = useState(false);

  const refreshFiles = () => queryClient.invalidateQueries({ queryKey: oilFilesQuery(projectId).queryKey });

  const send = async (file: File, overwrite: boolean): Promise<void> => {
    const form = new FormData();
    form.append('file', file, file.name);
    setProgress({ name: file.name, percent: 0 });
    try {
      const response = await http.axios.post<unknown>('/file/upload', form, {
        params: overwrite ? { overwrite: 'true' } : {},
        onUploadProgress: (event) =>
          setProgress({
            name: file.name,
            percent: event.total ? Math.round((event.loaded / event.total) * 100) : 0,
          }),
      });
      const outcome = uploadOutcomeOf(response.data, file.name);
      if (outcome.kind === 'uploaded') {
        void message.success(t('os.oil.uploaded', { name: file.name }));
        await refreshFiles();
      } else if (outcome.kind === 'exists') {
        modal.confirm({
          title: t('os.oil.overwriteTitle'),
          content: t('os.oil.overwrite', { name: outcome.name }),
          okText: t('os.oil.overwriteOk'),
          maskClosable: false,
          onOk: () => send(file, true),
        });
      } else {
        const key = `state.${outcome.state}`;
        void message.error(outcome.message || (i18n.exists(key) ? t(key) : String(outcome.state)));
      }
    } catch {
      // Transport failures and HTTP statuses are shown by the HTTP client.
    } finally {
      setProgress(null);
    }
  };

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

  const apply = (row: UploadedFileRow) => {
    modal.confirm({
      title: t('os.oil.applyTitle', { name: row.name }),
      content: t('os.oil.applyConfirm'),
      okText: t('os.oil.applyOk'),
      okButtonProps: { danger: true },
      maskClosable: false,
      onOk: async () => {
        setApplying(row.id);
        try {
          const result = await http.postForm<SubmitOilData>('/file/submitOil', { id: row.id });
          setApplied({ name: row.name, result });
          void message.success(t('os.oil.applied', { name: row.name, count: result.containers }));
          await refetchSnapshot(projectId);
        } catch {
          // 1043 (file:line:col: message) is shown by the HTTP client; nothing was changed.
        } finally {
          setApplying(null);
        }
      },
    });
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
                  onClick={() => apply(row)}
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
    </div>
  );
}
