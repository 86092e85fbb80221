import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DECL_NS } from '../../locales/index.ts';
import {
  PROMISE_ANSWERS,
  PROMISE_ITEMS,
  promiseAnswer,
  withPromiseAnswer,
} from '../../model/promise-items.ts';
import type { Value } from '../../model/types.ts';

/** The price confirmations (价格说明) as one yes / no / not-applicable choice each, not a digit string. */
export function PromiseItemsCell({
  label,
  value,
  invalid,
  onChange,
}: {
  label: string;
  value: Value;
  invalid?: boolean;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation(DECL_NS);
  const options = PROMISE_ANSWERS.map((a) => ({ value: a, label: t(`promise.a${a}`) }));
  return (
    <div className="decl-promise" role="group" aria-label={label}>
      {PROMISE_ITEMS.map((item, index) => (
        <Select
          key={item}
          aria-label={t(`promise.${item}`)}
          title={t(`promise.${item}`)}
          placeholder={t(`promise.${item}`)}
          allowClear
          status={invalid ? 'error' : undefined}
          value={promiseAnswer(value, index) || undefined}
          options={options}
          onChange={(answer: string | undefined) => onChange(withPromiseAnswer(value, index, answer))}
        />
      ))}
    </div>
  );
}
