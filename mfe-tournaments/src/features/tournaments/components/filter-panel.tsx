import { orderSkills } from '@arena/contract/rules';
import { Button } from '@arena/shared-kit';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import styled, { css } from 'styled-components';
import { effectiveSort } from '../utils/list-filters';
import {
  type ActiveFilter,
  activeFilters,
  FORMAT_FILTERS,
  LIST_SORTS,
  type ListState,
  STATUS_FILTERS,
  TYPE_FILTERS,
} from '../utils/list-state';
import { Popover } from '../../../components/popover';
import { LIST_NAMESPACE } from '../i18n';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const controlStyles = css`
  min-block-size: 40px;
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.medium};
  font: inherit;
  font-weight: 400;
`;

const Select = styled.select`
  ${controlStyles}
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 1px;
  }
`;

const Trigger = styled.button`
  ${controlStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &::after {
    content: '▾';
    font-size: 0.75em;
  }
  &[data-state='open']::after {
    content: '▴';
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 1px;
  }
`;

const SkillList = styled.div`
  min-inline-size: 200px;
  max-block-size: min(328px, calc(100vh - 64px));
  overflow: auto;
  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-block-size: 32px;
    cursor: pointer;
  }
  input {
    inline-size: 18px;
    block-size: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 32px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 45%, transparent);
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 14%, transparent);
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

type Translate = TFunction<[typeof LIST_NAMESPACE, 'tournaments']>;

function SelectField<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function SkillLevelFilter({
  options,
  selected,
  onChange,
}: {
  options: readonly string[];
  selected: readonly string[];
  onChange: (skills: string[]) => void;
}) {
  const { t, i18n } = useTranslation([LIST_NAMESPACE, 'tournaments']);
  const labelId = useId();
  const summary =
    selected.length === 0
      ? t('filters.anySkill')
      : selected.length <= 2
        ? selected.join(i18n.language === 'en' ? ', ' : '، ')
        : t('filters.skillsChosen', { count: selected.length });
  const toggle = (skill: string, checked: boolean) =>
    onChange(checked ? orderSkills([...selected, skill]) : selected.filter((chosen) => chosen !== skill));
  return (
    <Field>
      <span id={labelId}>{t('filters.skillLevel')}</span>
      <Popover
        trigger={
          <Trigger type="button" aria-labelledby={`${labelId} ${labelId}-value`}>
            <span id={`${labelId}-value`}>{summary}</span>
          </Trigger>
        }
        label={t('filters.skillLevel')}
      >
        <SkillList>
          <fieldset>
            <legend>{t('filters.skillLevel')}</legend>
            {options.map((skill) => (
              <label key={skill}>
                <input
                  type="checkbox"
                  checked={selected.includes(skill)}
                  onChange={(event) => toggle(skill, event.target.checked)}
                />
                {skill}
              </label>
            ))}
          </fieldset>
        </SkillList>
      </Popover>
    </Field>
  );
}

/** A chip's text: the filter's name and its value, in the viewer's language. */
function chipLabel(filter: ActiveFilter, t: Translate): string {
  switch (filter.kind) {
    case 'format':
      return `${t('filters.format')}: ${filter.value}`;
    case 'skill':
      return `${t('filters.skillLevel')}: ${filter.value}`;
    case 'type':
      return `${t('filters.type')}: ${t(`filters.types.${filter.value}`)}`;
    case 'status':
      return `${t('filters.status')}: ${t(`tournaments:status.${filter.value}`)}`;
    case 'sort':
      return `${t('filters.sort')}: ${t(`filters.sorts.${filter.value}`)}`;
  }
}

export interface FilterPanelProps {
  state: ListState;
  skillOptions: readonly string[];
  onChange: (next: ListState) => void;
  onRemove: (filter: ActiveFilter) => void;
  onClearAll: () => void;
}

/**
 * The filter panel (P1 §2): format, skill level (several at once), tournament type, status and sort; every
 * active choice as a removable chip, and Clear All.
 */
export function FilterPanel({ state, skillOptions, onChange, onRemove, onClearAll }: FilterPanelProps) {
  const { t } = useTranslation([LIST_NAMESPACE, 'tournaments']);
  const headingId = useId();
  const chips = activeFilters(state);
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('filters.title')}</h2>
      <Controls>
        <SelectField
          label={t('filters.format')}
          value={state.format}
          options={FORMAT_FILTERS}
          optionLabel={(format) => (format === 'all' ? t('filters.all') : format)}
          onChange={(format) => onChange({ ...state, format })}
        />
        <SkillLevelFilter
          options={skillOptions}
          selected={state.skills}
          onChange={(skills) => onChange({ ...state, skills })}
        />
        <SelectField
          label={t('filters.type')}
          value={state.type}
          options={TYPE_FILTERS}
          optionLabel={(type) => t(`filters.types.${type}`)}
          onChange={(type) => onChange({ ...state, type })}
        />
        <SelectField
          label={t('filters.status')}
          value={state.status}
          options={STATUS_FILTERS}
          optionLabel={(status) => (status === 'all' ? t('filters.all') : t(`tournaments:status.${status}`))}
          onChange={(status) => onChange({ ...state, status })}
        />
        <SelectField
          label={t('filters.sort')}
          value={effectiveSort(state)}
          options={LIST_SORTS}
          optionLabel={(sort) => t(`filters.sorts.${sort}`)}
          onChange={(sort) => onChange({ ...state, sort })}
        />
      </Controls>
      {chips.length > 0 && (
        <ChipRow>
          <ul aria-label={t('filters.active')}>
            {chips.map((chip) => {
              const label = chipLabel(chip, t);
              return (
                <li key={`${chip.kind}:${chip.value}`}>
                  <Chip
                    type="button"
                    aria-label={t('filters.remove', { label })}
                    onClick={() => onRemove(chip)}
                  >
                    {label}
                    <span aria-hidden="true">✕</span>
                  </Chip>
                </li>
              );
            })}
          </ul>
          <Button $variant="ghost" $size="small" onClick={onClearAll}>
            {t('filters.clearAll')}
          </Button>
        </ChipRow>
      )}
    </Panel>
  );
}
