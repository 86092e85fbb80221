import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  appointment,
  appointmentCalendarAnswerSchema,
  appointmentOptionsAnswerSchema,
  checkConsigneeCode,
  consigneesAnswerSchema,
  errorResponses,
  slotsOfDayAnswerSchema,
} from '@app/shared';
import { appointments, companies, customers, partner_consignees, warehouses } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/actor.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema } from '../../plugins/paging.ts';
import { entityResponses } from '../../crud/response-schemas.ts';
import { tableOf } from '../../crud/entity-tables.ts';
import { scopeOf } from '../../crud/list-condition.ts';
import { slotsOfDay, worksAt } from './appointment-slots.ts';

const tags = ['appointments'];
const perms = appointment.permissions;
const version = z.number().int().positive();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The review: approve or reject in one call (the older form of the two moves). */
export const REVIEW_PATH = '/api/appointments/:id/review';

/** The companies whose warehouses the caller may book: a partner's service companies, staff's own. */
async function bookableCompanies(app: FastifyInstance, actor: Actor): Promise<number[]> {
  if (!actor.isCustomerClient) {
    if (actor.companyId === null) throw new AppError(400, 'auth.company_required');
    return [actor.companyId];
  }
  if (!actor.customerCode) return [];
  const rows = await app.db
    .select({ company_id: customers.company_id })
    .from(customers)
    .where(and(eq(customers.customer_code, actor.customerCode), eq(customers.status, 1)));
  return [...new Set(rows.map((r) => r.company_id))];
}

async function bookableWarehouse(app: FastifyInstance, actor: Actor, warehouseId: number) {
  const ids = await bookableCompanies(app, actor);
  const [row] = ids.length
    ? await app.db
        .select()
        .from(warehouses)
        .where(and(eq(warehouses.id, warehouseId), inArray(warehouses.company_id, ids)))
    : [];
  if (!row || !worksAt(actor, row.warehouse_code))
    throw fieldError('warehouse_id', 'appointment.warehouse_unknown');
  return row;
}

/**
 * The appointment's own calls: the review (approve or reject in one call), what the form offers
 * (companies, warehouses, slots with room), the calendar of bookings per slot and the consignee search.
 * Create, edit, list, delete, the moves and the log are the generic engine's, with the hooks.
 */
