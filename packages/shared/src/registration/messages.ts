/** The messages of partner self-registration, e-mail codes and password retrieval. */
export const registrationMessages = {
  'register.partner_unknown': {
    zh: '该服务公司下没有此合作方代码，请核对后重试',
    en: 'The service company has no partner with this code; check it and try again',
    es: 'La empresa de servicios no tiene un socio con este código; compruébelo',
    ja: 'このサービス会社にこのパートナーコードはありません。確認してください',
  },
} as const;
