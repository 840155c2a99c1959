import { fireEvent, screen } from '@testing-library/react';
import { renderWithKit } from '../../testing';
import { Accordion } from './accordion';

function renderAccordion() {
  renderWithKit(
    <Accordion
      label="Questions"
      entries={[
        { id: 'one', title: 'First question', content: <p>First answer</p> },
        { id: 'two', title: 'Second question', content: <p>Second answer</p> },
      ]}
    />,
  );
  return {
    first: screen.getByRole('button', { name: 'First question' }),
    second: screen.getByRole('button', { name: 'Second question' }),
  };
}

describe('Accordion', () => {
  it('starts closed: heading buttons with aria-expanded false controlling hidden panels', () => {
    const { first } = renderAccordion();
    expect(screen.getByRole('group', { name: 'Questions' })).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first.closest('h2')).not.toBeNull();
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('region', { name: 'First question' })).not.toBeInTheDocument();
  });

  it('opens and closes with Enter and Space, once per press, each entry on its own', () => {
    const { first, second } = renderAccordion();
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    fireEvent.keyUp(first, { key: 'Enter' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer');
    expect(second).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(first, { key: ' ' });
    fireEvent.keyUp(first, { key: ' ' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('First answer')).not.toBeVisible();

    fireEvent.keyDown(second, { key: ' ' });
    expect(second).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(second, { key: ' ', repeat: true });
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('cancels the browser default of Enter and Space so a key press does not toggle twice', () => {
    const { first } = renderAccordion();
    expect(fireEvent.keyDown(first, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyUp(first, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(first, { key: 'a' })).toBe(true);
    expect(first).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles with a click', () => {
    const { first } = renderAccordion();
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
