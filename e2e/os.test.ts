import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { animationsDone, keepScreen } from './support/screens.js';
import { dialog, moduleBadgeCount, okButton } from './support/editor.js';
import { createProject, logInThroughPage, projectCall, registerAccount } from './support/accounts.js';
import { importFromPreview, previewDialog } from './support/imports.js';

/** The acceptance of the OS page: OIL upload and apply, the Os editor, OS checks in the drawer, the generated Os_Cfg.c. */

const stamp = Date.now();
const user = { email: `os.${stamp}@example.com`, name: 'OsAuthor' };
const projectName = `OS ECU ${stamp % 100000}`;

/** A small, self-contained OSEK OIL file: three tasks, one counter, one cyclic alarm. */
const demoOil = `OIL_VERSION = "2.5";

CPU ecu {
  OS ecuOs {
    STATUS = EXTENDED;
    STARTUPHOOK = FALSE;
    ERRORHOOK = TRUE;
  };

  APPMODE AppModeDefault {};

  COUNTER SysCounter {
    MAXALLOWEDVALUE = 65535;
    TICKSPERBASE = 1;
    MINCYCLE = 1;
  };

  TASK TaskInit {
    PRIORITY = 5;
    ACTIVATION = 1;
    SCHEDULE = FULL;
    AUTOSTART = TRUE { APPMODE = AppModeDefault; };
  };

  TASK TaskCyclic {
    PRIORITY = 3;
    ACTIVATION = 1;
    SCHEDULE = FULL;
    AUTOSTART = FALSE;
  };

  TASK TaskBackground {
    PRIORITY = 1;
    ACTIVATION = 1;
    SCHEDULE = FULL;
    AUTOSTART = FALSE;
  };

  ALARM AlarmCyclic {
    COUNTER = SysCounter;
    ACTION = ACTIVATETASK { TASK = TaskCyclic; };
    AUTOSTART = TRUE { ALARMTIME = 10; CYCLETIME = 10; APPMODE = AppModeDefault; };
  };
};
`;

/** Logs the author in and opens the Os page of the project the first test made. */
async function openOsPage(page: Page): Promise<void> {
  await logInThroughPage(page, user.email);
  await page.evaluate(
    ([id, name]) => {
      localStorage.setItem('projectId', String(id));
      localStorage.setItem('projectName', String(name));
    },
    [projectId, projectName] as const,
  );
  await page.goto('/#/main/os');
  await expect(page.getByTestId('module-editor')).toBeVisible();
}

/** Os/Os_Cfg.c (or another file of Os/) of a downloaded project zip (python3's zipfile reads the central directory). */
function osConfigSource(zipPath: string, file = 'Os_Cfg.c'): string {
  return execFileSync(
    'python3',
    [
      '-c',
      'import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nname = next(n for n in z.namelist() if n.endswith("Os/" + sys.argv[2]))\nsys.stdout.write(z.read(name).decode("utf-8"))',
      zipPath,
      file,
    ],
    { encoding: 'utf8' },
  );
}

/** Applies an uploaded OIL file from the file list, through its preview (accepting the result's errors when told). */
async function applyOil(page: Page, name: string, options: { acceptErrors?: boolean } = {}): Promise<void> {
  await page.getByTestId(`oil-apply-${name}`).click();
  await importFromPreview(page, options);
  await expect(page.getByTestId('oil-result')).toContainText(name);
}

/** Downloads the OS configuration as OIL through the page's button; answers the saved file's text. */
async function downloadOil(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId('oil-download').click();
  return readFileSync((await (await download).path())!, 'utf8');
}

/** Closes the warning the OIL download shows after saving. */
async function closeExportWarnings(page: Page): Promise<void> {
  const shown = page.locator('.ant-modal-confirm').filter({ has: page.getByTestId('oil-export-warnings') });
  await animationsDone(shown);
  await shown.getByRole('button', { name: /^(确\s*定|OK)$/ }).click();
  await expect(shown).toBeHidden();
}

/** A file of the shared corpus, read in place, as the page uploads it. */
function corpusFile(path: string): { name: string; mimeType: string; buffer: Buffer } {
  return {
    name: path.slice(path.lastIndexOf('/') + 1),
    mimeType: 'text/plain',
    buffer: readFileSync(new URL(`../../shared/corpus/${path}`, import.meta.url)),
  };
}

