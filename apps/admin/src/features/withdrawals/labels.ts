/** How statuses read and look in the withdrawal desk. */
import type { TWithdrawalConfirmation, TWithdrawalStatus } from '@luckwell/contracts/cashier/withdraw';
import type { BadgeTone } from '../../shared/badge.tsx';

export const STATUS_TONES: Record<TWithdrawalStatus, BadgeTone> = {
  pending: 'gold',
  paid: 'jade',
  rejected: 'danger',
};

export const CONFIRMATION_TONES: Record<TWithdrawalConfirmation | 'none', BadgeTone> = {
  none: 'neutral',
  received: 'jade',
  auto_received: 'violet',
  partial: 'accent',
  not_received: 'danger',
};
