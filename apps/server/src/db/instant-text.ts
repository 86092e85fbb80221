import pg from 'pg';

/** PostgreSQL's type id of `timestamp with time zone`. */
export const TIMESTAMPTZ_OID = 1184;

/** A timestamptz as PostgreSQL writes it in UTC (DateStyle ISO): `2026-11-28 14:00:00.123456+00`. */
const UTC_TEXT = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d{1,6})?\+00$/;

const parseDefault = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (value: string) => unknown;

/**
 * A timestamptz read straight into the text its JSON answer holds (what `Date#toISOString` writes:
 * milliseconds, `Z`), without a Date in between: reading a page's instants into Dates and writing them
 * out again cost the list a few per cent of its time. The milliseconds are cut as node-postgres cuts them
 * (`postgres-date`: 1000 × the fraction, then Date drops what is below a millisecond). Any other form
 * (another session time zone, infinity, BC) goes through the driver's own parser and stays a Date;
 * both are written alike in JSON, and the record schemas take either.
 */
export function instantText(value: string): unknown {
  const m = UTC_TEXT.exec(value);
  if (!m) return parseDefault(value);
  const ms = m[3] ? Math.trunc(1000 * parseFloat(m[3])) : 0;
  return `${m[1]}T${m[2]}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}
