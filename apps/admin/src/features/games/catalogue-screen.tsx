/**
 * Games → Catalogue at /admin/games/catalogue: a brand's games searched and paged on the server
 * (name or code, vendor, category, sub-category, flag, maintenance; filters in the address), edited
 * one at a time, changed in bulk (maintenance, hot) after a confirmation, or imported from a
 * vendor's CSV/JSON list. Members see every change at once.
 */
import {
  GameFlag,
  type TAdminGame,
  type TAdminGameQuery,
  type TBulkGameAction,
  YesNo,
} from '@luckwell/contracts/admin/game-catalogue';
import { SubCategory } from '@luckwell/contracts/games/catalogue';
import { GameCategory } from '@luckwell/contracts/games/game-menus';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { BrandSelect } from '../../shared/brand-select.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FilterForm } from '../../shared/filter-form.tsx';
import { SelectField, TextField } from '../../shared/form-field.tsx';
import { Icon } from '../../shared/icons.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { Pagination } from '../../shared/pagination.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { toast } from '../../shared/toasts.tsx';
import { pickedBrand, useBrands } from '../../shared/use-brands.ts';
import { useUrlFilters } from '../../shared/use-url-filters.ts';
import { GameEditDialog } from './game-edit-dialog.tsx';
import { useGameActions, useGames, useVendors } from './games-api.ts';
import { ImportDialog } from './import-dialog.tsx';

type Filters = {
  brand: string;
  q: string;
  vassalage: string;
  gameType: string;
  subCategory: string;
  flag: string;
  maintenance: string;
};
const NO_FILTERS: Filters = {
  brand: '',
  q: '',
  vassalage: '',
  gameType: '',
  subCategory: '',
  flag: '',
  maintenance: '',
};
const PAGE_SIZE = 25;
const BULK_ACTIONS: readonly TBulkGameAction[] = ['maintenanceOn', 'maintenanceOff', 'hotOn', 'hotOff'];

const queryOf = (f: Filters, brand: string, page: number): TAdminGameQuery => ({
  merchant: brand,
  ...(f.q.trim() ? { q: f.q.trim() } : {}),
  ...(f.vassalage ? { vassalage: f.vassalage } : {}),
  ...(f.gameType ? { gameType: f.gameType as TAdminGameQuery['gameType'] } : {}),
  ...(f.subCategory ? { subCategory: f.subCategory as TAdminGameQuery['subCategory'] } : {}),
  ...(f.flag ? { flag: f.flag as TAdminGameQuery['flag'] } : {}),
  ...(f.maintenance ? { maintenance: f.maintenance as TAdminGameQuery['maintenance'] } : {}),
  page,
  pageSize: PAGE_SIZE,
});

const Status = ({ game }: { game: TAdminGame }) => {
  const { t } = useTranslation();
  if (!game.enabled) return <Badge>{t('gc.status.disabled')}</Badge>;
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={game.maintenance ? 'accent' : 'jade'} dot>
        {t(game.maintenance ? 'gc.status.maintenance' : 'gc.status.open')}
      </Badge>
      {game.vendorMaintenance && (
        <span className="text-xs whitespace-nowrap text-accent">{t('gc.status.vendorMaintenance')}</span>
      )}
    </div>
  );
};

