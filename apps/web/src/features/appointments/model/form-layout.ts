/**
 * The appointment form's groups, in order, with every editable field of the entity placed once
 * (a unit test holds this against the definition).
 */
export const FORM_SECTIONS = [
  {
    key: 'receiver',
    fields: ['company_id', 'customer_code', 'customer_name', 'receiver_code', 'receiver_name'],
  },
  { key: 'time', fields: ['warehouse_id', 'date', 'slot_id'] },
  { key: 'customs', fields: ['cd_type', 'cd_trade', 'is_ciq', 'inspection_no', 'ent_decl_no', 'task_types'] },
  {
    key: 'vehicle',
    fields: [
      'vehicle_no',
      'vehicle_type',
      'driver_name',
      'driver_phone',
      'driver_id_card',
      'transport_company',
      'vehicle_weight',
      'head_weight',
      'frame_weight',
      'chassis_no',
    ],
  },
  { key: 'container', fields: ['container_no', 'container_type', 'container_weight'] },
  { key: 'other', fields: ['order_no', 'email', 'pay_phone', 'note'] },
] as const;

export type FormSectionKey = (typeof FORM_SECTIONS)[number]['key'];

/** Fields that take a whole line. */
export const WIDE_FIELDS: ReadonlySet<string> = new Set(['task_types', 'note']);
