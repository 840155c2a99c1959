import { screen } from '@testing-library/react';
import { renderWithKit } from '../../testing';
import { FieldRow, FormSection } from './form-section';

describe('the layout of a staff form', () => {
  it('names each section by its heading, with its line under the title', () => {
    renderWithKit(
      <>
        <FormSection title="Dates" intro="Leave both empty to show the slide always.">
          <FieldRow $min="260px">
            <label>
              Starts
              <input />
            </label>
          </FieldRow>
        </FormSection>
        <FormSection title="Link">
          <p>Where the slide leads</p>
        </FormSection>
      </>,
    );
    const dates = screen.getByRole('region', { name: 'Dates' });
    expect(dates).toHaveTextContent('Leave both empty to show the slide always.');
    expect(screen.getByRole('heading', { level: 2, name: 'Dates' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Starts' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Link' }).querySelectorAll('p')).toHaveLength(1);
  });
});
