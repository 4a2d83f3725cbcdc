import { describe, it, expect } from 'vitest';
import type { SourceFileSystem } from '../adapter.js';
import { formatDiagnostic, type Diagnostic } from '../diagnostic.js';
import { oilFormat, readOilText, summarizeOil, writeOil, type OilFile } from './index.js';

function memoryFileSystem(files: Record<string, string>): SourceFileSystem {
  return { read: (path) => (path in files ? new TextEncoder().encode(files[path]) : undefined) };
}
const read = (text: string, file = 'app.oil', fileSystem?: SourceFileSystem, includeDirs?: string[]) =>
  readOilText(
    text,
    file,
    { ...(fileSystem ? { fileSystem } : {}), ...(includeDirs ? { includeDirs } : {}) },
    { language: 'en_us' },
  );
const errors = (ds: readonly Diagnostic[]) => ds.filter((d) => d.severity === 'error');
const codes = (ds: readonly Diagnostic[]) => ds.map((d) => d.code);

const IMPLEMENTATION = `
IMPLEMENTATION demo {
  OS { ENUM [STANDARD, EXTENDED] STATUS; BOOLEAN STARTUPHOOK = FALSE; };
  APPMODE [] { };
  TASK [] {
    UINT32 [1..255] PRIORITY;
    UINT32 ACTIVATION = 1 : "pending activations";
    ENUM [NON, FULL] SCHEDULE;
    BOOLEAN [ TRUE { APPMODE_TYPE APPMODE[]; }, FALSE ] AUTOSTART = FALSE;
    EVENT_TYPE EVENT[];
    STRING WITH_AUTO STACK = AUTO;
  };
  EVENT [] { UINT64 WITH_AUTO MASK; };
  COUNTER [] { UINT32 MAXALLOWEDVALUE; INT32 [-5..5] DRIFT = 0; FLOAT [0.5..2.0] SCALE = 1.0; };
  ALARM [] {
    COUNTER_TYPE COUNTER;
    ENUM [ ACTIVATETASK { TASK_TYPE TASK; }, SETEVENT { TASK_TYPE TASK; EVENT_TYPE EVENT; } ] ACTION;
  };
  SCHEDULETABLE [] {
    STRUCT { UINT32 OFFSET; TASK_TYPE TASK[]; } EXPIRY_POINT[];
  };
};`;

const APPLICATION = `OIL_VERSION = "2.5" : "demo";
${IMPLEMENTATION}
CPU demo_cpu {
  OS os { STATUS = EXTENDED; STARTUPHOOK = TRUE; };
  APPMODE std { };
  TASK t1 {
    PRIORITY = 0x10;
    SCHEDULE = FULL;
    AUTOSTART = TRUE { APPMODE = std; };
    EVENT = ev1;
    EVENT = ev2;
  } : "first task";
  EVENT ev1 { MASK = AUTO; };
  EVENT ev2 { MASK = 0x2; };
  COUNTER c1 { MAXALLOWEDVALUE = 65535; DRIFT = -5; SCALE = 1.5; };
  ALARM a1 { COUNTER = c1; ACTION = SETEVENT { TASK = t1; EVENT = ev1; }; };
  SCHEDULETABLE st1 { EXPIRY_POINT ep1 { OFFSET = 2; TASK = t1; }; EXPIRY_POINT ep2 { OFFSET = 4; }; };
  TASK t1 { ACTIVATION = 2; };
};`;

