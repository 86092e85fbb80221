/** The messages of appointments, their slots and attachments (business-domain §5, §8). */
export const appointmentMessages = {
  'appointment.not_editable': {
    zh: '预约状态为“{status}”，不能修改；只有草稿或审核驳回的预约可以修改',
    en: 'The appointment is “{status}” and cannot be changed; only drafts and rejected ones can',
    es: 'La cita está «{status}» y no puede cambiarse; solo los borradores y las rechazadas',
    ja: '予約は「{status}」のため変更できません。下書きまたは差し戻しのもののみ変更できます',
  },
  'appointment.task_type_unknown': {
    zh: '请选择有效的任务单类型',
    en: 'Choose valid task order types',
    es: 'Elija tipos de tarea válidos',
    ja: '有効なタスク種別を選択してください',
  },
  'appointment.task_type_exclusive': {
    zh: '报关单、备案清单、两步申报只能选择其中一项',
    en: 'Choose only one of declaration, filing list and two-step declaration',
    es: 'Elija solo una: declaración, lista de registro o declaración en dos pasos',
    ja: '申告書・備案リスト・二段階申告はいずれか一つのみ選択できます',
  },
  'appointment.task_type_other_alone': {
    zh: '选择“其他单证”时不能再选择其他类型',
    en: '“Other documents” cannot be combined with another type',
    es: '«Otros documentos» no se combina con otro tipo',
    ja: '「その他書類」は他の種別と同時に選択できません',
  },
  'appointment.time_of_day': {
    zh: '请输入正确的时间，格式为 HH:mm',
    en: 'Enter a time as HH:mm',
    es: 'Introduzca una hora como HH:mm',
    ja: '時刻を HH:mm で入力してください',
  },
  'appointment.trade_none': {
    zh: '报关贸易类型不能为“无”',
    en: 'The customs trade type cannot be “None”',
    es: 'El tipo de comercio no puede ser «Ninguno»',
    ja: '通関貿易種別に「なし」は選べません',
  },
  'appointment.slot_order': {
    zh: '结束时间必须晚于开始时间',
    en: 'The slot must end after it starts',
    es: 'La franja debe terminar después de empezar',
    ja: '終了は開始より後にしてください',
  },
} as const;
