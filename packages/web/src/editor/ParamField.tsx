import { Form } from 'antd';
import type { FormRule } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONTAINER_REFERENCE_KINDS,
  referenceDestinations,
  type ContainerValue,
  type DefinitionUiHint,
  type ParamDef,
  type ReferenceDef,
} from '@ecuc/core/ecuc';
import { checkRule } from '../forms/validatorRule.js';
import { checkParamInput, triggerOfParam } from './fieldRules.js';
import { widgetFor } from './widgets.js';
import { currentProjectId, snapshotQuery } from '../verification/projectSnapshot.js';
import { containersOfDefinition } from './snapshotIndex.js';
import type { FieldFinding } from './fieldFindings.js';

interface FieldLabels {
  label: string;
  /** Shown under the field: definition name, unit, range. */
  extra?: string;
}

/** Under a field: its definition facts, then the live findings of module rules about it. */
function FieldExtra({
  text,
  findings,
  field,
}: {
  text: string;
  findings: readonly FieldFinding[];
  field: string;
}) {
  if (findings.length === 0) return <>{text}</>;
  return (
    <>
      {text}
      {findings.map((finding) => (
        <div
          key={`${finding.code}:${finding.message}`}
          className={`container-dialog__finding container-dialog__finding--${finding.type}`}
          data-testid={`finding-${field}`}
        >
          {finding.code} {finding.message}
        </div>
      ))}
    </>
  );
}

function rangeText(param: ParamDef): string | undefined {
  if (param.kind !== 'integer' && param.kind !== 'float') return undefined;
  if (param.min === undefined && param.max === undefined) return undefined;
  return `${param.min ?? '-INF'} … ${param.max ?? 'INF'}`;
}

/** One parameter as a typed antd form item (its control from the widget registry), with the definition's checks on blur (selects on change). */
export function ParamField({
  param,
  labels,
  hint,
  findings = [],
}: {
  param: ParamDef;
  labels: FieldLabels;
  /** The module's UI hint of the parameter (its `widget` override). */
  hint?: DefinitionUiHint | undefined;
  /** Live findings of module rules about this parameter (shown under it). */
  findings?: readonly FieldFinding[];
}) {
  const { t } = useTranslation();
  const widget = widgetFor(param, hint);
  const rules: FormRule[] = [
    {
      ...(checkRule((value) => checkParamInput(param, value), t) as object),
      validateTrigger: triggerOfParam(param),
    },
  ];
  const range = rangeText(param);
  const extra = [param.name, range, labels.extra].filter(Boolean).join(' · ');
  return (
    <Form.Item
      name={['values', param.name]}
      label={labels.label}
      extra={<FieldExtra text={extra} findings={findings} field={param.name} />}
      rules={rules}
      validateTrigger={triggerOfParam(param)}
      {...(widget.valuePropName ? { valuePropName: widget.valuePropName } : {})}
    >
      {widget.render({ def: param, testId: `param-${param.name}`, t })}
    </Form.Item>
  );
}

/**
 * One reference: container references pick among the project's containers of the destination
 * definitions only (read from the cached project snapshot, current after every save), narrowed by the module's target filter
 * (`accepts`) when it has one — a target already chosen stays listed, so that it shows by name;
 * foreign and instance references take a path text.
 */
export function ReferenceField({
  reference,
  labels,
  selfId,
  accepts,
  hint,
  findings = [],
}: {
  reference: ReferenceDef;
  labels: FieldLabels;
  selfId: string | undefined;
  accepts?: ((candidate: ContainerValue) => boolean) | undefined;
  hint?: DefinitionUiHint | undefined;
  /** Live findings of module rules about this reference (shown under it). */
  findings?: readonly FieldFinding[];
}) {
  const { t } = useTranslation();
  const destinations = referenceDestinations(reference);
  const byContainer = CONTAINER_REFERENCE_KINDS.has(reference.kind);
  const snapshot = useQuery(snapshotQuery(currentProjectId())).data;
  const name = ['references', reference.name];
  const chosen = Form.useWatch<string | string[] | undefined>(name);
  const extra = [reference.name, destinations.join(', ') || reference.kind, labels.extra]
    .filter(Boolean)
    .join(' · ');
  const widget = widgetFor(reference, hint);
  const testId = `param-${reference.name}`;
  if (!byContainer) {
    return (
      <Form.Item
        name={name}
        label={labels.label}
        extra={<FieldExtra text={extra} findings={findings} field={reference.name} />}
      >
        {widget.render({ def: reference, testId, t })}
      </Form.Item>
    );
  }
  const options = destinations
    .flatMap((definitionPath) => (snapshot ? containersOfDefinition(snapshot, definitionPath) : []))
    .filter(
      (target: ContainerValue) =>
        target.id !== selfId && (!accepts || accepts(target) || [chosen ?? []].flat().includes(target.id)),
    )
    .map((target) => ({
      value: target.id,
      label: `${target.shortName} (${target.definitionPath.slice(target.definitionPath.lastIndexOf('/') + 1)})`,
    }));
  return (
    <Form.Item
      name={name}
      label={labels.label}
      extra={<FieldExtra text={extra} findings={findings} field={reference.name} />}
      validateTrigger="onChange"
    >
      {widget.render({
        def: reference,
        testId,
        t,
        targets: {
          options,
          loading: !snapshot,
          notFound: t('editor.noTargets'),
        },
      })}
    </Form.Item>
  );
}
