import type { Language, MessageCatalogue } from '@ecuc/core/i18n';
import { accountsMessages } from './accounts.js';
import { projectsMessages } from './projects.js';
import { editorMessages } from './editor.js';
import { osMessages } from './os.js';
import { shellMessages } from './shell.js';
import { importMessages } from './imports.js';
import { comMessages } from './com.js';
import { linIfMessages } from './linif.js';
import { wdgmMessages } from './wdgm.js';
import { bswmMessages } from './bswm.js';
import { dcmMessages } from './dcm.js';
import { demMessages } from './dem.js';
import { cryptoMessages } from './crypto.js';

/**
 * The texts of the pages after the login page (registration, project list, header and sidebar, organisation,
 * back office, project dialogs, cores, editor, verification, OS, Com, LinIf, WdgM, BswM, Dcm, Dem, Csm), per language. Not part of the first load: `loadPageMessages` adds them before the
 * first lazily loaded page renders.
 */
export const pageMessages: Record<Language, MessageCatalogue> = {
  zh_cn: {
    ...shellMessages.zh_cn,
    ...accountsMessages.zh_cn,
    ...projectsMessages.zh_cn,
    ...editorMessages.zh_cn,
    ...osMessages.zh_cn,
    ...importMessages.zh_cn,
    ...comMessages.zh_cn,
    ...linIfMessages.zh_cn,
    ...wdgmMessages.zh_cn,
    ...bswmMessages.zh_cn,
    ...dcmMessages.zh_cn,
    ...demMessages.zh_cn,
    ...cryptoMessages.zh_cn,
  },
  en_us: {
    ...shellMessages.en_us,
    ...accountsMessages.en_us,
    ...projectsMessages.en_us,
    ...editorMessages.en_us,
    ...osMessages.en_us,
    ...importMessages.en_us,
    ...comMessages.en_us,
    ...linIfMessages.en_us,
    ...wdgmMessages.en_us,
    ...bswmMessages.en_us,
    ...dcmMessages.en_us,
    ...demMessages.en_us,
    ...cryptoMessages.en_us,
  },
};
