/**
 * The account page's calls (issue 15 "securityCenter", ADR 047): security items, sign-in history,
 * sessions, the profile change and signing out other devices. A profile change refreshes the
 * member info, so the header shows the new nickname and avatar at once.
 */
import type { TBindContactRequest, TContactCodeRequest } from '@luckwell/contracts/member/contact';
import type { TUpdatePersonalDetailsRequest } from '@luckwell/contracts/member/personal-details';
import type { TUpdateProfileRequest } from '@luckwell/contracts/member/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../shared/api-call.ts';
import { apiGet } from '../../shared/api-client.ts';
import { MEMBER_INFO_KEY } from '../../shared/member-info.ts';
import { useSessionStore } from '../../shared/session-store.ts';

const security = () => import('@luckwell/contracts/member/account-security');
const activity = () => import('@luckwell/contracts/member/login-activity');
const info = () => import('@luckwell/contracts/member/member-info');

const ACCOUNT_KEY = 'account';

const useToken = () => useSessionStore((state) => state.token);

export const useAccountSecurity = () => {
  const token = useToken();
  return useQuery({
    queryKey: [ACCOUNT_KEY, 'security', token],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/security', () => security().then((m) => m.ZAccountSecurityResponse), { signal }),
    enabled: token !== null,
  });
};

export const useLoginHistory = () => {
  const token = useToken();
  return useQuery({
    queryKey: [ACCOUNT_KEY, 'logins', token],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/logins', () => activity().then((m) => m.ZLoginHistoryResponse), { signal }),
    enabled: token !== null,
  });
};

const sessionsKey = (token: string | null) => [ACCOUNT_KEY, 'sessions', token] as const;

export const useMemberSessions = () => {
  const token = useToken();
  return useQuery({
    queryKey: sessionsKey(token),
    queryFn: ({ signal }) =>
      apiGet('/wps/member/sessions', () => activity().then((m) => m.ZMemberSessionsResponse), { signal }),
    enabled: token !== null,
  });
};

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateProfileRequest) =>
      apiCall('/wps/member/profile', () => info().then((m) => m.ZMemberInfoResponse), {
        method: 'PUT',
        body: request,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MEMBER_INFO_KEY] }),
  });
};

export const useSignOutOthers = () => {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: () =>
      apiCall(
        '/wps/member/sessions/sign-out-others',
        () => activity().then((m) => m.ZSignOutOthersResponse),
        {
          method: 'POST',
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey(token) }),
  });
};

const contact = () => import('@luckwell/contracts/member/contact');

/** A code to a new email or mobile, or to the verified one bound now. */
export const useSendContactCode = () =>
  useMutation({
    mutationFn: (request: TContactCodeRequest) =>
      apiCall('/wps/member/contact/code', () => contact().then((m) => m.ZContactCodeResponse), {
        method: 'POST',
        body: request,
      }),
  });

/** Binds the address; the security items answer and replace the cached ones. */
export const useBindContact = () => {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (request: TBindContactRequest) =>
      apiCall('/wps/member/contact', () => security().then((m) => m.ZAccountSecurityResponse), {
        method: 'PUT',
        body: request,
      }),
    onSuccess: (value) => {
      queryClient.setQueryData([ACCOUNT_KEY, 'security', token], value);
      return queryClient.invalidateQueries({ queryKey: [MEMBER_INFO_KEY] });
    },
  });
};

/** Uploads the member's own photo (a data URL of a png or jpg); the member info refreshes. */
export const useUploadAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: string) =>
      apiCall('/wps/member/info/icon', () => info().then((m) => m.ZMemberInfoResponse), {
        method: 'PUT',
        body: { image },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MEMBER_INFO_KEY] }),
  });
};

const details = () => import('@luckwell/contracts/member/personal-details');
const detailsKey = (token: string | null) => [ACCOUNT_KEY, 'details', token] as const;

/** The personal details the brand offers, with their rules and values. */
export const usePersonalDetails = () => {
  const token = useToken();
  return useQuery({
    queryKey: detailsKey(token),
    queryFn: ({ signal }) =>
      apiGet('/wps/member/details', () => details().then((m) => m.ZPersonalDetailsResponse), { signal }),
    enabled: token !== null,
  });
};

/** Saves changed details; the answer replaces the cached list (locks included). */
export const useUpdatePersonalDetails = () => {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (request: TUpdatePersonalDetailsRequest) =>
      apiCall('/wps/member/details', () => details().then((m) => m.ZPersonalDetailsResponse), {
        method: 'PUT',
        body: request,
      }),
    onSuccess: (value) => queryClient.setQueryData(detailsKey(token), value),
  });
};
