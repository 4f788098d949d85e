/**
 * The draft of a content dialog (announcements, help categories and articles): its values, the
 * sentence under each failing field, and the submit that checks the request with the contract the
 * server checks, saves it, and puts the server's refusal under the field it names (else above the
 * buttons).
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText, failedField } from '../../shared/error-text.ts';
import type { TranslationKey } from '../../shared/locales/en.ts';
import { checkErrors } from './content-form.ts';

type Check = (
  value: unknown,
) => { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };

export const useContentDraft = <Draft extends object, Request, Saved>({
  initial,
  requestOf,
  check,
  fieldOf,
  messages,
  save,
  id,
  onSaved,
}: {
  initial: () => Draft;
  /** The draft as the request the server takes (its checks then say what is wrong). */
  requestOf: (draft: Draft) => Request;
  /** The contract's check of the request (`Schema.safeParse`). */
  check: Check;
  /** The form field a failing path of the request shows under. */
  fieldOf: (path: string) => string;
  /** The dialog's own sentences for its fields' check failures. */
  messages?: Record<string, TranslationKey>;
  save: UseMutationResult<Saved, Error, { id?: number; body: Request }>;
  /** The item changed; none: a new one. */
  id: number | undefined;
  onSaved: (saved: Saved) => void;
}) => {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Draft & string) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _field, form: _form, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const request = requestOf(draft);
    const checked = check(request);
    if (!checked.success) {
      setErrors(checkErrors(checked.error.issues, fieldOf, messages));
      return;
    }
    save.mutate(
      { id, body: request },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const field = fieldOf(failedField(error));
          setErrors({ [field in draft ? field : 'form']: errorText(error) });
        },
      },
    );
  };

  return { draft, setDraft, errors, set, submit };
};
