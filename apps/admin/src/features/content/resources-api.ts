/**
 * Content → Links (issue 19): the calls under /admin-api/content/resources — a brand's links by
 * type, setting or changing one, and removing one, each with a reason (`content.manage`). A change
 * refreshes the list.
 */
import type { TAdminResourceRemoveRequest, TAdminResourceRequest } from '@luckwell/contracts/admin/resources';
import type { TResourceType } from '@luckwell/contracts/system/resource';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/resources');
const KEY = ['admin', 'content', 'resources'] as const;
const PATH = '/admin-api/content/resources';

/** Every type of link of the brand, set or not. */
export const useResources = (merchantCode: string) =>
  useQuery({
    queryKey: [...KEY, merchantCode],
    queryFn: ({ signal }) =>
      apiGet(PATH, () => contracts().then((m) => m.ZAdminResourcesResponse), {
        signal,
        query: { merchantCode },
      }),
    enabled: merchantCode !== '',
  });

type Change =
  | { resourceType: TResourceType; method: 'PUT'; body: TAdminResourceRequest }
  | { resourceType: TResourceType; method: 'DELETE'; body: TAdminResourceRemoveRequest };

/** Sets or changes a link (PUT), or removes it (DELETE); the list refreshes. */
export const useChangeResource = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resourceType, method, body }: Change) =>
      apiRequest(`${PATH}/${resourceType}`, () => contracts().then((m) => m.ZAdminResourceResponse), {
        method,
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};
