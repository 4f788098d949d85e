/**
 * Help centre (issue 19): the calls under /admin-api/content/help — a brand's help categories (with
 * their article counts) and the articles of one, each created, changed and deleted with a reason
 * (`content.manage`). Any change refreshes both lists (a category's count follows its articles).
 */
import type {
  TAdminHelpArticle,
  TAdminHelpArticleRequest,
  TAdminHelpCategory,
  TAdminHelpCategoryRequest,
  TAdminHelpDeleteRequest,
} from '@luckwell/contracts/admin/help';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/help');
const KEY = ['admin', 'content', 'help'] as const;
const BASE = '/admin-api/content/help';

/** A brand's help categories in the players' order. */
export const useHelpCategories = (merchantCode: string) =>
  useQuery({
    queryKey: [...KEY, 'categories', merchantCode],
    queryFn: ({ signal }) =>
      apiGet(`${BASE}/categories`, () => contracts().then((m) => m.ZAdminHelpCategoriesResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

/** The articles of one of the brand's categories (none chosen: nothing asked). */
export const useHelpArticles = (merchantCode: string, categoryId: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'articles', merchantCode, categoryId],
    queryFn: ({ signal }) =>
      apiGet(`${BASE}/articles`, () => contracts().then((m) => m.ZAdminHelpArticlesResponse), {
        signal,
        query: { merchantCode, categoryId },
      }),
    enabled: merchantCode !== '' && categoryId !== undefined,
  });

type Kind = 'categories' | 'articles';

/** Creates (no id) or changes a category or an article; the lists refresh. */
const useSave = <Body, Saved>(kind: Kind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Body }) =>
      apiRequest(
        id === undefined ? `${BASE}/${kind}` : `${BASE}/${kind}/${id}`,
        () =>
          contracts().then((m) =>
            kind === 'categories' ? m.ZAdminHelpCategoryResponse : m.ZAdminHelpArticleResponse,
          ),
        { method: id === undefined ? 'POST' : 'PUT', body },
      ) as Promise<Saved>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};

export const useSaveHelpCategory = () => useSave<TAdminHelpCategoryRequest, TAdminHelpCategory>('categories');
export const useSaveHelpArticle = () => useSave<TAdminHelpArticleRequest, TAdminHelpArticle>('articles');

/** Deletes a category (refused while it holds articles) or an article, with a reason; the lists refresh. */
export const useDeleteHelp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: Kind; id: number; body: TAdminHelpDeleteRequest }) =>
      apiRequest(`${BASE}/${kind}/${id}`, () => contracts().then((m) => m.ZAdminHelpDeletedResponse), {
        method: 'DELETE',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};
