/** Filling the auth forms in tests: find a field by its label, type a whole value at once. */
import { fireEvent, within } from '@testing-library/react';

/** Types a value into an input in one change, as a paste would. */
export const typeInto = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** The input labelled `name` inside a dialog or form (the star of a required field allowed). */
export const fieldIn = (scope: HTMLElement, name: string) =>
  within(scope).getByLabelText(new RegExp(`^${name}\\*?$`));
