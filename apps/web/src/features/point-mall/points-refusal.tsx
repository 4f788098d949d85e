/**
 * The points calls' refusals worded for the mall: points in the params written as points ("not
 * enough: 4,500 of 6,000"), and, when the member has no payment password yet, the way to set one
 * (the withdraw page's first step, as the account page links it).
 */
import { ApiError } from '@luckwell/ui/api-client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorParams, errorText } from '../../shared/error-text.ts';
import { formatPoints } from './points-api.ts';

export const PAYMENT_PASSWORD_PAGE = '/member?page=withdraw';

export const pointsErrorText = (t: TFunction, error: unknown): string => {
  if (error instanceof ApiError) {
    const params = errorParams(error);
    if (
      error.messageKey === 'in_points_not_enough' &&
      params.balance !== undefined &&
      params.needed !== undefined
    ) {
      return t('pm_not_enough_detail', {
        balance: formatPoints(String(params.balance)),
        needed: formatPoints(String(params.needed)),
      });
    }
    if (error.messageKey === 'in_points_below_minimum' && params.min !== undefined) {
      return t('in_points_below_minimum', { min: formatPoints(String(params.min)) });
    }
  }
  return errorText(t, error);
};

export const needsPaymentPassword = (error: unknown) =>
  error instanceof ApiError && error.code === 'CASHIER_PAYMENT_PASSWORD_REQUIRED';

/** "No payment password yet": where to set it. */
export const PaymentPasswordNeeded = () => {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300/40 bg-amber-400/10 px-3 py-2.5 text-sm text-amber-100"
      data-testid="payment-password-needed"
    >
      <span>{t('pm_password_needed')}</span>
      <Link to={PAYMENT_PASSWORD_PAGE} className="font-semibold text-primary hover:underline">
        {t('pm_password_set')}
      </Link>
    </div>
  );
};
