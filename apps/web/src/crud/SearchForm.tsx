import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button, Checkbox, Col, Form, Row as GridRow, Select, type FormInstance } from 'antd';
// the plain input alone: antd's Input namespace brings TextArea, Password, Search and OTP too
import Input from 'antd/es/input/Input';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FormColumn } from './entity-fields.tsx';
import type { Row } from './entity-values.ts';
import { CRUD_NS } from './locales.ts';

/**
 * The search form of the generic list (what pro-components' QueryFilter drew, on antd alone): the
 * fields in a grid of 1 to 4 columns by the form's width (labels above below 701 px), collapsed to the
 * first row with 展开/收起 unless `expanded`, 重置 and 查询 at the end of the last row, Enter searches,
 * every rule checked before a search. Fields folded away stay in the form (their values are searched
 * and kept) but their controls are drawn only when shown, so the date pickers, number inputs, switches
 * and the reference selects' calls wait until the form is expanded.
 */

const DatePickers = lazy(() => import('./search-pickers.tsx'));

type Config = Record<string, unknown>;

interface Option {
  value: string | number;
  label: ReactNode;
}

/** [width below which, columns, label layout] as QueryFilter had them. */
const BREAKPOINTS: [number, number, 'vertical' | 'horizontal'][] = [
  [513, 1, 'vertical'],
  [701, 2, 'vertical'],
  [1062, 3, 'horizontal'],
  [1352, 3, 'horizontal'],
  [Infinity, 4, 'horizontal'],
];

/** The span of one field and the label layout at a form width. */
export function searchGrid(width: number): { span: number; layout: 'vertical' | 'horizontal' } {
  const [, cols, layout] = BREAKPOINTS.find(([below]) => width < below)!;
  return { span: 24 / cols, layout };
}

type NamePath = string | number | (string | number)[];

const nameOf = (c: FormColumn): NamePath => {
  const name: unknown = c.dataIndex ?? c.key;
  return Array.isArray(name)
    ? (name as (string | number)[])
    : typeof name === 'number'
      ? name
      : String(name ?? '');
};
const keyOf = (c: FormColumn) => {
  const name = nameOf(c);
  return Array.isArray(name) ? name.join('.') : String(name);
};
const valueTypeOf = (c: FormColumn): string => {
  const type: unknown = typeof c.valueType === 'function' ? c.valueType({}, 'form') : c.valueType;
  if (type && typeof type === 'object' && 'type' in type) return String(type.type);
  return typeof type === 'string' ? type : 'text';
};

/** What pro-components hands a field's fieldProps, formItemProps and renderFormItem functions. */
const formConfig = (c: FormColumn) => ({
  key: c.key,
  dataIndex: c.dataIndex,
  type: 'form' as const,
  isEditable: true,
  rowIndex: 0,
  entity: {},
});

const titleOf = (c: FormColumn): ReactNode =>
  typeof c.title === 'function' ? c.title(c, 'form', null) : c.title;

/** A collapsed form's folded field: still in the form (value kept, searched, checked), nothing drawn. */
function Held(): null {
  return null;
}

function enumOptions(c: FormColumn): Option[] | undefined {
  const valueEnum: unknown = typeof c.valueEnum === 'function' ? c.valueEnum({}) : c.valueEnum;
  if (!valueEnum || typeof valueEnum !== 'object') return undefined;
  const entries: [unknown, unknown][] =
    valueEnum instanceof Map ? [...valueEnum.entries()] : Object.entries(valueEnum);
  return entries.map(([value, entry]) => ({
    value: typeof value === 'number' ? value : String(value),
    label:
      entry && typeof entry === 'object' && !isValidElement(entry) && 'text' in entry
        ? (entry.text as ReactNode)
        : (entry as ReactNode),
  }));
}

interface Words {
  enter: string;
  choose: string;
}

/** The control of one field by its value type (the common ones; dates, numbers and switches load when drawn). */
function control(c: FormColumn, form: FormInstance, words: Words): ReactNode {
  const config = formConfig(c);
  const own: Config | undefined =
    typeof c.fieldProps === 'function' ? c.fieldProps(form, config) : c.fieldProps;
  const props: Config = { style: { width: '100%' }, ...own };
  if (c.renderFormItem) {
    const dom = c.renderFormItem(config, { type: 'form', defaultRender: () => null }, form);
    if (!isValidElement(dom)) return dom;
    const el = dom as ReactElement<{ style?: object }>;
    return cloneElement(el, { style: { width: '100%', ...el.props.style } });
  }
  const type = valueTypeOf(c);
  switch (type) {
    case 'select':
    case 'radio':
      return (
        <Select
          allowClear
          placeholder={words.choose}
          options={enumOptions(c)}
          {...props}
          style={{ minWidth: 100, ...(props.style as object) }}
        />
      );
    case 'checkbox':
      return <Checkbox.Group options={enumOptions(c)} {...props} />;
    case 'switch':
    case 'date':
    case 'dateTime':
    case 'dateRange':
    case 'dateTimeRange':
    case 'digit':
    case 'digitRange':
      return <LazyControl kind={type} props={props} words={words} />;
    default:
      return <Input allowClear placeholder={words.enter} {...props} />;
  }
}

