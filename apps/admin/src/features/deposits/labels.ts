/** How statuses and outcomes read and look in the deposit desk. */
import type { TCallbackOutcome } from '@luckwell/contracts/admin/deposits';
import type { TDepositStatus } from '@luckwell/contracts/cashier/deposit';
import type { BadgeTone } from '../../shared/badge.tsx';

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'expired'] as const;

export const STATUS_TONES: Record<TDepositStatus, BadgeTone> = {
  pending: 'gold',
  approved: 'jade',
  rejected: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
};

export const CALLBACK_OUTCOMES = [
  'credited',
  'cancelled',
  'duplicate',
  'late',
  'forged',
  'unknown_deposit',
  'amount_mismatch',
  'malformed',
] as const;

export const OUTCOME_TONES: Record<TCallbackOutcome, BadgeTone> = {
  credited: 'jade',
  cancelled: 'neutral',
  duplicate: 'violet',
  late: 'accent',
  forged: 'danger',
  unknown_deposit: 'danger',
  amount_mismatch: 'danger',
  malformed: 'danger',
};
