import type { CSSProperties } from 'react';
import { DatePicker, Input, InputNumber, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The search form's date, number and switch controls (value types date, dateTime, dateRange,
 * dateTimeRange, digit, digitRange, switch), in their own module: it loads when the first of them is
 * drawn, not with the list.
 * Values are dayjs objects (dates) and numbers, a range as [from, to].
 */

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

type Range = [Dayjs | null, Dayjs | null] | null | undefined;

const day = (value: unknown): Dayjs | null => (dayjs.isDayjs(value) ? value : null);

interface PickerBase {
  words: { enter: string; choose: string };
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  style?: CSSProperties;
}

/** The value type, the form's value, onChange and id, and the field's own props (fieldProps). */
export type SearchPickerProps = PickerBase & { kind: string } & Record<string, unknown>;

/** Two numbers with "~" between them, QueryFilter's digitRange: emptied to undefined, swapped when reversed. */
function DigitRange({
  value,
  onChange,
  id,
  words,
  style,
  rest,
}: PickerBase & { rest: Record<string, unknown> }) {
  const pair = (Array.isArray(value) ? value : []) as [number | undefined, number | undefined];
  const change = (index: 0 | 1, next: number | null) => {
    const updated: [number | undefined, number | undefined] = [pair[0], pair[1]];
    updated[index] = next ?? undefined;
    onChange?.(updated);
  };
  const settle = () => {
    const [from, to] = pair;
    if (typeof from === 'number' && typeof to === 'number' && from > to) onChange?.([to, from]);
    else if (from === undefined && to === undefined && value !== undefined) onChange?.(undefined);
  };
  const half = { width: 'calc((100% - 30px) / 2)' };
  return (
    <Space.Compact style={style} onBlur={settle}>
      <InputNumber
        min={0}
        {...rest}
        id={id}
        placeholder={words.enter}
        style={half}
        value={pair[0]}
        onChange={(v) => change(0, v as number | null)}
      />
      <Input
        className="crud-range-separator"
        style={{
          width: 30,
          textAlign: 'center',
          borderInlineStart: 0,
          borderInlineEnd: 0,
          pointerEvents: 'none',
        }}
        placeholder="~"
        disabled
      />
      <InputNumber
        min={0}
        {...rest}
        id={id ? `${id}-1` : undefined}
        placeholder={words.enter}
        style={{ ...half, borderInlineStart: 0 }}
        value={pair[1]}
        onChange={(v) => change(1, v as number | null)}
      />
    </Space.Compact>
  );
}

export default function SearchPicker({ kind, words, value, onChange, ...props }: SearchPickerProps) {
  const { id, style, ...rest } = props as Pick<PickerBase, 'id' | 'style'> & Record<string, unknown>;
  switch (kind) {
    case 'date':
    case 'dateTime':
      return (
        <DatePicker
          placeholder={words.choose}
          {...(kind === 'dateTime' ? { showTime: true, format: DATE_TIME } : {})}
          {...props}
          value={day(value)}
          onChange={(v) => onChange?.(v ?? undefined)}
        />
      );
    case 'dateRange':
    case 'dateTimeRange':
      return (
        <DatePicker.RangePicker
          placeholder={[words.choose, words.choose]}
          {...(kind === 'dateTimeRange' ? { showTime: true, format: DATE_TIME } : {})}
          {...props}
          value={Array.isArray(value) ? [day(value[0]), day(value[1])] : null}
          onChange={(v: Range) => onChange?.(v ?? undefined)}
        />
      );
    case 'switch':
      return <Switch {...props} checked={!!value} onChange={(v) => onChange?.(v)} />;
    case 'digit':
      return (
        <InputNumber
          min={0}
          placeholder={words.enter}
          {...props}
          value={value as number | undefined}
          onChange={(v) => onChange?.(v ?? undefined)}
        />
      );
    default:
      return <DigitRange words={words} value={value} onChange={onChange} id={id} style={style} rest={rest} />;
  }
}
