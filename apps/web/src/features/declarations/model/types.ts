/**
 * The shapes the declaration screens edit (issue 6 contract: snake_case names of the message
 * dictionary). Values are kept as the API sends them: codes and decimals as text, item numbers as
 * numbers. Lines carry a client-only `key` (React identity), never sent.
 */

export type Value = string | number | boolean | null | undefined;
export type Head = Record<string, Value> & { id?: number; version?: number; ie_flag?: string };

export interface GoodsLine {
  key: string;
  g_no: number;
  code_ts?: string;
  g_name?: string;
  g_model?: string;
  g_qty?: string;
  g_unit?: string;
  first_qty?: string;
  first_unit?: string;
  second_qty?: string;
  second_unit?: string;
  decl_price?: string;
  decl_total?: string;
  trade_curr?: string;
  origin_country?: string;
  destination_country?: string;
  district_code?: string;
  duty_mode?: string;
  [field: string]: Value;
}

export interface ContainerLine {
  key: string;
  container_no?: string;
  container_spec?: string;
  container_weight?: string;
  container_lcl?: string;
  container_seal_no?: string;
  /** Item numbers of the goods in the container, comma-separated ("1,3"). */
  goods_no?: string;
  [field: string]: Value;
}

export interface LicenceLine {
  key: string;
  acmp_form_code?: string;
  acmp_form_no?: string;
  [field: string]: Value;
}

export interface DocumentLine {
  key: string;
  doc_type?: string;
  doc_no?: string;
  file_name?: string;
  [field: string]: Value;
}

export interface DeclarationData {
  head: Head;
  goods: GoodsLine[];
  containers: ContainerLine[];
  licences: LicenceLine[];
  documents: DocumentLine[];
}

/** A line as the API takes it: without the client key. */
export type Wire<T> = Omit<T, 'key'>;

export interface DeclarationWire {
  head: Head;
  goods: Wire<GoodsLine>[];
  containers: Wire<ContainerLine>[];
  licences: Wire<LicenceLine>[];
  documents: Wire<DocumentLine>[];
}

/** One entry of the receipt history (GET /api/declarations/:id/receipts). */
export interface Receipt {
  code: string;
  meaning?: string;
  message?: string;
  date?: string;
  ret_seq_no?: string;
}

/** A remind-level sensitive word hit (409 sensitive_remind). */
export interface RemindHit {
  rule_id?: number;
  field: string;
  word: string;
  level?: string;
  message?: string;
}
