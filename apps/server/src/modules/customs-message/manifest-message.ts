import { XmlWriter } from './xml-writer.ts';

type Row = Record<string, unknown>;

/** What a road manifest message (MT1401 原始舱单 / MT2401 预配舱单) is made of. */
export interface ManifestSource {
  manifest: Row;
  consignments: (Row & { items: Row[] })[];
  messageId: string;
  at: Date;
  senderId: string;
  /** 9 original (declare), 3 delete, 5 change */
  functionCode: '9' | '3' | '5';
}

/** An element about to be written: a leaf with text, or an element with children (never both). */
interface Node {
  name: string;
  text?: string;
  attrs?: Record<string, string>;
  children?: Node[];
}
type Maybe = Node | null | false | Maybe[];

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** A leaf, or nothing when its text is empty. Attributes with an empty value are left out. */
function leaf(name: string, value: unknown, attrs: Record<string, unknown> = {}): Node | null {
  const text = s(value);
  if (text === '') return null;
  const present = Object.entries(attrs)
    .map(([k, v]) => [k, s(v)] as const)
    .filter(([, v]) => v !== '');
  return { name, text, attrs: Object.fromEntries(present) };
}

/** An element holding the children that are there, or nothing when none is. */
function el(name: string, ...children: Maybe[]): Node | null {
  const present: Node[] = [];
  const add = (c: Maybe): void => {
    if (Array.isArray(c)) c.forEach(add);
    else if (c) present.push(c);
  };
  children.forEach(add);
  return present.length ? { name, children: present } : null;
}

function write(w: XmlWriter, node: Node): void {
  if (!node.children) {
    w.leaf(node.name, node.text ?? '', node.attrs);
    return;
  }
  w.open(node.name, node.attrs);
  for (const child of node.children) write(w, child);
  w.close(node.name);
}

/** A comma-separated column as its values ("AD, JP" → ["AD", "JP"]). */
const list = (v: unknown) =>
  s(v)
    .split(/[,，]/)
    .map((x) => x.trim())
    .filter(Boolean);