/** An AUTOSAR OIL file with a schedule table: its expiry points make the timeline. */
const scheduleOil = `OIL_VERSION = "4.0";

CPU ecu {
  OS ecuOs { STATUS = EXTENDED; SCALABILITYCLASS = SC1; };
  APPMODE AppModeDefault {};
  COUNTER SysCounter { MAXALLOWEDVALUE = 65535; TICKSPERBASE = 1; MINCYCLE = 1; };
  EVENT EvWake { MASK = AUTO; };
  TASK TaskFast { PRIORITY = 4; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; };
  TASK TaskSlow { PRIORITY = 2; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; EVENT = EvWake; };
  SCHEDULETABLE Table10ms {
    COUNTER = SysCounter;
    AUTOSTART = NONE;
    PERIODIC = TRUE;
    LENGTH = 100;
    EXPIRY_POINT Ep20 { OFFSET = 20; ACTION = ACTIVATETASK { TASK = TaskFast; }; };
    EXPIRY_POINT Ep0 { OFFSET = 0; ACTION = ACTIVATETASK { TASK = TaskFast; }; };
    EXPIRY_POINT Ep60 { OFFSET = 60; ACTION = SETEVENT { TASK = TaskSlow; EVENT = EvWake; }; };
  };
};
`;

let projectId = 0;

test.describe.configure({ mode: 'serial' });

