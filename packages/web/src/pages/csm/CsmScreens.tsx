import { Fragment, useMemo, useState, type HTMLAttributes } from 'react';
import { Card, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ModuleScreensProps } from '../../modules/screens.js';
import { editorLinkOf, targetOfSearch } from '../../editor/editorLink.js';
import { FindingBadge } from '../../editor/FindingBadge.js';
import { isLanguage } from '../../i18n/language.js';
import { useLiveVerification } from '../../verification/liveStore.js';
import { currentProjectId, snapshotQuery } from '../../verification/projectSnapshot.js';
import { cryptoJobChains } from '@ecuc/core/modules';
import {
  chainView,
  chosenChain,
  jobChoices,
  jobOfContainer,
  shortLiteral,
  type ChainBox,
  type KeyElementRow,
} from './jobChainView.js';
import './csm.css';

/** One row of boxes left to right, each coloured by its state with its problem under it. */
function ChainRow({
  row,
  boxes,
  onOpen,
}: {
  row: 'processing' | 'key';
  boxes: readonly ChainBox[];
  onOpen: (box: ChainBox) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="csm-chain__row" data-testid={`csm-chain-${row}`}>
      {boxes.map((box, index) => (
        <Fragment key={`${box.kind}-${index}`}>
          {index > 0 && <ArrowRightOutlined className="csm-chain__arrow" />}
          <div className="csm-chain__cell">
            <div
              className={`csm-box csm-box--${box.state}${box.containerId ? ' csm-box--link' : ''}`}
              data-testid={`csm-box-${row}-${box.kind}`}
              data-state={box.state}
              role={box.containerId ? 'link' : undefined}
              title={
                box.containerId
                  ? t('crypto.chain.open', { name: box.name ?? '', module: box.module })
                  : t(`crypto.chain.state.${box.state}`)
              }
              onClick={() => onOpen(box)}
            >
              <span className="csm-box__kind">{t(`crypto.chain.kind.${box.kind}`)}</span>
              <span className="csm-box__name" data-testid="csm-box-name">
                {box.name ?? t('crypto.chain.notFound')}
              </span>
              <FindingBadge count={box.findings} testId={`csm-box-findings-${row}-${box.kind}`} />
            </div>
            {box.problem !== undefined && (
              <Typography.Text
                type="danger"
                className="csm-box__problem"
                data-testid={`csm-problem-${row}-${box.kind}`}
              >
                {box.problem}
              </Typography.Text>
            )}
          </div>
        </Fragment>
      ))}
    </div>
  );
}

/**
 * The special screens of the Csm page: the card "Job chains" above the generic Csm editor — for the chosen Csm
 * job, its processing path (queue, CryIf channel, Crypto driver object, primitive) and its key path (Csm key,
 * CryIf key, Crypto key, key type) as boxes coloured ok / missing / wrong with each problem in place, the key
 * type's elements below; a click on a box opens its container on its module's page.
 */
