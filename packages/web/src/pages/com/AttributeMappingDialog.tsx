import { useEffect, useState } from 'react';
import { Alert, App, Button, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DbcAttributeMappingData, DbcFileRow } from '@ecuc/core/api';
import { http } from '../../app/services.js';
import { mappingTextOf, parseMappingText } from './busDatabases.js';

/**
 * The attribute mapping of one bus database: what the project adds to the shipped dialects (attribute names per
 * meaning, meanings of enumeration values), as JSON; the shipped mapping beside it as the template. The server
 * checks it (1032 with the problems); saved, the next import reads the file with it.
 */
export function AttributeMappingDialog({ file, onClose }: { file: DbcFileRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [data, setData] = useState<DbcAttributeMappingData | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!file) return;
    let live = true;
    void http
      .post<DbcAttributeMappingData>('/dbc/getAttributeMapping', { id: file.id })
      .then((answer) => {
        if (!live) return;
        setData(answer);
        setText(mappingTextOf(answer.own));
        setProblem(null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [file]);

  const save = async (mapping: Record<string, unknown> | null) => {
    if (!file) return;
    setSaving(true);
    try {
      await http.post('/dbc/setAttributeMapping', { id: file.id, mapping });
      void message.success(t('com.bus.mappingSaved', { name: file.name }));
      onClose();
    } catch {
      // The server's problems (1032) are shown by the HTTP client.
    } finally {
      setSaving(false);
    }
  };

  const submit = () => {
    const parsed = parseMappingText(text);
    if (!parsed.ok) {
      setProblem(parsed.error);
      return;
    }
    void save(parsed.mapping);
  };

  return (
    <Modal
      open={file !== null}
      title={t('com.bus.mappingTitle', { name: file?.name ?? '' })}
      width={820}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => void save(null)} disabled={saving} data-testid="mapping-reset">
            {t('com.bus.mappingReset')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={submit} data-testid="mapping-save">
            {t('com.bus.mappingSave')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('com.bus.mappingHelp')}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon title={problem} data-testid="mapping-problem" />}
      <div className="com-bus__mapping">
        <div>
          <Typography.Text strong>{t('com.bus.mappingOwn')}</Typography.Text>
          <Input.TextArea
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            rows={18}
            spellCheck={false}
            className="com-bus__mapping-text"
            data-testid="mapping-text"
          />
        </div>
        <div>
          <Typography.Text strong>{t('com.bus.mappingShipped')}</Typography.Text>
          <pre className="com-bus__mapping-shipped" data-testid="mapping-shipped">
            {data ? JSON.stringify(data.shipped, null, 2) : ''}
          </pre>
        </div>
      </div>
    </Modal>
  );
}
