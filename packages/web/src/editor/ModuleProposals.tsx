import { useState } from 'react';
import { App, Button, Space, Tooltip } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportPreview, ProposalRow } from '@ecuc/core/api';
import { menuListQuery } from '../app/api.js';
import { queryClient } from '../app/queryClient.js';
import { http } from '../app/services.js';
import { ImportPreviewModal } from '../imports/ImportPreviewModal.js';
import { currentProjectId, refetchSnapshot } from '../verification/projectSnapshot.js';

const proposalsKey = (projectId: string, moduleName: string) =>
  ['project', projectId, 'proposals', moduleName] as const;

/**
 * A module's proposals as buttons above its editor (none, and nothing shown, for most modules): each one
 * previews what it would write (as an import does), and writes it once the user applies the preview; one
 * the project cannot run yet says what it lacks.
 */
export function ModuleProposals({ moduleName }: { moduleName: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const projectId = currentProjectId();
  const list = useQuery({
    queryKey: proposalsKey(projectId, moduleName),
    queryFn: () => http.post<ProposalRow[]>('/module/getProposalList', { module: moduleName }),
    enabled: projectId !== '',
    staleTime: 0,
  });
  const [pending, setPending] = useState<{ row: ProposalRow; preview: ImportPreview } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const rows = list.data ?? [];
  if (rows.length === 0) return null;

  const preview = async (row: ProposalRow) => {
    setBusy(row.id);
    try {
      const answer = await http.post<ImportPreview>('/module/propose', {
        module: moduleName,
        proposal: row.id,
        mode: 'preview',
      });
      setPending({ row, preview: answer });
    } catch {
      // Refusals are shown by the HTTP client.
    } finally {
      setBusy(null);
    }
  };

  const apply = async (acceptErrors: boolean) => {
    if (!pending) return;
    setBusy('apply');
    try {
      const result = await http.post<ImportPreview>('/module/propose', {
        module: moduleName,
        proposal: pending.row.id,
        mode: 'apply',
        acceptErrors,
      });
      setPending(null);
      void message.success(
        t('proposal.applied', { label: pending.row.label, created: result.created, changed: result.changed }),
      );
      await Promise.all([
        refetchSnapshot(projectId),
        queryClient.invalidateQueries({ queryKey: menuListQuery(projectId).queryKey }),
        queryClient.invalidateQueries({ queryKey: proposalsKey(projectId, moduleName) }),
      ]);
    } catch {
      // Refusals are shown by the HTTP client.
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="module-proposals" data-testid="module-proposals">
      <Space wrap>
        {rows.map((row) => (
          <Tooltip key={row.id} title={row.unavailable ?? row.description}>
            <Button
              icon={<BulbOutlined />}
              disabled={row.unavailable !== null}
              loading={busy === row.id}
              onClick={() => void preview(row)}
              data-testid={`proposal-${row.id}`}
            >
              {row.label}
            </Button>
          </Tooltip>
        ))}
      </Space>
      <ImportPreviewModal
        name={pending?.row.label ?? ''}
        preview={pending?.preview}
        facts={pending ? <p>{pending.row.description}</p> : null}
        applying={busy === 'apply'}
        onApply={(acceptErrors) => void apply(acceptErrors)}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
