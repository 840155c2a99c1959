import { render } from '@testing-library/react';
import { usePageMeta, type PageMeta } from './page-meta';

function Page({ meta }: { meta: PageMeta | null }) {
  usePageMeta(meta);
  return null;
}

const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('usePageMeta', () => {
  it('sets the description, Open Graph and Twitter tags, and puts the earlier ones back on close', () => {
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'The portal';
    document.head.appendChild(description);

    const { unmount } = render(
      <Page
        meta={{
          title: 'Cup | MENA Arena',
          description: 'A cup',
          url: 'https://arena.example/tournaments/cup',
          image: 'https://cdn.example/cup.png',
        }}
      />,
    );
    expect(content('meta[name="description"]')).toBe('A cup');
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:title"]')).toBe('Cup | MENA Arena');
    expect(content('meta[property="og:url"]')).toBe('https://arena.example/tournaments/cup');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')).toBe('https://cdn.example/cup.png');

    unmount();
    expect(content('meta[name="description"]')).toBe('The portal');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:image"]')).toBeNull();
    description.remove();
  });

  it('uses the small card without an image, takes the type and card it is given, and sets nothing for null', () => {
    const { rerender, unmount } = render(<Page meta={null} />);
    expect(document.head.querySelector('meta[property="og:type"]')).toBeNull();
    rerender(<Page meta={{ title: 'T', description: 'D', url: 'https://arena.example/x' }} />);
    expect(content('meta[name="twitter:card"]')).toBe('summary');
    rerender(
      <Page
        meta={{
          title: 'T',
          description: 'D',
          url: 'https://arena.example/x',
          type: 'article',
          card: 'summary_large_image',
        }}
      />,
    );
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    unmount();
  });
});
