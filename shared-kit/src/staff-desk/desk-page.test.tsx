import { screen } from '@testing-library/react';
import { renderWithKit } from '../../testing';
import { DeskBackLink, DeskFilters, DeskHeader, DeskPage, DeskTitleRow } from './desk-page';

describe('the frame of a staff desk page', () => {
  it('is a region named by its heading, with its actions, its filters and a link back to the list', () => {
    renderWithKit(
      <DeskPage aria-labelledby="desk-title">
        <DeskBackLink to="/staff/news">Back to news</DeskBackLink>
        <DeskHeader>
          <h1 id="desk-title">News</h1>
          <button type="button">New post</button>
        </DeskHeader>
        <DeskFilters aria-label="Filters">
          <label>
            Search
            <input />
          </label>
        </DeskFilters>
        <DeskTitleRow>
          <h2>Draft</h2>
        </DeskTitleRow>
      </DeskPage>,
      { path: '/staff/news/new' },
    );
    expect(screen.getByRole('region', { name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/staff/news');
    expect(screen.getByRole('button', { name: 'New post' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Filters' })).toContainElement(
      screen.getByRole('textbox', { name: 'Search' }),
    );
  });
});
