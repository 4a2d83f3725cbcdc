import { Col, Row } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROJECT_ID_KEY } from '../../paths.js';
import { PageFrame } from './PageFrame.js';
import { projectDetailQuery } from '../user/projectQueries.js';
import { ProjectSummary } from '../workspace/ProjectSummary.js';
import { CoresEditor } from '../workspace/CoresEditor.js';
import { GroupOverview } from './GroupOverview.js';

/** /main/ecu: the ECU as a whole: chip and compiler, its cores and partitions, and its system modules. */
export default function EcuPage() {
  const { t } = useTranslation();
  const projectId = window.localStorage.getItem(PROJECT_ID_KEY) ?? '';
  const project = useQuery({ ...projectDetailQuery(projectId), enabled: projectId !== '' });
  return (
    <PageFrame title={t('page.ecu')} trail={[t('page.ecu')]}>
      <Row gutter={[12, 12]} data-testid="ecu-page">
        <Col span={24}>
          <ProjectSummary project={project.data} />
        </Col>
        <Col xs={24} xl={10}>
          {project.data ? <CoresEditor projectId={projectId} chip={project.data.chip} /> : null}
        </Col>
        <Col xs={24} xl={14}>
          <GroupOverview group="System" />
        </Col>
      </Row>
    </PageFrame>
  );
}
