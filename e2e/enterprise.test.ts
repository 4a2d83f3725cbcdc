import { expect, test, type Locator, type Page } from '@playwright/test';
import { lastMailedCode } from './support/outbox.js';
import { keepScreen } from './support/screens.js';
import { chooseOption } from './support/editor.js';

/**
 * The enterprise account from application to members: the applicant files an application, the back
 * office approves it with an expiry and seats, the applicant activates the main account with the mailed
 * code, builds a department tree (a 5th level is refused), adds a member, and the member logs in.
 */

const stamp = Date.now();
const company = `Body Electronics ${stamp}`;
const applicant = `lead.${stamp}@body-electronics.example`;
const rejectedCompany = `Paper Motors ${stamp}`;
const rejectedApplicant = `owner.${stamp}@paper-motors.example`;
const memberEmail = `dev.${stamp}@body-electronics.example`;
const password = 'Passw0rd!';
const memberPassword = 'Member0rd!';
const backoffice = { email: 'staff@ecuc.studio', password: 'backoffice-e2e' };

/** A calendar day as the date pickers type it (local time, YYYY-MM-DD). */
function dayText(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

const mainExpiryDay = new Date();
mainExpiryDay.setFullYear(mainExpiryDay.getFullYear() + 1);
mainExpiryDay.setMonth(mainExpiryDay.getMonth(), 15);
const dayAfterMainExpiry = new Date(mainExpiryDay);
dayAfterMainExpiry.setDate(mainExpiryDay.getDate() + 1);

async function logIn(page: Page, address: string, typed: string, landing: RegExp): Promise<void> {
  await page.goto('/#/lg-reg/login');
  await page.getByTestId('login-email').fill(address);
  await page.getByTestId('login-password').fill(typed);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(landing);
}

async function logOut(page: Page): Promise<void> {
  await page.locator('.app-header').getByRole('button').last().hover();
  await page.getByRole('menuitem', { name: /退出登录|Log out/ }).click();
  await expect(page).toHaveURL(/#\/lg-reg\/login$/);
}

async function fileApplication(page: Page, email: string, name: string): Promise<void> {
  // A fresh page each time: the form shows its "waiting for review" result after a submission.
  await page.goto('about:blank');
  await page.goto('/#/lg-reg/enterprise');
  await page.getByTestId('enterprise-email').fill(email);
  await page.getByTestId('enterprise-company').fill(name);
  await page.getByTestId('enterprise-city').fill('武汉');
  await page.getByTestId('enterprise-address').fill('光谷大道 1 号');
  await page.getByTestId('enterprise-contact').fill('李明');
  await page.getByTestId('enterprise-phone').fill('13800138000');
  await page.getByTestId('enterprise-submit').click();
  await expect(page.getByTestId('enterprise-waiting')).toBeVisible();
}

/** Types a day into an antd date picker and commits it. */
async function pickDay(picker: Locator, day: Date): Promise<void> {
  await picker.click();
  await picker.fill(dayText(day));
  await picker.press('Enter');
}

function openDialog(page: Page): Locator {
  return page.locator('.ant-modal').filter({ visible: true }).last();
}

/** The tree node of a department, by its exact name. */
function departmentNode(page: Page, name: string): Locator {
  return page.locator('.department-node').filter({
    has: page.locator('.department-node__name > .ant-typography', { hasText: new RegExp(`^${name}$`) }),
  });
}

async function addSubDepartment(page: Page, parent: string | null, name: string): Promise<void> {
  if (parent === null) await page.getByTestId('department-add-top').click();
  else
    await departmentNode(page, parent)
      .getByRole('button', { name: /添加子部门|Add sub-department/ })
      .click();
  const dialog = openDialog(page);
  await expect(dialog.locator('.ant-modal-title')).toHaveText(/^添加 >> 部门$/);
  await dialog.getByTestId('department-name').fill(name);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toBeHidden();
  await expect(departmentNode(page, name)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('an applicant files an enterprise application', async ({ page }) => {
  await fileApplication(page, applicant, company);
  await keepScreen(page, 'enterprise-application-waiting');
  await fileApplication(page, rejectedApplicant, rejectedCompany);
});

test('the back office approves one application with expiry and seats and rejects another', async ({
  page,
}) => {
  await logIn(page, backoffice.email, backoffice.password, /#\/backoffice$/);
  const approvedRow = page.getByRole('row').filter({ hasText: company });
  await expect(approvedRow).toBeVisible();
  await expect(approvedRow).toContainText(applicant);
  await expect(approvedRow).toContainText('13800138000');
  await expect(approvedRow).toContainText('待审核');
  // At 1280 px both review buttons are whole inside their cell.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const name of [/通\s*过/, /拒\s*绝/]) {
    const button = approvedRow.getByRole('button', { name });
    const cell = button.locator('xpath=ancestor::td[1]');
    const [b, c] = [(await button.boundingBox())!, (await cell.boundingBox())!];
    expect(b.x + b.width).toBeLessThanOrEqual(c.x + c.width + 1);
    expect(b.x + b.width).toBeLessThanOrEqual(1280);
  }
  await keepScreen(page, 'backoffice-applications');

  await approvedRow.getByRole('button', { name: /通\s*过|Approve/ }).click();
  const approve = openDialog(page);
  await expect(approve.locator('.ant-modal-title')).toHaveText(`通过申请 >> ${company}`);
  await pickDay(approve.getByTestId('approve-expiry'), mainExpiryDay);
  await approve.getByTestId('approve-seats').fill('5');
  await approve.getByTestId('approve-note').fill('销售：王经理');
  await keepScreen(page, 'backoffice-approve-dialog');
  await approve.getByRole('button', { name: /^通\s*过$|^Approve$/ }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByText('已通过，激活码已发送至申请邮箱')).toBeVisible();
  // The pending filter no longer lists it; the approved one does, with its expiry and seats.
  await expect(page.getByRole('row').filter({ hasText: company })).toHaveCount(0);

  const rejectedRow = page.getByRole('row').filter({ hasText: rejectedCompany });
  await rejectedRow.getByRole('button', { name: /拒\s*绝|Reject/ }).click();
  const reject = openDialog(page);
  await expect(reject.locator('.ant-modal-title')).toHaveText(`拒绝申请 >> ${rejectedCompany}`);
  await reject.getByRole('button', { name: /^拒\s*绝$|^Reject$/ }).click();
  await expect(reject.getByText('请填写拒绝原因')).toBeVisible();
  await reject.getByTestId('reject-note').fill('营业执照信息不完整');
  await keepScreen(page, 'backoffice-reject-dialog');
  await reject.getByRole('button', { name: /^拒\s*绝$|^Reject$/ }).click();
  await expect(reject).toBeHidden();

  await page.getByTestId('backoffice-status').click();
  await chooseOption(page, '已通过');
  const approved = page.getByRole('row').filter({ hasText: company });
  await expect(approved).toContainText('已通过');
  await expect(approved).toContainText('5 个账号');
  await page.getByTestId('backoffice-status').click();
  await chooseOption(page, '已拒绝');
  await expect(page.getByRole('row').filter({ hasText: rejectedCompany })).toContainText(
    '营业执照信息不完整',
  );
  await expect(page.locator('.ant-select-dropdown').filter({ visible: true })).toHaveCount(0);
  await keepScreen(page, 'backoffice-rejected');
  await logOut(page);
});

test('people without a back-office account cannot open the back office', async ({ page }) => {
  await page.goto('/#/backoffice');
  await expect(page).toHaveURL(/#\/lg-reg\/login$/);
});

test('the applicant activates the main account with the mailed code and builds the department tree', async ({
  page,
}) => {
  await page.goto('/#/lg-reg/activate');
  await page.getByTestId('activate-email').fill(applicant);
  await page.getByTestId('activate-code').fill(lastMailedCode(applicant));
  await page.getByTestId('activate-name').fill('李明');
  await page.getByTestId('activate-password').fill(password);
  await page.getByTestId('activate-confirm').fill(password);
  await page.getByTestId('activate-submit').click();
  await expect(page).toHaveURL(/#\/lg-reg\/login$/);

  await logIn(page, applicant, password, /#\/user\/index$/);
  await page.getByTestId('user-area-nav').getByText('组织管理').click();
  await expect(page).toHaveURL(/#\/user\/management$/);
  await expect(page.getByText(`组织管理 · ${company}`)).toBeVisible();
  await expect(page.locator('.management__summary')).toContainText('1 / 5');

  await page.getByRole('tab', { name: /部门/ }).click();
  await addSubDepartment(page, null, '研发中心');
  await addSubDepartment(page, '研发中心', '车身电子');
  await addSubDepartment(page, '车身电子', '门控');
  await addSubDepartment(page, '门控', '门锁');
  await addSubDepartment(page, null, '行政部');

  // Level 4 is the deepest: its add button is off, and the server refuses a 5th level with its message.
  const deepest = departmentNode(page, '门锁');
  await expect(deepest.getByText('4 级')).toBeVisible();
  await expect(deepest.getByRole('button', { name: /添加子部门/ })).toBeDisabled();
  await expect(departmentNode(page, '门控').getByRole('button', { name: /添加子部门/ })).toBeEnabled();
  const base = await (await page.request.post('/user/baseData', { data: {} })).json();
  const lock = (base.data.departments as { id: number; name: string }[]).find((d) => d.name === '门锁');
  const refused = await (
    await page.request.post('/user/addDepartment', {
      data: { name: '第五级', parentId: lock?.id },
      headers: { language: 'zh_cn' },
    })
  ).json();
  expect(refused.state).toBe(1051);
  expect(refused.message).toBe('部门最多嵌套 4 级');
  await keepScreen(page, 'management-departments');

  // Rename, and a department with sub-departments cannot be deleted.
  await departmentNode(page, '行政部')
    .getByRole('button', { name: /重命名/ })
    .click();
  const rename = openDialog(page);
  await expect(rename.locator('.ant-modal-title')).toHaveText('编辑 >> 行政部');
  await expect(rename.getByTestId('department-name')).toHaveValue('行政部');
  await rename.getByTestId('department-name').fill('综合管理部');
  await rename.getByRole('button', { name: /确\s*定/ }).click();
  await expect(departmentNode(page, '综合管理部')).toBeVisible();
  await expect(departmentNode(page, '研发中心').getByRole('button', { name: /删除/ })).toBeDisabled();
  await departmentNode(page, '综合管理部').getByRole('button', { name: /删除/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(departmentNode(page, '综合管理部')).toHaveCount(0);
});

test('the administrator adds a member whose expiry cannot pass the main account’s', async ({ page }) => {
  await logIn(page, applicant, password, /#\/user\/index$/);
  await page.goto('/#/user/management');
  await page.getByTestId('member-add').click();
  const dialog = openDialog(page);
  await expect(dialog.locator('.ant-modal-title')).toHaveText('添加 >> 用户');
  await dialog.getByTestId('member-email').fill(memberEmail);
  await dialog.getByTestId('member-name').fill('王工');
  await dialog.getByTestId('member-password').fill(memberPassword);
  await dialog.getByTestId('member-confirm').fill(memberPassword);
  await dialog.getByTestId('member-department').click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '车身电子' }).click();

  // The picker offers days up to the main account's expiry and no later.
  const expiry = dialog.getByTestId('member-expiry');
  await expiry.click();
  await expiry.fill(dayText(dayAfterMainExpiry));
  const panel = page.locator('.ant-picker-dropdown').filter({ visible: true });
  await expect(panel.locator(`td[title="${dayText(dayAfterMainExpiry)}"]`)).toHaveClass(
    /ant-picker-cell-disabled/,
  );
  await expect(panel.locator(`td[title="${dayText(mainExpiryDay)}"]`)).not.toHaveClass(
    /ant-picker-cell-disabled/,
  );
  await expiry.fill(dayText(mainExpiryDay));
  await expiry.press('Enter');
  await keepScreen(page, 'management-add-member');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: memberEmail });
  await expect(row).toContainText('王工');
  await expect(row).toContainText('研发中心 / 车身电子');
  await expect(row).toContainText('普通成员');
  await expect(row).toContainText('从未登录');
  await expect(page.locator('.management__summary')).toContainText('2 / 5');
  await keepScreen(page, 'management-users');

  // Edit >> name: another department.
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = openDialog(page);
  await expect(edit.locator('.ant-modal-title')).toHaveText('编辑 >> 王工');
  await expect(edit).toContainText(memberEmail);
  await expect(edit.getByTestId('member-name')).toHaveValue('王工');
  await expect(edit.getByTestId('member-expiry')).toHaveValue(dayText(mainExpiryDay));
  await edit.getByTestId('member-department').click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '门控' }).click();
  await keepScreen(page, 'management-edit-member');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('研发中心 / 车身电子 / 门控');

  // The member's expiry went through as the main account's last day at the latest.
  const members = await (await page.request.post('/user/getSameLevelUserListData', { data: {} })).json();
  const added = (members.data as { email: string; expiry: string }[]).find((m) => m.email === memberEmail);
  const base = await (await page.request.post('/user/baseData', { data: {} })).json();
  expect(new Date(added!.expiry).getTime()).toBeLessThanOrEqual(
    new Date(base.data.organisation.expiry).getTime(),
  );
  await logOut(page);
});

test('the member logs in, sees no management, and their projects are transferred when they leave', async ({
  page,
}) => {
  await logIn(page, memberEmail, memberPassword, /#\/user\/index$/);
  await expect(page.getByTestId('user-area-nav')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /我的项目|My Project/ })).toBeVisible();
  const created = await page.request.post('/vkproject/addData', {
    data: { name: 'Door ECU', chip: 'TC275', compiler: 'tasking' },
  });
  expect((await created.json()).state).toBe(200);
  // An ordinary member's management calls are refused by the server (1020).
  const refused = await (await page.request.post('/user/addDepartment', { data: { name: 'X' } })).json();
  expect(refused.state).toBe(1020);
  await page.goto('/#/user/management');
  await expect(page.getByTestId('member-add')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: memberEmail })).toBeVisible();
  await keepScreen(page, 'management-member-view');
  await logOut(page);

  await logIn(page, applicant, password, /#\/user\/index$/);
  await page.goto('/#/user/management');
  const row = page.getByRole('row').filter({ hasText: memberEmail });
  await expect(row).not.toContainText('从未登录');
  await row.getByRole('button', { name: /项目/ }).click();
  const projects = openDialog(page);
  await expect(projects.locator('.ant-modal-title')).toHaveText('王工 的项目');
  await expect(projects.getByRole('row').filter({ hasText: 'Door ECU' })).toBeVisible();
  await projects.getByRole('button', { name: /Close|关闭/ }).click();

  await row.getByRole('button', { name: /删除/ }).click();
  const remove = openDialog(page);
  await expect(remove.locator('.ant-modal-title')).toHaveText('删除 >> 王工');
  await expect(remove).toContainText('王工 拥有 1 个项目');
  await expect(remove.getByTestId('member-delete-confirm')).toBeDisabled();
  await remove.getByTestId('member-transfer-to').click();
  await chooseOption(page, applicant);
  await keepScreen(page, 'management-delete-member');
  await remove.getByTestId('member-delete-confirm').click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: memberEmail })).toHaveCount(0);

  await page.goto('/#/user/index');
  await expect(page.getByRole('row').filter({ hasText: 'Door ECU' })).toBeVisible();
  await logOut(page);
  await page.goto('/#/lg-reg/login');
  await page.getByTestId('login-email').fill(memberEmail);
  await page.getByTestId('login-password').fill(memberPassword);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/lg-reg\/login$/);
});

