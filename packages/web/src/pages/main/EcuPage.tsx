import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame.js';

/** /main/ecu: cores, partitions and chip of the ECU. */
export default function EcuPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('page.ecu')} trail={[t('page.ecu')]}>
      <Card size="small">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.ecuHint')} />
      </Card>
    </PageFrame>
  );
}
