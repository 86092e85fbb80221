/**
 * The elements of the single-window declaration message (DecMessage) we render, in the order of the
 * standard skeleton (`shared/data/customs/samples/dec-message-skeleton-1.xml`, which agrees with the field
 * dictionary `fields/dec_message_fields.csv`), each with where its value comes from.
 *
 * `keys` are the record's snake_case columns tried in turn (the first non-blank wins): the spec's own
 * names first (business-domain §3, mapped per customs-reference.md), then the dictionary's db_column in
 * lower case where that name does not mean something else on our head. `fmt` is the dictionary's type:
 * `decN` a decimal with N places, `int`, `date` (yyyyMMdd), `datetime` (yyyyMMddHHmmssSS, China time).
 */
export type Fmt = 'str' | 'int' | 'date' | 'datetime' | 'dec3' | 'dec4' | 'dec5';

/** Values the record does not hold: who signs, the client sequence number, the channel's codes. */
export interface SignInfo {
  clientSeqNo: string;
  /** DecSign.OperType: C declare (default), G store only (暂存). */
  operType: string;
  /** Operator IC card number (DecSign.ICCode, DecHead.TypistNo). */
  icCode: string;
  operName: string;
  /** Input company organisation code (DecHead.CopCode, DecSign.CopCode). */
  copCode: string;
  copName: string;
  certificate: string;
  signDate: Date;
}

export interface FieldSpec {
  tag: string;
  keys?: readonly string[];
  fmt?: Fmt;
  /** A value from the signing information, used when no key gives one. */
  sign?: (s: SignInfo) => string;
  /** Used when neither keys nor sign give a value. */
  fallback?: string;
}

type Row = readonly [tag: string, keys?: readonly string[], fmt?: Fmt];
const specs = (rows: readonly Row[]): FieldSpec[] =>
  rows.map(([tag, keys, fmt]) => ({ tag, ...(keys ? { keys } : {}), ...(fmt ? { fmt } : {}) }));
const withExtras = (list: FieldSpec[], extras: Record<string, Partial<FieldSpec>>): FieldSpec[] =>
  list.map((s) => ({ ...s, ...extras[s.tag] }));

