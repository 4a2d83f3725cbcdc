import type { ReactElement } from 'react';
import { Input, Select, Switch } from 'antd';
import type { DefinitionUiHint } from '@ecuc/core/ecuc';
import type { Translate } from '../forms/validatorRule.js';
import {
  BUILT_IN_ACCEPTS,
  defaultWidgetOf,
  widgetOf,
  type BuiltInWidget,
  type EditableDef,
  type WidgetSpec,
} from './widgetChoice.js';

/** A container a reference may point to, as a select option. */
export interface TargetOption {
  value: string;
  label: string;
}

/** What a widget is given to draw its control. */
export interface WidgetProps {
  def: EditableDef;
  /** `param-<name>`: the control's data-testid. */
  testId: string;
  t: Translate;
  /** The containers a container reference may point to (container references only). */
  targets?: { options: readonly TargetOption[]; loading: boolean; notFound: string };
}

/**
 * A form control of the editor. `render` returns the control itself: the form item around it binds
 * its value (`value`/`onChange`, or `checked` with valuePropName), its id and its validation
 * triggers, as antd does for any custom form control. `render` is a plain function (no hooks): a
 * control that needs state is a component of its own, returned by `render`.
 */
export interface Widget extends WidgetSpec {
  valuePropName?: 'checked';
  render(props: WidgetProps): ReactElement;
}

const registry = new Map<string, Widget>();

/** Registers a widget (a module's own control); a hint `widget: name` on a parameter then selects it. */
export function registerWidget(widget: Widget): void {
  registry.set(widget.name, widget);
}

/** The registered widgets, by name. */
export function registeredWidgets(): ReadonlyMap<string, Widget> {
  return registry;
}

/** The widget that edits a definition, honouring the module's UI hint. */
export function widgetFor(def: EditableDef, hint: DefinitionUiHint | undefined): Widget {
  return registry.get(widgetOf(def, hint, registry)) ?? registry.get(defaultWidgetOf(def))!;
}

const literalsOf = (def: EditableDef) =>
  def.kind === 'enumeration' ? def.literals.map((l) => ({ value: l, label: l })) : [];

const builtIns: Record<BuiltInWidget, Omit<Widget, 'name' | 'accepts'>> = {
  switch: {
    valuePropName: 'checked',
    render: ({ testId }) => <Switch size="small" data-testid={testId} />,
  },
  select: {
    render: ({ def, testId, t }) => (
      <Select
        data-testid={testId}
        allowClear={def.lower === 0}
        options={literalsOf(def)}
        placeholder={t('editor.selectPlaceholder')}
      />
    ),
  },
  multiSelect: {
    render: ({ def, testId, t }) => (
      <Select
        data-testid={testId}
        allowClear
        mode="multiple"
        options={literalsOf(def)}
        placeholder={t('editor.selectPlaceholder')}
      />
    ),
  },
  tags: {
    render: ({ testId, t }) => (
      <Select data-testid={testId} mode="tags" open={false} placeholder={t('editor.tagsPlaceholder')} />
    ),
  },
  text: {
    render: ({ testId }) => <Input data-testid={testId} autoComplete="off" />,
  },
  textarea: {
    render: ({ testId }) => <Input.TextArea data-testid={testId} autoSize={{ minRows: 2, maxRows: 6 }} />,
  },
  targetSelect: {
    render: ({ testId, t, targets }) => (
      <Select
        data-testid={testId}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={targets?.loading}
        options={targets?.options as TargetOption[] | undefined}
        notFoundContent={targets?.notFound}
        placeholder={t('editor.selectPlaceholder')}
      />
    ),
  },
  targetMultiSelect: {
    render: ({ testId, t, targets }) => (
      <Select
        data-testid={testId}
        allowClear
        mode="multiple"
        showSearch={{ optionFilterProp: 'label' }}
        loading={targets?.loading}
        options={targets?.options as TargetOption[] | undefined}
        notFoundContent={targets?.notFound}
        placeholder={t('editor.selectPlaceholder')}
      />
    ),
  },
  path: {
    render: ({ testId }) => <Input data-testid={testId} autoComplete="off" placeholder="/AUTOSAR/..." />,
  },
  paths: {
    render: ({ testId }) => <Select data-testid={testId} mode="tags" open={false} />,
  },
};

for (const [name, widget] of Object.entries(builtIns) as [BuiltInWidget, (typeof builtIns)[BuiltInWidget]][])
  registerWidget({ name, accepts: BUILT_IN_ACCEPTS[name], ...widget });
