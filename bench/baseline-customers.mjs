// Hand-written baseline for the product's customer list: node:http + node-postgres, no framework.
// Same work per request as the product's GET /api/customers?business_type=..&sort=create_time,desc&page=1&size=N:
// token check with roles and permissions (one statement), then page and capped total in parallel,
// company names joined in, JSON out. What a careful engineer would write by hand.
// Usage, from the project's root (pg is taken from its node_modules; REPO names another checkout):
//   DATABASE_URL=postgres://... PORT=18090 node bench/baseline-customers.mjs
// bench/run.ts starts it beside the API on the same database and reports API/baseline.
// It answers only GET /api/customers?business_type=..&page=..&size=.. with the Access-Token header of a signed-in user.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(`${process.env.REPO ?? process.cwd()}/package.json`);
const pg = require('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

const ACTOR = `select t.user_id, t.company_id, u.customer_code,
    coalesce((select bool_or(r.is_admin) from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = u.id and r.client_id = t.client_id and r.status = 1), false) as is_admin,
    coalesce((select array_agg(distinct res.code) from user_roles ur
      join roles r on r.id = ur.role_id and r.client_id = t.client_id and r.status = 1
      join role_resources rr on rr.role_id = r.id
      join resources res on res.id = rr.resource_id and res.status = 1
      where ur.user_id = u.id), '{}') as permissions
  from access_tokens t join users u on u.id = t.user_id and u.status = 1
  where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now()`;
const PAGE = `select c.id, c.company_id, c.customer_code, c.customer_name, c.show_name, c.type, c.business_type, c.status,
    c.scc, c.tel, c.email, c.create_id, c.create_time, c.update_id, c.update_time, c.version, co.name as company_name
  from customers c left join companies co on co.id = c.company_id
  where c.business_type = $1 and c.company_id = $2 order by c.create_time desc, c.id desc limit $3 offset $4`;
const TOTAL = `select count(*)::int as n from (select 1 from customers where business_type = $1 and company_id = $2 limit 10001) m`;

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://x');
      if (url.pathname !== '/api/customers') return send(res, 404, { code: 404 });
      const token = req.headers['access-token'];
      if (!token) return send(res, 401, { code: 401 });
      const hash = createHash('sha256').update(String(token)).digest('hex');
      const {
        rows: [actor],
      } = await pool.query({ name: 'actor', text: ACTOR, values: [hash] });
      if (!actor) return send(res, 401, { code: 401 });
      const size = Number(url.searchParams.get('size') ?? 20);
      const page = Number(url.searchParams.get('page') ?? 1);
      if (!(size >= 10 && size <= 100) || !(page >= 1)) return send(res, 400, { code: 400 });
      const type = url.searchParams.get('business_type');
      const [list, total] = await Promise.all([
        pool.query({ name: 'page', text: PAGE, values: [type, actor.company_id, size, (page - 1) * size] }),
        pool.query({ name: 'total', text: TOTAL, values: [type, actor.company_id] }),
      ]);
      const n = total.rows[0].n;
      send(res, 200, {
        content: list.rows.map(({ company_name, ...row }) => ({
          ...row,
          _display: { company_id: company_name },
        })),
        totalElements: Math.min(n, 10000),
        totalCapped: n > 10000,
        page,
        size,
      });
    } catch (error) {
      send(res, 500, { code: 500, message: String(error) });
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