describe('OIL reader: grammar', () => {
  it('reads implementation and application with every value form', () => {
    const { model, diagnostics } = read(APPLICATION);
    expect(errors(diagnostics).map(formatDiagnostic)).toEqual([]);
    const file = model as OilFile;
    expect(file.oilVersion).toBe('2.5');
    expect(file.oilVersionDescription).toBe('demo');
    const task = file.implementation.objectTypes.TASK;
    expect(task?.multiple).toBe(true);
    expect(task?.attributes.PRIORITY?.range).toMatchObject({
      kind: 'interval',
      min: { value: 1 },
      max: { value: 255 },
    });
    expect(task?.attributes.ACTIVATION?.description).toBe('pending activations');
    expect(task?.attributes.AUTOSTART?.trueAttributes?.APPMODE).toMatchObject({
      type: 'REFERENCE',
      referenceTo: 'APPMODE',
      multiple: true,
    });
    expect(task?.attributes.STACK).toMatchObject({ withAuto: true, default: { kind: 'auto' } });
    const t1 = file.application?.objects.TASK?.t1;
    expect(t1?.definitions).toHaveLength(2);
    expect(t1?.description).toBe('first task');
    expect(t1?.attributes.map((a) => a.name)).toEqual([
      'PRIORITY',
      'SCHEDULE',
      'AUTOSTART',
      'EVENT',
      'EVENT',
      'ACTIVATION',
    ]);
    expect(t1?.attributes[0]).toMatchObject({
      value: { kind: 'integer', text: '0x10', value: 16 },
      position: { file: 'app.oil', line: 28, col: 5 },
    });
    expect(t1?.attributes[2]?.value).toMatchObject({
      kind: 'boolean',
      value: true,
      attributes: [{ name: 'APPMODE', value: { kind: 'identifier', value: 'std' } }],
    });
    expect(file.application?.objects.COUNTER?.c1?.attributes[1]?.value).toMatchObject({
      kind: 'integer',
      value: -5,
    });
    expect(file.application?.objects.SCHEDULETABLE?.st1?.attributes[0]?.value).toMatchObject({
      kind: 'struct',
      name: 'ep1',
    });
    expect(summarizeOil(file)).toEqual({
      tasks: 1,
      isrs: 0,
      alarms: 1,
      counters: 1,
      events: 2,
      resources: 0,
      appmodes: 1,
      scheduletables: 1,
    });
  });

  it('writes canonical OIL that reads back to the same model', () => {
    const first = read(APPLICATION).model as OilFile;
    const text = writeOil(first);
    expect(text).toContain('IMPLEMENTATION demo {');
    expect(text).toContain('    UINT32 [1..255] PRIORITY;');
    expect(text).toContain('    AUTOSTART = TRUE {\n      APPMODE = std;\n    };');
    const again = read(text, 'written.oil');
    expect(errors(again.diagnostics)).toEqual([]);
    expect(writeOil(again.model as OilFile)).toBe(text);
    expect(oilFormat.summarize(again.model as OilFile)).toEqual(oilFormat.summarize(first));
  });

  it('escapes strings and joins descriptions', () => {
    const { model } = read('OIL_VERSION = "2.5" : "a" "b";\nCPU c { OS o { S = "q\\"uote\\\\ \\n"; }; };');
    expect(model?.oilVersionDescription).toBe('a b');
    const value = model?.application?.objects.OS?.o?.attributes[0]?.value;
    expect(value).toEqual({ kind: 'string', value: 'q"uote\\ \n' });
    const written = writeOil(model as OilFile);
    expect(written).toContain('S = "q\\"uote\\\\ \\n";');
  });
});

describe('OIL reader: includes', () => {
  it('follows "x" relative to the including file and <x> through the include folders, then beside the file', () => {
    const fileSystem = memoryFileSystem({
      'app/impl/tasks.oil': 'TASK [] {\n  #include "prio.oil"\n};',
      'app/impl/prio.oil': 'UINT32 [1..3] PRIORITY;',
      'lib/arch.oil': 'IMPLEMENTATION arch {\n#include "../app/impl/tasks.oil"\n};',
      'app/arch.oil': 'this file is shadowed by lib/arch.oil',
      'app/local.oil': 'CPU more { TASK t2 { PRIORITY = 9; }; };',
    });
    const { model, diagnostics } = read(
      'OIL_VERSION = "2.5";\n#include <arch.oil>\n#include <local.oil>\nCPU c { TASK t1 { PRIORITY = 2; }; };',
      'app/main.oil',
      fileSystem,
      ['lib'],
    );
    expect(model?.includedFiles).toEqual([
      'lib/arch.oil',
      'app/impl/tasks.oil',
      'app/impl/prio.oil',
      'app/local.oil',
    ]);
    expect(model?.implementation.objectTypes.TASK?.attributes.PRIORITY?.position).toEqual({
      file: 'app/impl/prio.oil',
      line: 1,
      col: 15,
    });
    // The error names the real file and line of the value, inside the included file.
    expect(errors(diagnostics).map(formatDiagnostic)).toEqual([
      'app/local.oil:1:33: PRIORITY = 9 is outside [1..3]',
    ]);
  });

  it('skips a missing #includeifexists and warns of a missing #include where it is written', () => {
    const { diagnostics } = read(
      'OIL_VERSION = "2.5";\n#includeifexists <none.oil>\n  #include "gone.oil"\n',
      'm.oil',
      memoryFileSystem({}),
    );
    expect(errors(diagnostics)).toEqual([]);
    expect(diagnostics.filter((d) => d.code === 'OIL_INCLUDE_NOT_FOUND').map(formatDiagnostic)).toEqual([
      'm.oil:3:12: cannot find the included file gone.oil',
    ]);
  });

  it('stops include cycles and reports them', () => {
    const fileSystem = memoryFileSystem({ 'a.oil': '#include "b.oil"', 'b.oil': '#include "a.oil"' });
    const { diagnostics } = read('#include "a.oil"', 'root.oil', fileSystem);
    expect(codes(diagnostics)).toContain('OIL_INCLUDE_CYCLE');
  });

  it('takes includes inside ENUM value lists', () => {
    const fileSystem = memoryFileSystem({ 'values.oil': 'A { UINT32 X; }, B' });
    const { model, diagnostics } = read(
      'OIL_VERSION = "2.5"; IMPLEMENTATION i { OS { ENUM [ #include "values.oil" , C ] E; }; };',
      'r.oil',
      fileSystem,
    );
    expect(errors(diagnostics)).toEqual([]);
    expect(model?.implementation.objectTypes.OS?.attributes.E?.enumerators?.map((e) => e.name)).toEqual([
      'A',
      'B',
      'C',
    ]);
  });
});

