/**
 * ECUC module definitions (a vendor's BSWMD): ECUC-MODULE-DEF with its container, parameter and
 * reference definitions (AUTOSAR 3: MODULE-DEF, PARAM-CONF-CONTAINER-DEF, INTEGER-PARAM-DEF...).
 */
import type {
  EcucConfigClass,
  EcucContainerDef,
  EcucContainerDefKind,
  EcucModuleDef,
  EcucParamDef,
  EcucParamDefKind,
  EcucReferenceDef,
  EcucReferenceDefKind,
} from '../model.js';
import { inPackage, objectKind, opens, under } from './frame.js';
import type { ArxmlDomain, LeafPattern, LeafTable } from './frame.js';

/** What every definition has (the model's common part of module, container, parameter and reference). */
interface Definition {
  shortName: string;
  path: string;
  desc: string | undefined;
  origin: string | undefined;
  lowerMultiplicity: number | undefined;
  upperMultiplicity: number | undefined;
  upperMultiplicityInfinite: boolean;
  configClasses: EcucConfigClass[];
}

function definition(): Definition {
  return {
    shortName: '',
    path: '',
    desc: undefined,
    origin: undefined,
    lowerMultiplicity: undefined,
    upperMultiplicity: undefined,
    upperMultiplicityInfinite: false,
    configClasses: [],
  };
}

const definitionLeaves: LeafTable<Definition> = {
  'LOWER-MULTIPLICITY': { number: 'lowerMultiplicity' },
  'UPPER-MULTIPLICITY': { number: 'upperMultiplicity' },
  'UPPER-MULTIPLICITY-INFINITE': { boolean: 'upperMultiplicityInfinite' },
  ORIGIN: { text: 'origin' },
  'CONFIG-CLASS': { keep: 'CONFIG-CLASS' },
  'CONFIG-VARIANT': { keep: 'CONFIG-VARIANT' },
};

const definitionPatterns: readonly LeafPattern<Definition>[] = [
  { prefix: 'L-', at: { parent: 'DESC' }, lines: 'desc' },
  {
    // ECUC-VALUE-, ECUC-MULTIPLICITY-, ECUC-IMPLEMENTATION-CONFIGURATION-CLASS: its CONFIG-CLASS and
    // CONFIG-VARIANT closed just before it.
    suffix: '-CONFIGURATION-CLASS',
    read: (d, _leaf, place) =>
      d.configClasses.push({
        scope: place.within('VALUE-CONFIG-CLASSES')
          ? 'value'
          : place.within('MULTIPLICITY-CONFIG-CLASSES')
            ? 'multiplicity'
            : 'implementation',
        configClass: place.take('CONFIG-CLASS'),
        configVariant: place.take('CONFIG-VARIANT'),
      }),
  },
];

