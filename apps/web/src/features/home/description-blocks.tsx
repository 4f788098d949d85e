/**
 * Four "why us" blocks (spec §2, §9 "help content first 4 items"): the first four help articles,
 * or our own copy while the help centre is empty.
 */
import { SafeImage } from '@luckwell/ui/safe-image';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { helpHref, useHelpCenter } from '../../shared/help-center.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { htmlToText } from '../../shared/operator-html.tsx';
import { usePermission } from '../../shared/permission-store.ts';
import { SectionTitle } from './section-title.tsx';

type Block = { key: string; title: string; text: string; to: string };

export const DescriptionBlocks = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  const help = useHelpCenter();

  const articles = (help.data ?? []).flatMap((category) =>
    [...category.articles].sort((a, b) => a.sort - b.sort).map((article) => ({ category, article })),
  );
  const blocks: Block[] =
    articles.length >= 4
      ? articles.slice(0, 4).map(({ category, article }) => ({
          key: String(article.id),
          title: article.title,
          text: htmlToText(article.content),
          to: helpHref(category, article.id),
        }))
      : [1, 2, 3, 4].map((n) => ({
          key: String(n),
          title: t(`home_desc_${n}_title`),
          text: t(`home_desc_${n}_text`),
          to: '/help',
        }));

  return (
    <section aria-labelledby="desc-title" className="mx-auto max-w-[1280px] px-4">
      <SectionTitle id="desc-title" title={t('home_desc_title', { name: brand.name })} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {blocks.map((block, i) => (
          <li key={block.key}>
            <Link
              to={block.to}
              className="group flex h-full gap-4 rounded-2xl border border-line bg-gradient-to-b from-surface-2/80 to-surface p-4 shadow-lg shadow-black/30 transition hover:-translate-y-0.5 hover:border-primary/60 sm:flex-col sm:gap-0 sm:p-5"
            >
              <SafeImage
                src={imageUrl(`/img/home/desc-${i + 1}.svg`)}
                alt=""
                width={120}
                height={120}
                loading="lazy"
                decoding="async"
                className="size-12 shrink-0 rounded-2xl sm:size-16"
              />
              <span className="min-w-0">
                <h3 className="text-base font-bold text-ink group-hover:text-primary sm:mt-4">
                  {block.title}
                </h3>
                <p className="mt-1 line-clamp-3 text-sm leading-relaxed text-muted sm:mt-2 sm:line-clamp-4">
                  {block.text}
                </p>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