test('OS page: upload and apply an OIL file, edit a task, see an OS check come and go, generate Os_Cfg.c', async ({
  page,
  request,
}) => {
  await registerAccount(request, user);
  await logInThroughPage(page, user.email);
  projectId = await createProject(page, projectName, { chip: 'S32K144', compiler: 's32dsGcc' });
  const enabled = await page.request.post('/module/updateData', {
    data: { project: projectId, module: 'Os', enabled: true },
    headers: { projectId: String(projectId) },
  });
  expect((await enabled.json()).state).toBe(200);
  await page.evaluate(
    ([id, name]) => {
      localStorage.setItem('projectId', String(id));
      localStorage.setItem('projectName', String(name));
    },
    [projectId, projectName] as const,
  );
  await page.goto('/#/main/os');
  await expect(page.getByTestId('module-editor')).toBeVisible();

  // Upload through the page; the same name a second time asks to overwrite.
  const fileInput = page.getByTestId('os-oil').locator('input[type=file]');
  const oilFile = { name: 'demo.oil', mimeType: 'text/plain', buffer: Buffer.from(demoOil) };
  await fileInput.setInputFiles(oilFile);
  const files = page.getByTestId('oil-files');
  await expect(files.getByRole('cell', { name: 'demo.oil' })).toBeVisible();
  await fileInput.setInputFiles(oilFile);
  const overwrite = page.locator('.ant-modal-confirm').filter({ hasText: 'demo.oil 已存在' });
  await expect(overwrite).toBeVisible();
  await page.waitForTimeout(400); // the confirmation's opening animation
  await keepScreen(page, 'os-overwrite');
  await overwrite.getByRole('button', { name: /覆\s*盖/ }).click();
  await expect(overwrite).toBeHidden();
  await expect(files.getByRole('cell', { name: 'demo.oil' })).toHaveCount(1);

  // Apply: it replaces the OS configuration, after confirmation.
  await page.getByTestId('oil-apply-demo.oil').click();
  await expect(previewDialog(page)).toContainText('替换当前全部 OS 配置');
  await importFromPreview(page);
  const result = page.getByTestId('oil-result');
  await expect(result).toContainText('OSEK');
  await expect(result).toContainText('SC1');

  // The tasks are in the editor.
  await page.getByTestId('tab-OsTask').click();
  for (const task of ['TaskInit', 'TaskCyclic', 'TaskBackground'])
    await expect(page.getByTestId(`row-name-${task}`)).toBeVisible();
  // The task table shows what a task is (priority, activation limit...), not the timing-analysis period
  // nothing in an OIL file gives.
  const headers = page.getByTestId('module-editor').locator('.ant-table-thead th');
  await expect(headers.filter({ hasText: '优先级' }).first()).toBeVisible();
  await expect(headers.filter({ hasText: '激活次数上限' }).first()).toBeVisible();
  await expect(headers.filter({ hasText: /^周期$/ })).toHaveCount(0);
  await keepScreen(page, 'os-applied');

  // Change a task priority through the Edit >> dialog.
  await page.getByTestId('row-name-TaskInit').click();
  const editTask = dialog(page, /编辑 >> TaskInit/);
  await expect(editTask).toBeVisible();
  await expect(editTask.getByTestId('param-OsTaskPriority')).toHaveValue('5');
  await editTask.getByTestId('param-OsTaskPriority').fill('9');
  await editTask.getByRole('button', { name: okButton }).click();
  await expect(editTask).toBeHidden();

  // A counter whose minimum cycle exceeds its maximum allowed value: OS0033 in the drawer.
  await page.getByTestId('tab-OsCounter').click();
  await page.getByTestId('row-name-SysCounter').click();
  const editCounter = dialog(page, /编辑 >> SysCounter/);
  await animationsDone(editCounter);
  await editCounter.getByTestId('param-OsCounterMinCycle').fill('70000');
  await editCounter.getByRole('button', { name: okButton }).click();
  await expect(editCounter).toBeHidden();
  await page.getByTestId('panel-verify').click();
  const drawer = page.getByRole('dialog', { name: /错误日志/ });
  await expect(drawer).toBeVisible();
  const finding = drawer.locator('.verification-log__row').filter({ hasText: 'OS0033' });
  await expect(finding).toHaveCount(1);
  await expect(finding).toContainText('SysCounter');
  await keepScreen(page, 'os-check-finding');

  // Fixed: the finding goes.
  await finding.click();
  const linked = dialog(page, /编辑 >> SysCounter/);
  await expect(linked).toBeVisible();
  // The deep link opens the dialog and then focuses the field: type once both are done.
  await animationsDone(linked);
  await expect(linked.getByTestId('param-OsCounterMinCycle')).toBeFocused();
  await linked.getByTestId('param-OsCounterMinCycle').fill('1');
  await linked.getByRole('button', { name: okButton }).click();
  await expect(linked).toBeHidden();
  await expect(drawer.locator('.verification-log__row').filter({ hasText: 'OS0033' })).toHaveCount(0);
  await keepScreen(page, 'os-check-fixed');

  // Opening an Add dialog does not count its blank draft (an alarm without its counter) in the badges; the
  // draft counts once the user types in it.
  await page.getByTestId('tab-OsAlarm').click();
  const badgeBefore = await moduleBadgeCount(page);
  await page.getByTestId('add-OsAlarm').click();
  const addAlarm = dialog(page, /添加 >> /);
  await animationsDone(addAlarm);
  await page.waitForTimeout(1000); // longer than the live verification's quiet time
  expect(await moduleBadgeCount(page)).toBe(badgeBefore);
  await addAlarm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(addAlarm).toBeHidden();

  // Closing a dialog with unsaved edits asks first (Esc, the ×): keeping them keeps the dialog, discarding
  // them saves nothing.
  await page.getByTestId('tab-OsTask').click();
  await page.getByTestId('row-name-TaskInit').click();
  const editAgain = dialog(page, /编辑 >> TaskInit/);
  await animationsDone(editAgain);
  await editAgain.getByTestId('param-OsTaskPriority').fill('11');
  await page.keyboard.press('Escape');
  const discard = page.locator('.ant-modal-confirm').filter({ hasText: '放弃未保存的修改' });
  await expect(discard).toBeVisible();
  await animationsDone(discard);
  await keepScreen(page, 'editor-discard-ask');
  await discard.getByRole('button', { name: '继续编辑' }).click();
  await expect(discard).toBeHidden();
  await expect(editAgain.getByTestId('param-OsTaskPriority')).toHaveValue('11');
  await editAgain.locator('.ant-modal-close').click();
  await discard.getByRole('button', { name: '放弃修改' }).click();
  await expect(editAgain).toBeHidden();
  await page.getByTestId('row-name-TaskInit').click();
  await animationsDone(editAgain);
  await expect(editAgain.getByTestId('param-OsTaskPriority')).toHaveValue('9');
  // Without edits it closes at once.
  await page.keyboard.press('Escape');
  await expect(editAgain).toBeHidden();

  // A module rule speaks under the field it names, live in the open dialog: a CPU clock above the chip's
  // (OS0002), and again when its row in the drawer opens the dialog.
  await page.getByTestId('tab-OsOS').click();
  await page.getByTestId('table-OsOS').locator('[data-testid^="row-name-"]').first().click();
  const editOs = dialog(page, /编辑 >> /);
  await animationsDone(editOs);
  const frequency = editOs.getByTestId('param-OsCpuFrequency');
  await frequency.fill('300');
  await expect(editOs.getByTestId('finding-OsCpuFrequency')).toContainText('OS0002');
  await keepScreen(page, 'editor-rule-on-field');
  await frequency.fill('100');
  await expect(editOs.getByTestId('finding-OsCpuFrequency')).toHaveCount(0);
  await frequency.fill('300');
  await editOs.getByRole('button', { name: okButton }).click();
  await expect(editOs).toBeHidden();
  await page.getByTestId('panel-verify').click();
  const clock = drawer.locator('.verification-log__row').filter({ hasText: 'OS0002' });
  await clock.click();
  const linkedOs = dialog(page, /编辑 >> /);
  await animationsDone(linkedOs);
  await expect(linkedOs.getByTestId('param-OsCpuFrequency')).toBeFocused();
  await expect(linkedOs.getByTestId('finding-OsCpuFrequency')).toContainText('OS0002');
  await linkedOs.getByTestId('param-OsCpuFrequency').fill('100');
  await linkedOs.getByRole('button', { name: okButton }).click();
  await expect(linkedOs).toBeHidden();
  await expect(drawer.locator('.verification-log__row').filter({ hasText: 'OS0002' })).toHaveCount(0);

  // The help lists the OS checks in the current language.
  await page.getByTestId('os-help').click();
  const help = dialog(page, /OS 校验规则/);
  await help.getByTestId('os-help-search').locator('input').fill('OS0033');
  await expect(help.getByTestId('os-help-table')).toContainText('计数器最小周期不大于最大允许值');
  await page.waitForTimeout(400); // the modal's opening animation
  await keepScreen(page, 'os-help');
  await help.locator('.ant-modal-close').click();
  await expect(help).toBeHidden();

  // Download OIL: the OSEK SC1 configuration comes back as OIL with the new priority.
  const oilDownload = page.waitForEvent('download');
  await page.getByTestId('oil-download').click();
  const oilText = readFileSync((await (await oilDownload).path())!, 'utf8');
  expect(oilText).toMatch(/TASK TaskInit\s*\{[^}]*PRIORITY = 9;/);

  // Generate: Os/Os_Cfg.c carries the changed priority.
  const download = page.waitForEvent('download');
  await page.getByTestId('panel-generate').click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe(`${projectName}.zip`);
  const source = osConfigSource((await zip.path())!);
  expect(source).toContain('OsTask TaskInit: priority 9');
  expect(source).toMatch(/\.priority = 9U/);
  await keepScreen(page, 'os-generated');
});

