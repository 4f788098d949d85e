/** Copies a secret or a password to the clipboard and says so. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';

export const CopyButton = ({ text, label }: { text: string; label: string }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      // No clipboard (insecure context): the text stays on screen to be copied by hand.
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full border border-line px-3 text-xs font-semibold text-ink transition hover:border-primary/60 hover:text-primary"
    >
      <Icon name={copied ? 'check' : 'copy'} className="size-4" />
      {copied ? t('common.copied') : t('common.copy')}
    </button>
  );
};
