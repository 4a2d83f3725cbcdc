/**
 * A small module that uses every kind the generic checks know, for the verification tests
 * (structure, container checks, structure checks, engine).
 */
import {
  booleanParam,
  choiceContainer,
  container,
  enumerationParam,
  floatParam,
  foreignReference,
  functionNameParam,
  integerParam,
  reference,
  stringParam,
} from '../ecuc/builders.js';
import type { ModuleDef } from '../ecuc/types.js';
import { ProjectFixture } from '../modules/project-fixture.js';
import type { VerifyResult, VerifyRow } from './types.js';

/** A small module that uses every kind the generic checks know. */
export const DEMO: ModuleDef = {
  name: 'Demo',
  moduleId: 9000,
  version: 1,
  containers: [
    container('DemoGeneral', {
      parameters: [
        integerParam('DemoCount', { min: '1', max: '10', default: '5' }),
        integerParam('DemoKey', { lower: 0, min: '0', max: '18446744073709551615' }),
        floatParam('DemoPeriod', { min: '0', max: '1', minOpen: true, default: '0.5' }),
        booleanParam('DemoEnabled', { default: false }),
        enumerationParam('DemoMode', ['DEMO_FAST', 'DEMO_SLOW'], { default: 'DEMO_FAST' }),
        stringParam('DemoTag', { lower: 0, maxLength: 4 }),
        stringParam('DemoHeader', { lower: 0, validators: [{ name: 'headerFileName' }] }),
        functionNameParam('DemoCallout', { lower: 0 }),
        stringParam('DemoRequired'),
      ],
    }),
    container('DemoChannel', {
      lower: 0,
      upper: 3,
      parameters: [integerParam('DemoChannelId', { min: '0', max: '255', default: '0' })],
      references: [
        reference('DemoPeerRef', '/Demo/DemoChannel', { lower: 0 }),
        reference('DemoGroupRefs', '/Demo/DemoChannel', { lower: 0, upper: 'infinite' }),
        reference('DemoGeneralRef', '/Demo/DemoGeneral', { lower: 0 }),
        foreignReference('DemoEcuRef', 'ECU-INSTANCE', { lower: 0 }),
      ],
      subContainers: [
        choiceContainer('DemoSource', [
          container('DemoDigital', {
            lower: 0,
            parameters: [booleanParam('DemoInvert', { default: false })],
          }),
          container('DemoAnalog', {
            lower: 0,
            references: [reference('DemoAnalogRef', '/Demo/DemoGeneral')],
          }),
        ]),
      ],
    }),
  ],
};

export function demoFixture(): ProjectFixture {
  const fixture = new ProjectFixture([DEMO]);
  fixture.set('/Demo/DemoGeneral', { DemoRequired: 'ok' });
  return fixture;
}

/** Rows as `code path param` lines. */
export function rowLines(rows: readonly VerifyRow[]): string[] {
  return rows.map((r) => `${r.code} ${r.path}${r.param ? ` ${r.param}` : ''}`);
}

/** Every row of a result (errors, then warnings) as `code path param` lines. */
export function codes(result: VerifyResult): string[] {
  return rowLines([...result.errList, ...result.warningList]);
}

/** A generic-check case: an edit of the consistent demo project and the rows it causes. */
export interface DemoCase {
  name: string;
  edit: (f: ProjectFixture) => void;
  expected: string[];
}
