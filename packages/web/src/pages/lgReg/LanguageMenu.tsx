import { useState } from 'react';
import type { ReactElement } from 'react';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@ecuc/core/i18n';
import { isLanguage } from '../../i18n/language.js';

/**
 * The language menu around the language button (its own chunk, loaded when the pointer first reaches the
 * button or the button is pressed): it opens at once, as the pointer is on the button already.
 */
export default function LanguageMenu({ children }: { children: ReactElement }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((language) => ({ key: language, label: t(`language.${language}`) })),
        onClick: ({ key }) => {
          setOpen(false);
          if (isLanguage(key)) void i18n.changeLanguage(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
