import { expect, test } from '@playwright/test';
import { exportEcucValues } from '@ecuc/core/ecuc';
import { writeEcucValues } from '@ecuc/core/formats/arxml';
import { MODULE_DEFINITIONS } from '@ecuc/core/modules';
import { startupProject } from '@ecuc/core/testing';
import { keepScreen } from './support/screens.js';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';
import { importFromPreview, previewDialog } from './support/imports.js';

/**
 * The start-up wizard of BswM on a project with a CAN channel (Com, ComM with a user, CanSM managing the
 * channel, EcuM with a flex user, brought in as ECUC values): the BswM page offers it, previews the standard
 * rules and writes them as ordinary BswM containers.
 */

const stamp = Date.now();
const user = { email: `startup.${stamp}@example.com`, name: 'Starter' };
const projectName = `Startup ECU ${stamp % 100000}`;

test('the BswM start-up wizard proposes the standard rules for a CAN channel, previewed, then written', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  const projectId = await createProject(page, projectName, { chip: 'TC275', compiler: 'tasking' });
  const values = exportEcucValues(
    startupProject(MODULE_DEFINITIONS, { ecuMUser: true }).snapshot(),
    MODULE_DEFINITIONS,
  );
  await projectCall(page, projectId, '/ecuc/importArxml', {
    content: writeEcucValues(values.modules),
    fileName: 'can-channel.arxml',
    acceptErrors: true,
  });
  await projectCall(page, projectId, '/module/updateData', { module: 'BswM', enabled: true });

  await enterProject(page, projectId, projectName, '/main/bswM');
  const wizard = page.getByTestId('proposal-startup');
  await expect(wizard).toBeEnabled();
  await wizard.click();
  const preview = previewDialog(page);
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('import-kinds')).toContainText(
    '/BswM/BswMConfig/BswMArbitration/BswMRule',
  );
  await expect(preview.getByTestId('import-kinds')).toContainText('/Com/ComConfig/ComIPduGroup');
  await keepScreen(page, 'bswm-startup-preview');
  await importFromPreview(page);

  const rules = (await projectCall(page, projectId, '/bswm/getProjectIdListData', {
    definitionPath: '/BswM/BswMConfig/BswMArbitration/BswMRule',
  })) as { shortName: string }[];
  expect(rules.map((r) => r.shortName).sort()).toEqual([
    'BswM_Rule_ComMChannel_0_PduGroups',
    'BswM_Rule_GoToSleep',
    'BswM_Rule_StartCommunication',
  ]);
  const check = (await projectCall(page, projectId, '/generate/check', {})) as {
    errList: { code: string; path: string }[];
  };
  expect(check.errList.filter((r) => r.path.startsWith('/BswM'))).toEqual([]);
  await keepScreen(page, 'bswm-startup-applied');
});
