import type { MessageParams } from '../i18n/text.ts';
import type { DeclarationHeadField } from './head-fields.ts';
import type {
  DeclarationContainerField,
  DeclarationDocumentField,
  DeclarationGoodsField,
  DeclarationLicenceField,
} from './line-fields.ts';

/** A stored or submitted value: decimals travel as strings, times as ISO strings (Date on the server). */
export type FieldValue = string | number | boolean | Date | null;

/** One receipt in a declaration's history (return_content), oldest first. */
export interface ReturnEntry {
  code: string;
  message: string;
  date: string;
  ret_seq_no?: string | null;
}

type Record_<K extends string> = { [P in K]?: FieldValue };

export type DeclarationHead = Omit<Record_<DeclarationHeadField>, 'return_content' | 'shipping_bill_ref'> & {
  id?: number;
  version?: number;
  return_content?: ReturnEntry[] | null;
  shipping_bill_ref?: unknown;
  create_id?: number | null;
  create_time?: string | Date;
  update_id?: number | null;
  update_time?: string | Date;
};
export type DeclarationGoods = Record_<DeclarationGoodsField> & { id?: number; declaration_id?: number };
export type DeclarationContainer = Record_<DeclarationContainerField> & {
  id?: number;
  declaration_id?: number;
};
export type DeclarationLicence = Record_<DeclarationLicenceField> & { id?: number; declaration_id?: number };
export type DeclarationDocument = Record_<DeclarationDocumentField> & {
  id?: number;
  declaration_id?: number;
};

/** A whole declaration: what POST /api/declarations and PUT /api/declarations/{id} take. */
export interface DeclarationFull {
  head: DeclarationHead;
  goods: DeclarationGoods[];
  containers: DeclarationContainer[];
  licences: DeclarationLicence[];
  documents: DeclarationDocument[];
}

/** A declaration as stored and answered: its head carries its id and version. */
export interface StoredDeclaration extends DeclarationFull {
  head: DeclarationHead & { id: number; version: number };
}

/** The parts of a declaration, as field paths name them (`goods[3].decl_total`). */
export type DeclarationPart = 'head' | 'goods' | 'containers' | 'licences' | 'documents';

/** One rule of the message dictionary for a field we store (message-rules.generated.ts). */
export interface MessageRule {
  part: DeclarationPart;
  xml: string;
  field: string;
  /** The dictionary's Chinese name. */
  name: string;
  type: string;
  length: number | null;
  scale?: number;
  /** Required to save (暂存必填). */
  save: boolean;
  /** Required to declare/send (申报必填). */
  declare: boolean;
}

/** save: what a draft needs; declare: what sending to customs needs (includes every save rule). */
export type CheckLevel = 'save' | 'declare';

/** One refused field: its path (`head.gross_weight`, `goods[3].decl_total`) and a catalog key. */
export interface CheckIssue {
  field: string;
  key: string;
  params?: MessageParams;
}
