/**
 * The submit cycle every auth form runs: one submit at a time; the validation problems shown, and
 * nothing sent, when there are any; otherwise the form's alert cleared and the call made while the
 * form is busy. What a failure means is each form's own affair.
 */
import { type Dispatch, type FormEvent, type SetStateAction, useState } from 'react';

type FormState<Problems> = {
  setErrors: Dispatch<SetStateAction<Problems>>;
  setAlert: (alert: null) => void;
};

type SubmitSteps<Problems> = {
  validate: () => Problems;
  send: () => Promise<void>;
  fail: (error: unknown) => void | Promise<void>;
};

export const useFormSubmit = <Problems extends object>({ setErrors, setAlert }: FormState<Problems>) => {
  const [busy, setBusy] = useState(false);

  /** The form's onSubmit. */
  const submit =
    ({ validate, send, fail }: SubmitSteps<Problems>) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (busy) return;
      const problems = validate();
      setErrors(problems);
      if (Object.keys(problems).length > 0) return;
      setBusy(true);
      setAlert(null);
      try {
        await send();
      } catch (error) {
        await fail(error);
      } finally {
        setBusy(false);
      }
    };

  return { busy, submit };
};
