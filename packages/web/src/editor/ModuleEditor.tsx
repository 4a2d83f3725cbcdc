import { useEffect, useMemo, useState } from 'react';
import { App, Breadcrumb, Button, Card, Empty, Radio, Space, Spin, Tabs, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  indexModuleDef,
  labelOf,
  newContainerWithDefaults,
  nextUniqueName,
  type ContainerDefInfo,
  type ContainerValue,
} from '@ecuc/core/ecuc';
import { isLanguage } from '../i18n/index.js';
import { MODULE_DEFINITIONS } from '@ecuc/core/modules';
import { useLiveVerification } from '../verification/liveStore.js';
import { useProjectDefinitions } from '../verification/projectDefinitions.js';
import { currentProjectId, snapshotQuery } from '../verification/projectSnapshot.js';
import { countFindings } from './badges.js';
import { apiPrefixOf, containerCalls } from './containerApi.js';
import { ContainerDialog, type DialogSubject } from './ContainerDialog.js';
import { ContainerTable } from './ContainerTable.js';
import { targetOfSearch } from './editorLink.js';
import { FindingBadge } from './FindingBadge.js';
import { ancestryOf, childrenOf, indexSnapshot, parentKey } from './snapshotIndex.js';
import './editor.css';

let draftIds = 0;
const draftId = () => `draft-${(draftIds += 1)}`;
let dialogKeys = 0;
/** A new key per opened dialog, so that each opening starts from the stored data. */
const nextDialogKey = () => (dialogKeys += 1);

/** Whether a module has a shipped definition (and so gets the generic editor). */
export function hasModuleEditor(moduleName: string): boolean {
  return MODULE_DEFINITIONS.some((d) => d.name === moduleName);
}

/**
 * The generic module editor: renders any module definition. Top-level container definitions are
 * tabs; a container's sub-containers open below it with a breadcrumb; choice containers pick one
 * choice; every list is a ContainerTable and every container opens in an Add >> / Edit >> dialog.
 */
