/**
 * What a BswM mode condition compares: the kind of its request port's source, and the value it compares
 * with. Shared by E_BswM0005 and the rule table.
 */
import type { ContainerValue } from '../../ecuc/store-types.js';
import type { ConfigurationReader } from '../../verify/types.js';
import { BSWM_PATHS } from './definition.js';

/** The chosen option of a choice container child of `owner` (its definition name), if any. */
export function chosenKind(
  reader: ConfigurationReader,
  owner: ContainerValue,
  choicePath: string,
): ContainerValue | undefined {
  const [choice] = reader.childrenOf(owner, choicePath);
  if (!choice) return undefined;
  return reader.childrenOf(choice)[0];
}

/** The name of a container's definition, e.g. `BswMComMIndication`. */
export const definitionName = (container: ContainerValue): string =>
  container.definitionPath.slice(container.definitionPath.lastIndexOf('/') + 1);

/** The port a mode condition reads and whether it is a mode or an event request port. */
export interface ConditionPort {
  port: ContainerValue;
  kind: 'mode' | 'event';
  /** The source option's container (`BswMComMIndication`...), when one is chosen. */
  source: ContainerValue | undefined;
}

export function conditionPort(
  reader: ConfigurationReader,
  condition: ContainerValue,
): ConditionPort | undefined {
  const id = condition.references.BswMConditionMode?.[0];
  const port = id ? reader.container(id) : undefined;
  if (!port) return undefined;
  if (port.definitionPath === BSWM_PATHS.modeRequestPort)
    return { port, kind: 'mode', source: chosenKind(reader, port, BSWM_PATHS.modeRequestSource) };
  if (port.definitionPath === BSWM_PATHS.eventRequestPort)
    return { port, kind: 'event', source: chosenKind(reader, port, BSWM_PATHS.eventRequestSource) };
  return undefined;
}

/** The value a condition compares with: a BSW mode (its text) or a mode declaration, if any. */
export interface ConditionValue {
  kind: 'BswMBswMode' | 'BswMModeDeclaration';
  container: ContainerValue;
  /** The mode as written: BswMBswRequestedMode, else the compu scale's text, else the mode declaration. */
  text: string | undefined;
}

export function conditionValue(
  reader: ConfigurationReader,
  condition: ContainerValue,
): ConditionValue | undefined {
  const value = chosenKind(reader, condition, BSWM_PATHS.conditionValue);
  if (!value) return undefined;
  if (definitionName(value) === 'BswMModeDeclaration') {
    const ref = value.references.BswMModeValueRef?.[0];
    return {
      kind: 'BswMModeDeclaration',
      container: value,
      text: ref ? ref.slice(ref.lastIndexOf('/') + 1) : undefined,
    };
  }
  const requested = reader.text(value, 'BswMBswRequestedMode');
  const [scale] = reader.childrenOf(value);
  const scaleText = scale ? reader.text(scale, 'BswMCompuConstText') : undefined;
  return { kind: 'BswMBswMode', container: value, text: requested ?? scaleText };
}
