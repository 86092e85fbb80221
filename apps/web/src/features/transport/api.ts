import { requestJson } from '../../api/http.ts';
import type { ActionLogEntry } from '../bonded/api.ts';

const TASKS = '/api/task-orders';
const ORDERS = '/api/transport-orders';

export const taskLog = (id: number) => requestJson<{ content: ActionLogEntry[] }>(`${TASKS}/${id}/log`);

/** A staff user of the working company a task order may go to. */
export interface Clerk {
  id: number;
  name: string;
  username: string;
}
export const taskClerks = () => requestJson<{ content: Clerk[] }>(`${TASKS}/clerks`);

/** The documents a task order links by id. */
export type LinkableType = 'declaration' | 'inventory-list' | 'passport';

/** One document made for a task order. */
export interface TaskDocument {
  doc_type: LinkableType | 'transport-order';
  doc_id: number;
  doc_no: string | null;
  status: string | null;
  status_name: string;
  customer_code: string | null;
  linked_by: 'link' | 'task_no' | 'task_order';
}

export const taskDocuments = (id: number) =>
  requestJson<{ content: TaskDocument[] }>(`${TASKS}/${id}/documents`);

export const linkTaskDocument = (id: number, docType: LinkableType, docId: number) =>
  requestJson<unknown>(`${TASKS}/${id}/documents`, {
    method: 'POST',
    data: { doc_type: docType, doc_id: docId },
  });

export const unlinkTaskDocument = (id: number, docType: LinkableType, docId: number) =>
  requestJson<unknown>(`${TASKS}/${id}/documents/${docType}/${docId}`, { method: 'DELETE' });

/** The carrier, driver and vehicle of a dispatch. */
export interface Crew {
  carrier_id: number;
  driver_id: number;
  vehicle_id: number;
}

export const transportLog = (id: number) => requestJson<{ content: ActionLogEntry[] }>(`${ORDERS}/${id}/log`);

/** A transport order from a task order: the customer, container and task come from the task. */
export const transportFromTask = (taskId: number, body: Record<string, unknown>) =>
  requestJson<{ id: number; order_no: string }>(`${ORDERS}/from-task/${taskId}`, {
    method: 'POST',
    data: body,
  });
