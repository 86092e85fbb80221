import type {
  CheckWarning,
  DeclarationContainerField,
  DeclarationDocumentField,
  DeclarationGoodsField,
  DeclarationHeadField,
  DeclarationLicenceField,
} from '@app/shared';

/**
 * The shapes the declaration screens edit (the shared declaration contract: snake_case names of the message
 * dictionary). Values are kept as the API sends them: codes and decimals as text, item numbers as
 * numbers. Lines carry a client-only `key` (React identity), never sent.
 */

export type Value = string | number | boolean | null | undefined;

/**
 * The fields of a part as the editor holds them: the names of the shared message dictionary
 * (packages/shared declarations/*-fields.ts), read by name in the layout, so any name indexes.
 */
type Fields<K extends string> = Record<string, Value> & { [P in K]?: Value };

/** A field's value as text for an input (blank for none). */
export function asText(value: Value): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : String(value);
}

export type Head = Fields<DeclarationHeadField> & { id?: number; version?: number };

export type GoodsLine = Fields<DeclarationGoodsField> & { key: string; g_no: number };

/** A container: `goods_no` lists the item numbers of its goods, comma-separated ("1,3"). */
export type ContainerLine = Fields<DeclarationContainerField> & { key: string };

export type LicenceLine = Fields<DeclarationLicenceField> & { key: string };

export type DocumentLine = Fields<DeclarationDocumentField> & { key: string };

export interface DeclarationData {
  head: Head;
  goods: GoodsLine[];
  containers: ContainerLine[];
  licences: LicenceLine[];
  documents: DocumentLine[];
  /** What the checks made before sending found when it was last read or saved (not sent back). */
  warnings?: CheckWarning[];
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
