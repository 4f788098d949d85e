/**
 * Hands a conversation to a colleague (POST …/:id/transfer): the operators who may take chats
 * (GET /admin-api/support/operators) but the caller; the customer reads a "transferred" notice.
 */
import type { TSupportConversationSummary } from '@luckwell/contracts/admin/support';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import i18next from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField } from '../../shared/form-field.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { useMe } from '../../shared/operator-session.ts';
import { toast } from '../../shared/toasts.tsx';
import { customerName, type useConversationActions, useSupportOperators } from './support-api.ts';

export const TransferDialog = ({
  conversation,
  mutation,
  onClose,
}: {
  conversation: TSupportConversationSummary;
  mutation: ReturnType<typeof useConversationActions>['transfer'];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const myId = useMe().data?.operator.id;
  const operators = useSupportOperators(true);
  const colleagues = (operators.data?.list ?? []).filter(
    (operator) => operator.id !== myId && operator.id !== conversation.operatorId,
  );
  const [picked, setPicked] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const operatorId = Number(picked);
    if (!operatorId) {
      setMissing(true);
      return;
    }
    mutation.mutate(
      { id: conversation.id, operatorId },
      {
        onSuccess: (done) => {
          toast.success(t('support.transfer.done', { name: done.conversation.operatorName ?? '' }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={mutation.isPending ? () => undefined : onClose}
      title={t('support.transfer.title', { name: customerName(conversation) })}
      closeLabel={t('common.close')}
      size="sm"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 pt-3 pb-5 sm:px-6 sm:pb-6">
        <p className="text-sm leading-relaxed text-ink/80">{t('support.transfer.body')}</p>
        {operators.isError ? (
          <LoadError error={operators.error} onRetry={() => void operators.refetch()} />
        ) : !operators.data ? (
          <Loader label={t('common.loading')} className="min-h-24" />
        ) : colleagues.length === 0 ? (
          <p className="rounded-xl border border-line/70 bg-white/[0.03] p-3 text-sm text-muted">
            {t('support.transfer.nobody')}
          </p>
        ) : (
          <SelectField
            label={t('support.transfer.to')}
            value={picked}
            data-autofocus
            error={missing ? t('support.transfer.missing') : undefined}
            onChange={(event) => {
              setPicked(event.target.value);
              setMissing(false);
            }}
          >
            <option value="">{t('support.transfer.pick')}</option>
            {colleagues.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.username} ·{' '}
                {i18next.exists(`role.${operator.role}`)
                  ? t(`role.${operator.role}` as 'role.support')
                  : operator.role}
              </option>
            ))}
          </SelectField>
        )}
        {mutation.isError && <FormAlert>{errorText(mutation.error)}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={mutation.isPending}>
            {t('support.transfer')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};
