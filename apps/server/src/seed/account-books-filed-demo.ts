import { goodsBalance } from '@app/shared';
import type { DbOrTx } from '../db/client.ts';
import {
  account_book_goods,
  account_book_losses,
  account_books,
  accountBookFilings,
} from '../db/schema/index.ts';
import { filedGoods, filedLoss } from '../modules/bonded/book-filing.ts';
import { demoChannel, demoClerk, demoReceipts, demoTime, seedDocumentLog } from './demo-documents.ts';

const enterprise = {
  trade_sccd: '91350200MA2Y8K3L76',
  trade_code: '3502963214',
  trade_name: '厦门嘉禾贸易有限公司',
  decl_sccd: '913502007054112349',
  decl_code: '3502980123',
  decl_name: '厦门海天报关有限公司',
};

/**
 * Books customs answered (issue 30): a processing book filed with EMS111 and approved (申报成功, with
 * customs' number and the lines it approved), and a logistics book filed with BWS101 and refused
 * (申报失败, with customs' text, to be corrected and submitted again); each with its log of receipts.
 */
export async function seedFiledBooks(tx: DbOrTx, companyId: number) {
  const channel = await demoChannel(tx, companyId);
  const clerk = await demoClerk(tx);
  const approvedSend = demoTime(18, '10:05');
  const refusedSend = demoTime(24, '15:20');
  const [approved, refused] = await tx
    .insert(account_books)
    .values([
      {
        company_id: companyId,
        customer_code: 'C0001',
        ems_no: 'E3701D000201',
        book_kind: '1',
        ems_outside: '0',
        ems_type: '28',
        book_type: 'TW',
        bwl_type: 'Z',
        status: '3',
        wms_no: 'WH-XM-03',
        master_cuscd: '3701',
        ...enterprise,
        valid_date: '2029-12-31',
        putrec_time: '2026-11-18',
        confirm_time: demoTime(18, '09:40'),
        submit_time: approvedSend,
        channel_id: channel.id,
        seq_no: '202600000187654321',
        chg_tms_cnt: 0,
        client_seq_no: '202611188000000101',
        return_message: '审核通过',
        note: '加工账册：主板组装',
      },
      {
        company_id: companyId,
        customer_code: 'C0001',
        ems_no: 'T3701W000036',
        book_kind: '2',
        ems_outside: '0',
        ems_type: '27',
        book_type: 'TW',
        bwl_type: 'Z',
        status: '4',
        wms_no: 'WH-XM-04',
        master_cuscd: '3701',
        ...enterprise,
        valid_date: '2029-12-31',
        confirm_time: demoTime(24, '15:00'),
        submit_time: refusedSend,
        channel_id: channel.id,
        seq_no: '202600000187659902',
        chg_tms_cnt: 0,
        client_seq_no: '202611248000000201',
        return_message: '退单：仓库编号 WH-XM-04 与海关备案的仓库不符',
        note: '物流账册：新仓库',
      },
    ])
    .returning({ id: account_books.id });

  const line = (bookId: number, type: 'I' | 'E', g_no: number, cop: string, name: string, qty: string) => ({
    company_id: companyId,
    customer_code: 'C0001',
    book_id: bookId,
    g_no,
    cop_g_no: cop,
    type,
    status: '1',
    code_t: type === 'E' ? '8471300000' : '8473309000',
    g_name: name,
    unit: type === 'E' ? '001' : '007',
    country_code: 'CHN',
    dec_price: type === 'E' ? '5200' : '86.5',
    curr: 'USD',
    appr_amt: qty,
    in_qty: '0',
    out_qty: '0',
    locked_qty: '0',
    ...goodsBalance({ in_qty: '0', out_qty: '0' }),
  });
  const goods = await tx
    .insert(account_book_goods)
    .values([
      line(approved!.id, 'I', 1, 'MB-P-0001', '笔记本电脑主板', '5000'),
      line(approved!.id, 'E', 1, 'NB-P-14', '笔记本电脑 14英寸', '5000'),
      line(refused!.id, 'I', 1, 'LCD-24-FHD', '24英寸液晶显示屏', '800'),
    ])
    .returning();
  const [loss] = await tx
    .insert(account_book_losses)
    .values({
      company_id: companyId,
      customer_code: 'C0001',
      book_id: approved!.id,
      exg_no: 1,
      p_g_no: '1',
      m_g_no: 1,
      dec_dm: '1',
      dec_cm: '1',
      tgbl_loss_rate: '0',
      intab_loss_rate: '0',
      ucns_dcl_stucd: '2',
      modify_mark: '0',
      valid_date: '2029-12-31',
    })
    .returning();
  // what customs approved: the lines as filed (a change files only what differs from them)
  await tx.insert(accountBookFilings).values({
    book_id: approved!.id,
    goods: goods.filter((g) => g.book_id === approved!.id).map(filedGoods),
    losses: [filedLoss(loss!)],
    approve_time: new Date(approvedSend.getTime() + 3 * 3_600_000),
  });

  await seedDocumentLog(tx, { type: 'account-book', id: approved!.id }, clerk, [
    { action: 'add', at: demoTime(18, '09:10') },
    { action: 'confirm', at: demoTime(18, '09:40') },
    {
      action: 'submit',
      at: approvedSend,
      messageType: 'EMS111',
      code: 'ss',
      message: `${channel.name} 202611188000000101 备案`,
    },
    ...demoReceipts(approvedSend, [
      ['COMMON', 'R0', '账册申报服务调用成功', 1],
      ['EMS211', 'A1', '审核通过', 180],
    ]),
    { action: 'approve', at: new Date(approvedSend.getTime() + 180 * 60_000) },
  ]);
  await seedDocumentLog(tx, { type: 'account-book', id: refused!.id }, clerk, [
    { action: 'add', at: demoTime(24, '14:30') },
    { action: 'confirm', at: demoTime(24, '15:00') },
    {
      action: 'submit',
      at: refusedSend,
      messageType: 'BWS101',
      code: 'ss',
      message: `${channel.name} 202611248000000201 备案`,
    },
    ...demoReceipts(refusedSend, [
      ['COMMON', 'R0', '账册申报服务调用成功', 1],
      ['BWS211', 'A3', '退单：仓库编号 WH-XM-04 与海关备案的仓库不符', 95],
    ]),
    { action: 'refuse', at: new Date(refusedSend.getTime() + 95 * 60_000) },
  ]);
}
