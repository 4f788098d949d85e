/**
 * Importing a vendor's game list: pick the vendor and a CSV or JSON file → the server checks every
 * row and answers a preview (new, updated, unchanged, and each bad row with its number and column)
 * → Apply writes it all in one transaction, or nothing when a row is bad or the catalogue moved.
 */
import {
  IMPORT_COLUMNS,
  type TAdminVendor,
  type TImportFormat,
  type TImportPreview,
} from '@luckwell/contracts/admin/game-catalogue';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { SelectField } from '../../shared/form-field.tsx';
import { Icon } from '../../shared/icons.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useImport } from './games-api.ts';

const MAX_BYTES = 3_000_000;
/** Plan rows shown; the counts above cover the rest. */
const PLAN_ROWS = 200;
const ACTION_TONES: Record<string, BadgeTone> = { create: 'jade', update: 'gold', unchanged: 'neutral' };

type Picked = { name: string; format: TImportFormat; content: string };

const Stat = ({ label, value, tone }: { label: string; value: number; tone: string }) => (
  <div className="rounded-xl border border-line/70 bg-page/60 px-3 py-2.5">
    <p className="text-xs text-muted">{label}</p>
    <p className={`text-xl font-bold tabular-nums ${tone}`}>{value}</p>
  </div>
);