export const DEC_HEAD: readonly FieldSpec[] = withExtras(
  specs([
    ['SeqNo', ['qp_sn', 'seq_no']],
    ['IEFlag', ['ie_flag']],
    ['Type', ['cd_type', 'dec_type']],
    ['AgentCode', ['declare_code', 'agent_code']],
    ['AgentName', ['declare_name', 'agent_name']],
    ['ApprNo', ['appr_no']],
    ['BillNo', ['bill_no']],
    ['ContrNo', ['agreement_no', 'contr_no']],
    ['CustomMaster', ['customs_code', 'custom_master']],
    ['CutMode', ['tax_method', 'cut_mode']],
    ['DistinatePort', ['dest_port', 'distinate_port']],
    ['FeeCurr', ['freight_curr', 'fee_curr']],
    ['FeeMark', ['freight_mark', 'fee_mark']],
    ['FeeRate', ['freight_amount', 'fee_rate'], 'dec5'],
    ['GrossWet', ['gross_weight', 'gross_wet'], 'dec5'],
    ['IEDate', ['ie_date'], 'date'],
    ['IEPort', ['ie_port']],
    ['InsurCurr', ['premium_curr', 'insur_curr']],
    ['InsurMark', ['premium_mark', 'insur_mark']],
    ['InsurRate', ['premium_amount', 'insur_rate'], 'dec5'],
    ['LicenseNo', ['license_no']],
    ['ManualNo', ['record_no', 'manual_no']],
    ['NetWt', ['net_weight', 'net_wt'], 'dec5'],
    ['NoteS', ['note', 'note_s']],
    ['OtherCurr', ['extras_curr', 'other_curr']],
    ['OtherMark', ['extras_mark', 'other_mark']],
    ['OtherRate', ['extras_amount', 'other_rate'], 'dec5'],
    ['OwnerCode', ['enter_code', 'owner_code']],
    ['OwnerName', ['enter_name', 'owner_name']],
    ['PackNo', ['num', 'pack_no'], 'int'],
    ['TradeCode', ['receiver_code', 'trade_code']],
    ['TradeCountry', ['dest_country']],
    ['TradeMode', ['supervise_method', 'trade_mode']],
    ['TradeName', ['receiver_name', 'trade_name']],
    ['TrafMode', ['trans_method', 'traf_mode']],
    ['TrafName', ['trans_name', 'traf_name']],
    ['TransMode', ['deal_method', 'trans_mode']],
    ['WrapType', ['warp_type', 'wrap_type']],
    ['EntryId', ['entry_sn', 'entry_id']],
    ['PreEntryId', ['pre_entry_id']],
    ['EdiId', ['edi_id']],
    ['Risk', ['risk']],
    ['CopName', ['cop_name']],
    ['CopCode', ['cop_code']],
    ['EntryType', ['entry_type']],
    ['PDate', ['apply_date', 'p_date'], 'date'],
    ['TypistNo', ['typist_no']],
    ['InputerName', ['inputer_name']],
    ['PartenerID', ['partener_id']],
    ['TgdNo', ['tgd_no']],
    ['DataSource', ['data_source']],
    ['DeclTrnRel', ['dcl_trn_rel_flag', 'decl_trn_rel']],
    ['ChkSurety', ['chk_surety']],
    ['BillType', ['bill_type']],
    ['CopCodeScc', ['cop_code_scc']],
    ['OwnerCodeScc', ['enter_scc', 'owner_code_scc']],
    ['AgentCodeScc', ['declare_scc', 'agent_code_scc']],
    ['TradeCoScc', ['receiver_scc', 'trade_co_scc']],
    ['PromiseItmes', ['promise_items', 'promise_itmes']],
    ['TradeAreaCode', ['trade_country', 'trade_area_code']],
    ['CheckFlow', ['check_flow']],
    ['TaxAaminMark', ['tax_aamin_mark']],
    ['MarkNo', ['mark_no']],
    ['DespPortCode', ['desp_port_code']],
    ['EntyPortCode', ['entry_port_code', 'enty_port_code']],
    ['GoodsPlace', ['goods_place']],
    ['BLNo', ['bl_no']],
    ['InspOrgCode', ['insp_org_code']],
    ['SpecDeclFlag', ['spec_decl_flag']],
    ['PurpOrgCode', ['purp_org_code']],
    ['DespDate', ['desp_date'], 'date'],
    ['CmplDschrgDt', ['cmpl_dschrg_dt'], 'date'],
    ['CorrelationReasonFlag', ['correlation_reason_flag']],
    ['VsaOrgCode', ['vsa_org_code']],
    ['OrigBoxFlag', ['orig_box_flag']],
    ['DeclareName', ['declarant_name', 'declare_person']],
    ['NoOtherPack', ['no_other_pack']],
    ['OrgCode', ['org_code']],
    ['OverseasConsignorCode', ['overseas_consignor_code']],
    ['OverseasConsignorCname', ['overseas_consignor_cname']],
    ['OverseasConsignorEname', ['overseas_consignor_ename']],
    ['OverseasConsignorAddr', ['overseas_consignor_addr']],
    ['OverseasConsigneeCode', ['overseas_consignee_code']],
    ['OverseasConsigneeEname', ['overseas_consignee_ename']],
    ['DomesticConsigneeEname', ['domestic_consignee_ename']],
    ['CorrelationNo', ['correlation_no']],
    ['TradeCiqCode', ['trade_ciq_code']],
    ['OwnerCiqCode', ['owner_ciq_code']],
    ['DeclCiqCode', ['decl_ciq_code']],
    ['EdiRemark2', ['edi_remark2']],
    ['EdiRemark', ['edi_remark']],
  ]),
  {
    EdiId: { fallback: '1' },
    CopName: { sign: (s) => s.copName },
    CopCode: { sign: (s) => s.copCode },
    TypistNo: { sign: (s) => s.icCode },
    InputerName: { sign: (s) => s.operName },
    DeclTrnRel: { fallback: '0' },
    DeclareName: { sign: (s) => s.operName },
  },
);

