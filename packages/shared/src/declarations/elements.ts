import type { LocalizedText } from '../i18n/text.ts';
import type { CheckIssue, DeclarationGoods } from './types.ts';

/**
 * Declaration elements (申报要素) of an HS code: the ordered list customs expect in a goods line's
 * 规格型号 (g_model), one value per element joined by `|` in the list's order. The HS table keeps the
 * list as text in `description` ("0:品牌类型;1:出口享惠情况;2:用途;3:品牌;4:型号;5:GTIN[选填]"),
 * which `parseHsElements` reads.
 */
export interface HsElement {
  /** Position in g_model (0-based, the order of the list). */
  index: number;
  name: string;
  /** A required element left blank is a check error (warning on save, refusal to declare). */
  required: boolean;
}

/** The fields whose change sets an HS code's `auto_update_time`: its rates and its declaration elements. */
export const HS_RATE_AND_ELEMENT_FIELDS = [
  'discount_tax',
  'general_tax',
  'import_tax',
  'sale_tax',
  'export_tax',
  'return_tax',
  'added_tax',
  'description',
] as const;

const sameValue = (a: unknown, b: unknown) => {
  const blankA = a === null || a === undefined || String(a).trim() === '';
  const blankB = b === null || b === undefined || String(b).trim() === '';
  if (blankA || blankB) return blankA === blankB;
  const [na, nb] = [Number(a), Number(b)];
  return !Number.isNaN(na) && !Number.isNaN(nb) ? na === nb : String(a).trim() === String(b).trim();
};

/** Whether an HS code's change (`values`, the fields written) changes its rates or elements ("13" = "13.0000"). */
export function hsRatesOrElementsChanged(
  before: Record<string, unknown>,
  values: Record<string, unknown>,
): boolean {
  return HS_RATE_AND_ELEMENT_FIELDS.some((f) => f in values && !sameValue(before[f], values[f]));
}

/** The separator of values in g_model. */
export const ELEMENT_SEPARATOR = '|';
/** What a `|` typed inside a value becomes, so that it cannot shift the values after it. */
export const ELEMENT_SEPARATOR_IN_VALUE = '/';

/** A name followed by one of these is optional (选填). */
const OPTIONAL_MARK = /\s*[[(（【]\s*(选填|非必填|可选)\s*[\])）】]\s*$/;
/** Elements customs list for every HS code that may be left blank. */
export const OPTIONAL_ELEMENTS: readonly string[] = ['GTIN', 'CAS', '其他'];
/** A leading number and its separator: "0:", "1：", "2.", "3、". */
const NUMBERED = /^\d+\s*[:：.、]\s*/;

/** The ordered elements of an HS code's element text ("" or null: none). */
export function parseHsElements(text: string | null | undefined): HsElement[] {
  if (!text) return [];
  const names: { name: string; required: boolean }[] = [];
  for (const part of text.split(/[;；\n|]/)) {
    const raw = part.trim().replace(NUMBERED, '').trim();
    if (!raw) continue;
    const marked = OPTIONAL_MARK.test(raw);
    const name = raw.replace(OPTIONAL_MARK, '').trim();
    if (!name) continue;
    names.push({ name, required: !marked && !OPTIONAL_ELEMENTS.includes(name.toUpperCase()) });
  }
  return names.map((n, index) => ({ index, ...n }));
}

/** The element text of a list, as the HS table keeps it ("0:品牌类型;1:出口享惠情况;…;5:GTIN[选填]"). */
export function formatHsElements(elements: readonly Pick<HsElement, 'name' | 'required'>[]): string {
  return elements
    .map((e, i) => {
      const mark = !e.required && !OPTIONAL_ELEMENTS.includes(e.name.toUpperCase()) ? '[选填]' : '';
      return `${i}:${e.name}${mark}`;
    })
    .join(';');
}

/** The values of a g_model by position ("" where blank). */
export function splitGModel(gModel: string | null | undefined): string[] {
  if (!gModel) return [];
  return gModel.split(ELEMENT_SEPARATOR).map((v) => v.trim());
}

/**
 * The g_model of element values in order: each value trimmed, a `|` inside a value replaced by `/`,
 * joined by `|`; blank values keep their place, blanks at the end are left out.
 */
