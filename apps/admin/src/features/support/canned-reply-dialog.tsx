/**
 * Adds or changes one of a brand's canned replies (POST /admin-api/support/canned-replies, PUT
 * …/:id): a short title the composer lists, the text it fills in, and the language of the
 * conversations it is offered in. Checked here with the contract the server checks.
 */
import { type TCannedReply, ZCannedReplyFields } from '@luckwell/contracts/admin/support';
import { CHAT_MESSAGE_MAX } from '@luckwell/contracts/support/chat';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../shared/form-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import type { CannedReplyDraft, useCannedReplyActions } from './support-api.ts';

export const CannedReplyDialog = ({
  reply,
  mutation,
  onClose,
}: {
  /** The reply to change; none to add one. */
  reply: TCannedReply | undefined;
  mutation: ReturnType<typeof useCannedReplyActions>['save'];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CannedReplyDraft>({
    title: reply?.title ?? '',
    body: reply?.body ?? '',
    language: reply?.language ?? 'vi',
  });
  const [missing, setMissing] = useState<{ title?: boolean; body?: boolean }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCannedReplyFields.safeParse(draft);
    if (!parsed.success) {
      setMissing({ title: !draft.title.trim(), body: !draft.body.trim() });
      return;
    }
    mutation.mutate(
      { ...(reply ? { id: reply.id } : {}), draft: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('support.canned.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={mutation.isPending ? () => undefined : onClose}
      title={t(reply ? 'support.canned.editTitle' : 'support.canned.addTitle')}
      closeLabel={t('common.close')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-5 pt-3 pb-5 sm:px-6 sm:pb-6">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <TextField
            label={t('support.canned.col.title')}
            value={draft.title}
            maxLength={60}
            data-autofocus
            error={missing.title ? t('support.canned.titleMissing') : undefined}
            onChange={(event) => {
              setDraft((now) => ({ ...now, title: event.target.value }));
              setMissing((now) => ({ ...now, title: false }));
            }}
          />
          <SelectField
            label={t('support.canned.col.language')}
            value={draft.language}
            onChange={(event) =>
              setDraft((now) => ({ ...now, language: event.target.value === 'en' ? 'en' : 'vi' }))
            }
          >
            <option value="vi">{t('support.language.vi')}</option>
            <option value="en">{t('support.language.en')}</option>
          </SelectField>
        </div>
        <TextAreaField
          label={t('support.canned.col.body')}
          value={draft.body}
          rows={5}
          maxLength={CHAT_MESSAGE_MAX}
          error={missing.body ? t('support.canned.bodyMissing') : undefined}
          onChange={(event) => {
            setDraft((now) => ({ ...now, body: event.target.value }));
            setMissing((now) => ({ ...now, body: false }));
          }}
        />
        {mutation.isError && <FormAlert>{errorText(mutation.error)}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={mutation.isPending}>
            {t('support.canned.save')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
};
