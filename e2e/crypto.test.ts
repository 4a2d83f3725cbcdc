import { expect, test, type Page } from '@playwright/test';
import {
  createProject,
  enterProject,
  logInThroughPage,
  projectCall,
  registerAccount,
} from './support/accounts.js';
import { dialog, okButton } from './support/editor.js';
import { animationsDone, keepScreen } from './support/screens.js';
import {
  addContainer as add,
  editContainer as edit,
  fillForm as fill,
  manageRow as manage,
  moduleEditor as editor,
  upTo as up,
} from './support/moduleEditor.js';

/**
 * The Crypto acceptance: an AES-128 CMAC generate job configured end to end in the generic editors of Crypto
 * (key element, key type, key, primitive, driver object), CryIf (channel, key) and Csm (queue, key, MAC generate
 * configuration, job); the Csm page's job chain then shows every box ok. The MAC key element taken off the key
 * type: the chain shows the missing element in place and the drawer names the Csm rule; put back, the chain is
 * complete again.
 */

const stamp = Date.now();
const user = { email: `crypto.${stamp}@example.com`, name: 'Cryptor' };
const projectName = `Crypto ECU ${stamp % 100000}`;

test.use({ actionTimeout: 15_000 });

test.beforeAll(async ({ request }) => {
  await registerAccount(request, user);
});

