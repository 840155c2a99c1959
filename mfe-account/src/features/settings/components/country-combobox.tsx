import { Input, type Country } from '@arena/shared-kit';
import { useCombobox } from 'downshift';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCountries } from '../api/get-countries';
import { SETTINGS_NAMESPACE } from '../i18n';
import { filterCountries } from '../utils/filter-countries';
import { FieldBlock, Label } from './form-parts';

const NO_COUNTRIES: Country[] = [];

const Control = styled.div`
  position: relative;
  display: flex;
  input {
    flex: 1;
    min-inline-size: 0;
    padding-inline-end: 44px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  inline-size: 40px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;
`;

const Menu = styled.ul<{ $open: boolean }>`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 100%;
  z-index: 20;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-block-size: 280px;
  overflow-y: auto;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.4);
  &:empty {
    display: none;
  }
`;

const Option = styled.li<{ $highlighted: boolean; $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  cursor: pointer;
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.colors.border : 'transparent')};
`;

const Empty = styled.p`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 100%;
  z-index: 20;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CountryComboboxProps {
  /** The chosen country's name, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
}

/**
 * The location picker (P1 §2): a combobox over GET /v1/general/countries, filtered by a case-insensitive
 * substring of the name, with "No countries found" when nothing matches. Clearing the text clears the location;
 * text that names no chosen country is put back on leaving the field.
 */
export function CountryCombobox({ value, onChange, onBlur }: CountryComboboxProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const countriesQuery = useCountries();
  const countries = countriesQuery.data ?? NO_COUNTRIES;
  const selectedItem = useMemo(
    () => countries.find((country) => country.name === value) ?? null,
    [countries, value],
  );
  const [inputValue, setInputValue] = useState(value ?? '');
  // The chosen name in the field lists every country, so opening the menu offers a change.
  const items = useMemo(
    () => (value !== null && inputValue === value ? countries : filterCountries(countries, inputValue)),
    [countries, inputValue, value],
  );

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
  } = useCombobox<Country>({
    items,
    selectedItem,
    inputValue,
    itemToString: (country) => country?.name ?? '',
    itemToKey: (country) => country?.iso2,
    onInputValueChange: ({ inputValue: typed }) => {
      setInputValue(typed);
      if (typed === '') onChange(null);
    },
    onSelectedItemChange: ({ selectedItem: chosen }) => onChange(chosen?.name ?? null),
    stateReducer: (state, { type, changes }) => {
      if (type === useCombobox.stateChangeTypes.InputBlur && changes.selectedItem === state.selectedItem) {
        return { ...changes, inputValue: value ?? '' };
      }
      return changes;
    },
  });

  const showEmpty = isOpen && items.length === 0;

  return (
    <FieldBlock>
      <Label {...getLabelProps()}>{t('profile.location')}</Label>
      <Control>
        <Input
          {...getInputProps({
            onBlur: () => {
              // With the menu open, downshift's blur handles this (stateReducer); closed, it does nothing.
              if (!isOpen) setInputValue(value ?? '');
              onBlur?.();
            },
          })}
          placeholder={t('profile.locationPlaceholder')}
          autoComplete="off"
        />
        <Toggle {...getToggleButtonProps()} aria-label={t('profile.toggleCountries')}>
          <span aria-hidden="true">▾</span>
        </Toggle>
      </Control>
      <Menu {...getMenuProps()} $open={isOpen && items.length > 0}>
        {isOpen &&
          items.map((country, index) => (
            <Option
              key={country.iso2}
              $highlighted={highlightedIndex === index}
              $selected={selectedItem?.iso2 === country.iso2}
              {...getItemProps({ item: country, index })}
            >
              <span aria-hidden="true">{country.flag}</span>
              <span>{country.name}</span>
            </Option>
          ))}
      </Menu>
      {showEmpty && (
        <Empty role="status">
          {countriesQuery.isPending ? t('profile.countriesLoading') : t('profile.noCountries')}
        </Empty>
      )}
    </FieldBlock>
  );
}
