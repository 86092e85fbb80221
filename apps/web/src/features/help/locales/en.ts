import type { HelpMessages } from './zh.ts';

export const en: HelpMessages = {
  role: {
    clerk: 'Clerk',
    service: 'Customer service',
    finance: 'Finance',
    partner: 'Partner',
    admin: 'Administrator',
  },
  roles: 'Guides by role',
  yours: 'Your role',
  contents: 'On this page',
  loading: 'Loading the guide…',
  loadFailed: 'The guide could not be loaded: {{message}}',
  retry: 'Try again',
  anchor: 'Link to this section: {{title}}',
  reference: {
    intro:
      'The pages and buttons of every menu group, named as the screens show them. Which pages a role sees and which buttons it may use is granted by an administrator under "Roles".',
    page: 'Page',
    buttons: 'Buttons',
    fields: 'Fields',
    hidden: 'Opened from a list',
    none: 'None',
    guides: 'Read by role: the guides',
    sep: ', ',
  },
};
