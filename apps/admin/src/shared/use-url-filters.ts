/**
 * A list's filters kept in the address, so Back and a shared link return to the same search: the
 * applied filters and page read from it, and a draft the form edits until it is submitted.
 */
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';

export const useUrlFilters = <F extends Record<string, string>>(empty: F) => {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(Object.keys(empty).map((key) => [key, params.get(key) ?? ''])) as F;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<F>(applied);

  const apply = (filters: F, nextPage = 1) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value.trim()) next.set(key, value.trim());
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };

  return {
    applied,
    page,
    draft,
    filtered: Object.values(applied).some((value) => value.trim() !== ''),
    set: (name: keyof F) => (event: { target: { value: string } }) =>
      setDraft((previous) => ({ ...previous, [name]: event.target.value })),
    submit: (event: FormEvent) => {
      event.preventDefault();
      apply(draft);
    },
    reset: () => {
      setDraft(empty);
      apply(empty);
    },
    goToPage: (nextPage: number) => apply(applied, nextPage),
  };
};