/** Opens a module page of the current project the way a link does. */
async function goTo(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`);
  await expect(editor(page)).toHaveCount(1);
}

/** The Csm findings of the project check, as `code path`. */
async function csmFindings(page: Page, projectId: number): Promise<string[]> {
  const check = (await projectCall(page, projectId, '/generate/check', {})) as {
    errList: { code: string; path: string }[];
  };
  return check.errList.filter((row) => row.code.startsWith('E_Csm')).map((row) => `${row.code} ${row.path}`);
}

test('an AES-128 CMAC generate job configured end to end: its chain complete, then a key element missing', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await logInThroughPage(page, user.email);
  const projectId = await createProject(page, projectName);
  for (const module of ['Crypto', 'CryIf', 'Csm'])
    await projectCall(page, projectId, '/module/updateData', { module, enabled: true });
  await enterProject(page, projectId, projectName, '/main/Csm');

  // No job yet: the card says where to add one.
  const card = page.getByTestId('csm-chains');
  await expect(card.getByTestId('csm-chain-empty')).toBeVisible();

  // Crypto: the 16-byte MAC key (element 1), a key type naming it, a key of that type, the AES-CMAC MAC
  // generate primitive and a driver object running it.
  await goTo(page, '/main/Crypto');
  await add(page, 'CryptoKeyElements', {});
  await manage(page, 'CryptoKeyElements', 'CryptoKeyElements');
  await edit(page, 'CryptoKeyElement', 'CryptoKeyElement_0', {
    name: 'MacKey',
    text: { CryptoKeyElementId: '1', CryptoKeyElementSize: '16' },
  });
  await up(page, 'Crypto');
  await add(page, 'CryptoKeyTypes', {});
  await manage(page, 'CryptoKeyTypes', 'CryptoKeyTypes');
  await edit(page, 'CryptoKeyType', 'CryptoKeyType_0', {
    name: 'AesKeyType',
    pickMany: { CryptoKeyElementRef: ['MacKey'] },
  });
  await up(page, 'Crypto');
  await add(page, 'CryptoKeys', {});
  await manage(page, 'CryptoKeys', 'CryptoKeys');
  await edit(page, 'CryptoKey', 'CryptoKey_0', { name: 'CmacKey', pick: { CryptoKeyTypeRef: 'AesKeyType' } });
  await up(page, 'Crypto');
  await add(page, 'CryptoPrimitives', { name: 'CmacPrimitives' });
  await manage(page, 'CryptoPrimitives', 'CmacPrimitives');
  await editor(page).getByTestId('row-name-CryptoPrimitive_0').click();
  const primitiveForm = dialog(page, /编辑 >> CryptoPrimitive_0/);
  await expect(primitiveForm).toBeVisible();
  await animationsDone(primitiveForm);
  await fill(page, primitiveForm, {
    name: 'MacGen',
    pick: { CryptoPrimitiveService: 'MAC_GENERATE' },
    pickMany: {
      CryptoPrimitiveAlgorithmFamily: ['CRYPTO_ALGOFAM_AES'],
      CryptoPrimitiveAlgorithmMode: ['CRYPTO_ALGOMODE_CMAC'],
    },
  });
  // No secondary family: NOT_SET, found by typing (the list is long).
  await primitiveForm
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId('param-CryptoPrimitiveAlgorithmSecondaryFamily') })
    .locator('.ant-select')
    .first()
    .click();
  await page.keyboard.type('NOT_SET');
  await page
    .locator('.ant-select-dropdown:not([class*="-leave"])')
    .filter({ visible: true })
    .locator('.ant-select-item-option', { hasText: /^CRYPTO_ALGOFAM_NOT_SET/ })
    .click();
  await page.keyboard.press('Escape');
  await primitiveForm.getByRole('button', { name: okButton }).click();
  await expect(primitiveForm).toBeHidden();
  await up(page, 'Crypto');
  await manage(page, 'CryptoDriverObjects', 'CryptoDriverObjects');
  await add(page, 'CryptoDriverObject', { name: 'CmacObject', pickMany: { CryptoPrimitiveRef: ['MacGen'] } });
  await keepScreen(page, 'crypto-editor-driver-object');

  // CryIf: a channel to the driver object, a key naming the Crypto key.
  await goTo(page, '/main/CryIf');
  await add(page, 'CryIfChannel', { name: 'CmacChannel', pick: { CryIfDriverObjectRef: 'CmacObject' } });
  await add(page, 'CryIfKey', { name: 'CmacCryIfKey', pick: { CryIfKeyRef: 'CmacKey' } });

  // Csm: a queue on the channel, a key naming the CryIf key, the MAC generate configuration (AES, CMAC,
  // 16-byte result) and the job naming key, queue and primitive configuration.
  await goTo(page, '/main/Csm');
  await manage(page, 'CsmQueues', 'CsmQueues');
  await add(page, 'CsmQueue', { name: 'MacQueue', pick: { CsmChannelRef: 'CmacChannel' } });
  await up(page, 'Csm');
  await manage(page, 'CsmKeys', 'CsmKeys');
  await add(page, 'CsmKey', { name: 'MacCsmKey', pick: { CsmKeyRef: 'CmacCryIfKey' } });
  await up(page, 'Csm');
  await add(page, 'CsmPrimitives', { name: 'MacPrimitives' });
  await manage(page, 'CsmPrimitives', 'MacPrimitives');
  await add(page, 'CsmMacGenerate', {});
  await manage(page, 'CsmMacGenerate', 'CsmMacGenerate');
  await edit(page, 'CsmMacGenerateConfig', 'CsmMacGenerateConfig', {
    pick: {
      CsmMacGenerateAlgorithmFamily: 'CRYPTO_ALGOFAM_AES',
      CsmMacGenerateAlgorithmMode: 'CRYPTO_ALGOMODE_CMAC',
      CsmMacGenerateProcessing: 'CSM_SYNCHRONOUS',
    },
    text: {
      CsmMacGenerateResultLength: '16',
      CsmMacGenerateKeyLength: '16',
      CsmMacGenerateDataMaxLength: '64',
    },
  });
  await up(page, 'Csm');
  await manage(page, 'CsmJobs', 'CsmJobs');
  await add(page, 'CsmJob', {
    name: 'MacJob',
    pick: { CsmJobKeyRef: 'MacCsmKey', CsmJobPrimitiveRef: 'MacPrimitives', CsmJobQueueRef: 'MacQueue' },
  });

  // The chain: every box ok, the primitive AES / CMAC, element 1 of 16 bytes needed and present.
  const chain = card.getByTestId('csm-chain');
  await expect(chain).toHaveAttribute('data-job', 'MacJob');
  await expect(chain).toHaveAttribute('data-complete', 'true');
  await expect(chain.getByTestId('csm-chain-state')).toHaveText('完整');
  const processing = chain.getByTestId('csm-chain-processing');
  const keyPath = chain.getByTestId('csm-chain-key');
  const names = {
    'processing-job': 'MacJob',
    'processing-queue': 'MacQueue',
    'processing-channel': 'CmacChannel',
    'processing-driverObject': 'CmacObject',
    'processing-primitive': 'MacGen',
    'key-csmKey': 'MacCsmKey',
    'key-cryIfKey': 'CmacCryIfKey',
    'key-cryptoKey': 'CmacKey',
    'key-keyType': 'AesKeyType',
  };
  for (const [box, name] of Object.entries(names)) {
    const shown = chain.getByTestId(`csm-box-${box}`);
    await expect(shown, box).toHaveAttribute('data-state', 'ok');
    await expect(shown.getByTestId('csm-box-name'), box).toHaveText(name);
  }
  await expect(processing.locator('[data-state]')).toHaveCount(5);
  await expect(keyPath.locator('[data-state]')).toHaveCount(5);
  await expect(chain.locator('[data-state="missing"], [data-state="broken"]')).toHaveCount(0);
  await expect(chain.getByTestId('csm-chain-primitive')).toContainText('MAC_GENERATE');
  await expect(chain.getByTestId('csm-chain-primitive')).toContainText('AES');
  await expect(chain.getByTestId('csm-chain-primitive')).toContainText('CMAC');
  const element = chain.getByTestId('csm-key-element-1');
  await expect(element).toHaveAttribute('data-state', 'ok');
  await expect(element).toContainText('MacKey');
  await expect(element).toContainText('16 字节');
  await expect(chain.getByTestId('csm-chain-findings')).toHaveAttribute('data-count', '0');
  expect(await csmFindings(page, projectId)).toEqual([]);
  await page.mouse.move(5, 5);
  await keepScreen(page, 'crypto-chain-complete');

  // A click on the CryIf channel's box opens it on the CryIf page.
  await chain.getByTestId('csm-box-processing-channel').click();
  await expect(page).toHaveURL(/#\/main\/CryIf\?container=/);
  const channelForm = dialog(page, /编辑 >> CmacChannel/);
  await expect(channelForm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(channelForm).toBeHidden();

  // The MAC key taken off the key type: the element is missing in place, the chain incomplete, the rule named.
  await goTo(page, '/main/Crypto');
  await manage(page, 'CryptoKeyTypes', 'CryptoKeyTypes');
  await editor(page).getByTestId('row-name-AesKeyType').click();
  const keyTypeForm = dialog(page, /编辑 >> AesKeyType/);
  await expect(keyTypeForm).toBeVisible();
  await animationsDone(keyTypeForm);
  await keyTypeForm
    .locator('.ant-select-selection-item', { hasText: 'MacKey' })
    .locator('.ant-select-selection-item-remove')
    .click();
  await keyTypeForm.getByRole('button', { name: okButton }).click();
  await expect(keyTypeForm).toBeHidden();

  await goTo(page, '/main/Csm');
  await expect(chain).toHaveAttribute('data-complete', 'false');
  await expect(chain.getByTestId('csm-chain-state')).toHaveText('不完整');
  await expect(element).toHaveAttribute('data-state', 'missing');
  await expect(element.getByTestId('csm-key-element-problem')).toBeVisible();
  await expect(chain.getByTestId('csm-box-key-keyType')).toHaveAttribute('data-state', 'broken');
  await expect(element).toContainText('密钥类型 AesKeyType 缺少此MAC 密钥（元素 ID 1）');
  expect(await csmFindings(page, projectId)).toEqual(['E_Csm0003 /Csm/CsmJobs/MacJob']);
  const code = 'E_Csm0003';
  await expect(chain.getByTestId('csm-chain-codes')).toContainText(code);
  await expect(chain.getByTestId('csm-chain-findings')).not.toHaveAttribute('data-count', '0');
  await page.mouse.move(5, 5);
  await keepScreen(page, 'crypto-chain-key-element-missing');

  await page.getByTestId('panel-verify').click();
  const drawer = page.getByRole('dialog', { name: /错误日志/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.verification-log__row').filter({ hasText: code }).first()).toBeVisible();
  await animationsDone(drawer);
  await keepScreen(page, 'crypto-drawer-key-element');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Put back: the chain is complete again.
  await goTo(page, '/main/Crypto');
  await manage(page, 'CryptoKeyTypes', 'CryptoKeyTypes');
  await edit(page, 'CryptoKeyType', 'AesKeyType', { pickMany: { CryptoKeyElementRef: ['MacKey'] } });
  await goTo(page, '/main/Csm');
  await expect(chain).toHaveAttribute('data-complete', 'true');
  await expect(element).toHaveAttribute('data-state', 'ok');
  expect(await csmFindings(page, projectId)).toEqual([]);

  // The chain in English.
  await page.locator('.app-header').getByRole('button', { name: '语言', exact: true }).hover();
  const english = page.getByRole('menuitem', { name: 'English' });
  await expect(english).toBeVisible();
  await animationsDone(english);
  await english.click();
  await expect(chain.getByTestId('csm-chain-state')).toHaveText('complete');
  await expect(element).toContainText('16 bytes');
  await page.mouse.move(5, 5);
  await expect(english).toBeHidden();
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await keepScreen(page, 'crypto-chain-english');
});
