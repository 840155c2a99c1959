/** P2 §2: hashtags every shared text carries. */
export const SHARE_HASHTAGS = ['Gaming', 'News'] as const;

export interface ShareContent {
  title: string;
  summary: string;
  url: string;
}

/** Title, summary, page URL and #Gaming #News: the text shared to X and WhatsApp. */
export function shareText({ title, summary, url }: ShareContent): string {
  const hashtags = SHARE_HASHTAGS.map((tag) => `#${tag}`).join(' ');
  return [title, summary, url, hashtags].filter((part) => part.trim()).join('\n\n');
}

/** Share URLs of the "Share this article" panel; each opens in a new tab. */
export function shareLinks(content: ShareContent): { x: string; facebook: string; whatsapp: string } {
  const text = encodeURIComponent(shareText(content));
  return {
    x: `https://x.com/intent/tweet?text=${text}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(content.url)}`,
    whatsapp: `https://wa.me/?text=${text}`,
  };
}
