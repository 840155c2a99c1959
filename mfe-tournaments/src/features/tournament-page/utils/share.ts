/** Share text length (P1 §9). */
export const SHARE_TEXT_LENGTH = 110;

/** The first 110 characters of the description (whole characters, never half an emoji). */
export function shareText(description: string): string {
  return Array.from(description.trim()).slice(0, SHARE_TEXT_LENGTH).join('');
}

export interface ShareLinks {
  x: string;
  facebook: string;
  whatsapp: string;
}

/** The Share menu's addresses: the social network (X), Facebook and WhatsApp, each with the page's URL. */
export function shareLinks(url: string, text: string): ShareLinks {
  const encodedUrl = encodeURIComponent(url);
  const encodedText = encodeURIComponent(text);
  return {
    x: `https://x.com/intent/tweet?text=${encodedText}&url=${encodedUrl}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text ? `${text} ${url}` : url)}`,
  };
}
