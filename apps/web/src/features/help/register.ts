import { registerSearchSource } from '../../layout/search-sources.ts';

// the guides' topics in the route search, loaded (with the guides' text) when the search is first used
registerSearchSource({
  key: 'help-guides',
  load: (lang) => import('./model/topic-search.ts').then((m) => m.guideSearchItems(lang)),
});
