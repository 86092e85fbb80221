/** The messages of task orders, carriers, drivers, vehicles and transport orders. */
export const transportMessages = {
  'transport.not_editable': {
    zh: '运输订单状态为“{status}”，不能修改',
    en: 'The transport order is “{status}” and cannot be changed',
    es: 'La orden de transporte está «{status}» y no puede cambiarse',
    ja: '輸送オーダーは「{status}」のため変更できません',
  },
} as const;