/** An amount with exactly two decimals, rounded half up on the decimal text ("777" → "777.00", "13.035" → "13.04"). */
export function amount2(v: unknown): string {
  const text = s(v);
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && !m[3])) return text;
  const frac = `${m[3] ?? ''}000`;
  let cents = BigInt(`${m[2] || '0'}${frac.slice(0, 2)}`);
  if (frac[2]! >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const sign = m[1] && cents !== 0n ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** An instant as digits in China time (UTC+8): yyyyMMddHHmmssSSS cut to `length`. */
function chinaDigits(at: Date, length: number): string {
  return new Date(at.getTime() + 8 * 3_600_000)
    .toISOString()
    .slice(0, 23)
    .replace(/\D/g, '')
    .slice(0, length);
}

/** A timestamp (Date, or text: with an offset as it says, without one in China time) as yyyyMMddHHmmss. */
export function manifestDateTime(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  let at: Date;
  if (v instanceof Date) at = v;
  else {
    const text = s(v).replace(' ', 'T');
    at = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}+08:00`);
  }
  return Number.isNaN(at.getTime()) ? '' : chinaDigits(at, 14);
}

/** A calendar date ('YYYY-MM-DD', or a Date taken in China time) as yyyyMMdd. */
export function manifestDate(v: unknown): string {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : chinaDigits(v, 8);
  return s(v).slice(0, 10).replace(/-/g, '');
}

const phone = (v: unknown, typeId: 'TE' | 'EM') =>
  el('Communication', leaf('ID', v), s(v) !== '' && leaf('TypeID', typeId));
const kgm = (v: unknown) => el('GoodsMeasure', leaf('GrossMassMeasure', v, { unitCode: 'KGM' }));

function consignment(c: Row & { items: Row[] }, original: boolean): Node | null {
  return el(
    'Consignment',
    leaf('GrossVolumeMeasure', c.gross_volume, { unitCode: 'MTQ' }),
    leaf('TotalPackageQuantity', c.package_qty, { unitCode: c.package_unit }),
    leaf('ValueAmount', amount2(c.value_amount), { currencyID: c.currency }),
    original &&
      el(
        'BorderTransportMeans',
        el(
          'Itinerary',
          list(c.routing_countries).map((code) => leaf('RoutingCountryCode', code)),
        ),
      ),
    el(
      'Consignee',
      leaf('ID', c.consignee_code),
      leaf('Name', c.consignee_name),
      phone(c.consignee_phone, 'TE'),
      el('Contact', leaf('Name', c.consignee_contact), phone(c.consignee_contact_email, 'EM')),
    ),
    c.items.map((item) =>
      el(
        'ConsignmentItem',
        leaf('SequenceNumeric', item.seq_no),
        el(
          'Commodity',
          leaf('CargoDescription', item.cargo_description),
          leaf('Description', item.description),
          el('Classification', leaf('ID', item.hs_code)),
        ),
        kgm(item.gross_weight),
        el('Packaging', leaf('QuantityQuantity', item.package_qty, { unitCode: item.package_unit })),
      ),
    ),
    el(
      'Consignor',
      leaf('ID', c.consignor_code),
      leaf('Name', c.consignor_name),
      phone(c.consignor_phone, 'TE'),
    ),
    el('Freight', leaf('PaymentMethodCode', c.payment_method)),
    el('GovernmentAgencyGoodsItem', kgm(c.gross_weight)),
    el('GovernmentProcedure', leaf('CurrentCode', c.customs_status)),
    el(
      'NotifyParty',
      leaf('ID', c.notify_code),
      leaf('Name', c.notify_name),
      el('Address', leaf('Line', c.notify_address)),
      phone(c.notify_phone, 'TE'),
    ),
    el(original ? 'TransitDestination' : 'TransitDeparture', leaf('ID', c.transit_customs)),
    el(
      'TransportContractDocument',
      leaf('ConditionCode', c.condition_code),
      leaf('ID', c.bill_no),
      el(original ? 'Deconsolidator' : 'Consolidator', leaf('ID', c.consolidator_code)),
    ),
    list(c.container_nos).map((no) => el('TransportEquipment', leaf('ID', no))),
    el('UNDGContact', leaf('Name', c.undg_contact_name), phone(c.undg_contact_phone, 'TE')),
  );
}

/**
 * The road manifest message of a manifest row, MT1401 (original) or MT2401 (pre-arranged) by its
 * `manifest_type`, element for element in the order of the customs samples. Every optional element or
 * block whose values are empty is left out. Measures (weights, volume, quantities) are written as stored;
 * the value amount with two decimals; times in China time.
 */
export function renderManifest(src: ManifestSource): string {
  const { manifest: m } = src;
  const type = s(m.manifest_type);
  if (type !== 'MT1401' && type !== 'MT2401') throw new Error(`not a road manifest type: ${type}`);
  const original = type === 'MT1401';

  const head = el(
    'Head',
    leaf('MessageID', src.messageId),
    leaf('FunctionCode', src.functionCode),
    leaf('MessageType', type),
    leaf('SenderID', src.senderId),
    leaf('ReceiverID', 'EPORT'),
    leaf('SendTime', chinaDigits(src.at, 17)),
    leaf('Version', '1.0'),
  );
  const declaration = el(
    'Declaration',
    leaf('DeclarationOfficeID', m.customs_code),
    leaf('ID', m.batch_no),
    el('AdditionalInformation', leaf('Content', m.additional_info)),
    el('Agent', leaf('ID', m.agent_code)),
    el('BorderTransportMeans', leaf('TypeCode', m.transport_method)),
    el('Carrier', leaf('ID', m.carrier_code)),
    src.consignments.map((c) => consignment(c, original)),
    el(
      'LoadingLocation',
      !original && leaf('ID', m.loading_location),
      leaf('LoadingDateTime', manifestDateTime(m.load_time)),
    ),
    el('RepresentativePerson', leaf('Name', m.org_name)),
    original &&
      el(
        'UnloadingLocation',
        leaf('ArrivalDateTime', manifestDate(m.unload_time)),
        leaf('ID', m.unloading_location),
      ),
  );

  const w = new XmlWriter();
  w.open('Manifest', {
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
    xmlns: `urn:Declaration:datamodel:standard:CN:${type}:1`,
  });
  for (const node of [head, declaration]) if (node) write(w, node);
  w.close('Manifest');
  return w.toString();
}
