import type {
  Clerk,
  DocumentLog,
  EntityRecord,
  LinkableType,
  TaskClerks,
  TaskDocument,
  TaskDocuments,
  TaskLink,
} from '@app/shared';
import { requestJson } from '../../api/http.ts';

const TASKS = '/api/task-orders';
const ORDERS = '/api/transport-orders';

export const taskLog = (id: number) => requestJson<DocumentLog>(`${TASKS}/${id}/log`);

export type { Clerk, LinkableType, TaskDocument };

export const taskClerks = () => requestJson<TaskClerks>(`${TASKS}/clerks`);

export const taskDocuments = (id: number) => requestJson<TaskDocuments>(`${TASKS}/${id}/documents`);

export const linkTaskDocument = (id: number, docType: LinkableType, docId: number) =>
  requestJson<TaskLink>(`${TASKS}/${id}/documents`, {
    method: 'POST',
    data: { doc_type: docType, doc_id: docId },
  });

export const unlinkTaskDocument = (id: number, docType: LinkableType, docId: number) =>
  requestJson<TaskLink>(`${TASKS}/${id}/documents/${docType}/${docId}`, { method: 'DELETE' });

/** The carrier, driver and vehicle of a dispatch. */
export interface Crew {
  carrier_id: number;
  driver_id: number;
  vehicle_id: number;
}

export const transportLog = (id: number) => requestJson<DocumentLog>(`${ORDERS}/${id}/log`);

/** A transport order from a task order: the customer, container and task come from the task. */
export const transportFromTask = (taskId: number, body: Record<string, unknown>) =>
  requestJson<EntityRecord>(`${ORDERS}/from-task/${taskId}`, {
    method: 'POST',
    data: body,
  });
