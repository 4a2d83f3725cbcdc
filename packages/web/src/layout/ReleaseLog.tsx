import { Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/language.js';
import { useFormats } from '../i18n/useFormats.js';
import { versionQuery } from '../app/api.js';
import type { ReleaseNote } from '../app/api.js';

/** The release log (POST /vkproject/version): per release, what was updated and what was fixed. */
export function ReleaseLog() {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const version = useQuery(versionQuery);
  const language = isLanguage(i18n.language) ? i18n.language : 'zh_cn';
  const text = (note: ReleaseNote) => note[language] ?? note.zh_cn;
  if (version.isLoading) return <Spin />;
  const releases = version.data?.releases ?? [];
  if (releases.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.releaseLogEmpty')} />;
  }
  return (
    <Timeline
      items={releases.map((release) => ({
        key: release.version,
        content: (
          <div className="release-log__entry">
            <Typography.Text strong>{release.version}</Typography.Text>{' '}
            <Typography.Text type="secondary">{formats.date(release.date)}</Typography.Text>
            {release.updated.map((note, index) => (
              <div key={`u${index}`}>
                <Tag color="blue">{t('header.releaseUpdated')}</Tag>
                {text(note)}
              </div>
            ))}
            {release.fixed.map((note, index) => (
              <div key={`f${index}`}>
                <Tag color="green">{t('header.releaseFixed')}</Tag>
                {text(note)}
              </div>
            ))}
          </div>
        ),
      }))}
    />
  );
}
