import { f, type FieldDef } from '../kit/fields.ts';
import { code, day, lbl, notInTable as hidden, scc, str } from './field-kit.ts';
import { DECL_TRN_REL_OPTIONS, EDI_ID_OPTIONS } from './head-options.ts';

/**
 * The declaration head's fields of the single-window message beyond the paper form: overseas parties and
 * ports, CIQ codes, promises and flags, the entry clerk and declarant, and DecFreeTxt (README.md beside this
 * file documents each one). Hidden from the list table.
 */
export const declarationHeadSwFields = {
  // overseas parties and ports
  overseas_consignor_code: hidden(
    str(
      '境外收发货人代码',
      'Overseas party code',
      'Código de la parte extranjera',
      '海外荷送人・荷受人コード',
      50,
    ),
  ),
  overseas_consignor_ename: hidden(
    str(
      '境外收发货人名称(外文)',
      'Overseas party name',
      'Nombre de la parte extranjera',
      '海外荷送人・荷受人名（外国語）',
      100,
    ),
  ),
  overseas_consignor_cname: hidden(
    str(
      '境外收发货人名称(中文)',
      'Overseas party Chinese name',
      'Nombre chino de la parte extranjera',
      '海外荷送人・荷受人名（中国語）',
      150,
    ),
  ),
  overseas_consignor_addr: hidden(
    str(
      '境外收发货人地址',
      'Overseas party address',
      'Dirección de la parte extranjera',
      '海外荷送人・荷受人の住所',
      100,
    ),
  ),
  overseas_consignee_code: hidden(
    str(
      '境外收货人代码',
      'Overseas consignee code',
      'Código del consignatario extranjero',
      '海外荷受人コード',
      50,
    ),
  ),
  overseas_consignee_ename: hidden(
    str(
      '境外收货人名称(外文)',
      'Overseas consignee name',
      'Nombre del consignatario extranjero',
      '海外荷受人名（外国語）',
      400,
    ),
  ),
  domestic_consignee_ename: hidden(
    str(
      '境内收发货人名称(外文)',
      'Domestic party English name',
      'Nombre en inglés del consignatario nacional',
      '国内荷送人・荷受人名（外国語）',
      400,
    ),
  ),
  entry_port_code: hidden(
    code(
      '入境口岸/离境口岸',
      'Entry/exit port',
      'Puerto de entrada/salida',
      '入国港・出国港',
      'entry-port',
      8,
    ),
  ),
  desp_port_code: hidden(code('启运港', 'Port of departure', 'Puerto de salida', '積出港', 'port', 8)),
  org_code: hidden(
    str('检验检疫受理机关', 'Inspection office', 'Oficina de inspección', '検査検疫受付機関', 10),
  ),
  insp_org_code: hidden(
    str(
      '口岸检验检疫机关',
      'Port inspection office',
      'Oficina de inspección del puerto',
      '港湾検査検疫機関',
      10,
    ),
  ),
  purp_org_code: hidden(str('目的地海关', 'Destination customs', 'Aduana de destino', '仕向地税関', 4)),
  vsa_org_code: hidden(
    str('领证机关', 'Certificate office', 'Oficina emisora del certificado', '証明書受領機関', 10),
  ),
  mark_no: hidden(str('标记唛码', 'Marks', 'Marcas', '荷印', 400)),
  desp_date: hidden(day('启运日期', 'Departure date', 'Fecha de salida', '積出日')),
  cmpl_dschrg_dt: hidden(day('卸毕日期', 'Discharge completed', 'Fin de la descarga', '荷卸完了日')),
  bl_no: hidden(str('B/L号', 'B/L no.', 'N.º de B/L', 'B/L 番号', 50)),
  goods_place: hidden(
    str('货物存放地点', 'Goods location', 'Ubicación de la mercancía', '貨物保管場所', 100),
  ),
  // CIQ codes, promises and flags
  trade_ciq_code: hidden(
    str(
      '境内收发货人检验检疫编码',
      'Consignee CIQ code',
      'Código CIQ del consignatario',
      '国内荷送人・荷受人の CIQ コード',
      10,
    ),
  ),
  owner_ciq_code: hidden(
    str(
      '消费使用单位检验检疫编码',
      'Owner CIQ code',
      'Código CIQ del usuario',
      '消費使用者の CIQ コード',
      10,
    ),
  ),
  decl_ciq_code: hidden(
    str('申报单位检验检疫编码', 'Agent CIQ code', 'Código CIQ del agente', '申告者の CIQ コード', 10),
  ),
  promise_items: hidden(
    str('价格说明', 'Price declarations', 'Declaraciones de precio', '価格に関する申告', 32),
  ),
  dec_cop_promise: hidden(
    str('企业承诺', 'Enterprise promise', 'Compromiso de la empresa', '企業の誓約', 20),
  ),
  dcl_trn_rel_flag: hidden(
    f.enum(
      lbl(
        '报关/转关关系标志',
        'Declaration/transit relation',
        'Relación declaración/tránsito',
        '申告・保税転送関係区分',
      ),
      DECL_TRN_REL_OPTIONS,
      { default: '0' },
    ),
  ),
  edi_id: hidden(
    f.enum(lbl('报关标志', 'EDI flag', 'Indicador EDI', 'EDI 申告区分'), EDI_ID_OPTIONS, { default: '1' }),
  ),
  payment_method: hidden(str('支付方式', 'Payment method', 'Forma de pago', '支払方法', 10)),
  appr_no: hidden(str('批准文号', 'Approval no.', 'N.º de aprobación', '承認番号', 32)),
  chk_surety: hidden(str('担保验放标志', 'Guarantee flag', 'Indicador de garantía', '担保付き許可区分', 1)),
  bill_type: hidden(
    str('备案清单类型', 'Record list type', 'Tipo de lista de registro', '登録リストの種類', 1),
  ),
  spec_decl_flag: hidden(
    str('特殊业务标识', 'Special business flags', 'Indicadores de operación especial', '特殊業務区分', 10),
  ),
  orig_box_flag: hidden(
    str('原集装箱标识', 'Original container flag', 'Indicador de contenedor original', '原コンテナ区分', 1),
  ),
  no_other_pack: hidden(str('无其他包装', 'No other packing', 'Sin otro embalaje', 'その他の包装なし', 1)),
  correlation_no: hidden(str('关联号码', 'Correlation no.', 'N.º de correlación', '関連番号', 500)),
  correlation_reason_flag: hidden(
    str('关联理由', 'Correlation reason', 'Motivo de correlación', '関連理由', 2),
  ),
  check_flow: hidden(str('查验分流', 'Inspection routing', 'Derivación de inspección', '検査振分け', 1)),
  tax_aamin_mark: hidden(
    str('税收征管标记', 'Tax administration mark', 'Indicador de gestión tributaria', '税務管理区分', 1),
  ),
  data_source: hidden(str('扩展字段', 'Data source flags', 'Indicadores de origen de datos', '拡張項目', 5)),
  edi_remark: hidden(str('EDI申报备注', 'EDI remark', 'Observación EDI', 'EDI 申告備考', 128)),
  edi_remark2: hidden(str('EDI申报备注2', 'EDI remark 2', 'Observación EDI 2', 'EDI 申告備考2', 128)),
  // entry clerk (录入) and declarant (DecHead CopCode/CopName/InputerName/TypistNo/DeclareName)
  cop_code: hidden(
    str('录入单位代码', 'Entry company code', 'Código de la empresa de captura', '入力会社コード', 9),
  ),
  cop_name: hidden(
    str('录入单位名称', 'Entry company name', 'Nombre de la empresa de captura', '入力会社名', 70),
  ),
  cop_code_scc: hidden(
    scc(
      '录入单位统一编码',
      'Entry company credit code',
      'Código de crédito de la empresa de captura',
      '入力会社の統一信用コード',
    ),
  ),
  inputer_name: hidden(str('录入员', 'Entry clerk', 'Operador de captura', '入力担当者', 32)),
  typist_no: hidden(
    str(
      '录入员IC卡号',
      'Entry clerk IC card',
      'Tarjeta IC del operador de captura',
      '入力担当者 IC カード番号',
      30,
    ),
  ),
  declarant_name: hidden(str('申报人员', 'Declarant', 'Declarante', '申告担当者', 50)),
  // DecFreeTxt
  bon_no: hidden(str('监管仓号', 'Bonded warehouse no.', 'N.º de almacén fiscal', '保税倉庫番号', 32)),
  cus_fie: hidden(str('货场代码', 'Yard code', 'Código del patio', '貨物ヤードコード', 8)),
  dec_bp_no: hidden(
    str('报关员联系方式', 'Declarant phone', 'Teléfono del declarante', '通関士の連絡先', 32),
  ),
  dec_no: hidden(
    str(
      '申报人员证号',
      'Declarant licence no.',
      'N.º de licencia del declarante',
      '申告担当者の証明番号',
      13,
    ),
  ),
  rel_id: hidden(str('关联报关单号', 'Related declaration', 'Declaración relacionada', '関連申告書番号', 18)),
  rel_man_no: hidden(str('关联备案号', 'Related record', 'N.º de registro relacionado', '関連登録番号', 12)),
  shipping_bill_ref: hidden(
    f.json(lbl('提运单关联', 'Shipping bill references', 'Conocimientos vinculados', 'B/L の関連')),
  ),
} satisfies Record<string, FieldDef>;
