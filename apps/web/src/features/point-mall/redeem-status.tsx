/** A redemption's status (spec §4 "Redeem history status"): in process, completed (approved), rejected. */
import type { TRedeemStatus } from '@luckwell/contracts/member/points';
import { useTranslation } from 'react-i18next';

const TONES: Record<TRedeemStatus, string> = {
  in_process: 'border-amber-300/30 bg-amber-400/10 text-amber-200',
  approved: 'border-emerald-400/30 bg-emerald-500/10 text-emerald-300',
  rejected: 'border-red-400/30 bg-red-500/10 text-red-300',
};

export const RedeemStatusChip = ({ status }: { status: TRedeemStatus }) => {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {t(`pm_status_${status}`)}
    </span>
  );
};
