/** Help centre categories and articles (GET /wps/system/helpCenter) in the current language. */
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
