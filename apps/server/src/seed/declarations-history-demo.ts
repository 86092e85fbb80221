import { businessTime, declarationTotals, type ReturnEntry } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import { declarationGoods, declarations } from '../db/schema/index.ts';
import { demoGoods, demoHead, entryTime, receipt } from './declarations-demo.ts';

/** Days of history before today: the home tab's 30-day trend and the data board's month. */
const HISTORY_DAYS = 29;
const PER_DAY = 7;

/** The Xiamen company's two customers (嘉禾贸易 declares most). */
const CUSTOMER_MIX = ['C0001', 'C0001', 'C0001', 'C0002', 'C0002'];
const PORT_MIX = ['3701', '3701', '3708', '3702', '3703', '3709', '2207'];
const COUNTRY_MIX = ['USA', 'USA', 'JPN', 'DEU', 'KOR', 'SGP', 'VNM', 'GBR', 'THA', 'AUS'];

/** A small deterministic generator: the same demo every time. */
function generator(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

interface Outcome {
  status: string;
  /** Receipts after the send: code, message and minutes after it. */
  steps: [string, string, number][];
}

/** Where a declaration of the past ended up (mostly cleared; some bounced, held or never answered). */
function outcome(r: number, clearMinutes: number): Outcome {
  const accepted: [string, string, number] = ['J', '海关已接受申报', Math.round(clearMinutes * 0.3)];
  if (r < 0.62)
    return {
      status: '50',
      steps: [accepted, ['P', '海关已放行', clearMinutes], ['R', '已结关', clearMinutes + 1440]],
    };
  if (r < 0.82) return { status: '40', steps: [accepted, ['P', '海关已放行', clearMinutes]] };
  if (r < 0.88) return { status: '30', steps: [['L', '海关入库成功', 20]] };
  if (r < 0.93) return { status: '90', steps: [['E', '退单：申报要素不全', 45]] };
  if (r < 0.97) return { status: '80', steps: [accepted, ['H', '挂起：待查验', 90]] };
  return { status: '20', steps: [] };
}

/**
 * A month of the Xiamen company's past declarations (about seven a day, import and export, several
 * ports and trading countries), sent and answered at realistic times, so the home tab's
 * trend and clearance charts and the data board show a working office rather than one morning's samples.
 */
export async function seedDeclarationHistory(tx: DbOrTx, companyId: number) {
  const random = generator(20261126);
  const today = businessTime().startOf('day');
  const now = Date.now();
  let n = 100;
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const dayStart = today.subtract(back, 'day');
    const day = dayStart.format('YYYY-MM-DD');
    const count = PER_DAY - 2 + Math.floor(random() * 5);
    for (let k = 0; k < count; k++) {
      n += 1;
      const ie = random() < 0.6 ? '0' : '1';
      const created = dayStart.add(8 * 60 + Math.floor(random() * 540), 'minute').valueOf();
      const sent = created + (20 + Math.floor(random() * 120)) * 60_000;
      // clearance: mostly one to four hours, now and then most of a day
      const clearMinutes = Math.round(40 + random() * 200 + (random() < 0.15 ? 300 + random() * 600 : 0));
      const end = outcome(random(), clearMinutes);
      const receipts: ReturnEntry[] = [
        receipt('ss', '已发送', new Date(sent)),
        ...end.steps
          .map(([code, message, minutes]) => ({ code, message, at: sent + minutes * 60_000 }))
          .filter((s) => s.at <= now)
          .map((s) => receipt(s.code, s.message, new Date(s.at))),
      ];
      const when = (code: string) => {
        const found = receipts.find((x) => x.code === code);
        return found ? entryTime(found) : null;
      };
      const last = receipts.at(-1)!;
      const lines = demoGoods(1 + Math.floor(random() * 3), ie);
      const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
      const status = end.status === '50' && !when('R') ? '40' : end.status;
      const [row] = await tx
        .insert(declarations)
        .values({
          ...demoHead(ie, n, day),
          ...declarationTotals(lines),
          customer_code: pick(CUSTOMER_MIX),
          ie_port: pick(PORT_MIX),
          trade_country: pick(COUNTRY_MIX),
          cd_company_id: companyId,
          cd_status: status,
          return_code: last.code === 'ss' ? null : last.code,
          return_content: receipts,
          return_time: entryTime(last),
          send_time: new Date(sent),
          pass_time: when('P'),
          complete_time: when('R'),
          refund_time: when('E'),
          client_seq_no: `DEMO${day.replaceAll('-', '')}${String(n).padStart(6, '0')}`,
          // customs numbers once customs took the declaration in: the data-centre no., and the customs no.
          // once accepted (J) or later
          qp_sn: status === '20' ? null : `3701${day.slice(0, 4)}1${String(n).padStart(9, '0')}`,
          entry_sn: when('J') ? `3701${day.slice(0, 4)}${ie}${String(n).padStart(9, '0')}` : null,
          create_time: new Date(created),
          update_time: entryTime(last),
        })
        .returning({ id: declarations.id });
      await tx.insert(declarationGoods).values(lines.map((g) => ({ ...g, declaration_id: row!.id })));
    }
  }
}