export const DEC_LIST: readonly FieldSpec[] = specs([
  ['ClassMark', ['class_mark']],
  ['CodeTS', ['code_ts']],
  ['ContrItem', ['contr_item'], 'int'],
  ['DeclPrice', ['decl_price'], 'dec4'],
  ['DutyMode', ['duty_mode']],
  ['Factor', ['factor'], 'dec3'],
  ['GModel', ['g_model']],
  ['GName', ['g_name']],
  ['GNo', ['g_no'], 'int'],
  ['OriginCountry', ['origin_country']],
  ['TradeCurr', ['trade_curr']],
  ['DeclTotal', ['decl_total'], 'dec4'],
  ['GQty', ['g_qty'], 'dec5'],
  ['FirstQty', ['first_qty'], 'dec5'],
  ['SecondQty', ['second_qty'], 'dec5'],
  ['GUnit', ['g_unit']],
  ['FirstUnit', ['first_unit']],
  ['SecondUnit', ['second_unit']],
  ['UseTo', ['use_to']],
  ['WorkUsd', ['work_usd'], 'dec4'],
  ['ExgNo', ['exg_no']],
  ['ExgVersion', ['exg_version'], 'int'],
  ['DestinationCountry', ['destination_country']],
  ['CiqCode', ['ciq_code']],
  ['DeclGoodsEname', ['decl_goods_ename']],
  ['OrigPlaceCode', ['orig_place_code']],
  ['Purpose', ['purpose']],
  ['ProdValidDt', ['prod_valid_dt']],
  ['ProdQgp', ['prod_qgp']],
  ['GoodsAttr', ['goods_attr']],
  ['Stuff', ['stuff']],
  ['Uncode', ['uncode']],
  ['DangName', ['dang_name']],
  ['DangPackType', ['dang_pack_type']],
  ['DangPackSpec', ['dang_pack_spec']],
  ['EngManEntCnm', ['eng_man_ent_cnm']],
  ['NoDangFlag', ['no_dang_flag']],
  ['DestCode', ['dest_code']],
  ['GoodsSpec', ['goods_spec']],
  ['GoodsModel', ['goods_model']],
  ['GoodsBrand', ['goods_brand']],
  ['ProduceDate', ['produce_date']],
  ['ProdBatchNo', ['prod_batch_no']],
  ['DistrictCode', ['district_code']],
  ['CiqName', ['ciq_name']],
  ['MnufctrRegNo', ['mnufctr_reg_no']],
  ['MnufctrRegName', ['mnufctr_reg_name']],
  ['RcepOrigPlaceCode', ['rcep_orig_place_code']],
  ['ControlExplainCode', ['control_explain_code']],
]);

export const DEC_CONTAINER: readonly FieldSpec[] = specs([
  ['ContainerId', ['container_no', 'container_id']],
  ['ContainerMd', ['container_spec', 'container_md']],
  ['GoodsNo', ['goods_no']],
  ['LclFlag', ['container_lcl', 'lcl_flag']],
  ['GoodsContaWt', ['goods_conta_wt'], 'dec5'],
  ['ContainerWt', ['container_weight', 'container_wt'], 'dec5'],
]);

export const DEC_LICENSE_DOCU: readonly FieldSpec[] = specs([
  ['DocuCode', ['acmp_form_code', 'docu_code']],
  ['CertCode', ['acmp_form_no', 'cert_code']],
]);

/** DecFreeTxt comes from the head. */
export const DEC_FREE_TXT: readonly FieldSpec[] = specs([
  ['RelId', ['rel_id']],
  ['RelManNo', ['rel_man_no']],
  ['BonNo', ['bon_no']],
  ['VoyNo', ['trans_no', 'voy_no']],
  ['DecBpNo', ['dec_bp_no']],
  ['CusFie', ['cus_fie']],
  ['DecNo', ['dec_no']],
]);

/** DecSign comes from the signing information (the customs client signs with the operator's card). */
export const DEC_SIGN: readonly FieldSpec[] = [
  { tag: 'OperType', sign: (s) => s.operType },
  { tag: 'ICCode', sign: (s) => s.icCode },
  { tag: 'CopCode', sign: (s) => s.copCode },
  { tag: 'OperName', sign: (s) => s.operName },
  { tag: 'ClientSeqNo', sign: (s) => s.clientSeqNo },
  { tag: 'Sign' },
  { tag: 'SignDate', fmt: 'datetime', sign: (s) => s.signDate.toISOString() },
  { tag: 'Certificate', sign: (s) => s.certificate },
  { tag: 'HostId' },
  { tag: 'BillSeqNo', keys: ['bill_seq_no'] },
  { tag: 'DomainId', fallback: '1' },
  { tag: 'Note' },
];
