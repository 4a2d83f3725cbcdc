import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExportWarnings } from '@ecuc/core/api';

/**
 * What the OIL download warned of (sent in its headers): the file is saved; these are what it does not
 * carry of the OS configuration, and whether it is AUTOSAR OIL. The body of the warning shown after saving.
 */
export function OilExportWarnings({ warnings }: { warnings: ExportWarnings }) {
  const { t } = useTranslation();
  const unlisted = warnings.count - warnings.listed.length;
  return (
    <div className="os-oil__export-warnings" data-testid="oil-export-warnings">
      <Typography.Paragraph>{t('os.oil.exportWarningsIntro')}</Typography.Paragraph>
      <ul className="os-oil__export-warning-list">
        {warnings.listed.map((warning, index) => (
          <li key={index} data-testid="oil-export-warning">
            {warning}
          </li>
        ))}
      </ul>
      {unlisted > 0 && (
        <Typography.Text type="secondary">
          {t('os.oil.exportWarningsMore', { count: unlisted })}
        </Typography.Text>
      )}
    </div>
  );
}
