import { PAYOUT_CURRENCIES } from '@arena/contract/rules';
import { Muted, SelectField, TextField } from '@arena/shared-kit';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import {
  BLANK_PRIZE,
  BLANK_REWARD_CODES,
  FIELD_LIMITS,
  REWARD_CODE_TYPES,
  type TournamentFormValues,
} from '../../utils/tournament-form';
import { FieldRow, RowBox, useProblemText } from './form-parts';
import { AddRowButton, RemoveRowButton } from './row-buttons';

const Codes = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(1)};
    padding: 0;
    font-weight: 600;
  }
`;

/** The reward codes of one prize place: rows of a code type and a count, at most five. */
function RewardCodesFields({ placeIndex }: { placeIndex: number }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const { control, register } = useFormContext<TournamentFormValues>();
  const problemOf = useProblemText();
  const addRef = useRef<HTMLButtonElement>(null);
  const { fields, append, remove } = useFieldArray({
    control,
    name: `prize_pool.places.${placeIndex}.rewardCodes`,
  });
  return (
    <Codes>
      <legend>{t('editor.prizes.codes')}</legend>
      {fields.length === 0 && <Muted>{t('editor.prizes.noCodes')}</Muted>}
      {fields.map((field, index) => {
        const path = `prize_pool.places.${placeIndex}.rewardCodes.${index}` as const;
        const number = index + 1;
        return (
          <FieldRow key={field.id} $min="180px">
            <SelectField
              label={t('editor.prizes.codeType')}
              error={problemOf(`${path}.type`)}
              {...register(`${path}.type`)}
            >
              {REWARD_CODE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`editor.prizes.codeTypes.${type}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('editor.prizes.codeCount')}
              type="number"
              inputMode="numeric"
              min={FIELD_LIMITS.codes.min}
              max={FIELD_LIMITS.codes.max}
              error={problemOf(`${path}.count`)}
              {...register(`${path}.count`)}
            />
            <RemoveRowButton addRef={addRef} onRemove={() => remove(index)}>
              {t('editor.prizes.removeCodes', { number })}
            </RemoveRowButton>
          </FieldRow>
        );
      })}
      {fields.length < FIELD_LIMITS.codesPerPlace && (
        <AddRowButton
          addRef={addRef}
          size="small"
          onAdd={() =>
            append(
              { ...BLANK_REWARD_CODES },
              { focusName: `prize_pool.places.${placeIndex}.rewardCodes.${fields.length}.type` },
            )
          }
        >
          {t('editor.prizes.addCodes')}
        </AddRowButton>
      )}
    </Codes>
  );
}

/**
 * The prize pool (P1 §3 "prizepool"): its currency and its places, each money (an amount in the currency) or a
 * prize in kind, with the reward codes its winner receives; places are added and removed as rows.
 */
export function PrizePoolFields() {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const { control, register, watch } = useFormContext<TournamentFormValues>();
  const problemOf = useProblemText();
  const addRef = useRef<HTMLButtonElement>(null);
  const { fields, append, remove } = useFieldArray({ control, name: 'prize_pool.places' });
  const places = watch('prize_pool.places');
  const currency = watch('prize_pool.currency');
  const nextPlace = Math.max(0, ...places.map((row) => Number(row.place) || 0)) + 1;

  return (
    <>
      <FieldRow>
        <SelectField
          label={t('editor.prizes.currency')}
          error={problemOf('prize_pool.currency')}
          {...register('prize_pool.currency')}
        >
          {PAYOUT_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      {fields.length === 0 && <Muted>{t('editor.prizes.empty')}</Muted>}
      {fields.map((field, index) => {
        const path = `prize_pool.places.${index}` as const;
        const number = index + 1;
        const inKind = places[index]?.kind === 'item';
        return (
          <RowBox key={field.id} data-testid="prize-row">
            <legend>{t('editor.prizes.row', { number })}</legend>
            <FieldRow $min="180px">
              <TextField
                label={t('editor.prizes.place')}
                type="number"
                inputMode="numeric"
                min={FIELD_LIMITS.place.min}
                max={FIELD_LIMITS.place.max}
                error={problemOf(`${path}.place`)}
                {...register(`${path}.place`)}
              />
              <SelectField label={t('editor.prizes.kind')} {...register(`${path}.kind`)}>
                <option value="money">{t('editor.prizes.kinds.money')}</option>
                <option value="item">{t('editor.prizes.kinds.item')}</option>
              </SelectField>
              {inKind ? (
                <TextField
                  label={t('editor.prizes.item')}
                  maxLength={FIELD_LIMITS.item}
                  dir="auto"
                  error={problemOf(`${path}.item`)}
                  {...register(`${path}.item`)}
                />
              ) : (
                <TextField
                  label={t('editor.prizes.amount', { currency })}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={FIELD_LIMITS.amountMax}
                  step="0.01"
                  error={problemOf(`${path}.amount`)}
                  {...register(`${path}.amount`)}
                />
              )}
            </FieldRow>
            <RewardCodesFields placeIndex={index} />
            <RemoveRowButton addRef={addRef} variant="danger" onRemove={() => remove(index)}>
              {t('editor.prizes.remove', { number })}
            </RemoveRowButton>
          </RowBox>
        );
      })}
      {fields.length < FIELD_LIMITS.places && (
        <AddRowButton
          addRef={addRef}
          onAdd={() =>
            append(
              { ...BLANK_PRIZE, place: String(nextPlace), rewardCodes: [] },
              { focusName: `prize_pool.places.${fields.length}.amount` },
            )
          }
        >
          {t('editor.prizes.add')}
        </AddRowButton>
      )}
    </>
  );
}
