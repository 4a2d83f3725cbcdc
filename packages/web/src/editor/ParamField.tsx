import { Form, Input, Select, Switch } from 'antd';
import type { FormRule } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONTAINER_REFERENCE_KINDS,
  isMultiValued,
  referenceDestinations,
  type ContainerValue,
  type ParamDef,
  type ReferenceDef,
} from '@ecuc/core/ecuc';
import { checkRule } from '../forms/validatorRule.js';
import { checkParamInput, controlOfParam, triggerOfParam } from './fieldRules.js';
import type { ContainerCalls } from './containerApi.js';

interface FieldLabels {
  label: string;
  /** Shown under the field: definition name, unit, range. */
  extra?: string;
}

function rangeText(param: ParamDef): string | undefined {
  if (param.kind !== 'integer' && param.kind !== 'float') return undefined;
  if (param.min === undefined && param.max === undefined) return undefined;
  return `${param.min ?? '-INF'} … ${param.max ?? 'INF'}`;
}

/** One parameter as a typed antd form item, with the definition's checks on blur (selects on change). */
export function ParamField({ param, labels }: { param: ParamDef; labels: FieldLabels }) {
  const { t } = useTranslation();
  const control = controlOfParam(param);
  const rules: FormRule[] = [
    {
      ...(checkRule((value) => checkParamInput(param, value), t) as object),
      validateTrigger: triggerOfParam(param),
    },
  ];
  const range = rangeText(param);
  const extra = [param.name, range, labels.extra].filter(Boolean).join(' · ');
  const common = {
    name: ['values', param.name],
    label: labels.label,
    extra,
    rules,
    validateTrigger: triggerOfParam(param),
  };
  const testId = `param-${param.name}`;
  switch (control) {
    case 'switch':
      return (
        <Form.Item {...common} valuePropName="checked">
          <Switch size="small" data-testid={testId} />
        </Form.Item>
      );
    case 'select':
    case 'multiSelect':
      return (
        <Form.Item {...common}>
          <Select
            data-testid={testId}
            allowClear={param.lower === 0 || control === 'multiSelect'}
            mode={control === 'multiSelect' ? 'multiple' : undefined}
            options={param.kind === 'enumeration' ? param.literals.map((l) => ({ value: l, label: l })) : []}
            placeholder={t('editor.selectPlaceholder')}
          />
        </Form.Item>
      );
    case 'tags':
      return (
        <Form.Item {...common}>
          <Select data-testid={testId} mode="tags" open={false} placeholder={t('editor.tagsPlaceholder')} />
        </Form.Item>
      );
    case 'textarea':
      return (
        <Form.Item {...common}>
          <Input.TextArea data-testid={testId} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common}>
          <Input data-testid={testId} autoComplete="off" />
        </Form.Item>
      );
  }
}

/**
 * One reference: container references pick among the project's containers of the destination
 * definitions only (getTypeListData per destination), narrowed by the module's target filter
 * (`accepts`) when it has one — a target already chosen stays listed, so that it shows by name;
 * foreign and instance references take a path text.
 */
export function ReferenceField({
  reference,
  labels,
  calls,
  selfId,
  accepts,
}: {
  reference: ReferenceDef;
  labels: FieldLabels;
  calls: ContainerCalls;
  selfId: string | undefined;
  accepts?: ((candidate: ContainerValue) => boolean) | undefined;
}) {
  const { t } = useTranslation();
  const multi = isMultiValued(reference);
  const destinations = referenceDestinations(reference);
  const byContainer = CONTAINER_REFERENCE_KINDS.has(reference.kind);
  const targets = useQueries({
    queries: (byContainer ? destinations : []).map((definitionPath) => ({
      queryKey: ['editor', 'targets', definitionPath],
      queryFn: () => calls.targets(definitionPath),
      staleTime: 5_000,
    })),
  });
  const name = ['references', reference.name];
  const chosen = Form.useWatch<string | string[] | undefined>(name);
  const extra = [reference.name, destinations.join(', ') || reference.kind, labels.extra]
    .filter(Boolean)
    .join(' · ');
  const testId = `param-${reference.name}`;
  if (!byContainer) {
    return (
      <Form.Item name={name} label={labels.label} extra={extra}>
        {multi ? (
          <Select data-testid={testId} mode="tags" open={false} />
        ) : (
          <Input data-testid={testId} autoComplete="off" placeholder="/AUTOSAR/..." />
        )}
      </Form.Item>
    );
  }
  const options = targets
    .flatMap((query) => query.data ?? [])
    .filter(
      (target: ContainerValue) =>
        target.id !== selfId && (!accepts || accepts(target) || [chosen ?? []].flat().includes(target.id)),
    )
    .map((target) => ({
      value: target.id,
      label: `${target.shortName} (${target.definitionPath.slice(target.definitionPath.lastIndexOf('/') + 1)})`,
    }));
  return (
    <Form.Item name={name} label={labels.label} extra={extra} validateTrigger="onChange">
      <Select
        data-testid={testId}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        mode={multi ? 'multiple' : undefined}
        loading={targets.some((q) => q.isLoading)}
        options={options}
        notFoundContent={t('editor.noTargets')}
        placeholder={t('editor.selectPlaceholder')}
      />
    </Form.Item>
  );
}
