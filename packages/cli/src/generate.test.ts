import { describe, it, expect } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runEcuc } from './testing/run-ecuc.js';

const ecuc = runEcuc;

const folder = mkdtempSync(join(tmpdir(), 'ecuc-generate-'));
function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

const application = (events: string) => `OIL_VERSION = "2.5";
IMPLEMENTATION std {
  TASK { UINT32 STACKSIZE = 512; };
};
CPU cpu {
  OS os { STATUS = EXTENDED; STARTUPHOOK = TRUE; };
  APPMODE ModeNormal {};
  COUNTER SysCounter { MAXALLOWEDVALUE = 1000; TICKSPERBASE = 1; MINCYCLE = 1; };
${events}
  TASK Task_Main {
    PRIORITY = 3;
    ACTIVATION = 1;
    SCHEDULE = FULL;
    AUTOSTART = TRUE { APPMODE = ModeNormal; };
    EVENT = EvA;
    EVENT = EvB;
  };
  ALARM Alarm_Main {
    COUNTER = SysCounter;
    ACTION = SETEVENT { TASK = Task_Main; EVENT = EvA; };
    AUTOSTART = TRUE { ALARMTIME = 10; CYCLETIME = 20; APPMODE = ModeNormal; };
  };
};
`;

const goodOil = file('good.oil', application('  EVENT EvA { MASK = AUTO; };\n  EVENT EvB { MASK = AUTO; };'));
const clashingOil = file('clash.oil', application('  EVENT EvA { MASK = 1; };\n  EVENT EvB { MASK = 1; };'));