export function ModuleEditor({ moduleName, instanceId = 0 }: { moduleName: string; instanceId?: number }) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh_cn';
  const projectDefinitions = useProjectDefinitions();
  const definition = projectDefinitions.definitions.find((d) => d.name === moduleName);
  const ui = projectDefinitions.ui[moduleName] ?? {};
  const projectId = currentProjectId();
  const snapshotResult = useQuery(snapshotQuery(projectId));
  const snapshot = snapshotResult.data;
  const live = useLiveVerification();
  const [levelId, setLevelId] = useState<string | null>(null);
  const [activeTabs, setActiveTabs] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<(DialogSubject & { key: number }) | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const prefix = apiPrefixOf(moduleName);
  const calls = useMemo(() => containerCalls(prefix ?? '', projectId), [prefix, projectId]);
  const index = useMemo(() => (definition ? indexModuleDef(definition) : undefined), [definition]);

  const counts = useMemo(() => {
    const verified = live.snapshot ?? snapshot;
    return verified
      ? countFindings(verified, [...live.result.errList, ...live.result.warningList])
      : undefined;
  }, [live, snapshot]);

  const openEdit = (container: ContainerValue, focus?: string) => {
    const info = index?.containers.get(container.definitionPath);
    if (!info || !snapshot) return;
    const siblingNames = childrenOf(snapshot, moduleName, instanceId, container.parentId).map(
      (c) => c.shortName,
    );
    setDialog({
      mode: 'edit',
      info,
      containers: [container],
      siblingNames,
      ...(focus ? { focus } : {}),
      key: nextDialogKey(),
    });
  };

  const openAdd = (info: ContainerDefInfo, parentId: string | null) => {
    if (!snapshot) return;
    const siblings = childrenOf(snapshot, moduleName, instanceId, parentId);
    const siblingNames = siblings.map((c) => c.shortName);
    const draft = newContainerWithDefaults(info.def, info.path, {
      module: moduleName,
      instanceId,
      parentId,
      siblingNames,
      siblings,
      position: siblings.length,
      newId: draftId,
    });
    const root = draft[0]!;
    if (siblingNames.includes(root.shortName)) root.shortName = nextUniqueName(info.def.name, siblingNames);
    setDialog({ mode: 'add', info, containers: draft, siblingNames, key: nextDialogKey() });
  };

  // A deep link (?container=&param=) from the error log: go to the container's level, open it, focus the field.
  useEffect(() => {
    const target = targetOfSearch(searchParams);
    if (!target || !snapshot) return;
    const chain = ancestryOf(snapshot, target.containerId);
    const container = chain[chain.length - 1];
    setSearchParams({}, { replace: true });
    if (!container || container.module !== moduleName) return;
    const parent = chain[chain.length - 2];
    // The link is an outside input (the URL): following it sets the level, the tab and the dialog once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLevelId(parent?.id ?? null);
    setActiveTabs((tabs) => ({
      ...tabs,
      [parent?.id ?? 'root']: container.definitionPath,
    }));
    openEdit(container, target.param);
    // openEdit reads the current snapshot; the link is handled once per navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams, snapshot]);

  if (!definition || !index) {
    return <Empty description={t('editor.noDefinition', { module: moduleName })} />;
  }
  if (!prefix) return <Empty description={t('editor.noDefinition', { module: moduleName })} />;
  if (!snapshot || !counts) return <Spin description={t('common.loading')} />;

  const byId = indexSnapshot(snapshot).byId;
  const level = levelId ? byId.get(levelId) : undefined;
  if (levelId && !level) {
    // The container shown was deleted (here or by someone else): back to the module.
    queueMicrotask(() => setLevelId(null));
  }
  const levelInfo = level ? index.containers.get(level.definitionPath) : undefined;
  const childInfos = (levelInfo ? levelInfo.childPaths : index.topLevelPaths)
    .map((path) => index.containers.get(path))
    .filter((info): info is ContainerDefInfo => info !== undefined && !ui[info.path]?.hidden);
  const levelKey = level?.id ?? 'root';
  const moduleCount = counts.byModule.get(moduleName) ?? 0;
  const chain = level ? ancestryOf(snapshot, level.id) : [];

  const tableOf = (info: ContainerDefInfo) => (
    <ContainerTable
      info={info}
      index={index}
      module={moduleName}
      instanceId={instanceId}
      parentId={level?.id ?? null}
      snapshot={snapshot}
      counts={counts}
      ui={ui}
      language={language}
      calls={calls}
      onAdd={(added) => openAdd(added, level?.id ?? null)}
      onEdit={(container) => openEdit(container)}
      onManage={(container) => setLevelId(container.id)}
    />
  );

  const changeChoice = (choice: ContainerDefInfo, current: readonly ContainerValue[]) => {
    if (!level) return;
    modal.confirm({
      title: t('editor.choiceChange', { choice: labelOf(ui, choice.path, language) }),
      content: current.length > 0 ? t('editor.choiceChangeHint') : undefined,
      mask: { closable: false },
      onOk: async () => {
        try {
          for (const old of current) await calls.remove(old.id);
          await calls.add({ definitionPath: choice.path, parentId: level.id, instanceId });
          void message.success(t('editor.saved'));
        } catch {
          // The HTTP client has shown the message.
        }
      },
    });
  };

  let body;
  if (levelInfo?.isChoice && level) {
    const current = childrenOf(snapshot, moduleName, instanceId, level.id);
    const chosen = childInfos.find((info) => current.some((c) => c.definitionPath === info.path));
    body = (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Typography.Text strong>{t('editor.choice')}</Typography.Text>
          <Radio.Group
            value={chosen?.path}
            onChange={(event) => {
              const info = childInfos.find((i) => i.path === event.target.value);
              if (info) changeChoice(info, current);
            }}
            options={childInfos.map((info) => ({
              value: info.path,
              label: labelOf(ui, info.path, language),
            }))}
            data-testid="choice-group"
          />
        </Space>
        {chosen ? tableOf(chosen) : <Empty description={t('editor.choiceEmpty')} />}
      </Space>
    );
  } else if (childInfos.length === 0) {
    body = <Empty description={t('editor.noSubContainers')} />;
  } else {
    const activeKey = activeTabs[levelKey] ?? childInfos[0]?.path;
    body = (
      <Tabs
        size="small"
        activeKey={activeKey}
        onChange={(key) => setActiveTabs((tabs) => ({ ...tabs, [levelKey]: key }))}
        items={childInfos.map((info) => ({
          key: info.path,
          label: (
            <FindingBadge
              count={
                counts.byDefinition.get(
                  `${parentKey(moduleName, instanceId, level?.id ?? null)}\n${info.path}`,
                ) ?? 0
              }
            >
              <span data-testid={`tab-${info.def.name}`}>{labelOf(ui, info.path, language)}</span>
            </FindingBadge>
          ),
          children: tableOf(info),
        }))}
      />
    );
  }

  return (
    <Card
      size="small"
      className="module-editor"
      data-testid="module-editor"
      title={
        <Space>
          <Breadcrumb
            items={[
              {
                key: 'module',
                title: level ? (
                  <Typography.Link onClick={() => setLevelId(null)}>{moduleName}</Typography.Link>
                ) : (
                  moduleName
                ),
              },
              ...chain.map((container, i) => ({
                key: container.id,
                title:
                  i < chain.length - 1 ? (
                    <Typography.Link onClick={() => setLevelId(container.id)}>
                      {container.shortName}
                    </Typography.Link>
                  ) : (
                    container.shortName
                  ),
              })),
            ]}
          />
          {level ? (
            <Button size="small" type="text" icon={<EditOutlined />} onClick={() => openEdit(level)}>
              {t('editor.edit')}
            </Button>
          ) : null}
        </Space>
      }
      extra={
        <Space>
          <Typography.Text type="secondary">{t('editor.findings')}</Typography.Text>
          <FindingBadge count={moduleCount} testId="module-badge" />
          {moduleCount === 0 ? <Typography.Text type="success">0</Typography.Text> : null}
        </Space>
      }
    >
      {body}
      {dialog ? (
        <ContainerDialog
          key={dialog.key}
          subject={dialog}
          ui={ui}
          language={language}
          calls={calls}
          definitions={projectDefinitions.definitions}
          snapshot={snapshot}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Card>
  );
}
