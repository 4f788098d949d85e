/**
 * Operator accounts (owner only): GET, POST /admin-api/operators, PUT /admin-api/operators/:id and
 * POST /admin-api/operators/:id/reset-totp.
 */
import type { TCreateOperatorRequest, TUpdateOperatorRequest } from '@luckwell/contracts/admin/operator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api-client.ts';

const OPERATORS_KEY = ['admin', 'operators'] as const;
const contracts = () => import('@luckwell/contracts/admin/operator');

export const useOperators = (enabled: boolean) =>
  useQuery({
    queryKey: OPERATORS_KEY,
    queryFn: ({ signal }) =>
      apiGet('/admin-api/operators', () => contracts().then((m) => m.ZOperatorListResponse), { signal }),
    enabled,
  });

/** A change to an operator, after which the list is read again. */
const useOperatorChange = <TBody, TResult>(mutationFn: (body: TBody) => Promise<TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
};

export const useCreateOperator = () =>
  useOperatorChange((body: TCreateOperatorRequest) =>
    apiRequest('/admin-api/operators', () => contracts().then((m) => m.ZCreatedOperatorResponse), {
      method: 'POST',
      body,
    }),
  );

export const useUpdateOperator = () =>
  useOperatorChange(({ id, ...body }: TUpdateOperatorRequest & { id: number }) =>
    apiRequest(`/admin-api/operators/${id}`, () => contracts().then((m) => m.ZOperatorResponse), {
      method: 'PUT',
      body,
    }),
  );

export const useResetTotp = () =>
  useOperatorChange((id: number) =>
    apiRequest(`/admin-api/operators/${id}/reset-totp`, () => contracts().then((m) => m.ZOperatorResponse), {
      method: 'POST',
    }),
  );
