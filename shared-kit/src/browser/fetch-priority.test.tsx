import { render } from '@testing-library/react';
import { fetchPriority } from './fetch-priority';

describe('fetchPriority', () => {
  it('writes the lower-case HTML attribute without a React warning', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { container } = render(
        <>
          <img src="/poster.webp" alt="" {...fetchPriority('high')} />
          <link rel="preload" as="image" href="/poster.webp" {...fetchPriority('low')} />
        </>,
      );
      expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
      expect(container.querySelector('link')?.getAttribute('fetchpriority')).toBe('low');
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
