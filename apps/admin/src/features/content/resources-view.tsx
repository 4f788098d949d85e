/**
 * Content → Links at /admin/content/links (issue 19): one card per kind of the brand's links —
 * Telegram, the iOS profile, the Android app, Facebook, YouTube — with what the site does with it,
 * its address, name, English label, tab and order, or that it is not set. `content.manage` sets,
 * changes and removes them, each with a reason; players see a change within seconds.
 */
import { isResourceUrl, type TAdminResource } from '@luckwell/contracts/admin/resources';
import type { TResourceType } from '@luckwell/contracts/system/resource';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/badge.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { Icon } from '../../shared/icons.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { reasonTooShort } from '../../shared/reason-field.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useContentBrand } from './content-screen.tsx';
import { ResourceDialog } from './resource-dialog.tsx';
import { ResourceIcon } from './resource-icon.tsx';
import { useChangeResource, useResources } from './resources-api.ts';

type Link = NonNullable<TAdminResource['link']>;

/** The stored link: its address (opened in a new tab), name, English label, tab and order. */
const LinkDetails = ({ type, link }: { type: TResourceType; link: Link }) => {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('resources.detail.name'), link.name || t('resources.detail.none')],
    [t('resources.detail.labelNameEn'), link.labelNameEn || t('resources.detail.none')],
    [t('resources.detail.order'), String(link.sort)],
  ];
  return (
    <dl className="grid gap-3 rounded-xl border border-line/60 bg-black/20 p-3 text-sm">
      <div className="min-w-0">
        <dt className="text-xs text-muted">{t('resources.detail.url')}</dt>
        <dd className="mt-0.5 min-w-0">
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block truncate font-mono text-[13px] text-primary hover:underline"
            title={link.url}
          >
            {link.url}
          </a>
          {!isResourceUrl(type, link.url) && (
            <p className="mt-1 text-xs text-accent">{t('resources.notHttps')}</p>
          )}
        </dd>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-0.5 truncate text-ink/90" title={value}>
              {value}
            </dd>
          </div>
        ))}
        <div className="min-w-0">
          <dt className="sr-only">{t('resources.field.newTab')}</dt>
          <dd className="mt-0.5 flex items-center gap-1.5 text-xs text-ink/80 sm:mt-4">
            <Icon name="link" className="size-3.5 shrink-0 text-muted" />
            {t(link.newTab ? 'resources.opens.newTab' : 'resources.opens.sameTab')}
          </dd>
        </div>
      </div>
    </dl>
  );
};

const ResourceCard = ({
  resource,
  canManage,
  onEdit,
  onRemove,
}: {
  resource: TAdminResource;
  canManage: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) => {
  const { t } = useTranslation();
  const { resourceType: type, link } = resource;
  const typeName = t(`resources.type.${type}`);
  return (
    <li
      aria-label={typeName}
      className={`flex flex-col gap-4 rounded-2xl border p-4 sm:p-5 ${
        link ? 'border-line/80 bg-surface/70' : 'border-dashed border-line/70 bg-surface/30'
      }`}
    >
      <div className="flex items-start gap-3">
        <ResourceIcon type={type} className={`size-11 ${link ? '' : 'opacity-60 grayscale'}`} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-bold text-ink">{typeName}</h3>
            <Badge tone={link ? 'jade' : 'neutral'} dot>
              {t(link ? 'resources.state.set' : 'resources.state.unset')}
            </Badge>
          </div>
          <p className="mt-1 text-sm leading-relaxed text-muted">{t(`resources.purpose.${type}`)}</p>
        </div>
      </div>
      {link ? (
        <LinkDetails type={type} link={link} />
      ) : (
        <p className="rounded-xl bg-black/15 px-3 py-2.5 text-sm text-muted">{t('resources.unset.body')}</p>
      )}
      {canManage && (
        <div className="mt-auto flex flex-wrap justify-end gap-2">
          {link && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('resources.removeOne', { type: typeName })}
              onClick={onRemove}
            >
              {t('resources.remove')}
            </Button>
          )}
          <Button
            variant={link ? 'secondary' : 'primary'}
            size="sm"
            aria-label={t(link ? 'resources.editOne' : 'resources.setOne', { type: typeName })}
            onClick={onEdit}
          >
            {!link && <Icon name="plus" className="size-4" />}
            {t(link ? 'resources.edit' : 'resources.set')}
          </Button>
        </div>
      )}
    </li>
  );
};

export const ResourcesView = () => {
  const { t } = useTranslation();
  const brand = useContentBrand();
  const canManage = useCan('content.manage');
  const list = useResources(brand);
  const change = useChangeResource();
  const [editing, setEditing] = useState<TAdminResource | null>(null);
  const [removing, setRemoving] = useState<TAdminResource | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const removingName = removing ? t(`resources.type.${removing.resourceType}`) : '';

  const remove = (reason: string) => {
    if (!removing) return;
    if (reasonTooShort(reason)) {
      setRemoveError(t('content.reason.invalid'));
      return;
    }
    change.mutate(
      { resourceType: removing.resourceType, method: 'DELETE', body: { merchantCode: brand, reason } },
      {
        onSuccess: () => {
          toast.success(t('resources.removed', { type: removingName }));
          setRemoving(null);
        },
        onError: (error) => setRemoveError(errorText(error)),
      },
    );
  };

  return (
    <section aria-labelledby="resource-list" className="flex flex-col gap-4">
      <div>
        <h2 id="resource-list" className="text-lg font-bold text-ink">
          {t('resources.title')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t('resources.body')}</p>
      </div>
      {list.isPending ? (
        <Loader
          label={t('common.loading')}
          className="min-h-40 rounded-2xl border border-line/80 bg-surface/60"
        />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {list.data.list.every((resource) => !resource.link) && (
            <div
              role="status"
              className="flex items-start gap-3 rounded-2xl border border-primary/30 bg-primary/8 p-4"
            >
              <Icon name="info" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-semibold text-ink">{t('resources.none.title')}</p>
                <p className="mt-0.5 text-sm text-muted">{t('resources.none.body')}</p>
              </div>
            </div>
          )}
          <ul aria-label={t('resources.list')} className="grid gap-4 lg:grid-cols-2">
            {list.data.list.map((resource) => (
              <ResourceCard
                key={resource.resourceType}
                resource={resource}
                canManage={canManage}
                onEdit={() => setEditing(resource)}
                onRemove={() => {
                  setRemoveError(null);
                  setRemoving(resource);
                }}
              />
            ))}
          </ul>
        </>
      )}
      {editing && <ResourceDialog brand={brand} resource={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('resources.remove.title', { type: removingName })}
        confirmLabel={t('resources.remove.confirm')}
        tone="danger"
        reason="required"
        pending={change.isPending}
        error={removeError}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      >
        {t('resources.remove.body', { url: removing?.link?.url ?? '' })}
      </ConfirmDialog>
    </section>
  );
};
