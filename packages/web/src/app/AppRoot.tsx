import { useEffect, useMemo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
// The ES builds of the locales (`antd/locale/*` resolves to the CommonJS ones).
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '../routing/router.js';
import { i18n } from './services.js';

const router = createAppRouter();

/**
 * The theme's text font, size, colour and link colours for everything (antd's App, which sets them
 * otherwise, comes with the layouts behind the login; the login page is plain markup around antd controls).
 */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      className="app-root"
      style={
        {
          fontFamily: token.fontFamily,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          color: token.colorText,
          '--app-link': token.colorLink,
          '--app-link-hover': token.colorLinkHover,
          '--app-link-active': token.colorLinkActive,
        } as CSSProperties
      }
    >
      {children}
    </div>
  );
}

/** antd follows the app's language (zh_CN default, en_US). */
function LocalisedApp() {
  const { i18n: current } = useTranslation();
  const locale = current.language === 'en_us' ? enUS : zhCN;
  useEffect(() => {
    document.documentElement.lang = current.language === 'en_us' ? 'en' : 'zh-CN';
  }, [current.language]);
  const themeConfig = useMemo(
    () => ({
      algorithm: theme.defaultAlgorithm,
      token: {
        colorPrimary: '#1f4e8c',
        borderRadius: 4,
        fontSize: 13,
        fontFamily:
          "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', Roboto, 'Helvetica Neue', Arial, sans-serif",
      },
      components: {
        Layout: { headerBg: '#14325c', headerHeight: 48, headerPadding: '0 16px', siderBg: '#ffffff' },
        Table: { cellPaddingBlockSM: 6 },
        Menu: {
          itemHeight: 32,
          subMenuItemBg: '#ffffff',
          itemSelectedBg: '#e6eef8',
          itemSelectedColor: '#1f4e8c',
        },
      },
    }),
    [],
  );
  return (
    <ConfigProvider locale={locale} theme={themeConfig} componentSize="middle">
      <BaseText>
        <RouterProvider router={router} />
      </BaseText>
    </ConfigProvider>
  );
}

export function AppRoot() {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalisedApp />
    </I18nextProvider>
  );
}
