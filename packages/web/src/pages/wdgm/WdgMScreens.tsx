import { useMemo, useState } from 'react';
import { Card, Empty, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { wdgmLogicalGraph, type WdgmGraph } from '@ecuc/core/modules';
import type { ModuleScreensProps } from '../../modules/screens.js';
import { editorLinkOf } from '../../editor/editorLink.js';
import { GraphCanvas } from '../../graph/GraphCanvas.js';
import { currentProjectId, snapshotQuery } from '../../verification/projectSnapshot.js';
import { canvasOf, chosenGraph, graphChoices, graphSummary, type CheckpointRole } from './logicalGraph.js';
import './wdgm.css';

/** The legend's entries: the class of the canvas's node tone each stands for. */
const LEGEND: readonly { role: Exclude<CheckpointRole, 'normal'>; tone: string }[] = [
  { role: 'initial', tone: 'initial' },
  { role: 'final', tone: 'final' },
  { role: 'initialFinal', tone: 'initialFinal' },
  { role: 'unreachable', tone: 'error' },
  { role: 'outside', tone: 'muted' },
];

/** A graph's name in the picker. */
function useGraphLabel(): (graph: WdgmGraph) => string {
  const { t } = useTranslation();
  return (graph) =>
    graph.kind === 'internal'
      ? t('wdgm.graph.internal', { name: graph.name })
      : graph.mode
        ? t('wdgm.graph.external', { name: graph.name, mode: graph.mode })
        : t('wdgm.graph.externalNoMode', { name: graph.name });
}

/**
 * The special screens of the WdgM page: the logical supervision graphs (a supervised entity's internal graph, an
 * external logical supervision) drawn as checkpoints and transitions, unreachable checkpoints in red and named;
 * a click on a checkpoint opens it in the generic WdgM editor below.
 */
export default function WdgMScreens({ instanceId, editor }: ModuleScreensProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labelOf = useGraphLabel();
  const snapshot = useQuery(snapshotQuery(currentProjectId())).data;
  const choices = useMemo(() => (snapshot ? graphChoices(wdgmLogicalGraph(snapshot)) : []), [snapshot]);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const choice = chosenGraph(choices, picked);
  const graph = choice?.graph;
  const canvas = useMemo(
    () =>
      graph
        ? canvasOf(graph, (node, role) =>
            [
              node.path,
              node.checkpointId === undefined ? '' : t('wdgm.graph.checkpointId', { id: node.checkpointId }),
              t(`wdgm.graph.role.${role}`),
            ]
              .filter(Boolean)
              .join('\n'),
          )
        : undefined,
    [graph, t],
  );
  const summary = graph ? graphSummary(graph) : undefined;
  const hasCheckpoint = choices.some((c) => c.graph.nodes.length > 0);
  const open = (containerId: string) => {
    const link = editorLinkOf('WdgM', instanceId, { containerId });
    if (link) void navigate(link);
  };

  return (
    <div className="wdgm-page">
      <Card size="small" title={t('wdgm.graph.title')} data-testid="wdgm-graph" className="wdgm-graph">
        {!choice || !graph || !summary || !canvas || !hasCheckpoint ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('wdgm.graph.empty')}
            data-testid="wdgm-graph-empty"
          />
        ) : (
          <Space direction="vertical" className="wdgm-graph__body">
            <Space wrap>
              <Select
                className="wdgm-graph__select"
                value={choice.key}
                onChange={(key: string) => setPicked(key)}
                options={choices.map((c) => ({ value: c.key, label: labelOf(c.graph) }))}
                data-testid="wdgm-graph-select"
              />
              <Tag>{t('wdgm.graph.checkpoints', { count: summary.checkpoints })}</Tag>
              <Tag>{t('wdgm.graph.transitions', { count: summary.transitions })}</Tag>
              {summary.noInitial && (
                <Tag color="error" data-testid="wdgm-no-initial">
                  {t('wdgm.graph.noInitial')}
                </Tag>
              )}
              {summary.noFinal && (
                <Tag color="error" data-testid="wdgm-no-final">
                  {t('wdgm.graph.noFinal')}
                </Tag>
              )}
            </Space>
            <div className="wdgm-legend" data-testid="wdgm-legend">
              {LEGEND.map(({ role, tone }) => (
                <span key={role} className="wdgm-legend__item">
                  <span className={`wdgm-legend__swatch graph-node--${tone}`} />
                  {t(`wdgm.graph.legend.${role}`)}
                </span>
              ))}
              <Typography.Text type="secondary">{t('wdgm.graph.openHint')}</Typography.Text>
            </div>
            {graph.nodes.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wdgm.graph.emptyGraph')} />
            ) : (
              <GraphCanvas
                nodes={canvas.nodes}
                edges={canvas.edges}
                height={360}
                onNodeClick={open}
                testId="wdgm-graph-canvas"
              />
            )}
            {!graph.configured ? (
              <Typography.Text type="secondary" data-testid="wdgm-not-configured">
                {t('wdgm.graph.notConfigured')}
              </Typography.Text>
            ) : summary.unreachable.length > 0 ? (
              <Typography.Text type="danger" data-testid="wdgm-unreachable">
                {t('wdgm.graph.unreachable', { checkpoints: summary.unreachable.join(', ') })}
              </Typography.Text>
            ) : (
              graph.nodes.length > 0 && (
                <Typography.Text type="success" data-testid="wdgm-all-reachable">
                  {t('wdgm.graph.allReachable')}
                </Typography.Text>
              )
            )}
            {graph.configured && summary.outside > 0 && (
              <Typography.Text type="secondary" data-testid="wdgm-outside">
                {t('wdgm.graph.outside', { count: summary.outside })}
              </Typography.Text>
            )}
          </Space>
        )}
      </Card>
      {editor}
    </div>
  );
}
