import { ArticlePreview } from '../../features/news/components/article-preview';
import {
  EditNewsPostPage,
  NewNewsPostPage,
} from '../../features/staff-news/components/editor/news-editor-page';

// The news desk's editor previews a post with the article page's own drawing (the news feature's), handed over
// here since one feature never imports another. This module is the editor's chunk: marked loads only with it.

/** /staff/news/new */
export function NewNewsPostRoute() {
  return <NewNewsPostPage Preview={ArticlePreview} />;
}

/** /staff/news/{id} */
export function EditNewsPostRoute() {
  return <EditNewsPostPage Preview={ArticlePreview} />;
}
