import { buttonClass } from '@luckwell/ui/button';
import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../shared/customer-service.ts';

const HeadsetIcon = () => (
  <svg
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.9"
    aria-hidden="true"
  >
    <path
      d="M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2Zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2Zm-3 4c0 1.7-2 3-5 3"
      strokeLinecap="round"
    />
  </svg>
);

/** Opens the brand's customer service in a 440x750 popup window. */
export const CustomerServiceButton = ({ url }: { url: string }) => {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={() => openCustomerService(url)} className={buttonClass({ size: 'lg' })}>
      <HeadsetIcon />
      {t('cs_button')}
    </button>
  );
};
