/**
 * "Give up your bonus to withdraw?" (ADR 063): a withdrawal while a bonus is still wagering forfeits
 * the bonus and whatever it has won. The member keeps the bonus (nothing is sent) or confirms, and the
 * same request goes again with `forfeitBonus: true`.
 */
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { useTranslation } from 'react-i18next';

export const ForfeitBonusDialog = ({
  left,
  pending,
  onCancel,
  onConfirm,
}: {
  /** The bets the bonus still needs, already formatted as money. */
  left: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onCancel}
      title={t('wd_forfeit_title')}
      closeLabel={t('wd_forfeit_cancel')}
      size="sm"
    >
      <div className="flex flex-col gap-4 px-5 pt-2 pb-6 sm:px-6">
        <div className="flex items-start gap-3 rounded-2xl border border-amber-300/30 bg-amber-400/10 p-3.5">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-amber-400/20 text-amber-200"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
            </svg>
          </span>
          <p className="text-sm leading-relaxed text-ink/90">{t('wd_forfeit_body', { left })}</p>
        </div>
        <p className="text-xs text-muted">{t('wd_forfeit_note')}</p>
        <div className="grid gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('wd_forfeit_cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {t('wd_forfeit_confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
};