export async function appointmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: idSchema });

  // the moves are the engine's (`POST /api/appointments/:id/<move>`, from the definition); the review
  // keeps its older form, one call that approves or rejects, as the engine's approve or reject move
  r.post(
    REVIEW_PATH,
    {
      config: { permission: perms.review },
      schema: {
        tags,
        summary:
          'Approves, or rejects with a reason (required), a submitted appointment: the approve or reject move',
        params,
        body: z.strictObject({ version, approve: z.boolean(), reason: z.string().max(500).optional() }),
        response: entityResponses(appointment).updated,
      },
    },
    async (req) => {
      const { approve, ...body } = req.body;
      return app.entities(appointment.name).move(req, req.params.id, approve ? 'approve' : 'reject', body);
    },
  );

  r.get(
    '/api/appointments/options',
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary:
          'What the form offers: the companies the caller books with (a partner: its service companies that have a warehouse) and their enabled warehouses',
        response: { 200: appointmentOptionsAnswerSchema, ...errorResponses },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const ids = await bookableCompanies(app, actor);
      if (!ids.length) return { companies: [], warehouses: [] };
      const list = await app.db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, ids))
        .orderBy(asc(companies.id));
      const rows = await app.db
        .select({
          id: warehouses.id,
          company_id: warehouses.company_id,
          warehouse_code: warehouses.warehouse_code,
          warehouse_name: warehouses.warehouse_name,
          address: warehouses.address,
        })
        .from(warehouses)
        .where(and(inArray(warehouses.company_id, ids), eq(warehouses.status, '1')))
        .orderBy(asc(warehouses.warehouse_code));
      // a warehouse's front desk books at its own warehouses only
      const bookable = rows
        .filter((w) => worksAt(actor, w.warehouse_code))
        .map((w) => ({ ...w, company_id: Number(w.company_id) }));
      // a partner's service companies are those it can book with: one without a warehouse is no choice
      const withWarehouse = new Set(bookable.map((w) => w.company_id));
      return {
        companies: actor.isCustomerClient ? list.filter((c) => withWarehouse.has(c.id)) : list,
        warehouses: bookable,
      };
    },
  );

  r.get(
    '/api/appointments/slots',
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary: "A warehouse's slots on a day with their capacity, places taken and places left",
        querystring: z.object({ warehouse_id: idSchema, date: day }),
        response: { 200: slotsOfDayAnswerSchema, ...errorResponses },
      },
    },
    async (req) => {
      await bookableWarehouse(app, requireActor(req), req.query.warehouse_id);
      return { content: await slotsOfDay(app.db, req.query.warehouse_id, req.query.date) };
    },
  );

  r.get(
    '/api/appointments/calendar',
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary:
          "The calendar of a warehouse from one day to another (at most 31 days): each day's slots with their " +
          'capacity and places taken, and the caller’s bookings in each',
        querystring: z.object({ warehouse_id: idSchema, from: day, to: day }),
        response: { 200: appointmentCalendarAnswerSchema, ...errorResponses },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const { warehouse_id, from, to } = req.query;
      if (to < from) throw fieldError('to', 'appointment.calendar_range');
      const dates: string[] = [];
      for (let d = new Date(`${from}T00:00:00Z`); dates.length <= 31; d.setUTCDate(d.getUTCDate() + 1)) {
        const text = d.toISOString().slice(0, 10);
        if (text > to) break;
        dates.push(text);
      }
      if (dates.length > 31) throw fieldError('to', 'appointment.calendar_range');
      await bookableWarehouse(app, actor, warehouse_id);
      const bookings = await app.db
        .select({
          id: appointments.id,
          appointment_no: appointments.appointment_no,
          status: appointments.status,
          vehicle_no: appointments.vehicle_no,
          customer_name: appointments.customer_name,
          slot_id: appointments.slot_id,
          date: appointments.date,
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.warehouse_id, warehouse_id),
            between(appointments.date, from, to),
            scopeOf(appointment, tableOf(appointment), actor),
          ),
        )
        .orderBy(asc(appointments.id));
      const days = [];
      for (const date of dates) {
        const slots = await slotsOfDay(app.db, warehouse_id, date);
        days.push({
          date,
          slots: slots.map((s) => ({
            ...s,
            bookings: bookings
              .filter((b) => b.date === date && b.slot_id === s.id)
              .map(({ slot_id: _s, date: _d, ...b }) => b),
          })),
        });
      }
      return { days };
    },
  );

  r.get(
    '/api/appointments/consignees',
    {
      config: { permission: perms.list },
      schema: {
        tags,
        summary:
          'Finds a customs consignee by its 10-digit customs code or 18-character credit code: the partner’s ' +
          'own consignees (我的客户) and the company’s customers',
        querystring: z.object({ code: z.string().trim().max(18) }),
        response: { 200: consigneesAnswerSchema, ...errorResponses },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const code = req.query.code.toUpperCase();
      if (checkConsigneeCode(code)) throw fieldError('code', 'appointment.consignee_code');
      const found = new Map<string, string>();
      if (actor.customerCode) {
        const own = await app.db
          .select({ code: partner_consignees.consignee_code, name: partner_consignees.consignee_name })
          .from(partner_consignees)
          .where(
            and(
              eq(partner_consignees.customer_code, actor.customerCode),
              eq(partner_consignees.consignee_code, code),
            ),
          );
        for (const c of own) found.set(c.code, c.name);
      }
      const ids = await bookableCompanies(app, actor);
      if (ids.length && code.length === 18) {
        const known = await app.db
          .select({ code: customers.scc, name: customers.customer_name })
          .from(customers)
          .where(
            and(
              inArray(customers.company_id, ids),
              eq(customers.scc, code),
              actor.isCustomerClient && actor.customerCode
                ? eq(customers.customer_code, actor.customerCode)
                : undefined,
            ),
          );
        for (const c of known) if (c.code && !found.has(c.code)) found.set(c.code, c.name);
      }
      return { content: [...found].map(([c, name]) => ({ code: c, name })) };
    },
  );
}
