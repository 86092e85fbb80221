import {
  DEC_CONTAINER,
  DEC_FREE_TXT,
  DEC_HEAD,
  DEC_LICENSE_DOCU,
  DEC_LIST,
  DEC_SIGN,
  type FieldSpec,
  type SignInfo,
} from './dec-message-fields.ts';
import {
  formatDate8,
  formatDateTime16,
  formatDecimal,
  formatInteger,
  FormatError,
} from './message-format.ts';
import { XmlWriter } from './xml-writer.ts';

export type { SignInfo } from './dec-message-fields.ts';

export const DEC_NAMESPACE = 'http://www.chinaport.gov.cn/dec';

type Rec = Readonly<Record<string, unknown>>;

/** A declaration as the message needs it: the head and its lines, with the spec's snake_case names. */
export interface DecMessageInput {
  head: Rec;
  goods: readonly Rec[];
  containers: readonly Rec[];
  licences: readonly Rec[];
}

export interface RenderOptions {
  /** `swdec001` wraps the message in the single-window import envelope (ImportMessage/SWDEC001). */
  envelope?: 'none' | 'swdec001';
}

/** A value that cannot be written; `field` is the API's path (`head.gross_weight`, `goods[2].g_qty`). */
export class RenderError extends Error {
  constructor(
    readonly field: string,
    readonly problem: FormatError,
  ) {
    super(`${field}: ${problem.message}`);
  }
}

function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

function formatValue(value: unknown, spec: FieldSpec): string {
  if (value instanceof Date) {
    return spec.fmt === 'datetime' ? formatDateTime16(value) : formatDate8(value);
  }
  const v = typeof value === 'number' ? value : String(value as string | boolean);
  switch (spec.fmt) {
    case 'dec3':
    case 'dec4':
    case 'dec5':
      return formatDecimal(v, Number(spec.fmt.slice(3)));
    case 'int':
      return formatInteger(v);
    case 'date':
      return formatDate8(String(v));
    case 'datetime':
      return formatDateTime16(String(v));
    default:
      return String(v).trim();
  }
}

function ieFlagLetter(value: unknown): string {
  const v = String(value ?? '').trim();
  if (v === '0' || v.toUpperCase() === 'I') return 'I';
  if (v === '1' || v.toUpperCase() === 'E') return 'E';
  return v;
}

function valueOf(spec: FieldSpec, rec: Rec, sign: SignInfo, path: string): string {
  for (const key of spec.keys ?? []) {
    const raw = rec[key];
    if (isBlank(raw)) continue;
    if (spec.tag === 'IEFlag') return ieFlagLetter(raw);
    try {
      return formatValue(raw, spec);
    } catch (e) {
      if (e instanceof FormatError) throw new RenderError(`${path}.${key}`, e);
      throw e;
    }
  }
  const signed = spec.sign?.(sign);
  if (signed !== undefined && signed !== '') {
    return spec.fmt ? formatValue(signed, spec) : signed;
  }
  return spec.fallback ?? '';
}

function writeFields(w: XmlWriter, specs: readonly FieldSpec[], rec: Rec, sign: SignInfo, path: string) {
  for (const spec of specs) w.leaf(spec.tag, valueOf(spec, rec, sign, path));
}

function byNumber(key: string) {
  return (a: Rec, b: Rec) => Number(a[key] ?? 0) - Number(b[key] ?? 0);
}

/**
 * The single-window declaration message of a declaration: DecHead, DecLists/DecList (by item number),
 * DecContainers/Container, DecLicenseDocus/LicenseDocu, DecFreeTxt, DecSign — element names and order
 * of the standard message, every element present (blank ones as `<Name/>`), decimals with the
 * dictionary's places, dates as yyyyMMdd, the sign time as yyyyMMddHHmmssSS (China time).
 */
export function renderDecMessage(
  input: DecMessageInput,
  sign: SignInfo,
  options: RenderOptions = {},
): string {
  const w = new XmlWriter();
  const wrapped = options.envelope === 'swdec001';
  if (wrapped) {
    w.open('ImportMessage', {
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:noNamespaceSchemaLocation': 'SWImportMessagexsd.xsd',
    });
    w.open('SWImpHead')
      .leaf('CopMsgId', sign.clientSeqNo)
      .leaf('MsgType', 'SWDEC001')
      .leaf('FunctionCode', '0')
      .leaf('Format', 'xml')
      .leaf('Compress', '0')
      .leaf('Version', '1.0')
      .close('SWImpHead');
    w.open('SWImpData');
    w.open('DecMessage');
  } else {
    w.open('DecMessage', { xmlns: DEC_NAMESPACE });
  }

  w.open('DecHead');
  writeFields(w, DEC_HEAD, input.head, sign, 'head');
  w.close('DecHead');

  const goods = input.goods.map((g, i) => ({ g, i })).sort((a, b) => byNumber('g_no')(a.g, b.g));
  if (goods.length) {
    w.open('DecLists');
    for (const { g, i } of goods) {
      w.open('DecList');
      writeFields(w, DEC_LIST, g, sign, `goods[${i}]`);
      w.close('DecList');
    }
    w.close('DecLists');
  } else w.empty('DecLists');

  if (input.containers.length) {
    w.open('DecContainers');
    input.containers.forEach((c, i) => {
      w.open('Container');
      writeFields(w, DEC_CONTAINER, c, sign, `containers[${i}]`);
      w.close('Container');
    });
    w.close('DecContainers');
  } else w.empty('DecContainers');

  if (input.licences.length) {
    w.open('DecLicenseDocus');
    input.licences.forEach((l, i) => {
      w.open('LicenseDocu');
      writeFields(w, DEC_LICENSE_DOCU, l, sign, `licences[${i}]`);
      w.close('LicenseDocu');
    });
    w.close('DecLicenseDocus');
  } else w.empty('DecLicenseDocus');

  w.open('DecFreeTxt');
  writeFields(w, DEC_FREE_TXT, input.head, sign, 'head');
  w.close('DecFreeTxt');

  w.open('DecSign');
  writeFields(w, DEC_SIGN, input.head, sign, 'head');
  w.close('DecSign');

  w.close('DecMessage');
  if (wrapped) w.close('SWImpData').close('ImportMessage');
  return w.toString();
}
