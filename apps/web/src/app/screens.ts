import { registry } from '@app/shared';
import { registerScreen } from '../menu/registry.ts';
import { loadPartnerHome } from './home-loaders.ts';
import '../features/admin/register.ts';
import '../features/appointments/register.ts';
import '../features/bonded/register.ts';
import '../features/declarations/register.ts';
import '../features/downloads/register.ts';
import '../features/finance/register.ts';
import '../features/health/register.ts';
import '../features/help/register.ts';
import '../features/manifests/register.ts';
import '../features/messages/register.ts';
import '../features/registration/register.ts';
import '../features/shipping-bills/register.ts';
import '../features/transport/register.ts';

/**
 * Every screen of the menu, composed here at the top: each registry entity's generic list page by its
 * menu path, the shell's own pages, and each feature's registrations (a code wins over a path, so a
 * feature's screen replaces the generic page of its entity). Any other menu page shows "under construction".
 */
for (const def of registry) {
  if (def.path) registerScreen({ path: def.path }, () => import('../crud/EntityListPage.tsx'));
}
registerScreen({ code: 'yy:welcome' }, loadPartnerHome);