export function composeGModel(values: readonly (string | null | undefined)[]): string {
  const cleaned = values.map((v) =>
    (v ?? '').trim().replaceAll(ELEMENT_SEPARATOR, ELEMENT_SEPARATOR_IN_VALUE),
  );
  while (cleaned.length && cleaned[cleaned.length - 1] === '') cleaned.pop();
  return cleaned.join(ELEMENT_SEPARATOR);
}

/** The required elements a g_model leaves blank, in order. */
export function missingElements(
  elements: readonly HsElement[],
  gModel: string | null | undefined,
): HsElement[] {
  const values = splitGModel(gModel);
  return elements.filter((e) => e.required && !values[e.index]);
}

/**
 * The element check of a declaration's goods: a line whose HS code lists elements and whose g_model
 * leaves a required one blank is an issue on `goods[i].g_model` naming the missing elements.
 * `elementsOf` answers an HS code's elements (undefined or [] when the HS table lists none).
 */
export function checkGoodsElements(
  goods: readonly DeclarationGoods[],
  elementsOf: (code: string) => readonly HsElement[] | undefined,
): CheckIssue[] {
  const issues: CheckIssue[] = [];
  goods.forEach((g, i) => {
    const code = typeof g.code_ts === 'string' ? g.code_ts : '';
    const elements = code ? elementsOf(code) : undefined;
    if (!elements?.length) return;
    const missing = missingElements(elements, typeof g.g_model === 'string' ? g.g_model : null);
    if (missing.length)
      issues.push({
        field: `goods[${i}].g_model`,
        key: 'decl.element_missing',
        params: { elements: missing.map((e) => e.name).join('、'), code },
      });
  });
  return issues;
}

/** The two elements every list starts with take a code (params brand_types.csv, export_preferences.csv). */
export const ELEMENT_CODES: Readonly<Record<string, readonly { value: string; label: LocalizedText }[]>> = {
  品牌类型: [
    { value: '0', label: { zh: '无品牌', en: 'No brand', es: 'Sin marca', ja: 'ブランドなし' } },
    {
      value: '1',
      label: {
        zh: '境内自主品牌',
        en: 'Own domestic brand',
        es: 'Marca nacional propia',
        ja: '国内自社ブランド',
      },
    },
    {
      value: '2',
      label: {
        zh: '境内收购品牌',
        en: 'Acquired domestic brand',
        es: 'Marca nacional adquirida',
        ja: '国内買収ブランド',
      },
    },
    {
      value: '3',
      label: {
        zh: '境外品牌(贴牌生产)',
        en: 'Foreign brand (OEM)',
        es: 'Marca extranjera (OEM)',
        ja: '海外ブランド（OEM）',
      },
    },
    {
      value: '4',
      label: {
        zh: '境外品牌(其它)',
        en: 'Foreign brand (other)',
        es: 'Marca extranjera (otra)',
        ja: '海外ブランド（その他）',
      },
    },
  ],
  出口享惠情况: [
    {
      value: '0',
      label: {
        zh: '出口货物在最终目的国（地区）不享受优惠关税',
        en: 'No preferential tariff at the destination',
        es: 'Sin arancel preferencial en destino',
        ja: '最終仕向国で特恵関税なし',
      },
    },
    {
      value: '1',
      label: {
        zh: '出口货物在最终目的国（地区）享受优惠关税',
        en: 'Preferential tariff at the destination',
        es: 'Arancel preferencial en destino',
        ja: '最終仕向国で特恵関税あり',
      },
    },
    {
      value: '2',
      label: {
        zh: '出口货物不能确定在最终目的国（地区）享受优惠关税',
        en: 'Preferential tariff at the destination not known',
        es: 'Arancel preferencial en destino no determinado',
        ja: '最終仕向国での特恵関税は不明',
      },
    },
    {
      value: '3',
      label: {
        zh: '不适用于进口报关单',
        en: 'Not applicable to imports',
        es: 'No aplicable a importaciones',
        ja: '輸入申告には適用外',
      },
    },
  ],
};

/** Messages of the element check (all four languages). */
export const elementMessages = {
  'decl.element_missing': {
    zh: '缺少申报要素：{elements}（商品编号 {code}）',
    en: 'Declaration elements missing: {elements} (HS code {code})',
    es: 'Faltan elementos de declaración: {elements} (código SA {code})',
    ja: '申告要素が不足しています：{elements}（HS コード {code}）',
  },
} satisfies Record<string, LocalizedText>;