describe('OIL reader: checks against the implementation part', () => {
  const check = (cpu: string) => read(`OIL_VERSION = "2.5";\n${IMPLEMENTATION}\nCPU c {\n${cpu}\n};`);

  it.each([
    ['TASK t { PRIORITY = 300; };', 'OIL_OUT_OF_RANGE'],
    ['TASK t { PRIORITY = "high"; };', 'OIL_TYPE_MISMATCH'],
    ['TASK t { SCHEDULE = SOMETIMES; };', 'OIL_ENUM_VALUE'],
    ['TASK t { PRIORITY = AUTO; };', 'OIL_AUTO_NOT_ALLOWED'],
    ['TASK t { EVENT = nothing; };', 'OIL_UNKNOWN_REFERENCE'],
    ['TASK t { }; COUNTER t2 { }; ALARM a { COUNTER = t; };', 'OIL_WRONG_REFERENCE_TYPE'],
    ['TASK t { PRIORITY = 1; PRIORITY = 2; };', 'OIL_DUPLICATE_ATTRIBUTE'],
    ['TASK t { PRIORITY = 1; }; TASK t { PRIORITY = 2; };', 'OIL_CONFLICTING_DEFINITION'],
    ['COUNTER k { DRIFT = 6; };', 'OIL_OUT_OF_RANGE'],
    ['COUNTER k { SCALE = 2.5; };', 'OIL_OUT_OF_RANGE'],
    ['COUNTER k { MAXALLOWEDVALUE = 4294967296; };', 'OIL_OUT_OF_RANGE'],
    ['ALARM a { ACTION = ACTIVATETASK { TASK = nobody; }; };', 'OIL_UNKNOWN_REFERENCE'],
    ['SCHEDULETABLE s { EXPIRY_POINT e { OFFSET = 1; OFFSET = 2; }; };', 'OIL_DUPLICATE_ATTRIBUTE'],
    ['APPMODE std { }; TASK t { AUTOSTART = FALSE { APPMODE = std; }; };', 'OIL_NO_SUB_ATTRIBUTES'],
  ])('%s → %s', (cpu, code) => {
    const found = errors(check(cpu).diagnostics);
    expect(codes(found)).toContain(code);
    for (const d of found) expect(d.file).toBe('app.oil');
  });

  it('accepts the same attribute restated in a split definition', () => {
    expect(
      errors(check('TASK t { PRIORITY = 1; }; TASK t { PRIORITY = 1; SCHEDULE = NON; };').diagnostics),
    ).toEqual([]);
  });

  it('warns, once per place, about attributes and object types the implementation part does not declare', () => {
    const { diagnostics } = check(
      'TASK a { STACKSIZE = 1; }; TASK b { STACKSIZE = 2; }; GADGET g { X = 1; };',
    );
    expect(errors(diagnostics)).toEqual([]);
    expect(diagnostics.filter((d) => d.code === 'OIL_UNDECLARED_ATTRIBUTE')).toHaveLength(1);
    expect(diagnostics.filter((d) => d.code === 'OIL_UNDECLARED_OBJECT_TYPE').map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^app\.oil:\d+:62: the object type GADGET is not declared/),
    ]);
  });

  it('falls back on the OIL standard for undeclared standard attributes, as warnings', () => {
    const { diagnostics } = read(
      'OIL_VERSION = "2.5";\nCPU c { TASK t { SCHEDULE = SOMETIMES; PRIORITY = 1; PRIORITY = 2; }; };',
    );
    expect(errors(diagnostics)).toEqual([]);
    expect(codes(diagnostics)).toEqual(expect.arrayContaining(['OIL_ENUM_VALUE', 'OIL_DUPLICATE_ATTRIBUTE']));
  });

  describe('the implementation part refines the standard one', () => {
    /** An implementation part that narrows standard ENUMs, as goil's negative tests do. */
    const NARROW = `IMPLEMENTATION narrow {
  OS { ENUM [EXTENDED] STATUS; };
  TASK { UINT32 [1..10] PRIORITY; };
  ALARM { ENUM [ACTIVATETASK { TASK_TYPE TASK; }] ACTION; };
  SCHEDULETABLE { STRUCT { UINT32 OFFSET; ENUM [ACTIVATETASK { TASK_TYPE TASK; }] ACTION[]; } EXPIRY_POINT[]; };
};`;
    const narrow = (cpu: string) =>
      read(`OIL_VERSION = "2.5";\n${NARROW}\nCPU c {\n  TASK t { EVENT = e; };\n  EVENT e { };\n${cpu}\n};`);

    it.each([
      ['OS o { STATUS = STANDARD; };', 'OIL_ENUM_VALUE_STANDARD', 'warning'],
      ['OS o { STATUS = VERBOSE; };', 'OIL_ENUM_VALUE', 'error'],
      ['ALARM a { ACTION = SETEVENT { TASK = t; EVENT = e; }; };', 'OIL_ENUM_VALUE_STANDARD', 'warning'],
      ['ALARM a { ACTION = CALLBACK { }; };', 'OIL_ENUM_VALUE', 'error'],
      [
        'SCHEDULETABLE s { EXPIRY_POINT p { OFFSET = 0; ACTION = SETEVENT { TASK = t; EVENT = e; }; }; };',
        'OIL_ENUM_VALUE_STANDARD',
        'warning',
      ],
      [
        'SCHEDULETABLE s { EXPIRY_POINT p { OFFSET = 0; ACTION = ALARMCALLBACK { }; }; };',
        'OIL_ENUM_VALUE',
        'error',
      ],
    ])('%s → %s (%s)', (cpu, code, severity) => {
      const { diagnostics } = narrow(cpu);
      const line = 5 + NARROW.split('\n').length;
      expect(diagnostics.filter((d) => d.code.startsWith('OIL_ENUM_VALUE')).map(formatDiagnostic)).toEqual([
        expect.stringMatching(new RegExp(`^app\\.oil:${line}:\\d+: `)),
      ]);
      const found = diagnostics.find((d) => d.code === code);
      expect(found?.severity).toBe(severity);
      expect(codes(errors(diagnostics))).toEqual(severity === 'error' ? [code] : []);
    });

    it('says the standard value is taken, in both languages', () => {
      const text = `OIL_VERSION = "2.5";\n${NARROW}\nCPU c { OS o { STATUS = STANDARD; }; };`;
      const en = readOilText(text, 'app.oil', {}, { language: 'en_us' }).diagnostics;
      const zh = readOilText(text, 'app.oil', {}, { language: 'zh_cn' }).diagnostics;
      expect(en.map((d) => d.message)).toEqual([
        'STANDARD is not listed for STATUS in the IMPLEMENTATION part (which lists: EXTENDED); it is taken as the OIL standard defines it',
      ]);
      expect(zh.map((d) => d.message)).toEqual([
        'IMPLEMENTATION 部分未列出 STATUS 的取值 STANDARD(只列出:EXTENDED),按 OIL 标准的定义接受',
      ]);
    });

    it('checks the sub-attributes of a standard value against the standard', () => {
      const { diagnostics } = narrow('ALARM a { ACTION = SETEVENT { TASK = t; EVENT = nothing; }; };');
      expect(codes(errors(diagnostics))).toEqual([]);
      expect(codes(diagnostics)).toEqual(['OIL_ENUM_VALUE_STANDARD', 'OIL_UNKNOWN_REFERENCE']);
    });

    it('takes several objects of a type the standard makes multiple', () => {
      const { diagnostics } = narrow('TASK u { PRIORITY = 2; };');
      expect(diagnostics).toEqual([]);
    });
  });

  it('refuses a refinement that widens an ENUM or changes a type', () => {
    const { diagnostics } = read(
      'OIL_VERSION = "2.5"; IMPLEMENTATION a { OS { ENUM [X] E; UINT32 N; }; }; IMPLEMENTATION b { OS { ENUM [X, Y] E; STRING N; }; };',
    );
    expect(codes(errors(diagnostics))).toEqual([
      'OIL_IMPLEMENTATION_CONFLICT',
      'OIL_IMPLEMENTATION_CONFLICT',
    ]);
  });

  it('speaks Chinese unless told otherwise', () => {
    const { diagnostics } = readOilText('OIL_VERSION = "2.5"; CPU c { TASK t { PRIORITY = ; }; };');
    expect(diagnostics[0]?.message).toMatch(/此处应为/);
  });
});

