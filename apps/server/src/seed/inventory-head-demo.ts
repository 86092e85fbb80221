import { containerCheckDigit } from '@app/shared';

/**
 * The demo inventory lists' container, weights, packages, levy, warehouse and job numbers and declarant
 * (the specification's customs inventory record): the nth list of the demo, on the demo company's
 * warehouses (XY01, HC02), so the list's filters by container, job and warehouse number find something.
 */
export function inventoryHeadDemo(n: number, ie: string) {
  const serial = `TGHU${String(802110 + n)}`;
  const packages = 20 + n * 6;
  const gross = 1200 + n * 315.5;
  return {
    container_no: `${serial}${containerCheckDigit(serial) ?? 0}`,
    wms_no: n % 2 === 0 ? 'HC02' : 'XY01',
    work_no: `JOB2026110${String(n).padStart(2, '0')}`,
    num: packages,
    gross_weight: gross.toFixed(2),
    net_weight: (gross * 0.92).toFixed(2),
    levy_bl_amt: ie === 'I' ? (n * 1860.4).toFixed(2) : null,
    levy_bl_currency: ie === 'I' ? 'CNY' : null,
    declare_code: '3502980001',
    declare_name: '华海国际货运代理（厦门）有限公司',
  };
}
