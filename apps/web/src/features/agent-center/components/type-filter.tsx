import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form-fields';

interface TypeFilterProps<T extends string> {
  label: string;
  /** '' for all types. */
  value: T | '';
  onValue: (value: T | '') => void;
  types: readonly T[];
  optionLabel: (type: T) => string;
}

/** A report's type select: all types, or one of `types`. */
export function TypeFilter<T extends string>({
  label,
  value,
  onValue,
  types,
  optionLabel,
}: TypeFilterProps<T>) {
  const { t } = useTranslation();
  return (
    <SelectField label={label} value={value} onValue={(next) => onValue(next as T | '')}>
      <option value="">{t('agent_all_types')}</option>
      {types.map((type) => (
        <option key={type} value={type}>
          {optionLabel(type)}
        </option>
      ))}
    </SelectField>
  );
}
