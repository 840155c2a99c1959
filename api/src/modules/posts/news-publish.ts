import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.js';

/*
 * Scheduled posts are published through the job queue (issue 31): a periodic pass on every instance looks, by the
 * app's clock (a test server's moved clock included), for posts whose time has come, and queues one `news-publish`
 * job per post and publish time, under an id made from both, so the passes of every instance queue it once. The job
 * publishes the post only if it is still waiting for that very time (a conditional update), and writes its audit
 * row only when it did: a post is published once, whatever runs twice.
 */

/** The pg-boss queue of scheduled posts. */
export const NEWS_PUBLISH_QUEUE = 'news-publish';

/** How often every instance looks for posts whose publish time has come. */
export const NEWS_PUBLISH_SCAN_INTERVAL_MS = 2_000;

/** At most this many posts are queued by one turn of the pass (the next turn takes the rest). */
const DUE_BATCH = 100;

/** What a publishing job carries: the post, and the publish time it was queued for. */
export interface NewsPublishData {
  postId: string;
  /** ISO instant; the job does nothing once the post's publish time is another one. */
  publishAt: string;
}

/** The record type of a post's audit rows. */
export const POST_RECORD_TYPE = 'posts';

export type NewsPublishContext = Pick<AppContext, 'db' | 'clock' | 'cache'>;

/**
 * The job id of a post's publication at a time: a UUID (pg-boss wants one) made from both, the same on every
 * instance, so a second send of it is ignored while the first is held.
 */
export function newsPublishJobId(postId: string, publishAt: Date): string {
  const bytes = createHash('sha1')
    .update(`news-publish:${postId}:${publishAt.toISOString()}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The periodic pass: queues a publishing job for each post whose publish time has come (by the app's clock) and that
 * is not public yet. Answers how many it queued or found queued. Does nothing until the queue has started.
 */
export async function queueDuePosts(context: NewsPublishContext, jobs: JobQueue): Promise<number> {
  if (!jobs.isRunning()) return 0;
  const due = await context.db
    .selectFrom('posts')
    .select(['id', 'publish_at'])
    .where('published_at', 'is', null)
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', context.clock())
    .orderBy('publish_at')
    .limit(DUE_BATCH)
    .execute();
  for (const post of due) {
    const publishAt = post.publish_at!;
    await jobs.send<NewsPublishData>(
      NEWS_PUBLISH_QUEUE,
      { postId: post.id, publishAt: publishAt.toISOString() },
      { id: newsPublishJobId(post.id, publishAt) },
    );
  }
  if (due.length > 0) jobs.wake(NEWS_PUBLISH_QUEUE);
  return due.length;
}

/**
 * The job: publishes the post if it still waits for `publishAt` and that time has come, with its `news.publish`
 * audit row (made by the system: no staff member) in the same transaction. Answers whether it published it.
 */
export async function publishScheduledPost(
  context: NewsPublishContext,
  data: NewsPublishData,
): Promise<boolean> {
  const now = context.clock();
  const expected = new Date(data.publishAt);
  const published = await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('posts')
      .set({ published_at: now })
      .where('id', '=', data.postId)
      .where('published_at', 'is', null)
      .where(sql<boolean>`date_trunc('milliseconds', publish_at) = ${expected}`)
      .where('publish_at', '<=', now)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await recordStaffAction(trx, {
      staffId: null,
      action: 'news.publish',
      record: { type: POST_RECORD_TYPE, id: row.id },
      before: { status: 'scheduled', publishAt: data.publishAt, publishedAt: null },
      after: { status: 'published', publishAt: data.publishAt, publishedAt: now.toISOString() },
      at: now,
    });
    return true;
  });
  if (published) context.cache.invalidate(CacheKeys.posts);
  return published;
}

/** The `news-publish` queue's definition. */
export function newsPublishJob(context: NewsPublishContext): JobDefinition<NewsPublishData> {
  return {
    name: NEWS_PUBLISH_QUEUE,
    run: async ({ data }) => {
      await publishScheduledPost(context, data);
    },
    retryLimit: 10,
    expireInSeconds: 60,
  };
}