const moduleDef = objectKind<EcucModuleDef>({
  create: (o) => ({
    ...definition(),
    postBuildVariantSupport: undefined,
    supportedConfigVariants: [],
    refinedModuleDefRef: undefined,
    apiServicePrefix: undefined,
    containers: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: {
    ...definitionLeaves,
    'POST-BUILD-VARIANT-SUPPORT': { boolean: 'postBuildVariantSupport' },
    'SUPPORTED-CONFIG-VARIANT': { texts: 'supportedConfigVariants' },
    'REFINED-MODULE-DEF-REF': { text: 'refinedModuleDefRef' },
    'API-SERVICE-PREFIX': { text: 'apiServicePrefix' },
  },
  patterns: definitionPatterns,
});

const containerDefKinds: Readonly<Record<string, EcucContainerDefKind>> = {
  'ECUC-PARAM-CONF-CONTAINER-DEF': 'param-conf',
  'PARAM-CONF-CONTAINER-DEF': 'param-conf',
  'ECUC-CHOICE-CONTAINER-DEF': 'choice',
  'CHOICE-CONTAINER-DEF': 'choice',
};

const containerDef = objectKind<EcucContainerDef, EcucContainerDefKind>({
  create: (o, kind) => ({
    ...definition(),
    kind,
    multipleConfigurationContainer: false,
    parameters: [],
    references: [],
    subContainers: [],
    choices: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: {
    ...definitionLeaves,
    'MULTIPLE-CONFIGURATION-CONTAINER': { boolean: 'multipleConfigurationContainer' },
  },
  patterns: definitionPatterns,
});

const paramDefKinds: Readonly<Record<string, EcucParamDefKind>> = {
  'ECUC-INTEGER-PARAM-DEF': 'integer',
  'ECUC-FLOAT-PARAM-DEF': 'float',
  'ECUC-BOOLEAN-PARAM-DEF': 'boolean',
  'ECUC-ENUMERATION-PARAM-DEF': 'enumeration',
  'ECUC-STRING-PARAM-DEF': 'string',
  'ECUC-FUNCTION-NAME-DEF': 'function-name',
  'ECUC-LINKER-SYMBOL-DEF': 'linker-symbol',
  'ECUC-ADD-INFO-PARAM-DEF': 'add-info',
  'ECUC-MULTILINE-STRING-PARAM-DEF': 'multiline-string',
  'INTEGER-PARAM-DEF': 'integer',
  'FLOAT-PARAM-DEF': 'float',
  'BOOLEAN-PARAM-DEF': 'boolean',
  'ENUMERATION-PARAM-DEF': 'enumeration',
  'STRING-PARAM-DEF': 'string',
  'FUNCTION-NAME-DEF': 'function-name',
  'LINKER-SYMBOL-DEF': 'linker-symbol',
};

const paramDef = objectKind<EcucParamDef, EcucParamDefKind>({
  create: (o, kind) => ({
    ...definition(),
    kind,
    defaultValue: undefined,
    min: undefined,
    max: undefined,
    minIntervalType: undefined,
    maxIntervalType: undefined,
    minLength: undefined,
    maxLength: undefined,
    regularExpression: undefined,
    symbolicNameValue: false,
    withAuto: false,
    literals: [],
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: {
    ...definitionLeaves,
    'DEFAULT-VALUE': { text: 'defaultValue' },
    MIN: { text: 'min', attributes: { 'INTERVAL-TYPE': 'minIntervalType' } },
    MAX: { text: 'max', attributes: { 'INTERVAL-TYPE': 'maxIntervalType' } },
    'MIN-LENGTH': { number: 'minLength' },
    'MAX-LENGTH': { number: 'maxLength' },
    'REGULAR-EXPRESSION': { text: 'regularExpression' },
    'SYMBOLIC-NAME-VALUE': { boolean: 'symbolicNameValue' },
    'WITH-AUTO': { boolean: 'withAuto' },
    'SHORT-NAME': {
      texts: 'literals',
      at: { parent: ['ECUC-ENUMERATION-LITERAL-DEF', 'ENUMERATION-LITERAL-DEF'] },
    },
  },
  patterns: definitionPatterns,
});

const referenceDefKinds: Readonly<Record<string, EcucReferenceDefKind>> = {
  'ECUC-REFERENCE-DEF': 'reference',
  'ECUC-CHOICE-REFERENCE-DEF': 'choice-reference',
  'ECUC-FOREIGN-REFERENCE-DEF': 'foreign-reference',
  'ECUC-SYMBOLIC-NAME-REFERENCE-DEF': 'symbolic-name-reference',
  'ECUC-INSTANCE-REFERENCE-DEF': 'instance-reference',
  'ECUC-URI-REFERENCE-DEF': 'uri-reference',
  'REFERENCE-PARAM-DEF': 'reference',
  'CHOICE-REFERENCE-PARAM-DEF': 'choice-reference',
  'FOREIGN-REFERENCE-PARAM-DEF': 'foreign-reference',
  'SYMBOLIC-NAME-REFERENCE-PARAM-DEF': 'symbolic-name-reference',
  'INSTANCE-REFERENCE-PARAM-DEF': 'instance-reference',
};

const referenceDef = objectKind<EcucReferenceDef, EcucReferenceDefKind>({
  create: (o, kind) => ({
    ...definition(),
    kind,
    destinationRefs: [],
    destinationType: undefined,
    destinationContext: undefined,
    line: o.element.line,
    col: o.element.col,
  }),
  identity: 'path',
  leaves: {
    ...definitionLeaves,
    // Destinations are definitions in other files (the AUTOSAR standard ones): not resolved here.
    'DESTINATION-REF': { texts: 'destinationRefs' },
    'DESTINATION-TYPE': { text: 'destinationType' },
    'DESTINATION-CONTEXT': { words: 'destinationContext' },
  },
  patterns: definitionPatterns,
});

export const ecucDefinitionsDomain: ArxmlDomain = {
  name: 'ECUC definitions',
  openings: [
    opens(
      moduleDef,
      ['ECUC-MODULE-DEF', 'MODULE-DEF'],
      inPackage((doc) => doc.ecucDefinitions),
    ),
    opens(
      containerDef,
      containerDefKinds,
      under(moduleDef, (module) => module.containers),
      under(containerDef, (parent, o) =>
        o.parentName === 'CHOICES' ? parent.choices : parent.subContainers,
      ),
    ),
    opens(
      paramDef,
      paramDefKinds,
      under(containerDef, (container) => container.parameters),
    ),
    opens(
      referenceDef,
      referenceDefKinds,
      under(containerDef, (container) => container.references),
    ),
  ],
};