test('OS page: a schedule table on its timeline; an AUTOSAR OS downloads as OIL with a warning', async ({
  page,
}) => {
  await openOsPage(page);
  await expect(page.getByTestId('schedule-timeline')).toHaveCount(0);

  await page
    .getByTestId('os-oil')
    .locator('input[type=file]')
    .setInputFiles({ name: 'schedule.oil', mimeType: 'text/plain', buffer: Buffer.from(scheduleOil) });
  await page.getByTestId('oil-apply-schedule.oil').click();
  await importFromPreview(page);
  await expect(page.getByTestId('oil-result')).toContainText('AUTOSAR');

  const timeline = page.getByTestId('schedule-timeline');
  await expect(timeline).toBeVisible();
  await expect(timeline).toContainText('100');
  await expect(timeline.getByTestId('expiry-Ep0')).toHaveAttribute('data-offset', '0');
  await expect(timeline.getByTestId('expiry-Ep20')).toHaveAttribute('data-offset', '20');
  const ep60 = timeline.getByTestId('expiry-Ep60');
  await expect(ep60).toHaveAttribute('data-offset', '60');
  const trackBox = (await timeline.locator('.os-timeline__track').boundingBox())!;
  const markBox = (await ep60.boundingBox())!;
  expect((markBox.x + markBox.width / 2 - trackBox.x) / trackBox.width).toBeCloseTo(0.6, 1);
  await ep60.hover();
  await expect(page.locator('.ant-tooltip:visible')).toContainText('EvWake → TaskSlow');
  await keepScreen(page, 'os-timeline');
  await timeline.getByTestId('expiry-Ep20').hover();
  await expect(page.locator('.ant-tooltip:visible').filter({ hasText: 'Ep20' })).toContainText('TaskFast');

  // The event setting's task picker offers only the tasks owning its event (TaskFast owns none).
  const manage = (name: string) =>
    page
      .locator('.ant-table-row')
      .filter({ has: page.getByTestId(`row-name-${name}`) })
      .getByRole('button', { name: '查看/管理' });
  await page.getByTestId('tab-OsScheduleTable').click();
  await manage('Table10ms').click();
  await page.getByTestId('tab-OsScheduleTableExpiryPoint').click();
  await manage('Ep60').click();
  await page.getByTestId('tab-OsScheduleTableEventSetting').click();
  await page
    .getByTestId('table-OsScheduleTableEventSetting')
    .locator('[data-testid^="row-name-"]')
    .first()
    .click();
  const setting = dialog(page, /编辑 >> /);
  await expect(setting).toBeVisible();
  await animationsDone(setting);
  await setting
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId('param-OsScheduleTableSetEventTaskRef') })
    .locator('.ant-select')
    .click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.filter({ hasText: 'TaskSlow' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'TaskFast' })).toHaveCount(0);
  await keepScreen(page, 'os-task-picker');
  await page.keyboard.press('Escape');
  await setting.getByRole('button', { name: /^(取\s*消|Cancel)$/ }).click();
  await expect(setting).toBeHidden();

  // An event a task and an expiry point still use is not deleted: the editor says by whom, before asking.
  await page.reload();
  await page.getByTestId('tab-OsEvent').click();
  await page
    .locator('.ant-table-row')
    .filter({ has: page.getByTestId('row-name-EvWake') })
    .getByRole('button', { name: '删除' })
    .click();
  const refused = page.locator('.ant-modal-confirm').filter({ hasText: 'EvWake 不能删除' });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('/Os/TaskSlow');
  await animationsDone(refused);
  await refused.getByRole('button', { name: /^(确\s*定|OK)$/ }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByTestId('row-name-EvWake')).toBeVisible();

  // An AUTOSAR OS downloads as AUTOSAR OIL; after saving, a warning says so.
  const text = await downloadOil(page);
  expect(text).toContain('OIL_VERSION = "4.0";');
  expect(text).toContain('SCHEDULETABLE Table10ms {');
  const warnings = page.getByTestId('oil-export-warnings');
  await expect(warnings).toContainText('AUTOSAR OIL 4.0');
  await expect(warnings).toContainText('调度表');
  await closeExportWarnings(page);
});