export const CatalogueScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('games.manage');
  const { applied, page, draft, filtered, set, submit, reset, goToPage } = useUrlFilters(NO_FILTERS);
  const brands = useBrands(allowed);
  const brand = pickedBrand(applied.brand, brands.data);
  const draftBrand = draft.brand || brand;
  const games = useGames(queryOf(applied, allowed ? brand : '', page));
  const vendors = useVendors(allowed ? draftBrand : '');
  const importVendors = useVendors(allowed ? brand : '');
  const actions = useGameActions();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulk, setBulk] = useState<TBulkGameAction | null>(null);
  const [editing, setEditing] = useState<TAdminGame | null>(null);
  const [importing, setImporting] = useState(false);
  const vendorCodes = [...new Set((vendors.data ?? []).map((v) => v.vassalage))];
  const pageIds = games.data?.content.map((g) => g.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = () =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of pageIds) {
        if (allOnPage) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  const closeBulk = () => {
    if (actions.bulk.isPending) return;
    actions.bulk.reset();
    setBulk(null);
  };
  const runBulk = () => {
    if (!bulk) return;
    actions.bulk.mutate(
      { merchant: brand, ids: [...selected], action: bulk },
      {
        onSuccess: ({ updated }) => {
          toast.success(t('gc.bulk.done', { count: updated }));
          setSelected(new Set());
          setBulk(null);
        },
      },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.catalogue.title')}
        description={t('section.catalogue.description')}
        crumbs={[{ label: t('section.catalogue.title') }]}
        actions={
          allowed && (
            <>
              <Link
                to={`/games/vendors${brand ? `?brand=${brand}` : ''}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink hover:bg-white/5"
              >
                {t('section.vendors.title')}
                <Icon name="chevronRight" className="size-4" />
              </Link>
              <Button onClick={() => setImporting(true)} disabled={!brand}>
                <Icon name="plus" className="size-4" />
                {t('gc.import')}
              </Button>
            </>
          )
        }
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <FilterForm
            label={t('gc.filterLabel')}
            submitLabel={t('gc.apply')}
            filtered={filtered}
            onSubmit={(event) => {
              setSelected(new Set());
              submit(event);
            }}
            onReset={() => {
              setSelected(new Set());
              reset();
            }}
            className="lg:grid-cols-4"
          >
            <BrandSelect value={draftBrand} onChange={(code) => set('brand')({ target: { value: code } })} />
            <TextField
              label={t('gc.search')}
              type="search"
              icon="search"
              placeholder={t('gc.searchPlaceholder')}
              value={draft.q}
              maxLength={64}
              onChange={set('q')}
            />
            <SelectField label={t('gc.vendor')} value={draft.vassalage} onChange={set('vassalage')}>
              <option value="">{t('common.all')}</option>
              {vendorCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('gc.category')} value={draft.gameType} onChange={set('gameType')}>
              <option value="">{t('common.all')}</option>
              {GameCategory.options.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('gc.subCategory')} value={draft.subCategory} onChange={set('subCategory')}>
              <option value="">{t('common.all')}</option>
              {SubCategory.options.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('gc.flag')} value={draft.flag} onChange={set('flag')}>
              <option value="">{t('common.all')}</option>
              {GameFlag.options.map((f) => (
                <option key={f} value={f}>
                  {t(`games.flag.${f}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('gc.maintenance')} value={draft.maintenance} onChange={set('maintenance')}>
              <option value="">{t('common.all')}</option>
              {YesNo.options.map((v) => (
                <option key={v} value={v}>
                  {t(`gc.maintenance.${v}`)}
                </option>
              ))}
            </SelectField>
          </FilterForm>

          {selected.size > 0 && (
            <section
              aria-label={t('gc.bulk.label')}
              className="sticky top-2 z-10 flex flex-wrap items-center gap-2 rounded-2xl border border-primary/40 bg-surface/95 p-3 shadow-xl shadow-black/30 backdrop-blur"
            >
              <span className="mr-2 px-1 text-sm font-semibold text-primary">
                {t('gc.selected', { count: selected.size })}
              </span>
              {BULK_ACTIONS.map((action) => (
                <Button key={action} size="sm" variant="secondary" onClick={() => setBulk(action)}>
                  {t(`gc.bulk.${action}`)}
                </Button>
              ))}
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())} className="ml-auto">
                {t('gc.bulk.clear')}
              </Button>
            </section>
          )}

          <ResultsPanel
            query={games}
            label={t('gc.results')}
            caption={t('gc.results')}
            minWidth="min-w-[980px]"
            columns={['select', 'game', 'vendor', 'flags', 'rtp', 'sort', 'status', 'actions'].map((c) =>
              t(`gc.col.${c}` as 'gc.col.game'),
            )}
            empty={{
              when: (data) => data.content.length === 0,
              title: t('gc.empty.title'),
              description: t(filtered ? 'gc.empty.filtered' : 'gc.empty.none'),
            }}
            footer={(data) => <Pagination page={data} onPage={goToPage} />}
          >
            {(data) => (
              <>
                <tr className="border-b border-line/40 bg-white/[0.015]">
                  <td className="px-4 py-2" colSpan={8}>
                    <label className="flex cursor-pointer items-center gap-3 text-xs text-muted">
                      <input
                        type="checkbox"
                        checked={allOnPage}
                        onChange={togglePage}
                        className="size-4 accent-primary"
                      />
                      {t('gc.selectAll')}
                    </label>
                  </td>
                </tr>
                {data.content.map((g) => (
                  <tr
                    key={g.id}
                    className={`border-b border-line/40 last:border-b-0 hover:bg-white/[0.025] ${
                      selected.has(g.id) ? 'bg-primary/[0.06]' : ''
                    }`}
                  >
                    <td className="px-4 py-3">
                      <input
                        type="checkbox"
                        aria-label={t('gc.selectGame', { name: g.gameName })}
                        checked={selected.has(g.id)}
                        onChange={() => toggle(g.id)}
                        className="size-4 accent-primary"
                      />
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <SafeImage
                          src={g.iconUrl}
                          alt=""
                          loading="lazy"
                          fallbackLabel={g.gameName}
                          className="size-11 shrink-0 rounded-xl border border-line/60 object-cover text-xs"
                        />
                        <span className="min-w-0">
                          <span className="block max-w-64 truncate font-semibold text-ink">{g.gameName}</span>
                          <span className="block font-mono text-xs text-muted">{g.gameCode}</span>
                        </span>
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      <span className="block font-mono text-xs text-ink/85">{g.vassalage}</span>
                      <span className="text-xs text-muted">
                        {g.gameType}
                        {g.subCategory ? ` · ${g.subCategory}` : ''}
                      </span>
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap gap-1">
                        {g.hot && <Badge tone="danger">{t('games.flag.hot')}</Badge>}
                        {g.new && <Badge tone="jade">{t('games.flag.new')}</Badge>}
                        {g.jackpot && <Badge tone="gold">{t('games.flag.jackpot')}</Badge>}
                        {!g.hot && !g.new && !g.jackpot && <span className="text-muted">—</span>}
                      </div>
                    </td>
                    <td className="px-4 py-3 tabular-nums">{g.rtp ? `${g.rtp}%` : '—'}</td>
                    <td className="px-4 py-3 text-muted tabular-nums">{g.sort}</td>
                    <td className="px-4 py-3">
                      <Status game={g} />
                    </td>
                    <td className="px-4 py-3">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setEditing(g)}
                        aria-label={t('gc.editGame', { name: g.gameName })}
                      >
                        {t('gc.edit')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </>
            )}
          </ResultsPanel>
        </>
      )}
      {bulk && (
        <ConfirmDialog
          open
          title={t('gc.bulk.confirmTitle', { action: t(`gc.bulk.${bulk}`), count: selected.size })}
          confirmLabel={t(`gc.bulk.${bulk}`)}
          tone={bulk === 'maintenanceOn' ? 'danger' : 'primary'}
          pending={actions.bulk.isPending}
          error={actions.bulk.isError ? errorText(actions.bulk.error) : null}
          onConfirm={runBulk}
          onClose={closeBulk}
        >
          {t('gc.bulk.confirmBody')}
        </ConfirmDialog>
      )}
      {editing && <GameEditDialog game={editing} onClose={() => setEditing(null)} />}
      {importing && (
        <ImportDialog
          brand={brand}
          vendors={importVendors.data ?? []}
          initialVendor={applied.vassalage}
          onClose={() => setImporting(false)}
        />
      )}
    </div>
  );
};
