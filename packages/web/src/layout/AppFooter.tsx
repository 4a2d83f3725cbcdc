import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appConfigQuery } from '../app/api.js';

/** Company contact, address and registration numbers, as configured on the server (GET /app/config). */
export function AppFooter() {
  const { t } = useTranslation();
  const config = useQuery(appConfigQuery);
  const footer = config.data?.footer;
  if (!footer) return <div className="app-footer" />;
  return (
    <div className="app-footer">
      {footer.company ? <span>© {footer.company}</span> : null}
      {footer.contact ? (
        <span>
          {t('footer.contact')}: {footer.contact}
        </span>
      ) : null}
      {footer.address ? (
        <span>
          {t('footer.address')}: {footer.address}
        </span>
      ) : null}
      {footer.registrationNumbers.map((number) => (
        <span key={number}>{number}</span>
      ))}
    </div>
  );
}
