import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch.js';

/** The layout of /lg-reg: the product on the left, the login or registration form on the right. */
export function LgRegLayout() {
  const { t } = useTranslation();
  return (
    <div className="lg-reg">
      <aside className="lg-reg__brand">
        <div className="lg-reg__logo">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{t('app.name')}</span>
        </div>
        <p className="lg-reg__tagline">{t('app.tagline')}</p>
        <svg className="lg-reg__art" viewBox="0 0 300 160" aria-hidden="true">
          {[0, 1, 2, 3].map((row) => (
            <g key={row}>
              <rect x={20} y={16 + row * 36} width={72} height={24} rx={4} fill="rgba(255,255,255,0.12)" />
              <rect x={114} y={16 + row * 36} width={72} height={24} rx={4} fill="rgba(255,255,255,0.2)" />
              <rect x={208} y={16 + row * 36} width={72} height={24} rx={4} fill="rgba(255,255,255,0.12)" />
              <line x1={92} y1={28 + row * 36} x2={114} y2={28 + row * 36} stroke="rgba(255,255,255,0.4)" />
              <line x1={186} y1={28 + row * 36} x2={208} y2={28 + row * 36} stroke="rgba(255,255,255,0.4)" />
            </g>
          ))}
        </svg>
      </aside>
      <main className="lg-reg__panel">
        <div className="lg-reg__language">
          <LanguageSwitch />
        </div>
        <div className="lg-reg__card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
