import type { Lang } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import type { ExtraSearchItem } from '../../../layout/search-sources.ts';
import { HELP_NS } from '../locales.ts';
import { guideLink, loadTopics } from './guides.ts';

/**
 * The route search's items for the guides' topics in a language: "使用指南 > 财务 > 对账单", opening the
 * guide at that heading.
 */
export async function guideSearchItems(lang: Lang): Promise<ExtraSearchItem[]> {
  const topics = await loadTopics(lang);
  const t = i18n.getFixedT(lang);
  const th = i18n.getFixedT(lang, HELP_NS);
  return topics.map((topic) => ({
    title: [t('route.guide'), th(`role.${topic.role}`), topic.title].join(' > '),
    pinyinOf: topic.title,
    path: guideLink(topic.role, topic.id),
  }));
}
