/**
 * Entering a daily draw's result (the first of two operators): the region's sheet with one input per
 * number, digits only and no more than the tier's, the next input focused as a number is complete,
 * a tier (or the whole sheet) pasted as numbers separated by spaces. Checked here before sending;
 * the server's refusal is shown at the tier (and the number) it names. Sent, the issue waits for a
 * second operator's confirmation.
 */
import type { TLotteryAdminIssue } from '@luckwell/contracts/admin/lottery';
import type { VnRegion, VnTier } from '@luckwell/games/lottery/vn';
import { Button } from '@luckwell/ui/button';
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/busy-button.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { Icon } from '../../shared/icons.tsx';
import { useLotteryActions } from './lottery-api.ts';
import { tierMark } from './lottery-labels.ts';
import {
  checkSheet,
  digitsOf,
  emptySheet,
  failedInput,
  filledCount,
  pasteInto,
  resultRequest,
  type SheetProblems,
  type SheetValues,
  sheetTiers,
} from './result-sheet.ts';
import { SheetFrame, SheetRow, sheetGrid } from './result-sheet-view.tsx';

type Refusal = { tier: VnTier; index: number | null; message: string };

export const ResultEntryForm = ({
  issue,
  region,
  heading,
  onEntered,
}: {
  issue: TLotteryAdminIssue;
  region: VnRegion;
  heading: string;
  onEntered: (issue: TLotteryAdminIssue) => void;
}) => {
  const { t } = useTranslation();
  const { enterResult } = useLotteryActions();
  const tiers = sheetTiers(region);
  const total = tiers.reduce((sum, spec) => sum + spec.count, 0);
  const [values, setValues] = useState<SheetValues>(() => emptySheet(region));
  const [problems, setProblems] = useState<SheetProblems>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const order = tiers.flatMap(({ tier, count }) =>
    Array.from({ length: count }, (_, index) => `${tier}.${index}`),
  );

  const focusAt = (position: number) => inputs.current.get(order[position] ?? '')?.focus();
  const positionOf = (tier: VnTier, index: number) => order.indexOf(`${tier}.${index}`);

  const update = (next: SheetValues) => {
    setValues(next);
    setRefusal(null);
    // A problem already shown clears as the number is put right.
    setProblems((shown) => {
      if (Object.keys(shown).length === 0) return shown;
      const now = checkSheet(region, next);
      return Object.fromEntries(
        Object.entries(shown)
          .map(([tier, bad]) => [tier, bad.filter((i) => now[tier as VnTier]?.includes(i))])
          .filter(([, bad]) => (bad as number[]).length > 0),
      );
    });
    enterResult.reset();
  };

  const type = (tier: VnTier, index: number, digits: number, typed: string) => {
    const number = digitsOf(typed, digits);
    const row = [...(values[tier] ?? [])];
    row[index] = number;
    update({ ...values, [tier]: row });
    if (number.length === digits && typed.length <= digits) focusAt(positionOf(tier, index) + 1);
  };

  const paste = (tier: VnTier, index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    const runs = text.match(/\d+/g) ?? [];
    event.preventDefault();
    if (runs.length === 0) return;
    update(pasteInto(region, values, { tier, index }, text));
    focusAt(Math.min(positionOf(tier, index) + runs.length, order.length - 1));
  };

  const back = (tier: VnTier, index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !event.currentTarget.value) {
      event.preventDefault();
      focusAt(positionOf(tier, index) - 1);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkSheet(region, values);
    setProblems(found);
    const first = tiers.find((spec) => found[spec.tier]);
    if (first) {
      focusAt(positionOf(first.tier, found[first.tier]![0]!));
      return;
    }
    enterResult.mutate(
      { ref: issue, request: resultRequest(region, values) },
      {
        onSuccess: onEntered,
        onError: (error) => {
          const at = failedInput(region, (error as { field?: string }).field);
          if (at) {
            setRefusal({ ...at, message: errorText(error) });
            focusAt(positionOf(at.tier, at.index ?? 0));
          }
        },
      },
    );
  };

  const clear = () => {
    setValues(emptySheet(region));
    setProblems({});
    setRefusal(null);
    enterResult.reset();
    focusAt(0);
  };

  const incomplete = Object.values(problems).reduce((sum, bad) => sum + (bad?.length ?? 0), 0);
  const filled = filledCount(region, values);

  return (
    <form noValidate onSubmit={submit} aria-label={t('lottery.entry.form')} className="flex flex-col gap-4">
      <p className="flex items-start gap-2 text-sm text-muted">
        <Icon name="info" className="mt-0.5 size-4 shrink-0 text-primary" />
        {t('lottery.entry.help')}
      </p>
      <SheetFrame
        heading={
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span>{heading}</span>
            <output className="text-xs font-semibold text-muted tabular-nums">
              {t('lottery.entry.filled', { filled, total })}
            </output>
          </span>
        }
      >
        {tiers.map(({ tier, digits, count }) => {
          const bad = problems[tier] ?? [];
          const refused = refusal?.tier === tier ? refusal : null;
          const message = refused
            ? refused.message
            : bad.length > 0
              ? t('lottery.entry.needsDigits', { digits, tier: tierMark(tier) })
              : null;
          return (
            <SheetRow
              key={tier}
              tier={tier}
              digits={digits}
              editable
              footer={
                message && (
                  <p
                    id={`lottery-${tier}-error`}
                    className="flex items-center gap-1.5 text-[13px] text-danger"
                    role="alert"
                  >
                    <Icon name="alert" className="size-4 shrink-0" />
                    {message}
                  </p>
                )
              }
            >
              <div className="gap-2" style={sheetGrid(count, digits)}>
                {(values[tier] ?? []).map((number, index) => {
                  const invalid =
                    bad.includes(index) || (refused !== null && (refused.index ?? index) === index);
                  return (
                    <input
                      // biome-ignore lint/suspicious/noArrayIndexKey: a tier's numbers are its fixed slots
                      key={index}
                      ref={(element) => {
                        const key = `${tier}.${index}`;
                        if (element) inputs.current.set(key, element);
                        else inputs.current.delete(key);
                      }}
                      value={number}
                      inputMode="numeric"
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={digits}
                      placeholder={'0'.repeat(digits)}
                      aria-label={t('lottery.entry.number', { tier: tierMark(tier), n: index + 1 })}
                      aria-invalid={invalid || undefined}
                      aria-describedby={message ? `lottery-${tier}-error` : undefined}
                      onChange={(event) => type(tier, index, digits, event.target.value)}
                      onPaste={paste(tier, index)}
                      onKeyDown={back(tier, index)}
                      className={`min-h-11 w-full min-w-0 rounded-lg border bg-page/80 px-2 text-center font-mono text-lg font-bold tracking-[0.14em] text-ink tabular-nums transition placeholder:text-muted/30 focus:border-primary focus:ring-2 focus:ring-primary/25 focus:outline-none ${
                        invalid ? 'border-danger/80' : 'border-line'
                      } ${tier === 'special' ? 'text-danger' : ''}`}
                    />
                  );
                })}
              </div>
            </SheetRow>
          );
        })}
      </SheetFrame>
      {incomplete > 0 && <FormAlert>{t('lottery.entry.incomplete', { count: incomplete })}</FormAlert>}
      {enterResult.isError && !refusal && <FormAlert>{errorText(enterResult.error)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={clear} disabled={enterResult.isPending}>
          {t('lottery.entry.clear')}
        </Button>
        <BusyButton type="submit" busy={enterResult.isPending} icon="send">
          {t('lottery.entry.submit')}
        </BusyButton>
      </div>
    </form>
  );
};