/** A task waiting for an event named `event`: a name C cannot take as is (a member of the generated tables). */
const eventNamedEventOil = `OIL_VERSION = "2.5";

CPU ecu {
  OS ecuOs { STATUS = EXTENDED; };
  APPMODE AppModeDefault {};
  EVENT event { MASK = AUTO; };
  TASK TaskWaiting {
    PRIORITY = 2;
    ACTIVATION = 1;
    SCHEDULE = FULL;
    AUTOSTART = TRUE { APPMODE = AppModeDefault; };
    EVENT = event;
  };
};
`;

test('valid OILs generate: an event named `event` gets a prefixed C name; a trampoline example applies and generates', async ({
  page,
}) => {
  await openOsPage(page);
  const input = page.getByTestId('os-oil').locator('input[type=file]');
  const apply = (name: string) => applyOil(page, name);
  const generated = async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('panel-generate').click();
    const zip = (await (await download).path())!;
    return osConfigSource(zip) + osConfigSource(zip, 'Os_Cfg.h');
  };

  await input.setInputFiles({
    name: 'event.oil',
    mimeType: 'text/plain',
    buffer: Buffer.from(eventNamedEventOil),
  });
  await apply('event.oil');
  await page.getByTestId('tab-OsEvent').click();
  await expect(page.getByTestId('row-name-event')).toBeVisible();
  const source = await generated();
  expect(source).toContain('OsEvent_event');
  // The drawer opened with the warning that says which C name to use.
  const drawer = page.getByRole('dialog', { name: /错误日志/ });
  await expect(drawer.locator('.verification-log__row').filter({ hasText: 'OsEvent_event' })).toHaveCount(1);
  await keepScreen(page, 'os-event-named-event');
  await drawer.getByRole('button', { name: /Close|关闭/ }).click();
  await expect(drawer).toBeHidden();

  // A working example of trampoline's own, read in place from the corpus.
  const traceTest = '../shared/corpus/oil/trampoline/examples/posix/trace_test/trace_test.oil';
  await input.setInputFiles({
    name: 'trace_test.oil',
    mimeType: 'text/plain',
    buffer: readFileSync(new URL(`../${traceTest}`, import.meta.url)),
  });
  await apply('trace_test.oil');
  await expect(page.getByTestId('oil-result')).toContainText('SC1');
  expect(await generated()).toContain('OsTask');
});

