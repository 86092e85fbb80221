import { driver, taskOrder, transportOrder } from '@app/shared';
import { registerScreen } from '../../menu/registry.ts';

// Task orders with their detail and documents; transport orders with the dispatch board; drivers with
// their licence expiry flagged. Carriers and vehicles keep the generic list.
registerScreen({ code: taskOrder.resource }, () => import('./screens/TaskOrderList.tsx'));
registerScreen({ code: transportOrder.resource }, () => import('./screens/TransportOrderScreen.tsx'));
registerScreen({ code: driver.resource }, () => import('./screens/DriverList.tsx'));
