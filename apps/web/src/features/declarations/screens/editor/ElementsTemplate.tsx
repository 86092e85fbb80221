import { useEffect, useState } from 'react';
import { Button, Empty, Input, Select, Spin } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { composeGModel, ELEMENT_CODES, localize, splitGModel, type HsElement } from '@app/shared';
import { currentLang } from '../../../../i18n/index.ts';
import { DECL_NS } from '../../locales/index.ts';
import { asText, type GoodsLine } from '../../model/types.ts';
import { useHsElements } from './use-hs-elements.ts';

/**
 * The declaration elements (申报要素) of one goods line as a fill-in template: one input per element of
 * its HS code, in customs' order (品牌类型 and 出口享惠情况 pick a code); every change composes the
 * line's 规格型号 (`值|值|…`), which stays editable in its own cell and fills the template back.
 */
export function ElementsTemplate({
  line,
  onChange,
  onClose,
}: {
  line: GoodsLine;
  onChange: (gModel: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(DECL_NS);
  const code = asText(line.code_ts);
  const gModel = asText(line.g_model) ?? '';
  const { elements, loading } = useHsElements(code);
  // what is typed, kept as typed (a space before the next word), composed into g_model on each change
  const [draft, setDraft] = useState<string[]>(() => splitGModel(gModel));
  useEffect(() => {
    // a g_model changed elsewhere (its cell, another line) fills the template anew
    setDraft((d) => (composeGModel(d) === gModel ? d : splitGModel(gModel)));
  }, [gModel]);

  const set = (element: HsElement, value: string | undefined) => {
    const next = Array.from({ length: Math.max(draft.length, element.index + 1) }, (_, i) => draft[i] ?? '');
    next[element.index] = value ?? '';
    setDraft(next);
    onChange(composeGModel(next));
  };
  const missing = elements.filter((e) => e.required && !(draft[e.index] ?? '').trim());

  return (
    <section className="decl-elements" aria-label={t('elements.title', { no: line.g_no, code: code ?? '' })}>
      <div className="decl-elements-head">
        <h3>{t('elements.title', { no: line.g_no, code: code ?? '' })}</h3>
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('elements.close')}
          onClick={onClose}
        />
      </div>
      <Spin spinning={loading}>
        {!elements.length ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(loading ? 'elements.loading' : 'elements.none')}
          />
        ) : (
          <div className="decl-elements-grid">
            {elements.map((e) => {
              const id = `decl-element-${line.key}-${e.index}`;
              const value = draft[e.index] ?? '';
              const codes = ELEMENT_CODES[e.name];
              return (
                <div key={e.index} className="decl-element">
                  <label htmlFor={id} className={e.required ? 'decl-element-required' : undefined}>
                    {e.index}:{e.name}
                  </label>
                  {codes ? (
                    <Select
                      id={id}
                      aria-label={e.name}
                      allowClear
                      showSearch
                      optionFilterProp="label"
                      value={value || undefined}
                      status={e.required && !value ? 'warning' : undefined}
                      options={codes.map((c) => ({
                        value: c.value,
                        label: `${c.value} ${localize(c.label, currentLang())}`,
                      }))}
                      popupMatchSelectWidth={false}
                      onChange={(v: string | undefined) => set(e, v)}
                    />
                  ) : (
                    <Input
                      id={id}
                      aria-label={e.name}
                      value={value}
                      status={e.required && !value.trim() ? 'warning' : undefined}
                      placeholder={e.required ? undefined : t('elements.optional')}
                      onChange={(ev) => set(e, ev.target.value)}
                    />
                  )}
                </div>
              );
            })}
          </div>
        )}
      </Spin>
      {elements.length > 0 && (
        <div className="decl-elements-foot">
          <span className="decl-elements-model">
            {t('goods.g_model')}：<code>{gModel || '—'}</code>
          </span>
          {missing.length > 0 && (
            <span className="decl-elements-missing">
              {t('elements.missing', { names: missing.map((e) => e.name).join('、') })}
            </span>
          )}
        </div>
      )}
    </section>
  );
}