test('OSEK stays OSEK: 250 tasks and their counters apply as OSEK and download back as the OIL; an AUTOSAR file downloads with its warning', async ({
  page,
}) => {
  await openOsPage(page);
  const input = page.getByTestId('os-oil').locator('input[type=file]');

  // A generated OSEK application: 250 tasks, 250 alarms, four counters (the number of counters is OSEK).
  // The file puts its category 1 ISRs below category 2 ones (OS0025): the preview asks to accept those errors.
  await input.setInputFiles(corpusFile('oil/generated/big-250-tasks.oil'));
  await applyOil(page, 'big-250-tasks.oil', { acceptErrors: true });
  const result = page.getByTestId('oil-result');
  await expect(result).toContainText('OSEK');
  await expect(result).toContainText('SC1');
  await expect(result).toContainText('文件只用到 OSEK 能表达的内容');
  await expect(result).not.toContainText('AUTOSAR');
  await keepScreen(page, 'os-osek-250-tasks');
  // A project with errors does not download: raise the category 1 ISRs through the API first.
  const containers = (await projectCall(page, projectId, '/os/getProjectIdListData', {})) as {
    id: string;
    version: number;
    definitionPath: string;
    values: Record<string, unknown>;
  }[];
  const categoryOne = containers.filter(
    (c) => c.definitionPath === '/Os/OsIsr' && c.values.OsIsrCategory === 'CATEGORY_1',
  );
  expect(categoryOne.length).toBeGreaterThan(0);
  for (const [index, isr] of categoryOne.entries())
    await projectCall(page, projectId, '/os/updateIdData', {
      id: isr.id,
      version: isr.version,
      values: { OsIsrPriority: String(200 + index) },
    });
  await page.reload();
  await expect(page.getByTestId('module-editor')).toBeVisible();
  const osek = await downloadOil(page);
  expect(osek).toContain('OIL_VERSION = "2.5";');
  expect(osek.match(/^\s*TASK \w+ \{/gm)).toHaveLength(250);
  expect(osek.match(/^\s*COUNTER \w+ \{/gm)).toHaveLength(4);
  expect(osek).not.toContain('SCALABILITYCLASS');

  // trampoline's AUTOSAR schedule-table test: an AUTOSAR OS, downloaded with the warning shown.
  await input.setInputFiles(corpusFile('oil/trampoline/tests/functional/autosar_st_s6/autosar_st_s6.oil'));
  await applyOil(page, 'autosar_st_s6.oil');
  await expect(result).toContainText('AUTOSAR');
  const autosar = await downloadOil(page);
  expect(autosar).toContain('OIL_VERSION = "4.0";');
  expect(autosar).toContain('SCHEDULETABLE sched_rel {');
  const warnings = page.getByTestId('oil-export-warnings');
  await expect(warnings).toBeVisible();
  await expect(warnings.getByTestId('oil-export-warning').first()).toContainText('AUTOSAR OIL 4.0');
  await expect(page.locator('.ant-modal-confirm')).toContainText('OIL 已下载');
  await animationsDone(page.locator('.ant-modal-confirm'));
  await keepScreen(page, 'os-download-warnings');
  await closeExportWarnings(page);
});
