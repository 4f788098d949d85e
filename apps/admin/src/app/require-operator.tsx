/**
 * The console's door: no token → sign-in (coming back here after); the session checked with
 * GET /admin-api/me; an operator who must (or, as an owner, should) set up two-step sign-in first
 * goes to enrolment.
 */
import { ApiError } from '@luckwell/ui/api-client';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { readToken } from '../shared/api-client.ts';
import { errorText } from '../shared/error-text.ts';
import { totpSkipped, useMe } from '../shared/operator-session.ts';

export const RequireOperator = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();
  const from = `${location.pathname}${location.search}`;

  if (!readToken() || (me.error instanceof ApiError && me.error.code === 'UNAUTHORIZED')) {
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (me.isPending) return <Loader label={t('common.loading')} className="min-h-dvh" />;
  if (me.isError) {
    return (
      <div className="grid min-h-dvh place-items-center p-6">
        <EmptyState
          tone="error"
          title={t('common.loadFailed')}
          description={errorText(me.error)}
          action={<Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>}
        />
      </div>
    );
  }
  const enrolment = me.data.totpEnrolment;
  if (enrolment === 'required' || (enrolment === 'recommended' && !totpSkipped())) {
    return <Navigate to="/two-step" replace />;
  }
  return children;
};
