/**
 * The pure parts of the checks made before a declaration is sent (the server's `pre-send-checks.ts`
 * reads the tables): which licences an HS code's supervision conditions (监管条件) ask of a direction,
 * and which authorised declaring code is valid on a day.
 */

/** Import ('0'), export ('1'). */
type Direction = '0' | '1';
const IMPORT: readonly Direction[] = ['0'];
const EXPORT: readonly Direction[] = ['1'];
const BOTH: readonly Direction[] = ['0', '1'];

/**
 * The supervision-condition codes that are licences (licence_docs.csv, DocuCode) and the directions they
 * concern: the declaration needs a 随附单证 line with the same code. Inspection (A, B, D), prohibitions
 * (6, 8, 9) and the codes that are not licences are not asked for.
 */
export const LICENCE_CONDITIONS: Readonly<Record<string, readonly Direction[]>> = {
  '1': IMPORT, // 进口许可证
  '2': IMPORT, // 两用物项和技术进口许可证
  '3': EXPORT, // 两用物项和技术出口许可证
  '4': EXPORT, // 出口许可证
  '5': EXPORT, // 纺织品临时出口许可证
  '7': IMPORT, // 自动进口许可证
  E: EXPORT, // 濒危物种允许出口证明书
  F: IMPORT, // 濒危物种允许进口证明书
  G: EXPORT, // 两用物项和技术出口许可证(定向)
  I: BOTH, // 麻醉药品精神药物进出口准许证
  J: BOTH, // 黄金及黄金制品进出口准许证
  L: BOTH, // 药品进出口准许证
  M: IMPORT, // 密码产品和设备进口许可证
  O: IMPORT, // 自动进口许可证(新旧机电产品)
  P: IMPORT, // 固体废物进口许可证
  Q: IMPORT, // 进口药品通关单
  R: IMPORT, // 进口兽药通关单
  S: BOTH, // 农药进出口登记管理放行通知单
  W: BOTH, // 麻醉药品进出口准许证
  X: BOTH, // 有毒化学品环境管理放行通知单
  i: EXPORT, // 技术出口许可证
  k: BOTH, // 民用爆炸物品进出口审批单
  u: EXPORT, // 钟乳石出口批件
  z: EXPORT, // 古生物化石出境批件
};

/** The licence codes a goods line's supervision conditions ask of a declaration of this direction, in order. */
export function licencesNeeded(condition: string | null | undefined, ieFlag: unknown): string[] {
  const direction = ieFlag === '1' ? '1' : '0';
  const needed: string[] = [];
  for (const code of condition ?? '')
    if (LICENCE_CONDITIONS[code]?.includes(direction) && !needed.includes(code)) needed.push(code);
  return needed;
}

/** One entry of a company's authorised declaring code history. */
export interface DeclareCodeEntry {
  code: string;
  /** YYYY-MM-DD: valid from this day until the next entry's. */
  valid_from: string;
}

/** The entry valid on a day (YYYY-MM-DD): the latest that starts on or before it; none before the first. */
export function declareCodeOn(
  history: readonly DeclareCodeEntry[],
  day: string,
): DeclareCodeEntry | undefined {
  let found: DeclareCodeEntry | undefined;
  for (const entry of history)
    if (entry.valid_from <= day && (!found || entry.valid_from > found.valid_from)) found = entry;
  return found;
}
