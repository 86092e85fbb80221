import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { fromUnits, PASSPORT_GATE_CODE, toUnits } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  globalSettings,
  inventory_list_lines,
  inventory_lists,
  passport_lines,
  passport_lists,
  passports,
} from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../plugins/app-error.ts';

/** The setting that holds the weight tolerance (kg), and its value when unset or unreadable. */
export const WEIGHT_TOLERANCE_SETTING = 'passport_weight_tolerance';
const DEFAULT_TOLERANCE = '10';

export async function weightTolerance(db: DbOrTx): Promise<bigint> {
  const [row] = await db
    .select({ val: globalSettings.val })
    .from(globalSettings)
    .where(eq(globalSettings.code, WEIGHT_TOLERANCE_SETTING));
  const val = row?.val.trim() ?? '';
  return /^\d+(\.\d{1,5})?$/.test(val) ? toUnits(val) : toUnits(DEFAULT_TOLERANCE);
}

/** Passports that no longer carry goods: deleted or voided at customs. */
const GONE = [PASSPORT_GATE_CODE.deleted, PASSPORT_GATE_CODE.voided];

type Passport = typeof passports.$inferSelect;
type Line = typeof passport_lines.$inferSelect;

const abs = (n: bigint) => (n < 0n ? -n : n);
const units = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? 0n : toUnits(v));

/** The gross weight of each list's lines, when every line of the list has one (else the list is skipped). */
async function listGross(tx: DbOrTx, listIds: number[]) {
  if (!listIds.length) return new Map<number, bigint>();
  const ln = inventory_list_lines;
  const rows = await tx
    .select({
      list_id: ln.list_id,
      gross: sql<string>`coalesce(sum(${ln.gross_wt}), 0)::text`,
      missing: sql<number>`count(*) filter (where ${ln.gross_wt} is null)::int`,
    })
    .from(ln)
    .where(inArray(ln.list_id, listIds))
    .groupBy(ln.list_id);
  return new Map(rows.filter((r) => Number(r.missing) === 0).map((r) => [r.list_id, toUnits(r.gross)]));
}

/** The gross weight other live passports carry of one list. */
async function carriedElsewhere(tx: DbOrTx, listId: number, passportId: number): Promise<bigint> {
  const [row] = await tx
    .select({ gross: sql<string>`coalesce(sum(${passport_lines.gross_wt}), 0)::text` })
    .from(passport_lines)
    .innerJoin(passports, eq(passports.id, passport_lines.passport_id))
    .where(
      and(
        eq(passport_lines.list_id, listId),
        ne(passport_lines.passport_id, passportId),
        sql`coalesce(${passports.stucd}, '') not in (${sql.join(
          GONE.map((g) => sql`${g}`),
          sql`, `,
        )})`,
      ),
    );
  return toUnits(row?.gross ?? '0');
}

/**
 * Checks a passport's weights before it is confirmed or declared (tolerance from the setting):
 * every goods line has its gross weight (a passport without lines carries the weight typed on its head); the goods' gross matches the bound lists' (one vehicle: all of
 * them; one list several vehicles: no more than what the other vehicles left); and the total weight is
 * vehicle + frame + container + goods. Answers the goods' gross and net weight.
 */
export async function checkPassportWeights(tx: DbOrTx, passport: Passport, lines: Line[]) {
  const tolerance = await weightTolerance(tx);
  let gross = 0n;
  let net = 0n;
  for (const line of lines) {
    if (line.gross_wt === null)
      throw new AppError(409, 'passport.line_weight', { line: String(line.passport_seqno) });
    gross += toUnits(line.gross_wt);
    net += units(line.net_wt);
  }
  // a passport without lines (two-step, empty vehicle) carries the goods weight typed on its head
  if (!lines.length) {
    gross = units(passport.total_gross_wt);
    net = units(passport.total_net_wt);
  }
  const listIds = [...new Set(lines.map((l) => l.list_id))];
  const byList = await listGross(tx, listIds);
  if (passport.bind_typecd === '3') {
    for (const listId of listIds) {
      const listWeight = byList.get(listId);
      if (listWeight === undefined) continue;
      const mine = lines.filter((l) => l.list_id === listId).reduce((s, l) => s + units(l.gross_wt), 0n);
      const remaining = listWeight - (await carriedElsewhere(tx, listId, passport.id));
      if (mine > remaining + tolerance) {
        const [list] = await tx
          .select({ no: inventory_lists.etps_inner_invt_no })
          .from(inventory_lists)
          .where(eq(inventory_lists.id, listId));
        throw new AppError(409, 'passport.gross_exceeds', {
          list: list?.no ?? String(listId),
          gross: fromUnits(mine),
          remaining: fromUnits(remaining),
          tolerance: fromUnits(tolerance),
        });
      }
    }
  } else if (listIds.length && listIds.every((id) => byList.has(id))) {
    const lists = listIds.reduce((s, id) => s + byList.get(id)!, 0n);
    if (abs(gross - lists) > tolerance)
      throw new AppError(409, 'passport.gross_mismatch', {
        gross: fromUnits(gross),
        lists: fromUnits(lists),
        tolerance: fromUnits(tolerance),
      });
  }
  const sum =
    units(passport.vehicle_wt) + units(passport.vehicle_frame_wt) + units(passport.container_wt) + gross;
  if (abs(units(passport.total_wt) - sum) > tolerance)
    throw fieldError('total_wt', 'passport.total_mismatch', {
      total: fromUnits(units(passport.total_wt)),
      sum: fromUnits(sum),
      tolerance: fromUnits(tolerance),
    });
  return { gross: fromUnits(gross), net: fromUnits(net) };
}

/** Live passports (not this one) that carry any of these lists, with their binding type. */
export async function otherPassportsOf(tx: DbOrTx, listIds: number[], passportId: number) {
  if (!listIds.length) return [];
  return tx
    .select({
      list_id: passport_lists.list_id,
      passport: passports.etps_preent_no,
      bind_typecd: passports.bind_typecd,
    })
    .from(passport_lists)
    .innerJoin(passports, eq(passports.id, passport_lists.passport_id))
    .where(
      and(
        inArray(passport_lists.list_id, listIds),
        ne(passports.id, passportId),
        sql`coalesce(${passports.stucd}, '') not in ('5', '6')`,
      ),
    );
}
