import { POST_MARKDOWN_OPTIONS } from '@arena/contract/rules';
import { Marked } from 'marked';

// An instance of its own: the options are the contract's, whatever else sets marked's defaults.
const markdown = new Marked({ ...POST_MARKDOWN_OPTIONS });

/**
 * A post's Markdown as HTML, as the API turns it into the stored body (`POST_MARKDOWN_OPTIONS`). Not sanitized:
 * whoever draws it sanitizes it (the article page's `ArticleBody`), as the article page does.
 *
 * @example markdownToHtml('## Finals') // '<h2>Finals</h2>\n'
 */
export function markdownToHtml(source: string): string {
  return markdown.parse(source, { async: false });
}
