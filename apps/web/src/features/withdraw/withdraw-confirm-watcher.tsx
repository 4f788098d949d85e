/** Shows the confirmation dialog for the member's paid, unconfirmed withdrawals, one at a time. */
import type { TWithdrawal } from '@luckwell/contracts/cashier/withdraw';
import { useEffect, useState } from 'react';
import { useMemberInfo } from '../../shared/member-info.ts';
import { useAwaitingConfirmation } from './withdraw-api.ts';
import { WithdrawConfirmDialog } from './withdraw-confirm-dialog.tsx';

export const WithdrawConfirmWatcher = () => {
  const awaiting = useAwaitingConfirmation(true);
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  // "Later" puts a request aside for this visit; the deadline still applies.
  const [later, setLater] = useState<number[]>([]);
  // The open dialog stays until closed, even once its answer drops it from the awaiting list.
  const [open, setOpen] = useState<TWithdrawal | null>(null);
  const next = awaiting.data?.content.find((w) => !later.includes(w.id)) ?? null;
  useEffect(() => {
    if (!open && next) setOpen(next);
  }, [open, next]);
  if (!open) return null;
  return (
    <WithdrawConfirmDialog
      key={open.id}
      withdrawal={open}
      symbol={symbol}
      onClose={() => {
        setLater((ids) => [...ids, open.id]);
        setOpen(null);
      }}
    />
  );
};
