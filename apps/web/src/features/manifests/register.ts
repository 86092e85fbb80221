import { manifest, manifestConsignment } from '@app/shared';
import { registerScreen } from '../../menu/registry.ts';

// Manifests with their actions and log; their consignments with the way into the items.
registerScreen({ code: manifest.resource }, () => import('./screens/ManifestList.tsx'));
registerScreen(
  { code: manifestConsignment.menu!.hidden!.code },
  () => import('./screens/ConsignmentList.tsx'),
);
