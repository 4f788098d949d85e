/**
 * Games → Vendors and Catalogue: the calls under /admin-api/games (permission `games.manage`;
 * secret rotation `games.vendors`). Every change refreshes the vendor and game lists.
 */
import type {
  TAdminGameQuery,
  TBulkGamesRequest,
  TImportApplyRequest,
  TImportRequest,
  TUpdateGameRequest,
  TUpdateVendorRequest,
} from '@luckwell/contracts/admin/game-catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const contracts = () => import('@luckwell/contracts/admin/game-catalogue');
const KEY = ['admin', 'games'] as const;

export const useVendors = (merchant: string) =>
  useQuery({
    queryKey: [...KEY, 'vendors', merchant],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/games/vendors', () => contracts().then((m) => m.ZAdminVendorListResponse), {
        signal,
        query: { merchant },
      }),
    enabled: merchant !== '',
  });

export const useGames = (query: TAdminGameQuery) =>
  useQuery({
    queryKey: [...KEY, 'catalogue', query],
    queryFn: ({ signal }) =>
      apiGet('/admin-api/games/catalogue', () => contracts().then((m) => m.ZAdminGamePageResponse), {
        signal,
        query: { ...query },
      }),
    enabled: query.merchant !== '',
    placeholderData: (previous) => previous,
  });

export const useGameActions = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    updateVendor: useMutation({
      mutationFn: ({ id, ...body }: TUpdateVendorRequest & { id: number }) =>
        apiRequest(`/admin-api/games/vendors/${id}`, () => contracts().then((m) => m.ZAdminVendorResponse), {
          method: 'PUT',
          body,
        }),
      onSuccess,
    }),
    rotateSecret: useMutation({
      mutationFn: (body: { merchantId: number; vendor: string }) =>
        apiRequest(
          '/admin-api/games/vendor-secrets/rotate',
          () => import('@luckwell/contracts/admin/vendor-secrets').then((m) => m.ZRotateVendorSecretResponse),
          { method: 'POST', body },
        ),
      onSuccess,
    }),
    updateGame: useMutation({
      mutationFn: ({ id, ...body }: TUpdateGameRequest & { id: number }) =>
        apiRequest(`/admin-api/games/catalogue/${id}`, () => contracts().then((m) => m.ZAdminGameResponse), {
          method: 'PUT',
          body,
        }),
      onSuccess,
    }),
    bulk: useMutation({
      mutationFn: (body: TBulkGamesRequest) =>
        apiRequest('/admin-api/games/catalogue/bulk', () => contracts().then((m) => m.ZBulkGamesResponse), {
          method: 'POST',
          body,
        }),
      onSuccess,
    }),
  };
};

export const useImport = () => {
  const queryClient = useQueryClient();
  return {
    preview: useMutation({
      mutationFn: (body: TImportRequest) =>
        apiRequest(
          '/admin-api/games/catalogue/import/preview',
          () => contracts().then((m) => m.ZImportPreviewResponse),
          { method: 'POST', body },
        ),
    }),
    apply: useMutation({
      mutationFn: (body: TImportApplyRequest) =>
        apiRequest(
          '/admin-api/games/catalogue/import/apply',
          () => contracts().then((m) => m.ZImportResultResponse),
          { method: 'POST', body },
        ),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    }),
  };
};
