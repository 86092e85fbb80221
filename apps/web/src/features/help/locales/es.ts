import type { HelpMessages } from './zh.ts';

export const es: HelpMessages = {
  role: {
    clerk: 'Documentalista',
    service: 'Atención al cliente',
    finance: 'Finanzas',
    partner: 'Cliente socio',
    admin: 'Administrador',
  },
  roles: 'Guías por rol',
  yours: 'Su rol',
  contents: 'En esta página',
  loading: 'Cargando la guía…',
  loadFailed: 'No se pudo cargar la guía: {{message}}',
  retry: 'Reintentar',
  anchor: 'Enlace a esta sección: {{title}}',
  reference: {
    intro:
      'Las páginas y los botones de cada grupo del menú, con los nombres que muestra la pantalla. Qué páginas ve un rol y qué botones puede usar lo concede un administrador en «Roles».',
    page: 'Página',
    buttons: 'Botones',
    fields: 'Campos',
    hidden: 'Se abre desde una lista',
    none: 'Ninguno',
    guides: 'Leer por rol: las guías',
    sep: ', ',
  },
};
