import { useMemo, useState, type HTMLAttributes } from 'react';
import { App, Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { labelOf } from '@ecuc/core/ecuc';
import { BSWM_PATHS } from '@ecuc/core/modules';
import type { ModuleScreensProps } from '../../modules/screens.js';
import { apiPrefixOf, containerCalls } from '../../editor/containerApi.js';
import { editorLinkOf } from '../../editor/editorLink.js';
import { FindingsHover } from '../../editor/FindingBadge.js';
import { isLanguage } from '../../i18n/index.js';
import { useLiveVerification } from '../../verification/liveStore.js';
import { useProjectDefinitions } from '../../verification/projectDefinitions.js';
import { currentProjectId, refetchSnapshot, snapshotQuery } from '../../verification/projectSnapshot.js';
import { AddItemDialog } from './AddItemDialog.js';
import { AddRuleDialog } from './AddRuleDialog.js';
import { itemText, ruleViews, type RuleItemView, type RuleListView, type RuleView } from './ruleTable.js';
import './bswm.css';

type Side = 'then' | 'else';

/**
 * The special screens of the BswM page: the rules as a table (Rule | If | Then | Else), each rule's action
 * lists with their items inline, built from here (add a rule, add or remove an item), above the generic BswM
 * editor. Rule and list names open them in the editor; a rule's findings show as a red badge.
 */
export default function BswMScreens({ editor, instanceId }: ModuleScreensProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh_cn';
  const projectId = currentProjectId();
  const snapshot = useQuery(snapshotQuery(projectId)).data;
  const { definitions, ui } = useProjectDefinitions();
  const live = useLiveVerification();
  const calls = useMemo(() => containerCalls(apiPrefixOf('BswM') ?? '', projectId), [projectId]);
  const [addingRule, setAddingRule] = useState(false);
  const [addingTo, setAddingTo] = useState<RuleListView | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const rules = useMemo(
    () =>
      snapshot ? ruleViews(snapshot, definitions, [...live.result.errList, ...live.result.warningList]) : [],
    [snapshot, definitions, live],
  );

  const open = (containerId: string) => {
    const link = editorLinkOf('BswM', instanceId, { containerId });
    if (link) void navigate(link);
  };

  const kindLabel = (item: RuleItemView) =>
    item.kind === 'action' && item.actionKind
      ? labelOf(ui.BswM ?? {}, `${BSWM_PATHS.availableActions}/${item.actionKind}`, language)
      : t(`bswm.kind.${item.kind}`);

  const remove = async (list: RuleListView, item: RuleItemView) => {
    setRemoving(item.id);
    try {
      await calls.remove(item.id);
      await refetchSnapshot(projectId);
      void message.success(t('bswm.item.removed', { list: list.name, target: item.target || item.name }));
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setRemoving(null);
    }
  };

  const listCell = (rule: RuleView, side: Side) => {
    const list = side === 'then' ? rule.trueList : rule.falseList;
    if (!list) return <Typography.Text type="secondary">{t('bswm.table.noList')}</Typography.Text>;
    return (
      <div className="bswm-list" data-testid={`bswm-list-${side}`} data-list={list.name}>
        <Typography.Link
          className="bswm-list__name"
          onClick={() => open(list.id)}
          title={t('bswm.table.open', { name: list.name })}
        >
          {list.name}
        </Typography.Link>
        <div className="bswm-list__items">
          {list.items.length === 0 && (
            <Typography.Text type="secondary">{t('bswm.table.noItems')}</Typography.Text>
          )}
          {list.items.map((item) => {
            const text = itemText(item, kindLabel(item));
            return (
              <Tag
                key={item.id}
                color={
                  item.findings.length > 0
                    ? 'error'
                    : item.kind === 'actionList'
                      ? 'purple'
                      : item.kind === 'rule'
                        ? 'cyan'
                        : 'blue'
                }
                title={item.findings.map((f) => `${f.code}: ${f.message}`).join('\n') || undefined}
                className="bswm-item"
                data-testid="bswm-item"
                data-target={item.target}
                data-findings={item.findings.length}
                closeIcon={
                  <CloseOutlined
                    data-testid="bswm-item-remove"
                    aria-label={t('bswm.item.remove', { item: text })}
                  />
                }
                onClose={(event) => {
                  event.preventDefault();
                  if (removing === null) void remove(list, item);
                }}
              >
                {text}
              </Tag>
            );
          })}
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => setAddingTo(list)}
            data-testid="bswm-add-item"
          >
            {t('bswm.item.add')}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <div className="bswm-page">
      <Card
        size="small"
        title={t('bswm.table.title')}
        className="bswm-rules"
        data-testid="bswm-rule-table"
        extra={
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            disabled={!snapshot}
            onClick={() => setAddingRule(true)}
            data-testid="bswm-add-rule"
          >
            {t('bswm.add.button')}
          </Button>
        }
      >
        <Table<RuleView>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rules}
          loading={!snapshot}
          onRow={(rule) => ({ 'data-testid': `bswm-rule-${rule.name}` }) as HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bswm.table.none')} />,
          }}
          columns={[
            {
              key: 'rule',
              title: t('bswm.table.rule'),
              width: 200,
              render: (_, rule) => (
                <Space size={6}>
                  <Typography.Link
                    onClick={() => open(rule.id)}
                    title={t('bswm.table.open', { name: rule.name })}
                    data-testid="bswm-rule-link"
                  >
                    {rule.name}
                  </Typography.Link>
                  <FindingsHover findings={rule.findings} testId="bswm-rule-findings" />
                </Space>
              ),
            },
            {
              key: 'if',
              title: t('bswm.table.if'),
              render: (_, rule) => (
                <div className="bswm-expression" data-testid="bswm-rule-if">
                  {rule.expressionName && <Tag className="bswm-expression__name">{rule.expressionName}</Tag>}
                  <code>{rule.expression}</code>
                </div>
              ),
            },
            { key: 'then', title: t('bswm.table.then'), render: (_, rule) => listCell(rule, 'then') },
            { key: 'else', title: t('bswm.table.else'), render: (_, rule) => listCell(rule, 'else') },
          ]}
        />
      </Card>
      {editor}
      {addingRule && snapshot && (
        <AddRuleDialog snapshot={snapshot} calls={calls} onClose={() => setAddingRule(false)} />
      )}
      {addingTo && snapshot && (
        <AddItemDialog snapshot={snapshot} list={addingTo} calls={calls} onClose={() => setAddingTo(null)} />
      )}
    </div>
  );
}
