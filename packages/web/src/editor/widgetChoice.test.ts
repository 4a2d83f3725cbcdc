import { describe, expect, it } from 'vitest';
import {
  addInfoParam,
  booleanParam,
  choiceReference,
  enumerationParam,
  floatParam,
  foreignReference,
  functionNameParam,
  instanceReference,
  integerParam,
  linkerSymbolParam,
  multilineStringParam,
  reference,
  stringParam,
  symbolicNameReference,
} from '@ecuc/core/ecuc';
import {
  BUILT_IN_ACCEPTS,
  BUILT_IN_WIDGETS,
  defaultWidgetOf,
  widgetOf,
  type EditableDef,
  type WidgetSpec,
} from './widgetChoice.js';

const many = { upper: 'infinite' as const };
const definitions: [string, EditableDef, string][] = [
  ['integer', integerParam('Length', { min: '1', max: '65535' }), 'text'],
  ['integer list', integerParam('Ids', many), 'tags'],
  ['float', floatParam('Period'), 'text'],
  ['boolean', booleanParam('Flag'), 'switch'],
  ['enumeration', enumerationParam('Kind', ['A', 'B']), 'select'],
  ['enumeration list', enumerationParam('Kinds', ['A', 'B'], { upper: 3 }), 'multiSelect'],
  ['string', stringParam('Header'), 'text'],
  ['function name', functionNameParam('Callback'), 'text'],
  ['linker symbol', linkerSymbolParam('Symbol'), 'text'],
  ['additional info', addInfoParam('Info'), 'text'],
  ['multiline string', multilineStringParam('Notes'), 'textarea'],
  ['multiline string list', multilineStringParam('Lines', many), 'tags'],
  ['reference', reference('Partition', '/EcuC/EcucPartitionCollection/EcucPartition'), 'targetSelect'],
  ['reference list', reference('Events', '/Os/OsEvent', many), 'targetMultiSelect'],
  ['choice reference', choiceReference('Target', ['/A/B', '/A/C']), 'targetSelect'],
  ['symbolic name reference', symbolicNameReference('Pdu', '/EcuC/EcucPduCollection/Pdu'), 'targetSelect'],
  ['foreign reference', foreignReference('Ecu', 'ECU-INSTANCE'), 'path'],
  ['foreign reference list', foreignReference('Ecus', 'ECU-INSTANCE', many), 'paths'],
  ['instance reference', instanceReference('Port', 'P-PORT-PROTOTYPE', 'SW-COMPONENT-PROTOTYPE'), 'path'],
];

/** The built-ins as the choice sees them, plus a module's bit-position picker for integers. */
const registry = new Map<string, WidgetSpec>([
  ...BUILT_IN_WIDGETS.map((name) => [name, { name, accepts: BUILT_IN_ACCEPTS[name] }] as const),
  ['bitPosition', { name: 'bitPosition', accepts: (def: EditableDef) => def.kind === 'integer' }],
]);

describe('defaultWidgetOf', () => {
  it.each(definitions)('%s', (_name, def, expected) => {
    expect(defaultWidgetOf(def)).toBe(expected);
  });

  it.each(definitions)('the default control of %s accepts it', (_name, def) => {
    expect(BUILT_IN_ACCEPTS[defaultWidgetOf(def)](def)).toBe(true);
  });
});

describe('widgetOf', () => {
  const bit = integerParam('ComBitPosition', { min: '0', max: '4095' });
  it.each([
    ['no hint: the kind’s control', bit, undefined, 'text'],
    ['a hint without a widget', bit, { unit: 'bit' }, 'text'],
    ['a registered widget that fits', bit, { widget: 'bitPosition' }, 'bitPosition'],
    [
      'a registered widget that does not fit the kind',
      booleanParam('Flag'),
      { widget: 'bitPosition' },
      'switch',
    ],
    ['an unknown widget', bit, { widget: 'dbcSignal' }, 'text'],
    ['a built-in chosen over the default', multilineStringParam('Notes'), { widget: 'text' }, 'text'],
    ['a built-in that does not fit', stringParam('Name'), { widget: 'switch' }, 'text'],
    ['a path widget on a container reference', reference('R', '/A/B'), { widget: 'path' }, 'targetSelect'],
  ] as const)('%s', (_name, def, hint, expected) => {
    expect(widgetOf(def, hint, registry)).toBe(expected);
  });
});