/** A date, number or switch control: its module loads the first time one is drawn. */
function LazyControl({ kind, props, words, ...injected }: { kind: string; props: Config; words: Words }) {
  const placeholder = kind.startsWith('digit') ? words.enter : words.choose;
  return (
    <Suspense fallback={<Input disabled placeholder={placeholder} style={props.style as object} />}>
      <DatePickers kind={kind} words={words} {...props} {...injected} />
    </Suspense>
  );
}

export interface SearchFormProps {
  /** The form's name: its field ids are `<name>_<field>`. */
  name: string;
  columns: FormColumn[];
  initialValues?: Row;
  /** Opens whole instead of collapsed to the first row. */
  expanded?: boolean;
  className?: string;
  onSearch: (values: Row) => void;
  /** 重置: the fields are back to their initial values; then this. */
  onReset: () => void;
}

/**
 * The pro-components `transform` of each field applied to the values of a search: a plain result is the
 * field's new value, an object replaces the field with its keys.
 */
function transformed(columns: FormColumn[], values: Row): Row {
  const out: Row = { ...values };
  for (const c of columns) {
    const key = keyOf(c);
    if (!c.transform || !(key in out)) continue;
    const result: unknown = c.transform(out[key], key, values);
    if (result && typeof result === 'object') {
      delete out[key];
      Object.assign(out, result);
    } else if (result !== undefined) out[key] = result;
  }
  return out;
}

export function SearchForm({
  name,
  columns,
  initialValues,
  expanded,
  className,
  onSearch,
  onReset,
}: SearchFormProps) {
  const { t } = useTranslation(CRUD_NS);
  const [form] = Form.useForm<Row>();
  const [collapsed, setCollapsed] = useState(!expanded);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(() =>
    typeof document === 'undefined' ? 1024 : document.body.clientWidth,
  );

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const w = el.getBoundingClientRect().width;
      if (w > 17) setWidth(w);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const fields = useMemo(
    () =>
      columns.filter((c) => !c.hideInForm && !c.hideInSearch).sort((a, b) => (b.order ?? 0) - (a.order ?? 0)),
    [columns],
  );
  const [initial] = useState(() => {
    const values: Row = {};
    for (const c of fields) if (c.initialValue !== undefined) values[keyOf(c)] = c.initialValue;
    return { ...values, ...initialValues };
  });

  const { span, layout } = searchGrid(width);
  const showLength = Math.max(1, 24 / span - 1);
  const words = { enter: t('enter'), choose: t('choose') };

  let used = 0; // the span of the shown fields, for the buttons' offset
  let total = 0;
  let size = 0;
  let firstRowFull = false;
  const items = fields.map((c, index) => {
    const colSpan = Math.min(span * (c.colSize ?? 1), 24);
    total += colSpan;
    size += c.colSize ?? 1;
    if (index === 0) firstRowFull = colSpan === 24;
    const hidden = collapsed && (firstRowFull || size > showLength) && index > 0;
    const itemProps =
      typeof c.formItemProps === 'function' ? c.formItemProps(form, formConfig(c)) : c.formItemProps;
    const item = (
      <Form.Item
        key={keyOf(c)}
        name={nameOf(c)}
        label={titleOf(c)}
        tooltip={c.tooltip}
        {...itemProps}
        hidden={hidden || itemProps?.hidden}
      >
        {hidden ? <Held /> : control(c, form, words)}
      </Form.Item>
    );
    // a folded field sits in the row undrawn, as QueryFilter kept it
    if (hidden) return item;
    if (24 - (used % 24) < colSpan) used += 24 - (used % 24);
    used += colSpan;
    return (
      <Col key={keyOf(c)} span={colSpan}>
        {item}
      </Col>
    );
  });
  const foldable = total >= 24 && size > showLength;
  const rest = (used % 24) + span;
  const offset = rest > 24 ? 24 - span : 24 - rest;

  return (
    <div ref={box} className="crud-search-box">
      <Form<Row>
        form={form}
        name={name}
        className={className}
        layout={layout}
        autoComplete="off"
        initialValues={initial}
        onFinish={(values) => onSearch(transformed(fields, values))}
      >
        <GridRow gutter={24} className="crud-search-row">
          {items}
          <Col span={span} offset={offset} className="crud-search-actions">
            <Form.Item label=" " colon={false}>
              <div className="crud-search-buttons">
                <Button
                  onClick={() => {
                    form.resetFields();
                    onReset();
                  }}
                >
                  {t('reset')}
                </Button>
                <Button type="primary" htmlType="submit">
                  {t('search')}
                </Button>
                {foldable && (
                  <Button
                    type="link"
                    className="crud-search-fold"
                    aria-expanded={!collapsed}
                    onClick={() => setCollapsed(!collapsed)}
                  >
                    {collapsed ? t('expand') : t('collapse')}
                    <DownOutlined aria-hidden className={collapsed ? undefined : 'crud-search-fold-open'} />
                  </Button>
                )}
              </div>
            </Form.Item>
          </Col>
        </GridRow>
      </Form>
    </div>
  );
}
