/** The brand a games screen works on, from the operator's brands; kept in the address by the caller. */
import { useTranslation } from 'react-i18next';
import { SelectField } from './form-field.tsx';
import { useBrands } from './use-brands.ts';

export const BrandSelect = ({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (code: string) => void;
  className?: string;
}) => {
  const { t } = useTranslation();
  const brands = useBrands();
  return (
    <SelectField
      label={t('games.brand')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      {(brands.data ?? (value ? [{ code: value, name: value }] : [])).map((b) => (
        <option key={b.code} value={b.code}>
          {b.code} · {b.name}
        </option>
      ))}
    </SelectField>
  );
};
