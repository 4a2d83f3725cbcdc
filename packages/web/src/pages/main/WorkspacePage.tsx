import { Card, Col, Empty, Row, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoryMessageKey } from '@ecuc/core/catalogue';
import { menuListQuery } from '../../app/api.js';
import { buildSidebar } from '../../layout/sidebarModel.js';
import type { SidebarItem } from '../../layout/sidebarModel.js';
import { PROJECT_ID_KEY } from '../../paths.js';
import { PageFrame } from './PageFrame.js';
import { ModuleSwitches } from './ModuleSwitches.js';
import { projectDetailQuery } from '../user/projectQueries.js';
import { ProjectSummary } from '../workspace/ProjectSummary.js';
import { CoresEditor } from '../workspace/CoresEditor.js';
import { EcucArxmlCard } from '../workspace/EcucArxmlCard.js';

interface ModuleRow extends SidebarItem {
  categoryLabel: string;
}

/**
 * /main/workspace (kept alive): the project's summary, its module switches grouped by category, its
 * cores and partitions, ECUC ARXML export and import, and the modules it configures.
 */
export default function WorkspacePage() {
  const { t } = useTranslation();
  const projectId = window.localStorage.getItem(PROJECT_ID_KEY) ?? '';
  const modules = useQuery({ ...menuListQuery(projectId), enabled: projectId !== '' });
  const project = useQuery({ ...projectDetailQuery(projectId), enabled: projectId !== '' });
  const rows: ModuleRow[] = buildSidebar(modules.data?.menu ?? []).flatMap((group) =>
    group.items.map((item) => ({ ...item, categoryLabel: t(categoryMessageKey(group.category)) })),
  );
  return (
    <PageFrame title={t('page.workspace')} trail={[t('page.workspace')]}>
      <Row gutter={[12, 12]}>
        <Col span={24}>
          <ProjectSummary project={project.data} />
        </Col>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('modules.title')}>
            {modules.data?.switches ? (
              <ModuleSwitches projectId={projectId} switches={modules.data.switches} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          {project.data ? (
            <div style={{ marginBottom: 12 }}>
              <CoresEditor projectId={projectId} chip={project.data.chip} />
            </div>
          ) : null}
          <div style={{ marginBottom: 12 }}>
            <EcucArxmlCard projectId={projectId} />
          </div>
          <Card size="small" title={t('page.workspaceHint')}>
            <Table<ModuleRow>
              size="small"
              rowKey="key"
              loading={modules.isLoading}
              dataSource={rows}
              pagination={false}
              locale={{
                emptyText: (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sidebar.noModules')} />
                ),
              }}
              columns={[
                {
                  title: t('workspace.module'),
                  dataIndex: 'label',
                  render: (label: string, row) => <Link to={row.path}>{label}</Link>,
                },
                {
                  title: t('workspace.category'),
                  dataIndex: 'categoryLabel',
                  render: (label: string) => <Tag>{label}</Tag>,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </PageFrame>
  );
}
