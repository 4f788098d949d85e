/**
 * A help category's picture as players see it beside the category (a drawn one from the site's
 * /img/home), with its name for a label; a designed tile should it fail to load.
 */
import { helpIconName } from '@luckwell/contracts/admin/help';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useTranslation } from 'react-i18next';

/** The icon's name in the console's language ("Deposit"), or its address for one the list does not know. */
export const useHelpIconLabel = () => {
  const { t } = useTranslation();
  return (icon: string) => {
    const name = helpIconName(icon);
    return name ? t(`help.icon.${name}`) : icon;
  };
};

export const HelpIconImage = ({ icon, className = 'size-8' }: { icon: string; className?: string }) => {
  const label = useHelpIconLabel();
  return (
    <SafeImage
      src={icon}
      alt=""
      fallbackLabel={label(icon)}
      width={44}
      height={44}
      loading="lazy"
      className={`shrink-0 rounded-lg border border-line/60 bg-page/60 p-1 text-xs ${className}`}
    />
  );
};
