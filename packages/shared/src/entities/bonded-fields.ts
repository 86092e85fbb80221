import type { LocalizedText } from '../i18n/text.ts';
import { f } from '../kit/fields.ts';

/** A label in the four interface languages. */
export const tx = (zh: string, en: string, es: string, ja: string): LocalizedText => ({ zh, en, es, ja });

/** The owning company of a bonded-zone record: set by the server (a line takes its book's). */
export const ownerCompany = () =>
  f.ref(tx('所属公司', 'Company', 'Empresa', '所属会社'), 'companies', {
    readonly: true,
    show: { table: false },
  });

/** The customer a bonded-zone record belongs to: typed on a book, taken from the book by its lines. */
export const ownerCustomer = (readonly: boolean, shown = true) =>
  f.string(tx('客户代码', 'Customer code', 'Código de cliente', '顧客コード'), {
    length: 50,
    required: !readonly,
    readonly,
    search: 'eq',
    upperCase: true,
    example: 'C0001',
    ...(shown ? {} : { show: { table: false } }),
  });

/** The account book a line, material or list belongs to. */
export const bookRef = () =>
  f.ref(tx('账册', 'Account book', 'Libro', '帳簿'), 'account-books', {
    required: true,
    search: 'eq',
    example: 1,
  });
