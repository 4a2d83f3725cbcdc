import { useMemo, useState } from 'react';
import { Input, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/index.js';
import { osCheckTable } from '@ecuc/core/modules/os/rules';
import { checkHelpRows } from './oilFiles.js';

/** The OS check table (codes OS0001–OS0051): code, rule in the current language, rationale, source. */
export function OsCheckHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh_cn';
  const [filter, setFilter] = useState('');
  const rows = useMemo(() => checkHelpRows(osCheckTable, language, filter), [language, filter]);
  return (
    <Modal
      open={open}
      title={t('os.help.title')}
      onCancel={onClose}
      footer={null}
      width="min(1100px, 92vw)"
      maskClosable={false}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('os.help.search')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        style={{ width: 280, marginBottom: 8 }}
        data-testid="os-help-search"
      />
      <Table
        size="small"
        rowKey="code"
        data-testid="os-help-table"
        dataSource={rows}
        pagination={false}
        scroll={{ y: '60vh' }}
        columns={[
          { key: 'code', dataIndex: 'code', title: t('os.help.code'), width: 80 },
          {
            key: 'severity',
            dataIndex: 'severity',
            title: t('os.help.severity'),
            width: 80,
            render: (severity: string) => (
              <Tag color={severity === 'error' ? 'red' : 'orange'}>
                {t(severity === 'error' ? 'os.help.error' : 'os.help.warning')}
              </Tag>
            ),
          },
          { key: 'text', dataIndex: 'text', title: t('os.help.text'), width: 260 },
          { key: 'rationale', dataIndex: 'rationale', title: t('os.help.rationale') },
          { key: 'source', dataIndex: 'source', title: t('os.help.source'), width: 200 },
        ]}
      />
    </Modal>
  );
}