const Preview = ({ preview }: { preview: TImportPreview }) => {
  const { t } = useTranslation();
  const changes = preview.plan.filter((row) => row.action !== 'unchanged');
  const shown = (changes.length > 0 ? changes : preview.plan).slice(0, PLAN_ROWS);
  const more = (changes.length > 0 ? changes : preview.plan).length - shown.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        <Stat label={t('imp.summary.rows')} value={preview.rows} tone="text-ink" />
        <Stat label={t('imp.summary.creates')} value={preview.creates} tone="text-jade" />
        <Stat label={t('imp.summary.updates')} value={preview.updates} tone="text-primary" />
        <Stat label={t('imp.summary.unchanged')} value={preview.unchanged} tone="text-muted" />
        <Stat
          label={t('imp.summary.errors')}
          value={preview.errors.length}
          tone={preview.errors.length ? 'text-danger' : 'text-muted'}
        />
      </div>
      {preview.errors.length > 0 && (
        <section
          aria-label={t('imp.errorsTitle')}
          className="overflow-hidden rounded-2xl border border-danger/40 bg-danger/[0.04]"
        >
          <div className="flex items-start gap-2 border-b border-danger/30 px-4 py-3 text-sm">
            <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-danger" />
            <p>
              <strong className="block text-ink">{t('imp.errorsTitle')}</strong>
              <span className="text-muted">{t('imp.errorsBody')}</span>
            </p>
          </div>
          <div className="max-h-64 overflow-y-auto">
            <DataTable
              caption={t('imp.errorsTitle')}
              columns={[t('imp.col.row'), t('imp.col.column'), t('imp.col.problem')]}
              minWidth="min-w-[520px]"
              cellPadding="px-4 py-2"
            >
              {preview.errors.map((e) => (
                <tr key={`${e.row}-${e.field}-${e.code}`} className="border-b border-line/30 last:border-b-0">
                  <td className="px-4 py-2 font-mono tabular-nums">
                    {e.row > 0 ? e.row : t('imp.wholeFile')}
                  </td>
                  <td className="px-4 py-2 font-mono text-xs">{e.field ?? '—'}</td>
                  <td className="px-4 py-2">
                    <span className="block text-ink">{t(`imp.error.${e.code}`)}</span>
                    <span className="block text-xs text-muted">{e.message}</span>
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        </section>
      )}
      {shown.length > 0 && (
        <section
          aria-label={t('imp.planTitle')}
          className="overflow-hidden rounded-2xl border border-line/70"
        >
          <div className="max-h-72 overflow-y-auto">
            <DataTable
              caption={t('imp.planTitle')}
              columns={[
                t('imp.col.row'),
                t('imp.col.action'),
                t('imp.col.code'),
                t('imp.col.name'),
                t('imp.col.changes'),
              ]}
              minWidth="min-w-[620px]"
              cellPadding="px-4 py-2"
            >
              {shown.map((row) => (
                <tr key={row.row} className="border-b border-line/30 last:border-b-0">
                  <td className="px-4 py-2 font-mono tabular-nums">{row.row}</td>
                  <td className="px-4 py-2">
                    <Badge tone={ACTION_TONES[row.action] ?? 'neutral'}>
                      {t(`imp.action.${row.action}`)}
                    </Badge>
                  </td>
                  <td className="px-4 py-2 font-mono text-xs">{row.gameCode}</td>
                  <td className="max-w-56 truncate px-4 py-2">{row.gameName}</td>
                  <td className="px-4 py-2 font-mono text-xs text-muted">{row.changes.join(', ') || '—'}</td>
                </tr>
              ))}
            </DataTable>
          </div>
          {more > 0 && (
            <p className="border-t border-line/60 px-4 py-2 text-xs text-muted">
              {t('imp.planMore', { count: more })}
            </p>
          )}
        </section>
      )}
    </div>
  );
};

export const ImportDialog = ({
  brand,
  vendors,
  initialVendor,
  onClose,
}: {
  brand: string;
  vendors: TAdminVendor[];
  initialVendor: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const fileId = useId();
  const { preview, apply } = useImport();
  const codes = [...new Set(vendors.map((v) => v.vassalage))];
  const [vendor, setVendor] = useState(initialVendor || codes[0] || '');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = preview.isPending || apply.isPending;
  const result = preview.data;

  const pick = async (file: File | undefined) => {
    setProblem(null);
    preview.reset();
    apply.reset();
    if (!file) return setPicked(null);
    if (file.size > MAX_BYTES) {
      setPicked(null);
      return setProblem(t('imp.fileTooBig'));
    }
    const content = await file.text();
    const format: TImportFormat =
      file.name.toLowerCase().endsWith('.json') ||
      content.trimStart().startsWith('[') ||
      content.trimStart().startsWith('{')
        ? 'json'
        : 'csv';
    setPicked({ name: file.name, format, content });
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!vendor) return setProblem(t('imp.noVendor'));
    if (!picked) return setProblem(t('imp.noFile'));
    setProblem(null);
    apply.reset();
    preview.mutate({ merchant: brand, vendor, format: picked.format, content: picked.content });
  };

  const confirm = () => {
    if (!picked || !result) return;
    apply.mutate(
      { merchant: brand, vendor, format: picked.format, content: picked.content, digest: result.digest },
      {
        onSuccess: (done) => {
          toast.success(t('imp.done', { vendor: done.vendor, creates: done.creates, updates: done.updates }));
          onClose();
        },
      },
    );
  };
  const changes = result ? result.creates + result.updates : 0;

  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title={t('imp.title')}
      closeLabel={t('common.close')}
      size="xl"
    >
      <div className="flex flex-col gap-4 px-5 pt-2 pb-5 sm:px-6 sm:pb-6">
        <p className="text-sm leading-relaxed text-ink/80">{t('imp.intro')}</p>
        <p className="text-xs leading-relaxed text-muted">
          {t('imp.columns', { columns: IMPORT_COLUMNS.join(', ') })}
        </p>
        <form
          noValidate
          onSubmit={check}
          className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto]"
        >
          <SelectField
            label={t('imp.vendor')}
            value={vendor}
            onChange={(event) => {
              setVendor(event.target.value);
              preview.reset();
            }}
          >
            {codes.map((code) => (
              <option key={code} value={code}>
                {code} · {vendors.find((v) => v.vassalage === code)?.displayName}
              </option>
            ))}
          </SelectField>
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={fileId} className="text-sm font-semibold text-ink/90">
              {t('imp.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={(event) => void pick(event.target.files?.[0])}
              className="min-h-11 w-full rounded-xl border border-line bg-page/80 px-3 py-2 text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-primary/15 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-primary"
            />
            {picked && (
              <p className="text-xs text-muted">
                {t('imp.picked', { name: picked.name, format: picked.format.toUpperCase() })}
              </p>
            )}
          </div>
          <div className="flex items-start sm:pt-[1.625rem]">
            <Button type="submit" variant="secondary" disabled={busy} className="w-full sm:w-auto">
              <Icon name="search" className="size-4" />
              {t('imp.check')}
            </Button>
          </div>
        </form>
        {problem && <FormAlert>{problem}</FormAlert>}
        {preview.isError && <FormAlert>{errorText(preview.error)}</FormAlert>}
        {result && <Preview preview={result} />}
        {apply.isError && <FormAlert>{errorText(apply.error)}</FormAlert>}
        {result && result.errors.length === 0 && changes === 0 && (
          <p className="text-sm text-muted">{t('imp.nothing')}</p>
        )}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          {result && (
            <Button onClick={confirm} disabled={busy || result.errors.length > 0 || changes === 0}>
              <Icon name="check" className="size-4" />
              {t('imp.apply', { count: changes })}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
};
