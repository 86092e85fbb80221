import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPOINTMENT_SITE_CODE,
  CODE_OK,
  localize,
  menuAnswerSchema,
  menuGroupByNo,
  menuGroupsAnswerSchema,
  orderMenuGroups,
} from '@app/shared';
import { globalSettings } from '../db/schema/index.ts';
import { requireActor } from '../plugins/auth.ts';
import { resourceRowsForRoles } from '../plugins/actor.ts';
import { siteFor } from '../modules/sites/sites.config.ts';
import { buildMenuTree, groupNumbersOf } from '../modules/resources/menu-tree.ts';

/** An administrator's override of the groups' zh titles and icons (the `menu_groups` setting, optional). */
const menuGroupSchema = z.array(
  z.object({ groupNo: z.string(), title: z.string(), icon: z.string().optional() }),
);

function parseJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : [];
  } catch {
    return [];
  }
}

export async function menuRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const userResources = async (req: Parameters<typeof requireActor>[0]) => {
    const actor = requireActor(req);
    return { actor, rows: await resourceRowsForRoles(app.db, actor.roleIds, actor.isAdmin) };
  };

  r.get(
    '/menu/index',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['session'],
        summary:
          'The menu tree of the user’s resources, sorted by sort descending, titles in the request’s language; Group-Id limits it to one group',
        querystring: z.object({
          access_token: z.string().optional(),
          groupNo: z.string().max(20).optional(),
        }),
        response: { 200: menuAnswerSchema },
      },
    },
    async (req) => {
      const { actor, rows } = await userResources(req);
      const group = req.query.groupNo ?? (req.headers['group-id'] as string | undefined);
      return { code: CODE_OK, data: buildMenuTree(rows, actor.clientId, group || undefined, req.lang) };
    },
  );

  r.get(
    '/menu/group',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['session'],
        summary:
          'The menu groups the user holds, customs work first (the appointment group first on the appointment site), titles in the request’s language',
        response: { 200: menuGroupsAnswerSchema },
      },
    },
    async (req) => {
      const { actor, rows } = await userResources(req);
      const held = groupNumbersOf(rows.filter((x) => x.client_ids.split(',').includes(actor.clientId)));
      const [setting] = await app.db
        .select()
        .from(globalSettings)
        .where(eq(globalSettings.code, 'menu_groups'));
      const parsed = menuGroupSchema.safeParse(parseJson(setting?.val));
      const overrides = new Map((parsed.success ? parsed.data : []).map((g) => [g.groupNo, g]));
      const appointmentSite = siteFor(req.headers.host).code === APPOINTMENT_SITE_CODE;
      return {
        code: CODE_OK,
        data: orderMenuGroups(held, appointmentSite).map((groupNo) => {
          const known = menuGroupByNo(groupNo);
          const override = overrides.get(groupNo);
          const title =
            req.lang === 'zh' || !known
              ? (override?.title ?? (known ? known.title.zh : groupNo))
              : localize(known.title, req.lang);
          return { groupNo, title, icon: override?.icon ?? known?.icon ?? '' };
        }),
      };
    },
  );
}
