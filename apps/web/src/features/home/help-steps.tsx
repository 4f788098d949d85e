/**
 * "Start in 3 steps" (spec §2): create an account (opens registration for visitors), deposit, and
 * the rewards centre.
 */
import { SafeImage } from '@luckwell/ui/safe-image';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../shared/image-url.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { useSafeNavigate } from '../../shared/safe-navigate.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { SectionTitle } from './section-title.tsx';

type Step = { key: 'register' | 'deposit' | 'rewards'; image: string; onClick: () => void };

export const HelpSteps = () => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const navigate = useSafeNavigate();
  const isLogin = useSessionStore((state) => state.isLogin);
  const openAuth = useOverlayStore((state) => state.openAuth);

  const steps: Step[] = [
    {
      key: 'register',
      image: '/img/home/help-register.svg',
      onClick: () => (isLogin ? navigate('/member') : openAuth('register')),
    },
    { key: 'deposit', image: '/img/home/help-deposit.svg', onClick: () => navigate('/member') },
    { key: 'rewards', image: '/img/home/help-rewards.svg', onClick: () => navigate('/promotions') },
  ];

  return (
    <section aria-labelledby="help-steps-title" className="mx-auto max-w-[1280px] px-4">
      <SectionTitle id="help-steps-title" title={t('home_help_title')} subtitle={t('home_help_subtitle')} />
      <ol className="grid gap-3 sm:grid-cols-3 sm:gap-5">
        {steps.map((step, i) => (
          <li key={step.key}>
            <button
              type="button"
              onClick={step.onClick}
              className="group relative flex h-full w-full items-center gap-4 overflow-hidden rounded-2xl border border-line bg-surface/90 p-4 text-left shadow-lg shadow-black/30 transition hover:-translate-y-0.5 hover:border-primary/60 sm:flex-col sm:items-start sm:p-6"
            >
              <span
                aria-hidden="true"
                className="text-gold absolute top-2 right-4 text-5xl font-bold opacity-20 transition group-hover:opacity-40 sm:text-7xl"
              >
                {i + 1}
              </span>
              <SafeImage
                src={imageUrl(step.image)}
                alt=""
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className="size-16 shrink-0 rounded-2xl sm:size-24"
              />
              <span className="relative min-w-0">
                <span className="block text-xs font-semibold tracking-wider text-primary uppercase">
                  {t('home_help_step', { n: i + 1 })}
                </span>
                <span className="mt-1 block text-base font-bold text-ink sm:text-lg">
                  {t(`home_help_${step.key}_title`)}
                </span>
                <span className="mt-1 block text-sm leading-snug text-muted">
                  {t(`home_help_${step.key}_text`)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
};
