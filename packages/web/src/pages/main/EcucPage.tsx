import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame.js';

/** /main/ecuc: the ECU-wide configuration (kept alive). */
export default function EcucPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('page.ecuc')} trail={[t('page.ecuc')]}>
      <Card size="small">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.ecucHint')} />
      </Card>
    </PageFrame>
  );
}