describe('OIL reader: broken input', () => {
  it.each([
    ['unterminated string', 'OIL_VERSION = "2.5;\nCPU c { };', 'OIL_UNTERMINATED_STRING', 1],
    [
      'unterminated comment',
      'OIL_VERSION = "2.5";\n/* never closed\nCPU c { };',
      'OIL_UNTERMINATED_COMMENT',
      2,
    ],
    ['garbage', 'OIL_VERSION = "2.5";\n@@@ ??? CPU c { };', 'OIL_BAD_CHARACTER', 2],
    ['missing value', 'OIL_VERSION = "2.5";\nCPU c {\n  TASK t { PRIORITY = ; };\n};', 'OIL_SYNTAX', 3],
    ['truncated', 'OIL_VERSION = "2.5";\nCPU c {\n  TASK t { PRIORITY = 1', 'OIL_SYNTAX', 3],
    [
      'huge number',
      'OIL_VERSION = "2.5";\nCPU c { TASK t { PRIORITY = 999999999999999999999999; }; };',
      'OIL_NUMBER',
      2,
    ],
    ['bad escape', 'OIL_VERSION = "2.5";\nCPU c { OS o { S = "\\q"; }; };', 'OIL_BAD_ESCAPE', 2],
    ['unknown directive', '#define X\nOIL_VERSION = "2.5";', 'OIL_UNKNOWN_DIRECTIVE', 1],
  ])('%s ends in a located error', (_name, text, code, line) => {
    const { diagnostics } = read(text);
    const found = diagnostics.find((d) => d.code === code);
    expect(found, diagnostics.map(formatDiagnostic).join('\n')).toBeDefined();
    expect(found?.line).toBe(line);
    expect(found?.severity).toBe('error');
  });

  it('goes on after a syntax error and still reads the rest', () => {
    const { model, diagnostics } = read(
      'OIL_VERSION = "2.5";\nCPU c {\n  TASK t1 { PRIORITY = = 1; };\n  TASK t2 { PRIORITY = 2; };\n};',
    );
    expect(errors(diagnostics)).toHaveLength(1);
    expect(model?.application?.objects.TASK?.t2).toBeDefined();
  });

  it('refuses nesting beyond the limit without exhausting the stack', () => {
    const depth = 20000;
    const text = `OIL_VERSION = "2.5"; CPU c { OS o { ${'A = B { '.repeat(depth)}${'}; '.repeat(depth)} }; };`;
    const { diagnostics } = read(text);
    expect(codes(diagnostics)).toContain('OIL_NESTING');
  });

  it('caps the number of findings', () => {
    const { diagnostics } = read('}'.repeat(5000));
    expect(diagnostics.length).toBeLessThanOrEqual(501);
    expect(diagnostics.at(-1)?.code).toBe('OIL_TOO_MANY_DIAGNOSTICS');
  });

  it('reads binary noise without throwing', () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    const result = oilFormat.read({ file: 'noise.oil', bytes });
    expect(result.diagnostics.length).toBeGreaterThan(0);
  });
});
