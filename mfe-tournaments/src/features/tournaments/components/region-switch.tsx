import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PORTAL_REGIONS, type PortalRegion } from '../utils/region';
import { LIST_NAMESPACE } from '../i18n';

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  > span {
    font-weight: 600;
  }
`;

const Options = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

/** The Middle East / Europe switch: native radio buttons, so arrow keys and screen readers just work. */
export function RegionSwitch({
  region,
  onChange,
}: {
  region: PortalRegion;
  onChange: (region: PortalRegion) => void;
}) {
  const { t } = useTranslation(LIST_NAMESPACE);
  const name = useId();
  const labelId = `${name}-label`;
  return (
    <Group>
      <span id={labelId}>{t('list.region')}</span>
      <Options role="radiogroup" aria-labelledby={labelId}>
        {PORTAL_REGIONS.map((option) => (
          <Option key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === region}
              onChange={() => onChange(option)}
            />
            {t(`kit:regions.${option}`)}
          </Option>
        ))}
      </Options>
    </Group>
  );
}