describe('ecuc generate', () => {
  it('writes Os.h, Os_Types.h, Os_Cfg.h, Os_Cfg.c and README', async () => {
    const out = join(folder, 'out-good');
    const run = await ecuc(['generate', goodOil, '--out', out, '--lang', 'en_us']);
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['Os.h', 'Os_Cfg.c', 'Os_Cfg.h', 'Os_Types.h', 'README']);
    const cfg = readFileSync(join(out, 'Os_Cfg.h'), 'utf8');
    expect(cfg).toMatch(/#define Task_Main +\(\(TaskType\)0U\)/);
    expect(cfg).toMatch(/#define EvA +\(\(EventMaskType\)0x00000001U\)/);
    expect(cfg).toMatch(/#define EvB +\(\(EventMaskType\)0x00000002U\)/);
    expect(cfg).toMatch(/#define OSMAXALLOWEDVALUE_SysCounter +\(\(TickType\)1000U\)/);
    expect(readFileSync(join(out, 'Os_Cfg.c'), 'utf8')).toMatch(
      /\/\* OsAlarm Alarm_Main: on SysCounter, sets EvA of Task_Main, (absolute|relative) autostart at 10, cycle 20, in ModeNormal \*\//,
    );
  });

  it('writes the same files the core generator answers, twice the same', async () => {
    const first = join(folder, 'out-a');
    const second = join(folder, 'out-b');
    await ecuc(['generate', goodOil, '--out', first]);
    await ecuc(['generate', goodOil, '-o', second]);
    for (const name of readdirSync(first))
      expect(readFileSync(join(second, name), 'utf8')).toBe(readFileSync(join(first, name), 'utf8'));
  });

  it('exits 1 with file:line:col: CODE message and writes nothing when the configuration has errors', async () => {
    const out = join(folder, 'out-clash');
    const run = await ecuc(['generate', clashingOil, '--out', out, '--lang', 'en_us']);
    expect(run.code).toBe(1);
    expect(existsSync(out)).toBe(false);
    const lines = run.stderr.trim().split('\n');
    const clash = lines.find((l) => l.includes('E_OsGen003'));
    // The task is defined on line 11 of the file.
    expect(clash).toMatch(
      new RegExp(`^${clashingOil.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:11:\\d+: E_OsGen003 `),
    );
    for (const line of lines) expect(line).toMatch(/^.+:\d+:\d+: [A-Za-z_0-9]+ /);
  });

  it('exits 1 for a file that configures no module with a generator (a DBC derives Com, not the Os)', async () => {
    const result = await ecuc(['generate', file('x.dbc', 'VERSION ""\n'), '--out', folder]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/x\.dbc:1:1: .*\(Os\)/);
  });

  it('exits 2 on usage errors', async () => {
    expect((await ecuc(['generate', goodOil])).code).toBe(2);
    expect((await ecuc(['generate', '--out', folder])).code).toBe(2);
    expect((await ecuc(['generate', join(folder, 'missing.oil'), '--out', folder])).code).toBe(2);
    expect((await ecuc(['generate', goodOil, '--out', folder, '--lang', 'fr'])).code).toBe(2);
    expect((await ecuc(['generate', goodOil, '--out', folder, '--bogus'])).code).toBe(2);
  });

  it('generates from the Os ECUC values of an ARXML file', async () => {
    const ref = (dest: string, def: string, value: string) =>
      `<ECUC-REFERENCE-VALUE><DEFINITION-REF DEST="ECUC-REFERENCE-DEF">/AUTOSAR/EcucDefs/Os/${def}</DEFINITION-REF><VALUE-REF DEST="${dest}">${value}</VALUE-REF></ECUC-REFERENCE-VALUE>`;
    const num = (def: string, value: string) =>
      `<ECUC-NUMERICAL-PARAM-VALUE><DEFINITION-REF DEST="ECUC-INTEGER-PARAM-DEF">/AUTOSAR/EcucDefs/Os/${def}</DEFINITION-REF><VALUE>${value}</VALUE></ECUC-NUMERICAL-PARAM-VALUE>`;
    const container = (name: string, def: string, body: string) =>
      `<ECUC-CONTAINER-VALUE><SHORT-NAME>${name}</SHORT-NAME><DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/AUTOSAR/EcucDefs/Os/${def}</DEFINITION-REF>${body}</ECUC-CONTAINER-VALUE>`;
    const arxml = `<?xml version="1.0" encoding="UTF-8"?>
<AUTOSAR xmlns="http://autosar.org/schema/r4.0">
<AR-PACKAGES><AR-PACKAGE><SHORT-NAME>Cfg</SHORT-NAME><ELEMENTS>
<ECUC-MODULE-CONFIGURATION-VALUES><SHORT-NAME>Os</SHORT-NAME>
<DEFINITION-REF DEST="ECUC-MODULE-DEF">/AUTOSAR/EcucDefs/Os</DEFINITION-REF>
<CONTAINERS>
${container('OsOS', 'OsOS', `<SUB-CONTAINERS>${container('OsHooks', 'OsOS/OsHooks', '')}</SUB-CONTAINERS>`)}
${container('ModeNormal', 'OsAppMode', '')}
${container('Task_A', 'OsTask', `<PARAMETER-VALUES>${num('OsTask/OsTaskPriority', '7')}${num('OsTask/OsTaskActivation', '2')}</PARAMETER-VALUES>`)}
${container('Task_B', 'OsTask', `<PARAMETER-VALUES>${num('OsTask/OsTaskPriority', '2')}</PARAMETER-VALUES><REFERENCE-VALUES>${ref('ECUC-CONTAINER-VALUE', 'OsTask/OsTaskResourceRef', '/Cfg/Os/Res_A')}</REFERENCE-VALUES>`)}
${container('Res_A', 'OsResource', '')}
</CONTAINERS>
</ECUC-MODULE-CONFIGURATION-VALUES>
</ELEMENTS></AR-PACKAGE></AR-PACKAGES>
</AUTOSAR>
`;
    const input = file('os.arxml', arxml);
    const out = join(folder, 'out-arxml');
    const run = await ecuc(['generate', input, '--out', out, '--lang', 'en_us']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const cfg = readFileSync(join(out, 'Os_Cfg.h'), 'utf8');
    expect(cfg).toMatch(/#define Task_A +\(\(TaskType\)0U\)/);
    expect(cfg).toMatch(/#define Task_B +\(\(TaskType\)1U\)/);
    expect(cfg).toMatch(
      /#define Res_A +\(\(ResourceType\)0U\) \/\* OsResource Res_A: STANDARD, ceiling 2 \*\//,
    );
    expect(readFileSync(join(out, 'Os_Cfg.c'), 'utf8')).toContain('.activationLimit = 2U,');
  });

  it('locates ARXML findings at the container element', async () => {
    const input = file(
      'bad.arxml',
      `<?xml version="1.0" encoding="UTF-8"?>
<AUTOSAR xmlns="http://autosar.org/schema/r4.0">
<AR-PACKAGES><AR-PACKAGE><SHORT-NAME>Cfg</SHORT-NAME><ELEMENTS>
<ECUC-MODULE-CONFIGURATION-VALUES><SHORT-NAME>Os</SHORT-NAME>
<DEFINITION-REF DEST="ECUC-MODULE-DEF">/AUTOSAR/EcucDefs/Os</DEFINITION-REF>
<CONTAINERS>
<ECUC-CONTAINER-VALUE><SHORT-NAME>OsOS</SHORT-NAME><DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/AUTOSAR/EcucDefs/Os/OsOS</DEFINITION-REF></ECUC-CONTAINER-VALUE>
<ECUC-CONTAINER-VALUE><SHORT-NAME>ModeNormal</SHORT-NAME><DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/AUTOSAR/EcucDefs/Os/OsAppMode</DEFINITION-REF></ECUC-CONTAINER-VALUE>
<ECUC-CONTAINER-VALUE><SHORT-NAME>Alarm_X</SHORT-NAME><DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/AUTOSAR/EcucDefs/Os/OsAlarm</DEFINITION-REF></ECUC-CONTAINER-VALUE>
</CONTAINERS>
</ECUC-MODULE-CONFIGURATION-VALUES>
</ELEMENTS></AR-PACKAGE></AR-PACKAGES>
</AUTOSAR>
`,
    );
    const out = join(folder, 'out-bad-arxml');
    const run = await ecuc(['generate', input, '--out', out, '--lang', 'en_us']);
    expect(run.code).toBe(1);
    expect(existsSync(out)).toBe(false);
    const alarmLines = run.stderr.split('\n').filter((l) => l.includes('Alarm_X'));
    expect(alarmLines.length).toBeGreaterThan(0);
    for (const line of alarmLines) expect(line.startsWith(`${input}:9:1: `)).toBe(true);
  });
});
