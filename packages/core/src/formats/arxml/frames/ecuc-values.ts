/**
 * ECUC configuration values: ECUC-MODULE-CONFIGURATION-VALUES with its containers, parameter and
 * reference values (AUTOSAR 3: MODULE-CONFIGURATION, CONTAINER, INTEGER-VALUE...), read into the R4 model.
 */
import type {
  EcucContainerValue,
  EcucModuleValues,
  EcucParameterValue,
  EcucParameterValueKind,
  EcucReferenceValue,
  EcucReferenceValueKind,
} from '../model.js';
import { inPackage, objectKind, opens, under } from './frame.js';
import type { ArxmlDomain, FrameOpening, LeafTable } from './frame.js';

const moduleValues = objectKind<EcucModuleValues>({
  create: (o) => ({
    shortName: '',
    packagePath: o.element.path,
    definitionRef: '',
    implementationConfigVariant: undefined,
    containers: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'shortName',
  leaves: {
    'DEFINITION-REF': { text: 'definitionRef', at: 'direct' },
    'IMPLEMENTATION-CONFIG-VARIANT': { text: 'implementationConfigVariant', at: 'direct' },
  },
});

const containerValue = objectKind<EcucContainerValue>({
  create: (o) => ({
    shortName: '',
    definitionRef: '',
    definitionDest: '',
    parameters: [],
    references: [],
    subContainers: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'shortName',
  leaves: {
    'DEFINITION-REF': { definition: 'definitionRef', dest: 'definitionDest', at: 'direct' },
  },
});

const parameterValueKinds: Readonly<Record<string, EcucParameterValueKind>> = {
  'ECUC-NUMERICAL-PARAM-VALUE': 'numerical',
  'ECUC-TEXTUAL-PARAM-VALUE': 'textual',
  'INTEGER-VALUE': 'numerical',
  'FLOAT-VALUE': 'numerical',
  'BOOLEAN-VALUE': 'numerical',
  'ENUMERATION-VALUE': 'textual',
  'STRING-VALUE': 'textual',
  'FUNCTION-NAME-VALUE': 'textual',
  'LINKER-SYMBOL-VALUE': 'textual',
};

const parameterDefinition: LeafTable<EcucParameterValue> = {
  'DEFINITION-REF': { definition: 'definitionRef', dest: 'definitionDest', at: 'direct' },
};

const createParameter = (o: FrameOpening, kind: EcucParameterValueKind) => ({
  kind,
  definitionRef: '',
  definitionDest: '',
  value: '',
  line: o.element.line,
  col: o.element.col,
});

const parameterValue = objectKind<EcucParameterValue, EcucParameterValueKind>({
  create: createParameter,
  leaves: { ...parameterDefinition, VALUE: { text: 'value', at: 'direct' } },
});

/** ECUC-ADD-INFO-PARAM-VALUE: the VALUE holds formatted text; its paragraphs become lines. */
const addInfoValue = objectKind<EcucParameterValue, EcucParameterValueKind>({
  create: createParameter,
  leaves: parameterDefinition,
  patterns: [{ lines: 'value', skipEmpty: true, at: { within: 'VALUE' } }],
});

const referenceValueKinds: Readonly<Record<string, EcucReferenceValueKind>> = {
  'ECUC-REFERENCE-VALUE': 'reference',
  'REFERENCE-VALUE': 'reference',
  'ECUC-INSTANCE-REFERENCE-VALUE': 'instance-reference',
  'INSTANCE-REFERENCE-VALUE': 'instance-reference',
};

const referenceValue = objectKind<EcucReferenceValue, EcucReferenceValueKind>({
  create: (o, kind) => ({
    kind,
    definitionRef: '',
    definitionDest: '',
    valueRef: '',
    valueDest: '',
    contextRefs: [],
    line: o.element.line,
    col: o.element.col,
  }),
  leaves: {
    'DEFINITION-REF': { definition: 'definitionRef', dest: 'definitionDest', at: 'direct' },
    'VALUE-REF': { reference: 'valueRef', dest: 'valueDest', at: 'direct' },
  },
  patterns: [
    // An instance reference: TARGET-REF (AUTOSAR 3 and R4) and the context refs, outermost first.
    {
      prefix: 'TARGET',
      suffix: '-REF',
      reference: 'valueRef',
      dest: 'valueDest',
      at: { within: 'VALUE-IREF' },
    },
    {
      suffix: '-REF',
      at: { within: 'VALUE-IREF' },
      read: (reference, leaf, place) =>
        reference.contextRefs.push({ ref: place.reference(leaf), dest: leaf.attributes['DEST'] ?? '' }),
    },
  ],
});

export const ecucValuesDomain: ArxmlDomain = {
  name: 'ECUC values',
  openings: [
    opens(
      moduleValues,
      ['ECUC-MODULE-CONFIGURATION-VALUES', 'MODULE-CONFIGURATION'],
      inPackage((doc) => doc.ecucValues),
    ),
    opens(
      containerValue,
      ['ECUC-CONTAINER-VALUE', 'CONTAINER'],
      under(moduleValues, (module) => module.containers),
      under(containerValue, (container) => container.subContainers),
    ),
    opens(
      parameterValue,
      parameterValueKinds,
      under(containerValue, (container) => container.parameters),
    ),
    opens(
      addInfoValue,
      { 'ECUC-ADD-INFO-PARAM-VALUE': 'add-info' },
      under(containerValue, (container) => container.parameters),
    ),
    opens(
      referenceValue,
      referenceValueKinds,
      under(containerValue, (container) => container.references),
    ),
  ],
};
