/** Code lists served by /public/get-enum (business-domain §3–§4). */
export const ENUM_GROUPS: {
  group_code: string;
  group_name: string;
  group_des: string;
  items: [string, string][];
}[] = [
  {
    group_code: 'dec_return_code',
    group_name: '报关单回执状态',
    group_des: '报关单回执代码及含义',
    items: [
      ['ss', '已发送'],
      ['0', '入库成功/待发送'],
      ['7', '直接申报成功'],
      ['L', '入库成功（全部）'],
      ['J', '海关已接单'],
      ['E', '退单'],
      ['H', '挂起'],
      ['K', '担保放行'],
      ['P', '放行'],
      ['R', '结关'],
      ['C', '查验通知'],
    ],
  },
  {
    group_code: 'ie_flag',
    group_name: '进出口标志',
    group_des: '0 进口，1 出口',
    items: [
      ['0', '进口'],
      ['1', '出口'],
    ],
  },
  {
    group_code: 'user_status',
    group_name: '用户状态',
    group_des: '',
    items: [
      ['1', '启用'],
      ['0', '禁用'],
    ],
  },
  {
    group_code: 'passport_type',
    group_name: '核放单类型',
    group_des: '',
    items: [
      ['1', '先入区后报关'],
      ['2', '一线一体化进出区'],
      ['3', '二线进出区'],
      ['4', '非报关进出区'],
      ['5', '卡口登记货物'],
      ['6', '空车进出区'],
    ],
  },
  {
    group_code: 'ems_status',
    group_name: '账册状态',
    group_des: '',
    items: [
      ['0', '未确认'],
      ['1', '已确认'],
      ['2', '已提交'],
      ['3', '申报成功'],
      ['4', '申报失败'],
    ],
  },
];