export default function CsmScreens({ editor }: ModuleScreensProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh_cn';
  const navigate = useNavigate();
  const snapshot = useQuery(snapshotQuery(currentProjectId())).data;
  const live = useLiveVerification();
  const findings = useMemo(() => [...live.result.errList, ...live.result.warningList], [live]);
  const chains = useMemo(() => (snapshot ? cryptoJobChains(snapshot) : []), [snapshot]);
  const [picked, setPicked] = useState<string | undefined>(undefined);

  // A link to a container of a job's chain (the drawer, a finding) shows that job; the pick holds until the next link.
  const [search] = useSearchParams();
  const linked = targetOfSearch(search)?.containerId;
  const [linkFollowed, setLinkFollowed] = useState<string | undefined>(undefined);
  if (snapshot && linked !== linkFollowed) {
    setLinkFollowed(linked);
    const job = linked === undefined ? undefined : jobOfContainer(chains, linked);
    if (job !== undefined) setPicked(job);
  }

  const choices = jobChoices(chains, findings);
  const chain = chosenChain(chains, picked);
  const view = chain ? chainView(chain, findings, language) : undefined;

  const openContainer = (module: string, containerId: string | undefined) => {
    if (containerId === undefined) return;
    const link = editorLinkOf(module, 0, { containerId });
    if (link) void navigate(link);
  };
  const open = (box: ChainBox) => openContainer(box.module, box.containerId);
  const keyTypeName = view?.keyPath.find((box) => box.kind === 'keyType')?.name;
  const yesNo = (value: boolean) => t(value ? 'crypto.element.yes' : 'crypto.element.no');

  return (
    <div className="csm-page">
      <Card
        size="small"
        title={t('crypto.chain.title')}
        className="csm-chains"
        data-testid="csm-chains"
        loading={!snapshot}
      >
        {!view ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('crypto.chain.empty')}
            data-testid="csm-chain-empty"
          />
        ) : (
          <div
            className="csm-chain"
            data-testid="csm-chain"
            data-job={view.job.name}
            data-complete={view.complete}
          >
            <Space wrap size={8}>
              <Typography.Text>{t('crypto.chain.pick')}</Typography.Text>
              <Select
                className="csm-chain__select"
                value={view.job.id}
                onChange={(id: string) => setPicked(id)}
                data-testid="csm-job-select"
                options={choices.map((choice) => ({
                  value: choice.id,
                  label: (
                    <Space size={6}>
                      {choice.name}
                      <FindingBadge count={choice.findings} />
                    </Space>
                  ),
                }))}
              />
              {view.complete ? (
                <Tag color="success" data-testid="csm-chain-state">
                  {t('crypto.chain.complete')}
                </Tag>
              ) : (
                <Tag color="error" data-testid="csm-chain-state">
                  {t('crypto.chain.incomplete')}
                </Tag>
              )}
              {view.problems > 0 && (
                <Tag color="error" data-testid="csm-chain-problems">
                  {t('crypto.chain.problems', { count: view.problems })}
                </Tag>
              )}
              <FindingBadge count={view.findings.length} testId="csm-chain-findings" />
              {view.codes.length > 0 && (
                <Typography.Text type="danger" data-testid="csm-chain-codes">
                  {t('crypto.chain.findings', { codes: view.codes.join(', ') })}
                </Typography.Text>
              )}
            </Space>

            <Typography.Text strong>{t('crypto.chain.processingPath')}</Typography.Text>
            <ChainRow row="processing" boxes={view.processingPath} onOpen={open} />
            <Typography.Text type="secondary" data-testid="csm-chain-primitive">
              {t('crypto.chain.primitive', {
                service: view.primitive.service ?? t('crypto.chain.unset'),
                family: shortLiteral(view.primitive.family) ?? t('crypto.chain.unset'),
                mode: shortLiteral(view.primitive.mode) ?? t('crypto.chain.unset'),
                processing: shortLiteral(view.primitive.processing) ?? t('crypto.chain.unset'),
              })}
            </Typography.Text>

            <Typography.Text strong>{t('crypto.chain.keyPath')}</Typography.Text>
            <ChainRow row="key" boxes={view.keyPath} onOpen={open} />

            <Typography.Text strong>{t('crypto.chain.keyElements')}</Typography.Text>
            {view.keyElements.length === 0 ? (
              <Typography.Text type="secondary" data-testid="csm-key-elements-none">
                {t('crypto.chain.noKeyElements')}
              </Typography.Text>
            ) : (
              <Table<KeyElementRow>
                className="csm-elements"
                size="small"
                pagination={false}
                rowKey={(row) => row.key}
                dataSource={view.keyElements}
                data-testid="csm-key-elements"
                rowClassName={(row) => `csm-elements__row--${row.state}`}
                onRow={(row) =>
                  ({
                    'data-testid': `csm-key-element-${row.elementId}`,
                    'data-state': row.state,
                  }) as HTMLAttributes<HTMLElement>
                }
                columns={[
                  { key: 'id', title: t('crypto.element.id'), render: (_, row) => row.elementId },
                  {
                    key: 'name',
                    title: t('crypto.element.name'),
                    render: (_, row) =>
                      row.containerId !== undefined ? (
                        <Typography.Link onClick={() => openContainer('Crypto', row.containerId)}>
                          {row.name}
                        </Typography.Link>
                      ) : (
                        <Typography.Text type="danger">{t('crypto.chain.notFound')}</Typography.Text>
                      ),
                  },
                  {
                    key: 'role',
                    title: t('crypto.element.role'),
                    render: (_, row) => (
                      <Space direction="vertical" size={0}>
                        {row.role}
                        {(row.problem !== undefined || row.state === 'missing') && (
                          <Typography.Text type="danger" data-testid="csm-key-element-problem">
                            {row.problem ??
                              t('crypto.element.missing', {
                                keyType: keyTypeName ?? '?',
                                role: row.role,
                                id: row.elementId,
                              })}
                          </Typography.Text>
                        )}
                      </Space>
                    ),
                  },
                  {
                    key: 'size',
                    title: t('crypto.element.size'),
                    render: (_, row) =>
                      row.size === undefined ? '—' : t('crypto.element.bytes', { size: row.size }),
                  },
                  { key: 'needed', title: t('crypto.element.needed'), render: (_, row) => yesNo(row.needed) },
                  {
                    key: 'present',
                    title: t('crypto.element.present'),
                    render: (_, row) => yesNo(row.present),
                  },
                  {
                    key: 'state',
                    width: 80,
                    render: (_, row) => (
                      <Space size={6}>
                        <Tag color={row.state === 'ok' ? 'success' : 'error'}>
                          {t(`crypto.chain.state.${row.state}`)}
                        </Tag>
                        <FindingBadge count={row.findings} />
                      </Space>
                    ),
                  },
                ]}
              />
            )}
            <Typography.Text type="secondary">{t('crypto.chain.openHint')}</Typography.Text>
          </div>
        )}
      </Card>
      {editor}
    </div>
  );
}
