import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DECL_NS } from '../../locales/index.ts';
import type { DeclarationData, Value } from '../../model/types.ts';
import { codeAndName, useLookupNames } from '../use-lookup-names.ts';

const text = (v: Value) => (v === null || v === undefined ? '' : String(v));

function Box({ label, children, span = 1 }: { label: string; children: ReactNode; span?: number }) {
  return (
    <td colSpan={span}>
      <span className="box-label">{label}</span>
      <span className="box-value">{children}</span>
    </td>
  );
}

/**
 * The declaration on an A4 sheet in the official order of boxes, codes shown with their names, and the
 * declaring company's seal (a data URL) over the declaring unit's box when it prints one.
 */
export function PrintForm({ data, seal = null }: { data: DeclarationData; seal?: string | null }) {
  const { t } = useTranslation(DECL_NS);
  const { head, goods, licences } = data;
  const io = head.ie_flag === '1' ? 'e' : 'i';
  const names = {
    district: useLookupNames('district-code'),
    trans: useLookupNames('trans'),
    supervise: useLookupNames('supervise'),
    tax: useLookupNames('tax'),
    country: useLookupNames('country'),
    port: useLookupNames('dest-port'),
    entry: useLookupNames('entry-port'),
    deal: useLookupNames('deal-method'),
    wrap: useLookupNames('wrap'),
    uom: useLookupNames('deal-uom'),
    currency: useLookupNames('currency'),
    origin: useLookupNames('orig-district'),
    duty: useLookupNames('tax-method'),
  };
  const h = (name: string) => text(head[name]);
  const party = (prefix: string) => (
    <>
      {h(`${prefix}_name`)}
      <br />
      {h(`${prefix}_scc`) || h(`${prefix}_code`)}
    </>
  );
  const charge = (prefix: string) =>
    [h(`${prefix}_curr`), h(`${prefix}_amount`), h(`${prefix}_mark`)].filter(Boolean).join('/');

  return (
    <div className="decl-sheet" data-testid="declaration-sheet">
      <h1>{t('title.print', { kind: t(io === 'i' ? 'title.printImport' : 'title.printExport') })}</h1>
      <div className="decl-sheet-numbers">
        <span>
          {t('field.qp_sn')}: {h('qp_sn')}
        </span>
        <span>
          {t('field.entry_sn')}: {h('entry_sn')}
        </span>
        <span>
          {t('field.cd_sn')}: {h('cd_sn')}
        </span>
      </div>
      <table>
        <tbody>
          <tr>
            <Box label={t(`field.receiver_${io}`)} span={2}>
              {party('receiver')}
            </Box>
            <Box label={t(`field.ie_port_${io}`)}>{codeAndName(names.district, head.ie_port)}</Box>
            <Box label={t(`field.ie_date_${io}`)}>{h('ie_date')}</Box>
            <Box label={t('field.apply_date')}>{h('apply_date')}</Box>
            <Box label={t('field.record_no')}>{h('record_no')}</Box>
          </tr>
          <tr>
            <Box label={t(`field.enter_${io}`)} span={2}>
              {party('enter')}
            </Box>
            <Box label={t('field.trans_method')}>{codeAndName(names.trans, head.trans_method)}</Box>
            <Box label={t('field.trans_name')}>
              {[h('trans_name'), h('trans_no')].filter(Boolean).join('/')}
            </Box>
            <Box label={t('field.bill_no')}>{h('bill_no')}</Box>
            <Box label={t('field.goods_place')}>{h('goods_place')}</Box>
          </tr>
          <tr>
            <Box label={t('field.declare')} span={2}>
              {party('declare')}
            </Box>
            <Box label={t('field.supervise_method')}>
              {codeAndName(names.supervise, head.supervise_method)}
            </Box>
            <Box label={t('field.tax_method')}>{codeAndName(names.tax, head.tax_method)}</Box>
            <Box label={t('field.license_no')}>{h('license_no')}</Box>
            <Box label={t(`field.desp_port_code_${io}`)}>{codeAndName(names.port, head.desp_port_code)}</Box>
          </tr>
          <tr>
            <Box label={t('field.agreement_no')} span={2}>
              {h('agreement_no')}
            </Box>
            <Box label={t('field.trade_country')}>{codeAndName(names.country, head.trade_country)}</Box>
            <Box label={t(`field.dest_country_${io}`)}>{codeAndName(names.country, head.dest_country)}</Box>
            <Box label={t(`field.dest_port_${io}`)}>{codeAndName(names.port, head.dest_port)}</Box>
            <Box label={t(`field.entry_port_code_${io}`)}>
              {codeAndName(names.entry, head.entry_port_code)}
            </Box>
          </tr>
          <tr>
            <Box label={t('field.warp_type')}>{codeAndName(names.wrap, head.warp_type)}</Box>
            <Box label={t('field.num')}>{h('num')}</Box>
            <Box label={t('field.gross_weight')}>{h('gross_weight')}</Box>
            <Box label={t('field.net_weight')}>{h('net_weight')}</Box>
            <Box label={t('field.deal_method')}>{codeAndName(names.deal, head.deal_method)}</Box>
            <Box label={`${t('field.freight')} / ${t('field.premium')} / ${t('field.extras')}`}>
              {[charge('freight'), charge('premium'), charge('extras')].filter(Boolean).join(' ; ')}
            </Box>
          </tr>
          <tr>
            <Box label={t('section.licences')} span={6}>
              {licences.map((l) => `${text(l.acmp_form_code)}:${text(l.acmp_form_no)}`).join('  ')}
            </Box>
          </tr>
          <tr>
            <Box label={`${t('field.mark_no')} / ${t('field.note')}`} span={6}>
              {[h('mark_no'), h('note')].filter(Boolean).join('  ')}
            </Box>
          </tr>
        </tbody>
      </table>
      <table className="goods">
        <colgroup>
          <col style={{ width: '5%' }} />
          <col style={{ width: '11%' }} />
          <col style={{ width: '24%' }} />
          <col style={{ width: '14%' }} />
          <col style={{ width: '14%' }} />
          <col style={{ width: '9%' }} />
          <col style={{ width: '9%' }} />
          <col style={{ width: '8%' }} />
          <col style={{ width: '6%' }} />
        </colgroup>
        <thead>
          <tr>
            <th>{t('goods.g_no')}</th>
            <th>{t('goods.code_ts')}</th>
            <th>
              {t('goods.g_name')} / {t('goods.g_model')}
            </th>
            <th>{t('goods.g_qty')}</th>
            <th>
              {t('goods.decl_price')} / {t('goods.decl_total')} / {t('goods.trade_curr')}
            </th>
            <th>{t('goods.origin_country')}</th>
            <th>{t('goods.destination_country')}</th>
            <th>{t(`goods.district_code_${io}`)}</th>
            <th>{t('goods.duty_mode')}</th>
          </tr>
        </thead>
        <tbody>
          {goods.map((g) => (
            <tr key={g.key}>
              <td>{g.g_no}</td>
              <td>{text(g.code_ts)}</td>
              <td>
                {text(g.g_name)}
                <br />
                {text(g.g_model)}
              </td>
              <td>
                {[
                  [g.g_qty, g.g_unit],
                  [g.first_qty, g.first_unit],
                  [g.second_qty, g.second_unit],
                ]
                  .filter(([q]) => q)
                  .map(([q, u]) => `${text(q)}${names.uom.get(text(u)) ?? text(u)}`)
                  .map((line, i) => (
                    <div key={i}>{line}</div>
                  ))}
              </td>
              <td>
                {text(g.decl_price)}
                <br />
                {text(g.decl_total)}
                <br />
                {codeAndName(names.currency, g.trade_curr)}
              </td>
              <td>{codeAndName(names.country, g.origin_country)}</td>
              <td>{codeAndName(names.country, g.destination_country)}</td>
              <td>{codeAndName(names.origin, g.district_code)}</td>
              <td>{codeAndName(names.duty, g.duty_mode)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="decl-sheet-footer">
        <span>
          {t('field.declare')}: {h('declare_name')}
        </span>
        <span>
          {t('field.apply_date')}: {h('apply_date')}
        </span>
        <span className="decl-seal-box">
          {t('title.printSeal')}
          {seal && (
            <img className="decl-seal" src={seal} alt={t('title.printSeal')} data-testid="declaration-seal" />
          )}
        </span>
      </div>
    </div>
  );
}
