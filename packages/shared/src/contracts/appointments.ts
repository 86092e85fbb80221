import { z } from 'zod';

/** The appointment's own calls beside the engine's (`apps/server/src/modules/appointments/appointments.routes.ts`). */

/** GET /api/appointments/options: the companies the caller books with and their enabled warehouses. */
export const appointmentOptionsAnswerSchema = z.object({
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
  warehouses: z.array(
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      warehouse_code: z.string(),
      warehouse_name: z.string(),
      address: z.string().nullable(),
    }),
  ),
});
export type AppointmentOptions = z.infer<typeof appointmentOptionsAnswerSchema>;

/** A slot of a warehouse on a day: capacity, places taken and places left. */
export const slotOfDaySchema = z.object({
  id: z.number().int(),
  slot_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  capacity: z.number().int(),
  taken: z.number().int(),
  left: z.number().int(),
});
export type SlotOfDay = z.infer<typeof slotOfDaySchema>;

/** GET /api/appointments/slots: a warehouse's slots on a day. */
export const slotsOfDayAnswerSchema = z.object({ content: z.array(slotOfDaySchema) });
export type SlotsOfDay = z.infer<typeof slotsOfDayAnswerSchema>;

/** A booking as the calendar shows it (the caller's own only, for a partner). */
export const calendarBookingSchema = z.object({
  id: z.number().int(),
  appointment_no: z.string().nullable(),
  status: z.string().nullable(),
  vehicle_no: z.string(),
  customer_name: z.string(),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

/** One day of the calendar: each slot with its bookings. */
export const calendarDaySchema = z.object({
  date: z.string(),
  slots: z.array(slotOfDaySchema.extend({ bookings: z.array(calendarBookingSchema) })),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** GET /api/appointments/calendar: the days from one to another (at most 31). */
export const appointmentCalendarAnswerSchema = z.object({ days: z.array(calendarDaySchema) });
export type AppointmentCalendar = z.infer<typeof appointmentCalendarAnswerSchema>;

/** GET /api/appointments/consignees: customs consignees found by code. */
export const consigneesAnswerSchema = z.object({
  content: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type ConsigneesFound = z.infer<typeof consigneesAnswerSchema>;
