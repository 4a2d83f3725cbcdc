import { useState } from 'react';
import { Button, Card, Descriptions, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectRow } from '@ecuc/core/api';
import { chipById, compilerById } from '@ecuc/core/catalogue';
import { ModifyProjectDialog } from '../user/ModifyProjectDialog.js';
import { useFormats } from '../../i18n/useFormats.js';

/** The workspace's project summary: name, chip, compiler, version, description, creator, participants. */
export function ProjectSummary({ project }: { project: ProjectRow | undefined }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [editing, setEditing] = useState(false);
  // Each opening mounts the dialog afresh, so its form starts from the project's values.
  const [openings, setOpenings] = useState(0);
  const chip = project ? chipById(project.chip) : undefined;

  return (
    <Card
      size="small"
      title={t('summary.title')}
      extra={
        <Button
          size="small"
          icon={<EditOutlined />}
          disabled={!project}
          onClick={() => {
            setEditing(true);
            setOpenings((count) => count + 1);
          }}
          aria-label={t('projectActions.modify')}
        >
          {t('projectActions.modify')}
        </Button>
      }
    >
      {project ? (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 4 }}
          data-testid="project-summary"
          items={[
            {
              key: 'name',
              label: t('projects.name'),
              children: <Typography.Text strong>{project.name}</Typography.Text>,
            },
            {
              key: 'chip',
              label: t('projects.chip'),
              children: chip ? (
                <Tooltip title={`${chip.vendor} · ${chip.family} · ${chip.architecture}`}>
                  <span>{project.chip}</span>
                </Tooltip>
              ) : (
                project.chip
              ),
            },
            {
              key: 'compiler',
              label: t('projects.compiler'),
              children: compilerById(project.compiler)?.name ?? project.compiler,
            },
            { key: 'version', label: t('projects.version'), children: project.version },
            { key: 'creator', label: t('projects.creator'), children: project.creatorName },
            {
              key: 'created',
              label: t('projects.createTime'),
              children: formats.dateTime(project.createTime),
            },
            {
              key: 'updated',
              label: t('summary.updateTime'),
              children: formats.dateTime(project.updateTime),
            },
            {
              key: 'participants',
              label: t('summary.participants'),
              children:
                project.participants.length > 0 ? (
                  <Space size={[4, 4]} wrap>
                    {project.participants.map((participant) => (
                      <Tooltip key={participant.userId} title={participant.email}>
                        <Tag style={{ marginInlineEnd: 0 }}>{participant.name}</Tag>
                      </Tooltip>
                    ))}
                  </Space>
                ) : (
                  <Typography.Text type="secondary">{t('participants.none')}</Typography.Text>
                ),
            },
            {
              key: 'description',
              label: t('projects.description'),
              span: 'filled',
              children: project.description || <Typography.Text type="secondary">—</Typography.Text>,
            },
          ]}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      )}
      <ModifyProjectDialog
        key={openings}
        project={editing && project ? project : null}
        onClose={() => setEditing(false)}
      />
    </Card>
  );
}
