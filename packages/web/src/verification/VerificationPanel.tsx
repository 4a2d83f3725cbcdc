import { useState } from 'react';
import { App, Button, Tooltip } from 'antd';
import { CloudDownloadOutlined, FileSearchOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectCheckData } from '@ecuc/core/api';
import { http } from '../app/services.js';
import { queryClient } from '../app/queryClient.js';
import { FindingBadge } from '../editor/FindingBadge.js';
import { downloadProject } from './downloadFlow.js';
import { findingCount } from './errorLog.js';
import { verificationDrawer } from './drawerStore.js';
import { useLiveVerification, useLiveVerificationFeed } from './liveStore.js';
import { checkQueryKey, currentProjectId, currentProjectName } from './projectSnapshot.js';
import { VerificationDrawer } from './VerificationDrawer.js';
import './verification.css';
import { saveBlob } from '../app/download.js';

/**
 * The right panel of the main layout (spec section 2): verify (the error log), generate (the
 * download flow of spec section 4) and DBC verify, plus the drawer they open.
 */
export function VerificationPanel() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  useLiveVerificationFeed();
  const live = useLiveVerification();
  const [downloading, setDownloading] = useState(false);
  const count = findingCount(live.result);

  const download = async () => {
    const projectId = currentProjectId();
    setDownloading(true);
    try {
      // The modules the download generates from: only their errors refuse it (said in the message).
      let checked: string[] | undefined;
      const outcome = await downloadProject(
        {
          check: async () => {
            const answer = await http.postForm<ProjectCheckData>('/generate/check', {
              language: i18n.language,
            });
            checked = answer.checkedModules;
            return answer;
          },
          fetchArchive: () => http.download('/generate/project', { projectid: projectId }),
          save: saveBlob,
          showFindings: (check) => {
            queryClient.setQueryData([...checkQueryKey(projectId), i18n.language], check);
            verificationDrawer.open('verify');
          },
        },
        currentProjectName(),
      );
      const modules = checked?.join(', ');
      if (outcome === 'refused')
        void message.error(
          modules ? t('verification.downloadRefusedIn', { modules }) : t('verification.downloadRefused'),
        );
      if (outcome === 'downloaded')
        void message.success(
          checked === undefined
            ? t('verification.downloaded')
            : modules
              ? t('verification.downloadedChecked', { modules })
              : t('verification.downloadedNothingGenerated'),
        );
    } finally {
      setDownloading(false);
    }
  };

  return (
    <aside className="verification-panel" data-testid="verification-panel">
      <Tooltip title={t('verification.verify')} placement="left">
        {/* At the window's right edge: the count sits left enough that 99+ stays inside the window. */}
        <FindingBadge count={count} testId="panel-verify-badge" offset={[-16, 4]}>
          <Button
            type="text"
            aria-label={t('verification.verify')}
            data-testid="panel-verify"
            icon={<SafetyCertificateOutlined />}
            onClick={() => verificationDrawer.open('verify')}
          />
        </FindingBadge>
      </Tooltip>
      <Tooltip title={t('verification.generate')} placement="left">
        <Button
          type="text"
          aria-label={t('verification.generate')}
          data-testid="panel-generate"
          loading={downloading}
          icon={<CloudDownloadOutlined />}
          onClick={() => void download()}
        />
      </Tooltip>
      <Tooltip title={t('verification.dbc')} placement="left">
        <Button
          type="text"
          aria-label={t('verification.dbc')}
          data-testid="panel-dbc"
          icon={<FileSearchOutlined />}
          onClick={() => verificationDrawer.open('dbc')}
        />
      </Tooltip>
      <VerificationDrawer />
    </aside>
  );
}
