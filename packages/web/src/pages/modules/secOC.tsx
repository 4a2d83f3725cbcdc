import { Card, Result } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../main/PageFrame.js';

/** /main/secOC — a placeholder page (spec section 2). */
export default function SecOcPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('secOC.title')} trail={[t('secOC.title')]}>
      <Card size="small">
        <Result icon={<ExperimentOutlined />} title={t('secOC.title')} subTitle={t('secOC.placeholder')} />
      </Card>
    </PageFrame>
  );
}