test('the management area speaks English too', async ({ page }) => {
  await page.goto('/#/lg-reg/login');
  await page.evaluate(() => localStorage.setItem('language', 'en_us'));
  await page.reload();
  await logIn(page, applicant, password, /#\/user\/index$/);
  await page.getByTestId('user-area-nav').getByText('Organisation').click();
  await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();
  await expect(page.getByTestId('member-add')).toHaveText(/Add user/);
  await page.getByRole('tab', { name: 'Departments' }).click();
  await expect(departmentNode(page, '门锁').getByText('Level 4')).toBeVisible();
  await keepScreen(page, 'management-departments-en');
  await page.evaluate(() => localStorage.setItem('language', 'zh_cn'));
});

test('changing one’s own password asks for the current one', async ({ page }) => {
  await logIn(page, applicant, password, /#\/user\/index$/);
  const open = async () => {
    await page.getByRole('button', { name: '修改密码' }).click();
    const dialog = openDialog(page);
    await expect(dialog.getByTestId('password-current')).toBeVisible();
    return dialog;
  };
  const changed = 'Chang3d!pass';
  let dialog = await open();
  await dialog.getByTestId('password-current').fill('not-my-password1');
  await dialog.getByTestId('password-new').fill(changed);
  await dialog.getByTestId('password-confirm').fill(changed);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('当前密码不正确')).toBeVisible();
  await keepScreen(page, 'password-current-wrong');
  await dialog.getByTestId('password-current').fill(password);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await logOut(page);
  await logIn(page, applicant, changed, /#\/user\/index$/);
  // And back, for whoever logs in next.
  dialog = await open();
  await dialog.getByTestId('password-current').fill(changed);
  await dialog.getByTestId('password-new').fill(password);
  await dialog.getByTestId('password-confirm').fill(password);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
});
