import { imageFileProblem, MAX_IMAGE_BYTES } from './image-file';

describe('imageFileProblem (P1 §5, §9: the API’s rules)', () => {
  it('accepts PNG, JPEG, GIF and WebP images up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(imageFileProblem({ type, size: 1024 })).toBeNull();
    }
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('refuses files that are not images the API takes, SVG included', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('notImage');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('notImage');
  });

  it('refuses images over 2 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('tooLarge');
    expect(imageFileProblem({ type: 'image/jpeg', size: 3 * 1024 * 1024 })).toBe('tooLarge');
  });
});
