import { buttonClass } from '@luckwell/ui/button';
import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../shared/customer-service.ts';
import { HeadsetMicIcon } from '../../shared/icons.tsx';

/** Opens the brand's customer service in a 440x750 popup window. */
export const CustomerServiceButton = ({ url }: { url: string }) => {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => void openCustomerService(url)}
      className={buttonClass({ size: 'lg' })}
    >
      <HeadsetMicIcon className="size-5" />
      {t('cs_button')}
    </button>
  );
};
