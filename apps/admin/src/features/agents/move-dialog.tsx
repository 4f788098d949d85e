/**
 * Moves a member under another upline (POST /admin-api/agents/:id/move): an agent of the same brand,
 * not inside the member's own team, with a reason for the audit log. The member's contracts with the
 * old upline end with the move; the server says how many.
 */
import type { TAdminAgentContracts } from '@luckwell/contracts/admin/agents';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorKey, errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextField } from '../../shared/form-field.tsx';
import { ReasonField, reasonTooShort } from '../../shared/reason-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { failedField } from './agent-labels.ts';
import { useAgentActions } from './agents-api.ts';

type Errors = { uplineAccount?: string; reason?: string; form?: string };

export const MoveDialog = ({
  member,
  onClose,
}: {
  member: TAdminAgentContracts['member'];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { move } = useAgentActions();
  const [uplineAccount, setUplineAccount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const refusal = (error: unknown): Errors => {
    const field = failedField(error);
    const generic = errorKey(error) === 'in_input_error';
    if (field === 'uplineAccount') {
      return { uplineAccount: generic ? t('agents.move.accountInvalid') : errorText(error) };
    }
    if (field === 'reason') return { reason: generic ? t('agents.reason.invalid') : errorText(error) };
    return { form: errorText(error) };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (move.isPending) return;
    const found: Errors = {};
    if (!uplineAccount.trim()) found.uplineAccount = t('agents.move.accountMissing');
    if (reasonTooShort(reason)) found.reason = t('agents.reason.invalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    move.mutate(
      { id: member.id, uplineAccount: uplineAccount.trim(), reason: reason.trim() },
      {
        onSuccess: (moved) => {
          toast.success(
            t('agents.move.done', {
              account: moved.account,
              upline: moved.uplineAccount,
              ended: moved.endedContracts,
            }),
          );
          onClose();
        },
        onError: (error) => setErrors(refusal(error)),
      },
    );
  };

  return (
    <Modal
      open
      onClose={move.isPending ? () => undefined : onClose}
      title={t('agents.move.title', { account: member.account })}
      closeLabel={t('common.close')}
      size="md"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 pt-3 pb-5 sm:px-6 sm:pb-6">
        <p className="text-sm leading-relaxed text-ink/80">
          {t('agents.move.body', {
            account: member.account,
            upline: member.uplineAccount ?? t('agents.panel.noUpline'),
          })}
        </p>
        <TextField
          label={t('agents.move.upline')}
          hint={t('agents.move.uplineHint', { account: member.account })}
          value={uplineAccount}
          maxLength={64}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          error={errors.uplineAccount}
          onChange={(event) => {
            setUplineAccount(event.target.value);
            setErrors(({ uplineAccount: _gone, form: _form, ...rest }) => rest);
          }}
        />
        <ReasonField
          value={reason}
          error={errors.reason}
          onChange={(next) => {
            setReason(next);
            setErrors(({ reason: _gone, form: _form, ...rest }) => rest);
          }}
        />
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={move.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={move.isPending}>
            {t('agents.move.submit')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};
