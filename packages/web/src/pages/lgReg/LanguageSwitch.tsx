import { Suspense, lazy, useState } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../chunks/chunkLoad.js';

const LanguageMenu = lazy(() => loadChunk(() => import('./LanguageMenu.js')));

/**
 * The language button of the login and registration pages. The menu (antd Dropdown and Menu) is not part
 * of the first load: it is fetched when the pointer first reaches the button or the button is pressed (Enter or a click).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [menuWanted, setMenuWanted] = useState(false);
  const want = () => setMenuWanted(true);
  const button = (
    <Button
      type="text"
      size="small"
      icon={<GlobalOutlined />}
      onMouseEnter={want}
      onClick={want}
      data-testid="language-switch"
    >
      {t(`language.${i18n.language}`)}
    </Button>
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu>{button}</LanguageMenu>
    </Suspense>
  );
}
