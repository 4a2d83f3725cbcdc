import { ModuleEditor } from '../../editor/ModuleEditor.js';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame.js';

/** /main/ecuc: the ECU-wide configuration (kept alive), edited with the generic editor of the EcuC module. */
export default function EcucPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('page.ecuc')} trail={[t('page.ecuc')]}>
      <ModuleEditor moduleName="EcuC" />
    </PageFrame>
  );
}
