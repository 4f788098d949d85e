/** Help centre categories and articles (GET /wps/system/helpCenter) in the current language. */
import type { THelpCategory } from '@luckwell/contracts/system/help-center';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from './api-client.ts';

const schema = () => import('@luckwell/contracts/system/help-center').then((m) => m.ZHelpCenterResponse);

export const useHelpCenter = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: ['helpCenter', language],
    queryFn: ({ signal }) => apiGet('/wps/system/helpCenter', schema, { signal, query: { language } }),
    staleTime: 5 * 60_000,
  });
};

type CategoryRef = Pick<THelpCategory, 'id'> & { key?: string | undefined };

/**
 * The query of /help that opens a category (and one of its articles): `section=<key>`, the stable
 * name brands use in links such as `/help?section=contact`; `category=<id>` for a category
 * without a key.
 */
export const helpParams = (category: CategoryRef, articleId?: number) => {
  const params = new URLSearchParams(
    category.key ? { section: category.key } : { category: String(category.id) },
  );
  if (articleId !== undefined) params.set('article', String(articleId));
  return params;
};

export const helpHref = (category: CategoryRef, articleId?: number) =>
  `/help?${helpParams(category, articleId)}`;

/** The category a /help query names (`section`, then `category`), or the first one. */
export const selectHelpCategory = <C extends CategoryRef>(categories: C[], params: URLSearchParams) => {
  const section = params.get('section');
  const id = Number(params.get('category'));
  return (
    (section ? categories.find((category) => category.key === section) : undefined) ??
    (id ? categories.find((category) => category.id === id) : undefined) ??
    categories[0]
  );
};
